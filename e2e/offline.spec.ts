import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInReadyForOffline,
  signInThroughUi,
  test,
} from "./fixtures.ts";

// Issue 5, the offline app: after one online visit the service worker has precached the shell and every route,
// so a signed-in student who loses the network can still open Lectern — reload and deep links included.
test("after one online visit the app loads with no network, and says it is offline", async ({
  page,
  context,
  request,
}) => {
  await signInReadyForOffline(page, request);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome back, /, level: 1 })).toBeVisible();
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");

  await page.goto("/study");
  await expect(page.getByRole("heading", { name: "Study Deck" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId("sync-indicator").first()).toContainText("All changes synced");
});

// Issue 5: online-only data (here the plan, GET /api/tier) is kept on the device for 5 minutes and says when it
// is shown offline; past the 5 minutes there is nothing to show but the notice.
test("online-only data is kept 5 minutes and marked as offline", async ({ page, context, request }) => {
  await signInReadyForOffline(page, request);
  await page.goto("/settings");
  await expect(page.getByTestId("plan-name")).toHaveText("Free Tier");
  await expect(page.getByTestId("plan-details")).toContainText(
    "You have 5 document(s) remaining in your lifetime limit...",
  );
  await expect(page.getByTestId("offline-data-notice")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("plan-name")).toHaveText("Free Tier");
  await expect(page.getByTestId("offline-data-notice")).toContainText(
    /You are offline\. Showing what was saved at .+\./,
  );
  await expectNoSeriousA11yViolations(page);

  // Six minutes later the kept answer is too old to show.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith("lectern:online:"))) {
      const entry = JSON.parse(localStorage.getItem(key) ?? "{}");
      localStorage.setItem(key, JSON.stringify({ ...entry, savedAt: entry.savedAt - 6 * 60_000 }));
    }
  });
  await page.reload();
  await expect(page.getByTestId("offline-data-notice")).toHaveText(
    "You are offline. This needs an internet connection.",
  );
  await expect(page.getByTestId("plan-name")).toHaveCount(0);

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId("plan-name")).toHaveText("Free Tier");
  await expect(page.getByTestId("offline-data-notice")).toHaveCount(0);
});

test("the app installs: a web manifest with icons is linked and served", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: "Lectern", display: "standalone", start_url: "/home" });
  for (const icon of manifest.icons as Array<{ src: string }>) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
});

// Spec 1 §4 auth events: signing in opens the user's own local database; signing out clears all local data
// first, so the next person on this browser never sees it.
test("each user has their own local store, and Sign Out deletes it", async ({ page, request }) => {
  const localDatabases = () =>
    page.evaluate(async () =>
      (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("lectern-user-")),
    );

  const ada = await createVerifiedUser(request, { firstName: "Ada", lastName: "Lovelace" });
  await signInThroughUi(page, ada);
  await expect.poll(localDatabases).toHaveLength(1);
  const [adaDb] = await localDatabases();
  // Online-only answers are kept per user too (the plan, shown on Settings).
  const keptOnline = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("lectern:online:")));
  await page.goto("/settings");
  await expect(page.getByTestId("plan-name")).toHaveText("Free Tier");
  // (home keeps its answer too: the home-data key, issue 17)
  await expect.poll(async () => (await keptOnline()).some((k) => k.endsWith(":tier"))).toBe(true);

  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out successfully!")).toBeVisible();
  await expect.poll(localDatabases).toEqual([]);
  expect(await keptOnline()).toEqual([]);

  const grace = await createVerifiedUser(request, { firstName: "Grace", lastName: "Hopper" });
  await signInThroughUi(page, grace);
  await expect.poll(localDatabases).toHaveLength(1);
  expect(await localDatabases()).not.toContain(adaDb);
});
