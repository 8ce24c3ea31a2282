import type { Page, Request } from "@playwright/test";
import { generatedRecordId } from "../packages/core/src/generation/run-ids.ts";
import { expect, test } from "./fixtures.ts";
import { openViewer, serverMaterial, signedInWithNote } from "./support/ai-tools-support.ts";

// Issue 13, generation is idempotent: a run has one request id, sent by its server call, by the retry after a
// lost answer and by the device's own fallback; the server keeps one set per request id and the device's
// fallback cards carry the same ids as the server's, so a lost answer never leaves two sets of cards.

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Generates flashcards from the viewer; resolves with the count the toast reports. */
async function makeFlashcards(page: Page): Promise<number> {
  await page.getByRole("button", { name: "Create Flashcards" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  const toast = page.getByText(
    /^Created \d+ flashcards using the built-in generator and saved to your study deck!$/,
  );
  await expect(toast).toBeVisible({ timeout: 30_000 });
  return Number((await toast.textContent())?.match(/Created (\d+)/)?.[1]);
}

/** The request ids of the create-flashcards calls the page sent. */
function requestIds(page: Page): string[] {
  const ids: string[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/ai/create-flashcards")) {
      ids.push(String((request.postDataJSON() as { requestId?: unknown }).requestId));
    }
  });
  return ids;
}

/** The server holds one set for the note: the run's cards, under the ids derived from its request id. */
async function expectOneSet(page: Page, noteId: string, made: number, requestId: string) {
  await expect.poll(async () => (await serverMaterial(page, noteId)).flashcards.length).toBe(made);
  const cards = (await serverMaterial(page, noteId)).flashcards;
  expect(new Set(cards.map((card) => card.front)).size).toBe(cards.length);
  const runIds = Array.from({ length: made }, (_, index) => generatedRecordId(requestId, index));
  expect(cards.map((card) => String(card.id)).sort()).toEqual(runIds.sort());
}

test("an answer lost after the server saved: the retry with the same request id gets that one set", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { noteId } = await signedInWithNote(page, request);
  await openViewer(page, noteId);
  const ids = requestIds(page);
  let calls = 0;
  await page.route("**/api/ai/create-flashcards", async (route) => {
    calls++;
    if (calls === 1) {
      // The server does all the work and saves; the answer never reaches the page.
      await route.fetch();
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  const made = await makeFlashcards(page);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toMatch(UUID_V4);
  expect(ids[1]).toBe(ids[0]);
  await expectOneSet(page, noteId, made, ids[0]!);
});

test("every answer lost: the device's fallback under the same request id adds no second set", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { noteId } = await signedInWithNote(page, request);
  await openViewer(page, noteId);
  const ids = requestIds(page);
  await page.route("**/api/ai/create-flashcards", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  const made = await makeFlashcards(page);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(new Set(ids).size).toBe(1);
  // The device's cards sync (their ids are the server's set's): the server still holds one set.
  await expectOneSet(page, noteId, made, ids[0]!);
});
