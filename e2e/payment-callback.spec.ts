import type { Page } from "@playwright/test";
import { captureScreens } from "./screens.ts";
import { checkoutAt, expect, planCard, billingTest as test } from "./support/billing.ts";

// /payment/callback (spec 2 §2, §4, §5, §9; issue 20 §3): only the server's verification with the gateway can
// say a payment succeeded. Declined at the gateway → failed; a made-up reference or a payment never paid, even
// with status=succeeded in the URL → never success and no subscription; signed out → sign in, then back here.
test.describe.configure({ mode: "default" });

const callback = (page: Page) => page.getByTestId("payment-callback");
const message = (page: Page) => page.getByTestId("payment-callback-message");

/**
 * Nothing was activated: the server's subscription (asked again on every visit) is not active, and the Current
 * Subscription tab shows what it said (none, or the checkout's pending row: spec 2 §3 "the payment flow also uses
 * pending").
 */
async function expectNothingActivated(page: Page) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/subscription");
  await page.goto("/subscription?tab=current");
  const { subscription } = (await (await answer).json()) as { subscription: { status: string } | null };
  if (subscription === null) await expect(page.getByTestId("no-subscription")).toBeVisible();
  else {
    expect(subscription.status).not.toBe("active");
    await expect(page.getByTestId("subscription-status")).toHaveText(subscription.status);
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  }
}

test("Decline at the gateway: the callback fails and nothing is activated", async ({
  page,
  billing,
  signedIn: _signedIn,
}) => {
  await checkoutAt(page, billing, "Student", "Decline");
  await expect(callback(page)).toHaveAttribute("data-state", "failed");
  await expect(page.getByRole("heading", { name: "Payment failed", level: 1 })).toBeVisible();
  await expect(message(page)).toHaveText("Payment failed. Please try again or contact support.");
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/home");
  await captureScreens(page, "billing-callback-failed");
  await expectNothingActivated(page);
});

test("a made-up reference with status=succeeded is not a success", async ({
  page,
  billing,
  signedIn: _signedIn,
}) => {
  await page.goto("/payment/callback?payment_id=pay_made_up_by_hand&status=succeeded&amount=5&planId=x");
  await expect(callback(page)).toHaveAttribute("data-state", "error");
  await expect(message(page)).toHaveText(
    "An error occurred during payment verification. Please try again or contact support.",
  );
  // The server asked the gateway about it (and nothing else decided).
  expect(billing.dodo.requests.some((r) => r.path === "/payments/pay_made_up_by_hand")).toBe(true);
  await expectNothingActivated(page);

  await page.goto("/payment/callback");
  await expect(message(page)).toHaveText("No payment reference found. Payment verification failed.");
});

test("a checkout never paid stays pending through 5 retries 3 s apart, whatever the URL says", async ({
  page,
  billing,
  signedIn: student,
}) => {
  test.setTimeout(120_000);
  await page.goto("/subscription");
  await planCard(page, "Student")
    .getByRole("button", { name: /^Subscribe/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${billing.dodo.url}/checkout/`));
  const unpaid = [...billing.dodo.payments.values()].find((p) => p.email === student.email);
  expect(unpaid?.status).toBe("requires_payment_method");

  const verifications: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/payments/verify")) verifications.push(Date.now());
  });
  await page.goto(`/payment/callback?payment_id=${unpaid?.reference}&status=succeeded`);
  await expect(callback(page)).toHaveAttribute("data-state", "loading");
  await expect(callback(page)).toHaveAttribute("data-state", "pending", { timeout: 40_000 });
  await expect(page.getByRole("heading", { name: "Payment verification pending", level: 1 })).toBeVisible();
  await expect(message(page)).toContainText("It may still be processing");
  expect(verifications).toHaveLength(6);
  for (let i = 1; i < verifications.length; i += 1) {
    expect((verifications[i] as number) - (verifications[i - 1] as number)).toBeGreaterThanOrEqual(2900);
  }
  await captureScreens(page, "billing-callback-pending");
  await expectNothingActivated(page);
});

test("signed out: the callback asks to sign in, and comes back to verify afterwards", async ({
  page,
  billing: _billing,
  student,
}) => {
  await page.goto("/payment/callback?payment_id=pay_after_sign_in");
  await expect(callback(page)).toHaveAttribute("data-state", "signed-out");
  await expect(message(page)).toHaveText("Please sign in to verify your payment.");
  await captureScreens(page, "billing-callback-signed-out");
  await page.getByRole("link", { name: "Sign in to verify payment" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?payment_id=pay_after_sign_in$/);
  // The server knows no such payment: verification answers, and it is not a success.
  await expect(callback(page)).toHaveAttribute("data-state", "error");
});
