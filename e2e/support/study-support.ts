import type { Browser, Page } from "@playwright/test";
import { expect, signInThroughUi, type TestUser } from "../fixtures.ts";
import { createFlashcards, openViewer, signedInWithNote } from "./ai-tools-support.ts";

// What the flashcard study tests share: a user with a note and cards made through the real generation path, what
// the server holds for them (read as a second device would, one full pull), and a second device.

type Change = { collection: string; record: Record<string, unknown> };

/** A signed-in user with the lecture note and `count` cards generated from it by the server. */
export async function signedInWithCards(
  page: Page,
  request: Parameters<typeof signedInWithNote>[1],
  count = "5",
) {
  const { user, noteId } = await signedInWithNote(page, request);
  await openViewer(page, noteId);
  const made = await createFlashcards(page, count);
  return { user, noteId, made };
}

/** Every live record of the user's on the server, by collection. */
export async function serverRecords(page: Page) {
  const changes: Change[] = [];
  let since = 0;
  for (;;) {
    const res = await page.context().request.get(`/api/sync/pull?since=${since}&limit=500`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { changes: Change[]; cursor: number; hasMore: boolean };
    changes.push(...body.changes);
    if (!body.hasMore || body.cursor === since) break;
    since = body.cursor;
  }
  const live = (collection: string) =>
    changes.filter((c) => c.collection === collection && !c.record.deleted_at).map((c) => c.record);
  return {
    flashcards: live("flashcards"),
    reviews: live("flashcard_reviews"),
    schedules: live("spaced_repetition_schedule"),
    sessions: live("study_sessions"),
    preferences: live("study_preferences"),
  };
}

/** Waits until the device says every change reached the server. */
export async function expectAllSynced(page: Page) {
  await expect(page.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
    timeout: 30_000,
  });
}

/** The study screen of a deck, loaded: its first card is up (or its message shows). */
export async function openDeck(page: Page, deckId: string) {
  await page.goto(`/flashcard-study/${deckId}`);
  await expect(page.getByText("Flashcard Study", { exact: true }).first()).toBeVisible();
}

/** Marks every card of the running session, in order, `correct(i)` deciding each; returns how many. */
export async function studyToTheEnd(page: Page, correct: (i: number) => boolean) {
  const progress = page.getByTestId("session-progress");
  const total = Number((await progress.getByText(/^Card \d+ of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
  for (let i = 0; i < total; i++) {
    await expect(progress.getByText(`Card ${i + 1} of ${total}`)).toBeVisible();
    await page.getByRole("button", { name: correct(i) ? /^Correct/ : /^Incorrect/ }).click();
  }
  await expect(page.getByTestId("session-summary")).toBeVisible();
  return total;
}

/** A second device of the same user: its own browser context (its own store), signed in through the screen. */
export async function secondDevice(
  browser: Browser,
  baseURL: string,
  user: TestUser,
  now?: Date,
  { holdPullsUntilSignedIn = false } = {},
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  if (now) await page.clock.install({ time: now });
  // Held back: the device has pulled nothing when sign-in ends, so what opens next reads an empty store first.
  let holding = holdPullsUntilSignedIn;
  if (holding)
    await page.route("**/api/sync/pull**", (route) => (holding ? route.abort() : route.continue()));
  await signInThroughUi(page, user);
  holding = false;
  return { context, page };
}
