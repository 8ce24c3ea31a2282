import { describe, expect, it } from "vitest";
import { laterTimestamp } from "./timestamps.ts";

describe("laterTimestamp (a later write always carries a later time)", () => {
  const now = new Date("2026-03-01T10:00:00.000Z");

  it("is now for a new record or an older previous time", () => {
    expect(laterTimestamp(undefined, now)).toBe("2026-03-01T10:00:00.000Z");
    expect(laterTimestamp(null, now)).toBe("2026-03-01T10:00:00.000Z");
    expect(laterTimestamp("2026-03-01T09:59:59.999Z", now)).toBe("2026-03-01T10:00:00.000Z");
  });

  it("is 1 ms after the previous time when the clock has not moved past it", () => {
    expect(laterTimestamp("2026-03-01T10:00:00.000Z", now)).toBe("2026-03-01T10:00:00.001Z");
    expect(laterTimestamp("2026-03-01T12:00:00+02:00", now)).toBe("2026-03-01T10:00:00.001Z");
    expect(laterTimestamp("2026-03-02T00:00:00.000Z", now)).toBe("2026-03-02T00:00:00.001Z");
  });

  it("ignores a previous time that does not parse", () => {
    expect(laterTimestamp("not a time", now)).toBe("2026-03-01T10:00:00.000Z");
  });
});
