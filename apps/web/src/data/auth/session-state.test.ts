import { describe, expect, it } from "vitest";
import { resolveSession, settledSession } from "./session-state";
import { toSessionUser } from "./session-user";

const serverUser = { id: "u1", email: "ada@example.com", name: "Ada Lovelace" };
const cached = toSessionUser({ id: "u1", email: "ada@example.com", name: "Ada (cached)" });

describe("resolveSession", () => {
  it("waits while the first answer is pending", () => {
    expect(resolveSession({ data: null, error: null, isPending: true }, () => cached)).toMatchObject({
      user: null,
      isPending: true,
    });
  });

  it("uses the server's user", () => {
    const resolved = resolveSession(
      { data: { user: serverUser }, error: null, isPending: false },
      () => null,
    );
    expect(resolved).toMatchObject({ isPending: false, offline: false, fromServer: true });
    expect(resolved.user?.name).toBe("Ada Lovelace");
  });

  it("is signed out when the server says so", () => {
    expect(resolveSession({ data: null, error: null, isPending: false }, () => cached)).toEqual({
      user: null,
      isPending: false,
      offline: false,
      fromServer: true,
    });
    expect(resolveSession({ data: null, error: { status: 401 }, isPending: false }, () => cached).user).toBe(
      null,
    );
  });

  it("keeps the device's last user when the server cannot be reached", () => {
    for (const error of [{}, { status: 0 }, { status: 502 }]) {
      expect(resolveSession({ data: null, error, isPending: false }, () => cached)).toEqual({
        user: cached,
        isPending: false,
        offline: true,
        fromServer: false,
      });
    }
    expect(resolveSession({ data: null, error: {}, isPending: false }, () => null).user).toBeNull();
  });
});

describe("settledSession", () => {
  it("keeps the last settled answer while the session is asked again, and waits only for the first", () => {
    const offline = resolveSession({ data: null, error: {}, isPending: false }, () => cached);
    // better-auth's refetch with no server answer yet: pending, no error.
    const refetching = resolveSession({ data: null, error: null, isPending: true }, () => cached);
    expect(settledSession(refetching, offline)).toBe(offline);
    expect(settledSession(refetching, null)).toMatchObject({ user: null, isPending: true });
    // A settled answer always stands for itself, a sign-out included.
    const signedOut = resolveSession({ data: null, error: { status: 401 }, isPending: false }, () => cached);
    expect(settledSession(signedOut, offline)).toBe(signedOut);
  });
});
