import { describe, expect, it } from "vitest";
import { currencyDecimals, fromMinorUnits, paymentCoversPlan, toMinorUnits } from "./amount.ts";

describe("minor units", () => {
  it("counts cents, kobo and yen as the gateways do", () => {
    expect(toMinorUnits(9.99, "USD")).toBe(999);
    expect(toMinorUnits(1500, "NGN")).toBe(150000);
    expect(toMinorUnits(1000, "JPY")).toBe(1000);
    expect(currencyDecimals("??")).toBe(2);
    expect(fromMinorUnits(999, "USD")).toBeCloseTo(9.99);
  });
});

describe("paymentCoversPlan (issue 20 §3: the charge is checked against the plan's price)", () => {
  const plan = { price: 9.99, currency: "USD" };
  it("accepts the price or more in the plan's currency", () => {
    expect(paymentCoversPlan({ amountMinor: 999, currency: "USD" }, plan)).toBe(true);
    expect(paymentCoversPlan({ amountMinor: 1200, currency: "usd" }, plan)).toBe(true);
  });
  it("never accepts a lower amount, another currency or a non-number", () => {
    expect(paymentCoversPlan({ amountMinor: 998, currency: "USD" }, plan)).toBe(false);
    expect(paymentCoversPlan({ amountMinor: 1, currency: "USD" }, plan)).toBe(false);
    expect(paymentCoversPlan({ amountMinor: 999, currency: "NGN" }, plan)).toBe(false);
    expect(paymentCoversPlan({ amountMinor: Number.NaN, currency: "USD" }, plan)).toBe(false);
  });
});
