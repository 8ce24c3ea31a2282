import { describe, expect, it } from "vitest";
import {
  callbackStatusFailure,
  liveProductCheckoutUrl,
  paymentReferenceFromQuery,
  shouldRetryVerification,
} from "./payment-callback.ts";

// What the callback page passes in: URLSearchParams, or anything with the same `get`.
const q = (search: string) => {
  const pairs = search
    .split("&")
    .filter(Boolean)
    .map((pair) => pair.split("=").map(decodeURIComponent));
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
};

describe("paymentReferenceFromQuery (spec 2 §5, §7)", () => {
  it("reads Dodo's payment_id, else Paystack's trxref or reference", () => {
    expect(paymentReferenceFromQuery(q("payment_id=pay_1&status=succeeded"))).toEqual({
      reference: "pay_1",
      gateway: "dodo",
    });
    expect(paymentReferenceFromQuery(q("trxref=T1&reference=T1"))).toEqual({
      reference: "T1",
      gateway: "paystack",
    });
    expect(paymentReferenceFromQuery({ reference: "R2" })).toEqual({ reference: "R2", gateway: "paystack" });
  });
  it("finds nothing without one (verification fails)", () => {
    expect(paymentReferenceFromQuery(q("status=succeeded&amount=1"))).toBeNull();
    expect(paymentReferenceFromQuery(q("payment_id=%20"))).toBeNull();
  });
});

describe("callbackStatusFailure (spec 2 §5: a status other than succeeded fails)", () => {
  it("fails at once on another status, and proves nothing on succeeded", () => {
    expect(callbackStatusFailure(q("status=failed"))).toBe(
      "Payment failed. Please try again or contact support.",
    );
    expect(callbackStatusFailure(q("status=succeeded"))).toBeNull();
    expect(callbackStatusFailure(q(""))).toBeNull();
  });
});

describe("shouldRetryVerification (spec 2 §9: up to 5 retries)", () => {
  it("retries five times, not six", () => {
    expect([0, 1, 2, 3, 4, 5].map(shouldRetryVerification)).toEqual([true, true, true, true, true, false]);
  });
});

describe("liveProductCheckoutUrl (spec 2 §7)", () => {
  it("adds planId, amount, currency, userId and the callback as redirect_url, keeping the link's own parameters", () => {
    const url = liveProductCheckoutUrl("https://checkout.example.com/buy/pdt_1?quantity=1&planId=old#top", {
      planId: "p 1",
      amount: 10,
      currency: "USD",
      userId: "u1",
      origin: "https://lectern.example/",
    });
    expect(url).toBe(
      "https://checkout.example.com/buy/pdt_1?quantity=1&planId=p%201&amount=10&currency=USD&userId=u1" +
        "&redirect_url=https%3A%2F%2Flectern.example%2Fpayment%2Fcallback#top",
    );
  });
  it("refuses a link that is not http(s)", () => {
    const details = { planId: "p", amount: 1, currency: "USD", userId: "u", origin: "https://x.example" };
    expect(liveProductCheckoutUrl("javascript:alert(1)", details)).toBeNull();
    expect(liveProductCheckoutUrl("not a url", details)).toBeNull();
  });
});
