import { describe, expect, it } from "vitest";
import { addCalendarMonths, subscriptionPeriodEnd } from "./period.ts";

const at = (iso: string) => new Date(iso);
const end = (start: string, interval: string) => subscriptionPeriodEnd(at(start), interval).toISOString();

describe("subscriptionPeriodEnd (spec 2 §4, §9)", () => {
  it("adds one calendar month to a monthly plan, keeping the time of day", () => {
    expect(end("2026-03-15T10:30:00.000Z", "monthly")).toBe("2026-04-15T10:30:00.000Z");
    expect(end("2026-12-20T00:00:00.000Z", "monthly")).toBe("2027-01-20T00:00:00.000Z");
  });
  it("ends a month that starts on 31 January on the last day of February, 29 in a leap year", () => {
    expect(end("2027-01-31T08:00:00.000Z", "monthly")).toBe("2027-02-28T08:00:00.000Z");
    expect(end("2028-01-31T08:00:00.000Z", "monthly")).toBe("2028-02-29T08:00:00.000Z");
    expect(end("2026-03-31T00:00:00.000Z", "monthly")).toBe("2026-04-30T00:00:00.000Z");
  });
  it("adds one year to a yearly plan; 29 February becomes 28 February", () => {
    expect(end("2026-06-01T00:00:00.000Z", "yearly")).toBe("2027-06-01T00:00:00.000Z");
    expect(end("2028-02-29T12:00:00.000Z", "yearly")).toBe("2029-02-28T12:00:00.000Z");
  });
  it("gives 30 days to any other interval (and the fallback)", () => {
    expect(end("2026-02-01T00:00:00.000Z", "other")).toBe("2026-03-03T00:00:00.000Z");
    expect(end("2028-02-01T00:00:00.000Z", "weekly")).toBe("2028-03-02T00:00:00.000Z");
  });
  it("adds many months across years", () => {
    expect(addCalendarMonths(at("2026-11-30T00:00:00.000Z"), 15).toISOString()).toBe(
      "2028-02-29T00:00:00.000Z",
    );
  });
});
