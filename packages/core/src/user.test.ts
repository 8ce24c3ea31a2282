import { describe, expect, it } from "vitest";
import { displayName, emailPrefix, greetingName, userInitials } from "./user.ts";

describe("displayName (spec 1 §2)", () => {
  it("prefers the full name", () => {
    expect(
      displayName({
        email: "ada@example.com",
        user_metadata: { full_name: "Ada Lovelace", first_name: "Ada" },
      }),
    ).toBe("Ada Lovelace");
  });
  it("falls back to the first name", () => {
    expect(
      displayName({ email: "ada@example.com", user_metadata: { full_name: "  ", first_name: "Ada" } }),
    ).toBe("Ada");
  });
  it("then to the e-mail prefix", () => {
    expect(displayName({ email: "ada.l@example.com", user_metadata: {} })).toBe("ada.l");
    expect(displayName({ email: "ada.l@example.com", user_metadata: null })).toBe("ada.l");
    expect(displayName({ email: "ada.l@example.com", user_metadata: { full_name: 42 } })).toBe("ada.l");
  });
  it("then to 'User'", () => {
    expect(displayName({ email: "", user_metadata: {} })).toBe("User");
    expect(displayName({ email: "@example.com" })).toBe("User");
    expect(displayName({})).toBe("User");
    expect(displayName(null)).toBe("User");
  });
});

describe("userInitials", () => {
  it("first and last initials of the display name, upper case", () => {
    expect(userInitials({ user_metadata: { full_name: "ada king lovelace" } })).toBe("AL");
    expect(userInitials({ user_metadata: { first_name: "Ada" } })).toBe("A");
    expect(userInitials({ email: "zed@example.com" })).toBe("Z");
    expect(userInitials(null)).toBe("U");
  });
});

describe("greetingName (spec 1 §2)", () => {
  it("the e-mail prefix, else 'Scholar'", () => {
    expect(greetingName("sam@example.com")).toBe("sam");
    expect(greetingName("")).toBe("Scholar");
    expect(greetingName(null)).toBe("Scholar");
    expect(greetingName(undefined)).toBe("Scholar");
  });
  it("emailPrefix of an address without '@' is the whole value", () => {
    expect(emailPrefix(" sam ")).toBe("sam");
  });
});
