import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signInThroughUi, type TestUser } from "../fixtures.ts";
import { noteIdByTitle } from "../notes-support.ts";

// One student on two devices (two browser contexts) with a synced note: the set-up of the note merge specs
// (issue 13), note-merge.spec.ts and note-merge-choices.spec.ts.

export type Devices = { laptop: Page; phone: Page; laptopContext: BrowserContext; close(): Promise<void> };

/** One user signed in on two devices (two browser contexts), with a synced note of `content` both have. */
export async function twoDevicesWithNote(
  browser: Browser,
  user: TestUser,
  content: string,
): Promise<Devices & { id: string }> {
  const baseURL = process.env.E2E_BASE_URL as string;
  const laptopContext = await browser.newContext({ baseURL });
  const phoneContext = await browser.newContext({ baseURL });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  await signInThroughUi(laptop, user);
  await signInThroughUi(phone, user);

  const title = `Shared note ${randomUUID().slice(0, 8)}`;
  await laptop.goto("/note-editor/new");
  await laptop.getByLabel("Title").fill(title);
  await laptop.getByLabel("Content").fill(content);
  await laptop.getByRole("button", { name: "Save Note" }).click();
  await expect(laptop).toHaveURL(/\/notes$/);
  await expectSynced(laptop);
  const id = await noteIdByTitle(laptop, title);
  return {
    id,
    laptop,
    phone,
    laptopContext,
    async close() {
      await laptopContext.close();
      await phoneContext.close();
    },
  };
}

export async function expectSynced(page: Page) {
  await expect(page.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
    timeout: 30_000,
  });
}

/** The phone opens the note in its editor, rewrites it and saves; the server has it when this returns. */
export async function phoneSaves(phone: Page, id: string, original: string, content: string) {
  await phone.goto(`/note-editor/${id}`);
  await expect(phone.getByLabel("Content")).toHaveValue(original);
  await phone.getByLabel("Content").fill(content);
  await phone.getByRole("button", { name: "Save Note" }).click();
  await expect(phone).toHaveURL(/\/notes$/);
  await expectSynced(phone);
}

/** The note's content as the server holds it (what a third device would pull). */
export async function serverContent(page: Page, id: string): Promise<string | undefined> {
  const res = await page.context().request.get("/api/sync/pull?since=0&limit=500");
  const { changes } = (await res.json()) as {
    changes: Array<{ collection: string; record: { id: string; content: string } }>;
  };
  return changes.find((c) => c.collection === "notes" && c.record.id === id)?.record.content;
}
