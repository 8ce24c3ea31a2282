import type { Page } from "@playwright/test";
import {
  createVerifiedUser,
  expectNoSeriousA11yViolations,
  test as sharedServerTest,
  signInThroughUi,
} from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import { checkoutAt, expect, planCard, billingTest as test } from "./support/billing.ts";

// Issue 20 Deliver 4 (spec 2 §2 Subscription page, tier card, /test-user-tier; §4; §6; §9) against a server whose
// Dodo Payments is a fake on 127.0.0.1: the plan display rules, checkout through the gateway's page back to a
// verified callback, the current subscription and its cancel at period end, billing history, the tier card free
// then paid, /test-user-tier, offline checkout, and a server with no gateway. The tests share one server per
// worker (each has its own student), so they run in order.
test.describe.configure({ mode: "default" });

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test("plans follow the display rules; a new student's tier card is the free tier", async ({
  page,
  billing: _billing,
  signedIn: _signedIn,
}) => {
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription", level: 1 })).toBeVisible();
  await expect(tab(page, "Plans")).toHaveAttribute("aria-selected", "true");

  // spec 2 §6, §7, §9: active plans, cheapest first; 'pro' hidden; inactive never offered; no decimals; 0 is Free.
  const cards = page.getByTestId("plan-card");
  await expect(cards.getByRole("heading")).toHaveText(["Free", "Student", "Student Annual"]);
  await expect(cards.getByTestId("plan-price")).toHaveText(["Free", "$5/month", "$50/year"]);
  await expect(page.getByText("Pro Team")).toHaveCount(0);
  await expect(page.getByText("Retired Plan")).toHaveCount(0);
  await expect(page.getByTestId("plan-badge")).toHaveCount(1);
  await expect(planCard(page, "Student").getByTestId("plan-badge")).toHaveText("Most Popular");
  await expect(page.getByTestId("plan-saving")).toHaveCount(1);
  await expect(planCard(page, "Student Annual").getByTestId("plan-saving")).toHaveText("Save 2 months!");
  // The free tier is where a new student is: that card says so and sells nothing.
  await expect(planCard(page, "Free").getByTestId("plan-current")).toHaveText("Current plan");
  await expect(planCard(page, "Free").getByRole("button")).toHaveCount(0);
  await expect(planCard(page, "Student").getByRole("button", { name: /^Subscribe/ })).toBeEnabled();
  await expect(page.getByTestId("payments-not-configured")).toHaveCount(0);

  // spec 2 §2 tier card: status none → Free Tier, 5 documents, 5 MB, Textract None, 3 features + '+N more'.
  const card = page.getByTestId("tier-card");
  await expect(card.getByTestId("tier-status")).toHaveText("Free Tier");
  await expect(card.getByTestId("tier-file-limit")).toHaveText("5 documents");
  await expect(card.getByTestId("tier-max-size")).toHaveText("5 MB");
  await expect(card.getByTestId("tier-textract")).toHaveText("None");
  await expect(card.getByTestId("tier-features").getByRole("listitem")).toHaveCount(3);
  await expect(card.getByTestId("tier-more-features")).toHaveText(/^\+\d+ more features$/);
  await captureScreens(page, "billing-plans-free");

  await tab(page, "Current Subscription").click();
  await expect(page.getByTestId("no-subscription")).toHaveText("You have no subscription yet.");
  await tab(page, "Billing History").click();
  await expect(page.getByTestId("no-payments")).toHaveText("No payments yet.");
  await expectNoSeriousA11yViolationsBoth(page);
});

