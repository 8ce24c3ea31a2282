import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, Page } from "@playwright/test";
import { startFakeDodo } from "../../apps/server/test/fake-payment-gateways.ts";
import { createVerifiedUser, expect, signInThroughUi, type TestUser, test } from "../fixtures.ts";

export { expect };

import type { LecternServer } from "./lectern-server.ts";
import { startSecondServer } from "./second-server.ts";

// Issue 20's screens against a Lectern server that takes payments through a fake Dodo Payments on 127.0.0.1 (the
// real Dodo SDK talks to it; its hosted checkout page has "Pay" and "Decline"). One server per worker: the spec's
// tests run in order in it, each with its own student.

const run = promisify(execFile);

/** Dodo products the fake sells: the Student plans' prices in cents. */
const PRODUCTS = {
  prod_student: { amountMinor: 500, currency: "USD" },
  prod_student_annual: { amountMinor: 5000, currency: "USD" },
};

/**
 * The plans seeded on top of migration 0001's Free, Student and Student Annual: both Student plans sold as Dodo
 * products, a 'pro' plan (hidden, spec 2 §6) and an inactive one (never offered, spec 2 §7).
 */
export const SEEDED_PLANS = [
  {
    name: "Student",
    description: "Everything you need for a semester of lectures.",
    price: 5,
    interval: "monthly",
    features: ["Unlimited documents", "Premium OCR up to 500 pages", "AI flashcards", "Spaced repetition"],
    textract_page_limit: 500,
    dodo_product_id: "prod_student",
  },
  {
    name: "Student Annual",
    description: "A whole year of Lectern for the price of ten months.",
    price: 50,
    interval: "yearly",
    features: ["Unlimited documents", "Premium OCR up to 500 pages"],
    textract_page_limit: 500,
    dodo_product_id: "prod_student_annual",
  },
  { name: "Pro Team", description: "Hidden: its name has 'pro'.", price: 30, interval: "monthly" },
  { name: "Retired Plan", description: "Not active.", price: 2, interval: "monthly", is_active: false },
];

export type BillingServer = LecternServer & { dodo: Awaited<ReturnType<typeof startFakeDodo>> };

/** `npm run admin -- seed-plans <file>` against the running server (it holds the embedded database). */
async function seedPlans(dataDir: string) {
  const file = path.join(dataDir, "e2e-plans.json");
  fs.writeFileSync(file, JSON.stringify(SEEDED_PLANS));
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", "apps/server/src/admin/main.ts", "seed-plans", file],
    { env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 },
  );
  expect(stdout).toContain("Plans seeded");
}

async function startBillingServer(): Promise<BillingServer> {
  const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  const dodo = await startFakeDodo({ apiKey: "dodo-test-key", webhookSecret, products: PRODUCTS });
  const server = await startSecondServer({
    DODO_PAYMENTS_API_KEY: "dodo-test-key",
    DODO_PAYMENTS_BASE_URL: dodo.url,
    DODO_PAYMENTS_WEBHOOK_SECRET: webhookSecret,
  });
  await seedPlans(server.dataDir);
  return {
    ...server,
    dodo,
    async close() {
      await server.close();
      await dodo.close();
    },
  };
}

/**
 * The spec's tests: `billing` is the worker's server; every page of the test talks to it. `student` is a new
 * verified student of it; `signedIn` is that student, signed in on `page`.
 */
export const billingTest = test.extend<{ student: TestUser; signedIn: TestUser }, { billing: BillingServer }>(
  {
    billing: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
      async ({}, use) => {
        const server = await startBillingServer();
        await use(server);
        await server.close();
      },
      { scope: "worker", timeout: 120_000 },
    ],
    baseURL: async ({ billing }, use) => use(billing.url),
    student: async ({ billing, request }, use) => use(await billingStudent(billing, request)),
    signedIn: async ({ page, student }, use) => {
      await signInThroughUi(page, student);
      await use(student);
    },
  },
);

/** A verified student of the billing server (createVerifiedUser signs up where E2E_BASE_URL points). */
async function billingStudent(server: BillingServer, request: APIRequestContext): Promise<TestUser> {
  const shared = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = server.url;
  try {
    return await createVerifiedUser(request);
  } finally {
    process.env.E2E_BASE_URL = shared;
  }
}

/** The card of the plan named `name` on the Plans tab. */
export const planCard = (page: Page, name: string) =>
  page.getByTestId("plan-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** Subscribe to `planName`, then on the fake gateway's page press "Pay" or "Decline"; back on /payment/callback. */
export async function checkoutAt(
  page: Page,
  server: BillingServer,
  planName: string,
  button: "Pay" | "Decline",
) {
  await page.goto("/subscription");
  await planCard(page, planName)
    .getByRole("button", { name: /^Subscribe/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${server.dodo.url}/checkout/`));
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
}
