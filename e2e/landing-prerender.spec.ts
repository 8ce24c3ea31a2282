import type { Page } from "@playwright/test";
import { expect, signInReadyForOffline, test } from "./fixtures.ts";

// Issue 18 §1: the landing page's HTML is prerendered at build (apps/web/vite-plugins/prerender-landing.ts) and
// sent for "/" only, so its hero paints before any JS; the app hydrates it without a mismatch, and no other route,
// online or offline, ever gets landing markup.

const HEADING = { name: "Study smarter with Lectern", level: 1 } as const;

/** Every console error or warning and uncaught error of the page (React reports a hydration mismatch as one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test("the HTML sent for / already holds the landing page; other routes get the empty shell", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", HEADING)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toHaveAttribute(
    "href",
    "/auth/login",
  );
  await expect(page.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Lectern.`);
  await expect(page).toHaveTitle("Lectern — study notes for students");

  for (const path of ["/notes", "/auth/login", "/landing-page-not-here"]) {
    await page.goto(path);
    await expect(page.locator("#root"), path).toBeEmpty();
  }
  await context.close();
});

test("the prerendered landing page hydrates with no error or warning, and is interactive", async ({
  page,
}) => {
  const problems = problemsOf(page);
  // The heading element the server sent, taken before any module script runs.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector("h1");
    });
  });
  await page.goto("/");
  await expect(page.getByRole("heading", HEADING)).toBeVisible();
  // The waitlist form replaces its placeholder after the load event: React is running on the hydrated page.
  const waitlist = page.getByRole("region", { name: "Join the waitlist" });
  await expect(waitlist.getByLabel("Email")).toBeVisible();
  await waitlist.getByLabel("Email").fill("not-an-email");
  await waitlist.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(waitlist.getByText("Please enter a valid email address")).toBeVisible();
  // Hydrated, not drawn afresh: React kept the element the server sent.
  expect(
    await page.evaluate(
      () =>
        document.querySelector("h1") === (window as unknown as { sentHeading: Element | null }).sentHeading,
    ),
  ).toBe(true);

  // A prerendered link is the router's now: following it keeps this document (no reload drops the marker).
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel("Email")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(problems).toEqual([]);
});

test("a link followed after the app has loaded (a pointer rested on it first) opens its page, not the landing page", async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto("/");
  await expect(page.getByRole("heading", HEADING)).toBeVisible();
  // A pointer over a link starts loading the app; wait until its module has run (importing it again resolves only
  // then), so the router is there before the click, as for a student who reads the footer before choosing.
  const appLoaded = page.waitForResponse((response) => /\/start-app-[^/]+\.js$/.test(response.url()));
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" });
  await link.hover();
  const appUrl = (await appLoaded).url();
  await page.evaluate(async (url) => void (await import(url)), appUrl);

  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", HEADING)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("offline, / gets the landing page and a signed-in route the empty shell, never landing markup", async ({
  page,
  context,
  request,
}) => {
  await signInReadyForOffline(page, request);
  await context.setOffline(true);

  const problems = problemsOf(page);
  const notes = await page.goto("/notes");
  expect(notes?.fromServiceWorker()).toBe(true);
  const notesHtml = (await notes?.text()) ?? "";
  expect(notesHtml).toContain('<div id="root"></div>');
  expect(notesHtml).not.toContain("Study smarter");
  await expect(page.getByRole("heading", { name: "Notes", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", HEADING)).toHaveCount(0);

  const landing = await page.goto("/");
  expect(landing?.fromServiceWorker()).toBe(true);
  expect(await landing?.text()).toContain("Study smarter");
  await expect(page.getByRole("heading", HEADING)).toBeVisible();
  // Signed in, "/" is the landing page as online; its links are the router's once hydrated.
  await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/(auth\/login|home)$/);
  expect(problems.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|offline/i.test(text))).toEqual(
    [],
  );
});
