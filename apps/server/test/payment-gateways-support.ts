import { expect } from "vitest";
import type { CheckoutRequest } from "../src/services/payments/gateway.ts";

// Shared by the two gateway client suites (payment-gateways-dodo/-paystack.test.ts).

export const DODO_KEY = "dodo-test-key";
export const DODO_SECRET = `whsec_${Buffer.from("a test webhook secret of 32 bytes").toString("base64")}`;
export const PAYSTACK_KEY = "sk_test_paystack";
export const CALLBACK = "http://127.0.0.1:9/payment/callback";

export const request = (extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  amountMinor: 999,
  currency: "USD",
  email: "ada@pay.test",
  userId: "user-ada",
  planId: "plan-student",
  planName: "Student",
  interval: "monthly",
  callbackUrl: CALLBACK,
  productId: "pdt_student_monthly",
  ...extra,
});

/** The error a promise rejects with (a test fails if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/** Pays (or declines) on the fake's hosted page as a browser's form would; answers the redirect's URL. */
export async function submitCheckoutPage(checkoutUrl: string, action: "pay" | "decline") {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  expect(html).toContain(">Pay</button>");
  expect(html).toContain(">Decline</button>");
  const response = await fetch(checkoutUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: `action=${action}`,
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}
