import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { accountFailure, toAccountResult } from "./account-result";

describe("toAccountResult (spec 1 §8)", () => {
  it("gives the spec's success text when the call worked", () => {
    expect(toAccountResult({ error: null }, messages.auth.signedIn, messages.auth.signInFailed)).toEqual({
      success: true,
      message: "Signed in successfully!",
    });
  });

  it("passes the server's message through", () => {
    const result = toAccountResult(
      { error: { status: 401, message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" } },
      messages.auth.signedIn,
      messages.auth.signInFailed,
    );
    expect(result).toEqual({
      success: false,
      error: "Invalid email or password",
      code: "INVALID_EMAIL_OR_PASSWORD",
      status: 401,
    });
  });

  it("falls back to the spec's text when the server gives no message", () => {
    expect(accountFailure({ status: 500, statusText: "Internal Server Error" }, "Failed to sign in")).toEqual(
      {
        success: false,
        error: "Failed to sign in",
        status: 500,
      },
    );
    expect(accountFailure({ message: "   " }, "Failed to update profile").error).toBe(
      "Failed to update profile",
    );
    expect(accountFailure(null, "Failed to sign out").error).toBe("Failed to sign out");
  });

  it("reads our API's { error } shape too", () => {
    expect(accountFailure({ status: 400, error: "Invalid e-mail" }, "Failed").error).toBe("Invalid e-mail");
  });

  it("explains an unverified e-mail and keeps the code so the screen can offer a resend", () => {
    const result = accountFailure(
      { status: 403, code: "EMAIL_NOT_VERIFIED", message: "Email not verified" },
      messages.auth.signInFailed,
    );
    expect(result).toEqual({
      success: false,
      error: messages.auth.emailNotVerified,
      code: "EMAIL_NOT_VERIFIED",
      status: 403,
    });
  });

  it("shows the rate-limit message with its wait", () => {
    const message = messages.auth.tooManyAttempts(42);
    const result = accountFailure(
      { status: 429, code: "TOO_MANY_REQUESTS", message, error: "Too Many Requests" },
      messages.auth.signInFailed,
    );
    expect(result).toMatchObject({ success: false, error: message, code: "TOO_MANY_REQUESTS", status: 429 });
  });
});
