import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createVerifiedUser, expect, signInThroughUi, test, waitForOfflineReady } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";

// Issue 13, no silent loss around the edges: sign-out with changes the server does not have first tries to send
// them and then asks; tabs of one browser sync one at a time and see each other's changes.

/** Saves a note through the editor, as a student does. */
async function saveNote(page: Page, title: string, content: string) {
  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page).toHaveURL(/\/notes$/);
}

/** The titles of the user's notes as the server holds them. */
async function serverNoteTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await fetch("/api/sync/pull?since=0&limit=1000", { credentials: "same-origin" });
    const body = (await res.json()) as { changes: { collection: string; record: { title?: string } }[] };
    return body.changes.filter((c) => c.collection === "notes").map((c) => String(c.record.title));
  });
}

/** Counts the pushes a page sends (its own requests only). */
function countPushes(page: Page): { count: number } {
  const pushes = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/sync/push") pushes.count++;
  });
  return pushes;
}

async function openSignOut(page: Page) {
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
}

test("sign-out with changes not on the server asks first; Cancel keeps them, confirming signs out", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await waitForOfflineReady(page);
  const tag = randomUUID().slice(0, 8);
  const titles = [1, 2, 3].map((n) => `Offline ${n} ${tag}`);

  await context.setOffline(true);
  for (const title of titles) await saveNote(page, title, "Written with no network.");
  const indicator = page.getByTestId("sync-indicator").first();
  await expect(indicator).toContainText("3 pending");

  // Offline, the one push cannot go: the question names the count.
  await openSignOut(page);
  const question = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(question).toBeVisible();
  await expect(question).toContainText("3 changes have not been saved to the server. Sign out anyway?");
  await captureScreens(page, "sign-out-unsaved-changes");

  // Cancel: still signed in, every change still here and still queued.
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(/\/notes$/);
  for (const title of titles) await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(indicator).toContainText("3 pending");

  // Back online with a server that takes no changes: the one try fails, the question comes again.
  await page.route("**/api/sync/push", (route) => route.abort("connectionfailed"));
  await context.setOffline(false);
  await openSignOut(page);
  await expect(question).toContainText("3 changes have not been saved to the server. Sign out anyway?");
  await question.getByRole("button", { name: "Sign out anyway" }).click();
  await expect(page.getByText("Signed out successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Signed out means cleared: no user database is left on the device.
  const left = await page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("lectern-user-")),
  );
  expect(left).toEqual([]);
});

test("sign-out sends pending changes first and does not ask when they went through", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const title = `Sent before sign-out ${randomUUID().slice(0, 8)}`;
  // The save's own push hangs and then fails, so the change is still pending when Sign Out is chosen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => undefined;
  const firstPushArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let pushes = 0;
  await page.route("**/api/sync/push", async (route) => {
    pushes++;
    if (pushes === 1) {
      arrived();
      await held;
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  await saveNote(page, title, "Saved just before signing out.");
  await firstPushArrived;
  await openSignOut(page);
  release();
  await expect(page.getByText("Signed out successfully!")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Unsaved changes" })).toHaveCount(0);
  expect(pushes).toBe(2);
  await signInThroughUi(page, user);
  await expect.poll(() => serverNoteTitles(page)).toContain(title);
});

test.describe("two tabs", () => {
  // The tabs' own requests only: no service worker between the page and the network.
  test.use({ serviceWorkers: "block" });

  test("an edit in one tab appears in the other, and only one tab sends it", async ({ context, request }) => {
    test.setTimeout(120_000);
    const user = await createVerifiedUser(request);
    const first = await context.newPage();
    await signInThroughUi(first, user);
    await first.goto("/notes");
    const second = await context.newPage();
    await second.goto("/notes");
    await expect(second.getByTestId("sync-indicator").first()).toContainText("All changes synced");
    await first.goto("/note-editor/new");
    // With no service worker, the editor's code must be in before the network goes.
    await expect(first.getByLabel("Title")).toBeVisible();
    const pushes = [countPushes(first), countPushes(second)];

    // Offline, the edit waits in the queue both tabs share; the other tab shows it and counts it.
    const title = `From the first tab ${randomUUID().slice(0, 8)}`;
    await context.setOffline(true);
    await first.getByLabel("Title").fill(title);
    await first.getByLabel("Content").fill("Written in one tab, read in the other.");
    await first.getByRole("button", { name: "Save Note" }).click();
    await expect(first).toHaveURL(/\/notes$/);
    await expect(second.getByRole("heading", { name: title })).toBeVisible();
    await expect(second.getByTestId("sync-indicator").first()).toContainText("1 pending");

    // Back online, both tabs want to sync at once (5 s after reconnecting): one sends, the other finds it sent.
    await context.setOffline(false);
    for (const tab of [first, second]) {
      await expect(tab.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
        timeout: 30_000,
      });
    }
    await expect.poll(() => serverNoteTitles(first)).toContain(title);
    expect(pushes[0]!.count + pushes[1]!.count).toBe(1);
  });
});
