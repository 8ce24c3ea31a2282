import { describe, expect, it } from "vitest";
import { SESSION_CACHE_TTL_MS, SessionCache } from "./session-cache.ts";

describe("SessionCache", () => {
  const farFuture = new Date(Date.now() + 86_400_000);

  it("remembers a session for the TTL, then asks afresh", () => {
    const cache = new SessionCache<string>();
    cache.set("cookie-a", "ada", farFuture, 1_000);
    expect(cache.get("cookie-a", 1_000 + SESSION_CACHE_TTL_MS - 1)).toBe("ada");
    expect(cache.get("cookie-a", 1_000 + SESSION_CACHE_TTL_MS)).toBeUndefined();
    expect(cache.get("cookie-b", 1_000)).toBeUndefined();
  });

  it("never outlives the session itself", () => {
    const cache = new SessionCache<string>();
    cache.set("cookie-a", "ada", new Date(1_500), 1_000);
    expect(cache.get("cookie-a", 1_499)).toBe("ada");
    expect(cache.get("cookie-a", 1_500)).toBeUndefined();
  });

  it("forgets everything on clear", () => {
    const cache = new SessionCache<string>();
    cache.set("cookie-a", "ada", farFuture);
    cache.clear();
    expect(cache.get("cookie-a")).toBeUndefined();
  });
});
