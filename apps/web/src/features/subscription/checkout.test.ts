import { messages, type SubscriptionPlan } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { checkoutErrorMessage, checkoutStep } from "./checkout";

const plan: SubscriptionPlan = {
  id: "0b6f3b8e-6f43-4c1f-9a57-0d8a2f0f4a11",
  name: "Student",
  description: "",
  price: 10,
  currency: "USD",
  interval: "monthly",
  features: [],
  is_active: true,
  live_product_link: null,
  textract_page_limit: 500,
  created_at: "2026-11-24T10:00:00.000Z",
};
const user = { id: "5d2c3f0a-4b1e-4c6d-8e9f-1a2b3c4d5e6f", email: "a@example.com" };
const dodo = { gateways: { dodo: true, paystack: false } };
const origin = "https://lectern.test";

describe("checkoutStep (spec 2 §7, issue 20 §2, §4)", () => {
  it("refuses offline without a request, before anything else", () => {
    expect(checkoutStep({ plan, online: false, user, config: dodo, origin })).toEqual({
      kind: "refuse",
      message: messages.payments.checkoutOffline,
    });
  });

  it("asks a signed-out visitor to sign in", () => {
    expect(checkoutStep({ plan, online: true, user: null, config: dodo, origin })).toEqual({
      kind: "refuse",
      message: messages.payments.signInToSubscribe,
    });
  });

  it("goes to a plan's live product link without a server call, even with no gateway configured", () => {
    const linked = { ...plan, live_product_link: "https://pay.example/buy/p1?x=1" };
    const none = { gateways: { dodo: false, paystack: false } };
    const step = checkoutStep({ plan: linked, online: true, user, config: none, origin });
    expect(step.kind).toBe("redirect");
    const url = new URL(step.kind === "redirect" ? step.url : "");
    expect(url.origin + url.pathname).toBe("https://pay.example/buy/p1");
    expect(url.searchParams.get("x")).toBe("1");
    expect(url.searchParams.get("planId")).toBe(plan.id);
    expect(url.searchParams.get("amount")).toBe("10");
    expect(url.searchParams.get("currency")).toBe("USD");
    expect(url.searchParams.get("userId")).toBe(user.id);
    expect(url.searchParams.get("redirect_url")).toBe("https://lectern.test/payment/callback");
  });

  it("says payments are not configured when the server has no Dodo gateway", () => {
    const none = { gateways: { dodo: false, paystack: true } };
    expect(checkoutStep({ plan, online: true, user, config: none, origin })).toEqual({
      kind: "refuse",
      message: messages.payments.notConfigured,
    });
  });

  it("creates a Dodo payment with the plan's price, currency (default USD) and the user", () => {
    for (const config of [dodo, undefined]) {
      const step = checkoutStep({ plan: { ...plan, currency: "" }, online: true, user, config, origin });
      expect(step).toEqual({
        kind: "create",
        request: {
          gateway: "dodo",
          planId: plan.id,
          amount: 10,
          currency: "USD",
          userId: user.id,
          email: user.email,
          metadata: { planName: "Student", interval: "monthly" },
        },
      });
    }
  });
});

describe("checkoutErrorMessage (spec 2 §8)", () => {
  it("tells a server without gateway keys, a failed initialisation and any other failure apart", () => {
    expect(checkoutErrorMessage(503)).toBe(messages.payments.notConfigured);
    expect(checkoutErrorMessage(502)).toBe("Payment initialization failed");
    expect(checkoutErrorMessage(500)).toBe("Payment initialization failed");
    expect(checkoutErrorMessage(400)).toBe("Payment failed. Please try again.");
    expect(checkoutErrorMessage(null)).toBe("Payment failed. Please try again.");
  });
});
