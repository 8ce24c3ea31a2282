import { describe, expect, it } from "vitest";
import { ApiError } from "../data/api/api-error";
import { shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("does not retry what the server refused", () => {
    expect(shouldRetry(0, new ApiError(400, "Invalid e-mail", null))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, "Unauthorized", null))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, "Too many attempts", null))).toBe(false);
  });

  it("retries network trouble and server errors twice", () => {
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, "Unavailable", null))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, "Unavailable", null))).toBe(false);
  });
});
