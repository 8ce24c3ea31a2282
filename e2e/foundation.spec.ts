import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
} from "./fixtures.ts";

test("the landing page renders the product and passes axe", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Coming Soon")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const feature of ["Audio Transcription", "Smart Study Tools", "Track Progress"]) {
    await expect(page.getByText(feature, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a deep link loads the SPA with its route", async ({ page, request }) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  const response = await page.goto("/note/8a7c9d5e-1234-4abc-8def-0123456789ab");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Notes" })).toBeVisible();
  await page.goto("/study?tab=quizzes");
  await expect(page.getByRole("heading", { name: "Study Deck" })).toBeVisible();
});

test("an unknown API route is a JSON 404, and health names the embedded database", async ({ request }) => {
  const nope = await request.get("/api/nope");
  expect(nope.status()).toBe(404);
  expect(nope.headers()["content-type"]).toContain("application/json");
  expect(await nope.json()).toEqual({ error: "No such API route: GET /api/nope" });

  const health = await request.get("/api/health");
  expect(await health.json()).toMatchObject({ ok: true, database: "pglite" });
});

test("the signed-in shell collapses to a menu button on a 360 px screen", async ({ page, request }) => {
  await signInThroughUi(page, await createVerifiedUser(request));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/home");
  const menu = page.getByRole("button", { name: "Open navigation" });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole("link", { name: "Progress", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Progress", exact: true })).toBeHidden();
});

test.describe("a screen whose code fails to arrive once", () => {
  // Without a service worker, so this test's route handler sees every chunk fetch.
  test.use({ serviceWorkers: "block" });

  test("still opens: its fetch is tried again, and the student never sees the error screen", async ({
    page,
    request,
  }) => {
    await signInThroughUi(page, await createVerifiedUser(request));
    const fetches: string[] = [];
    await page.route(/\/assets\/study-deck-page-[^/]+\.js$/, async (route) => {
      fetches.push(fetches.length === 0 ? "aborted" : "served");
      if (fetches.length === 1) await route.abort("connectionreset");
      else await route.continue();
    });
    await page.getByRole("navigation").getByRole("link", { name: "Study" }).first().click();
    await expect(page.getByRole("heading", { name: "Study Deck" })).toBeVisible();
    expect(fetches).toEqual(["aborted", "served"]);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });
});
