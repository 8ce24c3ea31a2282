import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createVerifiedUser, expect, signInThroughUi, test, waitForOfflineReady } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";

// Issue 12: one odd value must never hold a device's sync. A change the database cannot store (a NUL in a note's
// text) sits in the queue between two good notes; once online, the good ones reach the server and the bad one is
// refused alone and listed under 'Sync issues' with its reason.

/** Saves a note through the editor, as a student does. */
async function saveNote(page: Page, title: string, content: string) {
  await page.goto("/note-editor/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Content").fill(content);
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page).toHaveURL(/\/notes$/);
}

/**
 * Puts a change straight into the device's queue (the Dexie store `sync_queue` of the signed-in user's
 * database), the way a save would, with a note whose content holds a NUL: what a paste of binary data or a
 * corrupted import could leave there.
 */
async function queuePoisonNote(page: Page, title: string): Promise<string> {
  return page.evaluate(async (noteTitle) => {
    const databases = await indexedDB.databases();
    const name = databases.map((d) => d.name ?? "").find((n) => n.startsWith("lectern-user-"));
    if (!name) throw new Error("no local database");
    const userId = name.slice("lectern-user-".length);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const now = new Date().toISOString();
    const id = crypto.randomUUID();
    const data = {
      id,
      user_id: userId,
      title: noteTitle,
      content: "pasted bytes \u0000\u0001 here",
      created_at: now,
      updated_at: now,
    };
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction("sync_queue", "readwrite");
      tx.objectStore("sync_queue").add({
        id: crypto.randomUUID(),
        type: "notes",
        operation: "update",
        data,
        timestamp: now,
        record_id: id,
        attempts: 0,
        next_attempt_at: 0,
        last_error: null,
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return id;
  }, title);
}

/** The titles of the user's notes as the server holds them (the device's own session, same origin). */
async function serverNoteTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await fetch("/api/sync/pull?since=0&limit=1000", { credentials: "same-origin" });
    const body = (await res.json()) as { changes: { collection: string; record: { title?: string } }[] };
    return body.changes.filter((c) => c.collection === "notes").map((c) => String(c.record.title));
  });
}

test("a poison change between good ones: the good ones sync, the poison one is listed as a sync issue", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await waitForOfflineReady(page);
  const tag = randomUUID().slice(0, 8);
  const before = `Before ${tag}`;
  const poison = `Poison ${tag}`;
  const after = `After ${tag}`;

  // Offline, so all three wait in the queue, in this order.
  await context.setOffline(true);
  await saveNote(page, before, "Saved before the bad change.");
  await queuePoisonNote(page, poison);
  await saveNote(page, after, "Saved after the bad change.");
  const indicator = page.getByTestId("sync-indicator").first();
  await expect(indicator).toContainText("pending");

  await context.setOffline(false);
  await expect(indicator).toContainText("All changes synced", { timeout: 30_000 });
  const issues = page.getByTestId("sync-issues-button").first();
  await expect(issues).toHaveText("1 not synced");

  const onServer = await serverNoteTitles(page);
  expect(onServer).toEqual(expect.arrayContaining([before, after]));
  expect(onServer).not.toContain(poison);

  await issues.click();
  const dialog = page.getByRole("dialog", { name: "Sync issues" });
  await expect(dialog).toBeVisible();
  const item = dialog.getByTestId("sync-issue");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Note · ${poison}`);
  await expect(item).toContainText(
    "Invalid content: Contains a character that cannot be stored (NUL or a broken character)",
  );
  await captureScreens(page, "sync-issues");

  // Dismissed, it leaves the list and the indicator.
  await item.getByRole("button", { name: /^Dismiss/ }).click();
  await expect(dialog.getByText("No sync issues.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("sync-issues-button")).toHaveCount(0);
});
