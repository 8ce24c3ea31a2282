import { displayName, userInitials } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { fullName, namedUser, toSessionUser } from "./session-user";

const raw = {
  id: "8a7c9d5e-1234-4abc-8def-0123456789ab",
  email: "ada@example.com",
  emailVerified: true,
  name: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  twoFactorEnabled: false,
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
};

describe("toSessionUser", () => {
  it("reads better-auth's user", () => {
    expect(toSessionUser(raw)).toEqual({ ...raw, createdAt: "2026-01-02T03:04:05.000Z" });
  });

  it("reads its own cached copy back", () => {
    const user = toSessionUser(raw);
    expect(toSessionUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
  });

  it("rejects anything without an id and fills missing fields", () => {
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser({ email: "a@b.co" })).toBeNull();
    expect(toSessionUser({ id: "x" })).toMatchObject({ email: "", name: "", emailVerified: false });
  });
});

describe("naming the user (spec 1 §2)", () => {
  const user = toSessionUser(raw)!;

  it("uses the full name, then the first name, then the e-mail prefix, then 'User'", () => {
    expect(displayName(namedUser(user))).toBe("Ada Lovelace");
    expect(displayName(namedUser({ ...user, name: "", lastName: "" }))).toBe("Ada");
    expect(displayName(namedUser({ ...user, name: "", firstName: "", lastName: "" }))).toBe("ada");
    expect(displayName(namedUser({ ...user, name: "", firstName: "", lastName: "", email: "" }))).toBe(
      "User",
    );
    expect(displayName(namedUser(null))).toBe("User");
  });

  it("builds the full name from the parts when better-auth's name is empty", () => {
    expect(displayName(namedUser({ ...user, name: "" }))).toBe("Ada Lovelace");
    expect(userInitials(namedUser(user))).toBe("AL");
    expect(fullName(" Ada ", "")).toBe("Ada");
  });
});