test("Subscribe goes to the gateway; Pay comes back verified, active, billed; Cancel keeps it to period end", async ({
  page,
  billing,
  signedIn: student,
}) => {
  test.setTimeout(150_000);
  await checkoutAt(page, billing, "Student", "Pay");
  const callback = page.getByTestId("payment-callback");
  await expect(callback).toHaveAttribute("data-state", "success");
  await expect(page.getByRole("heading", { name: "Payment successful", level: 1 })).toBeFocused();
  await expect(page.getByTestId("payment-callback-message")).toHaveText(
    "Payment successful! Your subscription is now active.",
  );
  await expect(page.getByTestId("payment-callback-plan")).toHaveText("Plan: Student");
  // The checkout was made at the plan's price for this student, with the plan in its metadata.
  const checkout = billing.dodo.requests.filter((r) => r.path === "/checkouts").at(-1);
  expect(JSON.stringify(checkout?.body)).toContain(student.email);
  await captureScreens(page, "billing-callback-success");
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/subscription?tab=current");
  const current = page.getByTestId("current-subscription");
  await expect(current.getByTestId("subscription-plan")).toHaveText("Student");
  await expect(current.getByTestId("subscription-status")).toHaveText("active");
  await expect(current.getByTestId("subscription-gateway")).toHaveText("dodo");
  await expect(current.getByTestId("subscription-period-end")).not.toHaveText("None");

  await tab(page, "Billing History").click();
  const rows = page.getByTestId("payment-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("cell")).toHaveText([/\S/, "Student", "$5.00", "dodo", "card", "completed"]);
  await captureScreens(page, "billing-history");

  // The tier card, paid: the plan, active, unlimited, the plan's Textract pages, no Upgrade.
  await tab(page, "Plans").click();
  await expect(planCard(page, "Student").getByTestId("plan-current")).toHaveText("Current plan");
  await expect(planCard(page, "Free").getByTestId("plan-current")).toHaveCount(0);
  const card = page.getByTestId("tier-card");
  await expect(card.getByTestId("tier-plan")).toHaveText("Student");
  await expect(card.getByTestId("tier-status")).toHaveText("active");
  await expect(card.getByTestId("tier-file-limit")).toHaveText("Unlimited");
  await expect(card.getByTestId("tier-textract")).toHaveText("500");
  await expect(card.getByTestId("tier-features").getByRole("listitem")).toHaveText([
    "Unlimited documents",
    "Premium OCR up to 500 pages",
    "AI flashcards",
  ]);
  await expect(card.getByTestId("tier-more-features")).toHaveText("+1 more features");

  // spec 2 §4, §5: Cancel asks first; the plan stays until period end and Cancel goes away.
  await tab(page, "Current Subscription").click();
  await current.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to cancel your subscription?");
  await dialog.getByRole("button", { name: "Keep subscription" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(current.getByTestId("subscription-status")).toHaveText("active");
  await captureScreens(page, "billing-current");
  await current.getByRole("button", { name: "Cancel subscription" }).click();
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText(/^Your subscription is cancelled\. You keep access until .+\.$/)).toBeVisible();
  await expect(current.getByTestId("subscription-status")).toHaveText("active, cancels at period end");
  await expect(current.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await page.reload();
  await expect(current.getByTestId("subscription-status")).toHaveText("active, cancels at period end");
  await expect(current.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
});

test("/test-user-tier shows the user, the tier card, the subscription, the checks and every tier info field", async ({
  page,
  billing,
  student,
}) => {
  test.setTimeout(120_000);
  // Signed out, the page sends the visitor to sign in.
  await page.goto("/test-user-tier");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Ftest-user-tier$/);

  await signInThroughUi(page, student);
  await page.goto("/test-user-tier");
  await expect(page.getByRole("heading", { name: "User Tier Test", level: 1 })).toBeVisible();
  await expect(page.getByTestId("test-user-email")).toHaveText(student.email);
  await expect(page.getByTestId("test-user-id")).toHaveText(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId("test-user-created")).toHaveText(/\d/);
  await expect(page.getByTestId("tier-card").getByTestId("tier-status")).toHaveText("Free Tier");
  await expect(page.getByTestId("test-subscription")).toContainText("No subscription");
  const checks = page.getByTestId("test-capabilities").locator("dd");
  await expect(checks).toHaveText(["No", "Yes", "No", "No"]);
  const fields = page.getByTestId("test-tier-info").locator("dt");
  for (const field of [
    "isFreeTier",
    "planName",
    "subscriptionStatus",
    "pageLimit",
    "documentsGeneratedCount",
    "ocrProvider",
    "maxFileSize",
    "textractPageLimit",
    "features",
    "subscriptionEndDate",
    "canGenerate",
  ]) {
    await expect(fields.filter({ hasText: new RegExp(`^${field}$`) })).toHaveCount(1);
  }
  await captureScreens(page, "billing-test-user-tier-free");

  // Upgrade on the free tier card leads to the plans; pay there, then Refresh Tests shows the paid tier.
  await page.getByTestId("tier-card").getByRole("link", { name: "Upgrade" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await checkoutAt(page, billing, "Student Annual", "Pay");
  await expect(page.getByTestId("payment-callback")).toHaveAttribute("data-state", "success");
  await page.goto("/test-user-tier");
  await expect(checks).toHaveText(["Yes", "No", "Yes", "Yes"]);
  await expect(page.getByTestId("test-subscription")).toContainText("Student Annual");
  await expect(page.getByTestId("test-subscription")).toContainText("dodo");
  await expect(page.getByTestId("tier-card").getByRole("link", { name: "Upgrade" })).toHaveCount(0);
  const asked = page.waitForRequest((r) => r.url().endsWith("/api/tier"));
  await page.getByRole("button", { name: "Refresh Tests" }).click();
  await asked;
  await captureScreens(page, "billing-test-user-tier-paid");

  await page.getByRole("link", { name: "Test Document Upload" }).click();
  await expect(page).toHaveURL(/\/upload-document$/);
  await page.goBack();
  await page.getByRole("link", { name: "View Subscription Plans" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test("checkout needs the network: offline, Subscribe says so and sends nothing", async ({
  page,
  billing,
  signedIn: _signedIn,
}) => {
  await page.goto("/subscription");
  await expect(planCard(page, "Student").getByRole("button", { name: /^Subscribe/ })).toBeEnabled();
  const before = billing.dodo.requests.length;
  await page.context().setOffline(true);
  await expect(page.getByTestId("plans-offline")).toContainText(/offline/i);
  await planCard(page, "Student")
    .getByRole("button", { name: /^Subscribe/ })
    .click();
  await expect(page.getByText("You are offline. Connect to the internet to subscribe.")).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  expect(billing.dodo.requests.length).toBe(before);
  await page.context().setOffline(false);
});

// The shared server has no gateway keys (the embedded default): the page says payments are not configured.
sharedServerTest(
  "a server with no payment gateway says so, before and on Subscribe",
  async ({ page, request }) => {
    const student = await createVerifiedUser(request);
    await signInThroughUi(page, student);
    await page.goto("/subscription");
    await expect(page.getByTestId("payments-not-configured")).toContainText(
      "Payments are not configured on this server.",
    );
    await planCard(page, "Student")
      .getByRole("button", { name: /^Subscribe/ })
      .click();
    // Its own toast: another one (the offline store's storage warning) may be showing at the same time.
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Payments are not configured on this server." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
  },
);

/** axe in the light and the dark theme on the page as it is. */
async function expectNoSeriousA11yViolationsBoth(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
