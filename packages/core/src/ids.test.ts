import { describe, expect, it } from "vitest";
import { isUuidV4, newId, UUID_V4_PATTERN } from "./ids.ts";

describe("isUuidV4 (spec 1 §5)", () => {
  it("accepts v4 ids in any case and with each variant nibble", () => {
    expect(isUuidV4("6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f")).toBe(true);
    expect(isUuidV4("6F1C1B8E-3C2B-4A5D-9E7F-0A1B2C3D4E5F")).toBe(true);
    for (const variant of ["8", "9", "a", "b", "A", "B"]) {
      expect(isUuidV4(`00000000-0000-4000-${variant}000-000000000000`)).toBe(true);
    }
  });

  it("rejects other versions and variants", () => {
    expect(isUuidV4("6f1c1b8e-3c2b-1a5d-9e7f-0a1b2c3d4e5f")).toBe(false); // v1
    expect(isUuidV4("6f1c1b8e-3c2b-7a5d-9e7f-0a1b2c3d4e5f")).toBe(false); // v7
    expect(isUuidV4("6f1c1b8e-3c2b-4a5d-7e7f-0a1b2c3d4e5f")).toBe(false); // variant 7
    expect(isUuidV4("6f1c1b8e-3c2b-4a5d-ce7f-0a1b2c3d4e5f")).toBe(false); // variant c
    expect(isUuidV4("00000000-0000-0000-0000-000000000000")).toBe(false); // nil
  });

  it("rejects malformed strings, the special deck ids and non-strings", () => {
    expect(isUuidV4("6f1c1b8e3c2b4a5d9e7f0a1b2c3d4e5f")).toBe(false);
    expect(isUuidV4("{6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f}")).toBe(false);
    expect(isUuidV4(" 6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f")).toBe(false);
    expect(isUuidV4("6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f\n")).toBe(false);
    expect(isUuidV4("6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5g")).toBe(false);
    expect(isUuidV4("")).toBe(false);
    expect(isUuidV4("due")).toBe(false);
    expect(isUuidV4("new")).toBe(false);
    expect(isUuidV4(null)).toBe(false);
    expect(isUuidV4(undefined)).toBe(false);
    expect(isUuidV4(42)).toBe(false);
    expect(isUuidV4({ id: "6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f" })).toBe(false);
  });
});

describe("newId", () => {
  it("makes distinct v4 ids", () => {
    const ids = Array.from({ length: 100 }, () => newId());
    for (const id of ids) expect(id).toMatch(UUID_V4_PATTERN);
    expect(new Set(ids).size).toBe(100);
  });
});
