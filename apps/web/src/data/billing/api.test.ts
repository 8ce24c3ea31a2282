import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/data/api/api-error";
import { stubServer } from "@/data/api/stub-server";
import {
  checkoutUrlOf,
  fetchPayments,
  fetchPlans,
  fetchSubscription,
  fetchTierInfo,
  postCancelSubscription,
  postCreatePayment,
  postVerifyPayment,
} from "./api";

// fetchJson reports a 401 to the session layer, which needs the browser's auth client; none of these answers is a 401.
vi.mock("@/data/auth/session-expiry", () => ({ reportUnauthorized: () => {} }));

// The billing repository against a stubbed fetch: the paths, methods and bodies it sends (issue 20's server API)
// and what it does with the answers.

afterEach(() => vi.unstubAllGlobals());

const NOW = "2026-11-24T10:00:00.000Z";
const PLAN_ID = "0b6f3b8e-6f43-4c1f-9a57-0d8a2f0f4a11";
const USER_ID = "5d2c3f0a-4b1e-4c6d-8e9f-1a2b3c4d5e6f";
const plan = {
  id: PLAN_ID,
  name: "Student",
  description: "For students",
  price: 10,
  currency: "USD",
  interval: "monthly",
  features: ["Unlimited documents"],
  is_active: true,
  live_product_link: null,
  textract_page_limit: 500,
  created_at: NOW,
};
const subscription = {
  id: "8f1e2d3c-4b5a-4978-8c6d-5e4f3a2b1c0d",
  user_id: USER_ID,
  plan_id: PLAN_ID,
  status: "active",
  current_period_start: NOW,
  current_period_end: "2026-12-24T10:00:00.000Z",
  cancel_at_period_end: false,
  documents_generated_count: 0,
  payment_gateway: "dodo",
  gateway_subscription_id: "pay_1",
  created_at: NOW,
  updated_at: NOW,
  plan_name: "Student",
};

describe("billing repository", () => {
  it("reads plans, the subscription (or none), payments and the tier info", async () => {
    const sent = stubServer((path) => {
      if (path === "/api/plans") return { body: { plans: [plan] } };
      if (path === "/api/subscription") return { body: { subscription: null } };
      if (path === "/api/payments") return { body: { payments: [] } };
      return {
        body: {
          tier: { tier: "free" },
          info: {
            isFreeTier: true,
            planName: "Free",
            subscriptionStatus: "none",
            pageLimit: 5,
            documentsGeneratedCount: 1,
            ocrProvider: "tesseract",
            maxFileSize: 5242880,
            textractPageLimit: 0,
            features: [],
            subscriptionEndDate: null,
            canGenerate: true,
          },
        },
      };
    });
    expect((await fetchPlans())[0]?.name).toBe("Student");
    expect(await fetchSubscription()).toBeNull();
    expect(await fetchPayments()).toEqual([]);
    expect((await fetchTierInfo()).pageLimit).toBe(5);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      "GET /api/plans",
      "GET /api/subscription",
      "GET /api/payments",
      "GET /api/tier",
    ]);
  });

  it("fails loudly when the server's answer does not match the schema", async () => {
    stubServer(() => ({ body: { plans: [{ ...plan, price: "ten" }] } }));
    await expect(fetchPlans()).rejects.toThrow();
  });

  it("creates a payment with the spec's fields and returns the gateway's checkout page", async () => {
    const sent = stubServer(() => ({
      body: { checkout_url: "http://127.0.0.1:9/checkout/pay_1", payment_id: "pay_1" },
    }));
    const request = {
      gateway: "dodo" as const,
      planId: PLAN_ID,
      amount: 10,
      currency: "USD",
      userId: USER_ID,
      email: "a@example.com",
      metadata: { planName: "Student", interval: "monthly" },
    };
    expect(checkoutUrlOf(await postCreatePayment(request))).toBe("http://127.0.0.1:9/checkout/pay_1");
    expect(sent).toEqual([{ path: "/api/payments/create", method: "POST", body: request }]);
  });

  it("takes Paystack's authorization_url as the checkout page too", () => {
    expect(checkoutUrlOf({ authorization_url: "https://paystack.test/x", reference: "r1" })).toBe(
      "https://paystack.test/x",
    );
  });

  it("passes the server's refusal on as an ApiError with its status and message", async () => {
    stubServer(() => ({ status: 503, body: { error: "Payments are not configured" } }));
    const refusal = await postCreatePayment({ gateway: "dodo", planId: PLAN_ID }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(503);
  });

  it("verifies a reference and cancels a subscription by id", async () => {
    const sent = stubServer((path) =>
      path === "/api/payments/verify"
        ? { body: { status: "pending", message: "Payment pending" } }
        : { body: { subscription: { ...subscription, cancel_at_period_end: true } } },
    );
    expect((await postVerifyPayment({ reference: "pay_1", gateway: "dodo" })).status).toBe("pending");
    expect((await postCancelSubscription(subscription.id)).cancel_at_period_end).toBe(true);
    expect(sent).toEqual([
      { path: "/api/payments/verify", method: "POST", body: { reference: "pay_1", gateway: "dodo" } },
      { path: "/api/subscription/cancel", method: "POST", body: { subscriptionId: subscription.id } },
    ]);
  });
});
