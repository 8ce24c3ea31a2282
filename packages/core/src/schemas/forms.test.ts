import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import {
  changePasswordFormSchema,
  profileFormSchema,
  resetPasswordFormSchema,
  waitlistFormSchema,
} from "./forms.ts";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("account forms (spec 1 §5 rules reused)", () => {
  it("reset password: 6+ characters and matching", () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: "secret1", confirmPassword: "secret1" }).success,
    ).toBe(true);
    expect(
      issues(resetPasswordFormSchema.safeParse({ password: "12345", confirmPassword: "12345" })),
    ).toEqual([["password", "Password must be at least 6 characters long"]]);
    expect(
      issues(resetPasswordFormSchema.safeParse({ password: "secret1", confirmPassword: "secret2" })),
    ).toEqual([["confirmPassword", "Passwords do not match"]]);
  });

  it("change password needs the current one", () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: "",
      password: "secret1",
      confirmPassword: "secret1",
    });
    expect(issues(result)).toEqual([["currentPassword", messages.auth.currentPasswordRequired]]);
  });

  it("profile names are required", () => {
    expect(issues(profileFormSchema.safeParse({ firstName: " ", lastName: "L" }))).toEqual([
      ["firstName", messages.auth.firstNameRequired],
    ]);
  });

  it("waitlist: a valid e-mail, referral optional", () => {
    expect(waitlistFormSchema.parse({ email: " A@B.co " })).toEqual({ email: "a@b.co" });
    expect(issues(waitlistFormSchema.safeParse({ email: "" }))).toEqual([
      ["email", messages.auth.emailRequired],
    ]);
    expect(issues(waitlistFormSchema.safeParse({ email: "nope" }))).toEqual([
      ["email", messages.auth.invalidEmail],
    ]);
    expect(waitlistFormSchema.parse({ email: "a@b.co", referral_source: "Friend" }).referral_source).toBe(
      "Friend",
    );
  });
});
