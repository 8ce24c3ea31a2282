import { describe, expect, it } from "vitest";
import { retryDelayMs, SYNC_RETRY_JITTER, SYNC_RETRY_MAX_MS } from "./retry.ts";

const noJitter = () => 0;

describe("retryDelayMs (DESIGN §4 retry with backoff)", () => {
  it("starts at 1 s and doubles each attempt", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000,
    ]);
  });

  it("stops growing at 5 minutes, even after very many attempts", () => {
    expect(retryDelayMs(9, noJitter)).toBe(256_000);
    expect(retryDelayMs(10, noJitter)).toBe(300_000);
    expect(retryDelayMs(11, noJitter)).toBe(SYNC_RETRY_MAX_MS);
    expect(retryDelayMs(10_000, noJitter)).toBe(300_000);
  });

  it("treats attempt 0 or less like the first retry", () => {
    expect(retryDelayMs(0, noJitter)).toBe(1000);
    expect(retryDelayMs(-3, noJitter)).toBe(1000);
  });

  it("takes off up to 20 % at random, deterministically for an injected source", () => {
    expect(SYNC_RETRY_JITTER).toBe(0.2);
    expect(retryDelayMs(1, () => 0.5)).toBe(900);
    expect(retryDelayMs(3, () => 0.25)).toBe(3800);
    expect(retryDelayMs(20, () => 0.999_999)).toBe(240_000);
  });

  it("stays within [80 %, 100 %] of the full delay for any random value", () => {
    for (const r of [0, 0.1, 0.37, 0.5, 0.9, 0.99]) {
      const delay = retryDelayMs(4, () => r);
      expect(delay).toBeGreaterThanOrEqual(6400);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });
});
