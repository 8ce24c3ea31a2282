import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { serverFailureFallsBack } from "./server-fallback";

describe("serverFailureFallsBack (spec 2 §7: paid → server first, browser as fallback)", () => {
  it.each([429, 500, 503, 403])("falls back to the browser engines on %s", (status) => {
    expect(serverFailureFallsBack(new ApiError(status, "busy", null))).toBe(true);
  });

  it("falls back when the server cannot be reached", () => {
    expect(serverFailureFallsBack(new TypeError("Failed to fetch"))).toBe(true);
  });

  it.each([400, 401, 413])("keeps the server's answer about the file or session (%s)", (status) => {
    expect(serverFailureFallsBack(new ApiError(status, "no", null))).toBe(false);
  });
});
