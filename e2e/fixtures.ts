import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/** Every e2e test talks to the server global-setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run through `npx playwright test` (global setup).");
    await use(url);
  },
});

export { expect };

/**
 * The shared accessibility gate: axe scans the page as it is now and the test fails on any serious or critical
 * violation, listing each rule and the elements it found. Every screen test calls it.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast that is still fading in or out is half transparent and reads as low contrast: wait until every toast
  // staying on screen has mounted and finished its transitions, and leave out the ones on their way out. One that
  // appears during the scan gets a second scan once it settled; a real violation is there both times.
  const toasts = page.locator("[data-sonner-toast]");
  if (await toasts.count()) await toastsSettled(page);
  let report = await seriousViolations(page);
  if (report.length && (await toasts.count())) {
    await toastsSettled(page);
    report = await seriousViolations(page);
  }
  expect(report, report.join("\n")).toEqual([]);
}

/** Every toast that is not leaving has been mounted (sonner flips data-mounted, which starts its entry) and is still. */
async function toastsSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")]
      .filter((toast) => toast.dataset.removed !== "true")
      .every(
        (toast) =>
          toast.dataset.mounted === "true" &&
          toast.getAnimations({ subtree: true }).every((animation) => animation.playState !== "running"),
      ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}

export type CaughtMail = { to: string; subject: string; text: string; links: string[] };

/** The newest mail to `to` whose subject matches, as the real SMTP catcher of global-setup received it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<CaughtMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through `npx playwright test` (global setup).");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .sort()
      : [];
    const mails = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as CaughtMail);
    const found = mails.filter((m) => m.to === to.toLowerCase() && subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
}

/** A unique address per call, so tests running in parallel never meet. */
export const uniqueEmail = (prefix = "student") =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@uni.test`;

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

/** Signs up through the API, follows the e-mailed verification link, and returns the credentials. */
export async function createVerifiedUser(
  request: APIRequestContext,
  user: Partial<TestUser> = {},
): Promise<TestUser> {
  const full: TestUser = {
    email: user.email ?? uniqueEmail(),
    password: user.password ?? "study-hard-1",
    firstName: user.firstName ?? "Ada",
    lastName: user.lastName ?? "Lovelace",
  };
  const baseURL = process.env.E2E_BASE_URL as string;
  const res = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL },
    data: { ...full, name: `${full.firstName} ${full.lastName}`, callbackURL: "/auth/login?verified=1" },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await waitForMail(full.email, /Verify/);
  const verify = await request.get(mail.links[0] as string, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return full;
}

/** Signs `user` in through the login screen and waits for the app to land on `landing`. */
export async function signInThroughUi(page: Page, user: TestUser, landing: RegExp = /\/home$/) {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Waits until the service worker is installed and controls this page, so the app keeps loading with no network.
 * The first visit's page is not controlled yet; a reload hands it to the worker.
 */
export async function waitForOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** A new verified student signed in through the UI, on a page the service worker controls (ready to go offline). */
export async function signInReadyForOffline(page: Page, request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await waitForOfflineReady(page);
  return user;
}
