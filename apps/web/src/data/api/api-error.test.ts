import { describe, expect, it } from "vitest";
import { ApiError, errorMessageOf, isUnauthorizedError } from "./api-error";

describe("ApiError", () => {
  it("reads the server's message from either shape", () => {
    expect(errorMessageOf({ error: "Invalid e-mail", details: { field: "email" } })).toBe("Invalid e-mail");
    expect(errorMessageOf({ message: "Too many attempts", error: "Too Many Requests" })).toBe(
      "Too many attempts",
    );
    expect(errorMessageOf("<html>")).toBeNull();
    expect(errorMessageOf({ error: "" })).toBeNull();
  });

  it("recognises a 401", () => {
    expect(isUnauthorizedError(new ApiError(401, "Unauthorized", null))).toBe(true);
    expect(isUnauthorizedError(new ApiError(403, "Forbidden", null))).toBe(false);
    expect(isUnauthorizedError(new Error("x"))).toBe(false);
  });
});
