import { describe, expect, it } from "vitest";
import {
  capturedImageFileName,
  formatDuration,
  formatFileSizeMB,
  formatPrice,
  formatRelativeTime,
  formatStudyTime,
  formatWaitlistCount,
} from "./format.ts";

describe("formatRelativeTime (spec 1 §9)", () => {
  // Local noon, so the date form does not depend on the machine's time zone.
  const now = new Date(2026, 10, 30, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it("under a minute is 'Just now'", () => {
    expect(formatRelativeTime(now, now)).toBe("Just now");
    expect(formatRelativeTime(ago(59 * S), now)).toBe("Just now");
    expect(formatRelativeTime(ago(59 * S + 999), now)).toBe("Just now");
    expect(formatRelativeTime(new Date(now.getTime() + 5 * M), now)).toBe("Just now");
  });

  it("minutes from 60 s to 59 min", () => {
    expect(formatRelativeTime(ago(60 * S), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(119 * S), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(2 * M), now)).toBe("2 minutes ago");
    expect(formatRelativeTime(ago(59 * M + 59 * S), now)).toBe("59 minutes ago");
  });

  it("hours from 1 h to 23 h", () => {
    expect(formatRelativeTime(ago(H), now)).toBe("1 hour ago");
    expect(formatRelativeTime(ago(5 * H), now)).toBe("5 hours ago");
    expect(formatRelativeTime(ago(D - 1), now)).toBe("23 hours ago");
  });

  it("days up to a week", () => {
    expect(formatRelativeTime(ago(D), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(6 * D), now)).toBe("6 days ago");
    expect(formatRelativeTime(ago(7 * D - 1), now)).toBe("6 days ago");
  });

  it("the date from 7 days on", () => {
    expect(formatRelativeTime(ago(7 * D), now)).toBe("Nov 23, 2026");
    expect(formatRelativeTime(new Date(2025, 0, 5, 12), now)).toBe("Jan 5, 2025");
  });

  it("accepts ISO strings and epoch numbers; invalid dates give ''", () => {
    expect(formatRelativeTime(ago(3 * M).toISOString(), now)).toBe("3 minutes ago");
    expect(formatRelativeTime(ago(2 * H).getTime(), now)).toBe("2 hours ago");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

describe("formatStudyTime (spec 1 §9)", () => {
  it("hours and minutes", () => {
    expect(formatStudyTime(0)).toBe("0m");
    expect(formatStudyTime(45)).toBe("45m");
    expect(formatStudyTime(59)).toBe("59m");
    expect(formatStudyTime(60)).toBe("1h 0m");
    expect(formatStudyTime(125)).toBe("2h 5m");
    expect(formatStudyTime(44.6)).toBe("45m");
    expect(formatStudyTime(-3)).toBe("0m");
    expect(formatStudyTime(Number.NaN)).toBe("0m");
  });
});

describe("formatWaitlistCount (spec 1 §9)", () => {
  it("thousands with a plus only above 10000", () => {
    expect(formatWaitlistCount(0)).toBe("0");
    expect(formatWaitlistCount(950)).toBe("950");
    expect(formatWaitlistCount(9999)).toBe("9,999");
    expect(formatWaitlistCount(10000)).toBe("10,000");
    expect(formatWaitlistCount(10001)).toBe("10K+");
    expect(formatWaitlistCount(12345)).toBe("12K+");
    expect(formatWaitlistCount(1_250_000)).toBe("1250K+");
  });
});

describe("formatPrice (spec 2 §9)", () => {
  it("currency without decimals per month or year; 0 is Free", () => {
    expect(formatPrice(0, "USD", "monthly")).toBe("Free");
    expect(formatPrice(9.99, "USD", "monthly")).toBe("$10/month");
    expect(formatPrice(99, "USD", "yearly")).toBe("$99/year");
    // Intl puts a no-break space between a currency code and the amount.
    expect(formatPrice(1500, "NGN", "monthly")).toBe("NGN\u00a01,500/month");
    expect(formatPrice(20, "EUR", "other")).toBe("€20");
    expect(formatPrice(5, "??", "monthly")).toBe("?? 5/month");
  });
});

describe("formatDuration", () => {
  it("mm:ss, then h:mm:ss from an hour", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(5)).toBe("00:05");
    expect(formatDuration(59)).toBe("00:59");
    expect(formatDuration(60)).toBe("01:00");
    expect(formatDuration(65.9)).toBe("01:05");
    expect(formatDuration(3599)).toBe("59:59");
    expect(formatDuration(3600)).toBe("1:00:00");
    expect(formatDuration(3661)).toBe("1:01:01");
    expect(formatDuration(-1)).toBe("00:00");
  });
});

describe("formatFileSizeMB (spec 2 §2)", () => {
  it("MB with 2 decimals", () => {
    expect(formatFileSizeMB(0)).toBe("0.00 MB");
    expect(formatFileSizeMB(1024 * 1024)).toBe("1.00 MB");
    expect(formatFileSizeMB(1_289_748)).toBe("1.23 MB");
    expect(formatFileSizeMB(5 * 1024 * 1024)).toBe("5.00 MB");
  });
});

describe("capturedImageFileName (spec 2 §3)", () => {
  it("numbers from 1", () => {
    expect(capturedImageFileName(1)).toBe("captured-image-1.jpg");
  });
});
