import { describe, expect, it } from "vitest";
import { DATA_CACHE_TTL_MS } from "../constants/timing.ts";
import { usableCachedData } from "./online-cache.ts";

describe("usableCachedData (spec 1 §9: data cache TTL 5 minutes)", () => {
  const entry = { savedAt: 1_000_000, value: { plan: "Free" } };

  it("serves an answer younger than 5 minutes", () => {
    expect(usableCachedData(entry, entry.savedAt)).toBe(entry);
    expect(usableCachedData(entry, entry.savedAt + DATA_CACHE_TTL_MS - 1)).toBe(entry);
  });

  it("drops it at 5 minutes", () => {
    expect(DATA_CACHE_TTL_MS).toBe(300_000);
    expect(usableCachedData(entry, entry.savedAt + DATA_CACHE_TTL_MS)).toBeNull();
  });

  it("drops nothing-kept, broken and future entries", () => {
    expect(usableCachedData(null, 0)).toBeNull();
    expect(usableCachedData({ savedAt: Number.NaN, value: 1 }, 0)).toBeNull();
    expect(usableCachedData(entry, entry.savedAt - 1)).toBeNull();
  });
});
