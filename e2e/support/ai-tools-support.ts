import type { Page } from "@playwright/test";
import { createVerifiedUser, expect, signInThroughUi } from "../fixtures.ts";
import { seedNotes } from "../notes-support.ts";

// What the AI tools end-to-end tests share: the lecture note, opening it, making material from it through the
// viewer's AI tools and quiz setup, and reading what the server holds.

export const LECTURE = `# Photosynthesis

Photosynthesis is the process by which green plants convert light energy into chemical energy. It takes place in the chloroplasts of leaf cells, and it releases oxygen as a by-product.

## The light reactions

The light reactions happen in the thylakoid membranes of the chloroplast. Chlorophyll is the green pigment that absorbs red and blue light most strongly. Water molecules are split during the light reactions, and this splitting releases oxygen gas. The energy captured from light is stored in two carrier molecules, ATP and NADPH.

## The Calvin cycle

The Calvin cycle takes place in the stroma, the fluid that surrounds the thylakoids. Rubisco is the enzyme that fixes carbon dioxide to a five-carbon sugar called ribulose bisphosphate. The cycle uses ATP and NADPH from the light reactions to build glucose. Three turns of the cycle fix three molecules of carbon dioxide.

## Limiting factors

The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. A limiting factor is the condition that is in shortest supply and holds the rate back. Enzymes such as rubisco slow down at low temperatures and are damaged at very high temperatures. Farmers raise carbon dioxide levels in greenhouses to increase crop yields.

## Respiration compared

Cellular respiration is the process that releases the energy stored in glucose. It takes place in the mitochondria of both plant and animal cells. Respiration uses oxygen and produces carbon dioxide and water, which is the reverse of photosynthesis.`;

export const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

export async function signedInWithNote(
  page: Page,
  request: Parameters<typeof createVerifiedUser>[0],
  content = LECTURE,
) {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const [note] = await seedNotes(page, [
    { title: "Photosynthesis lecture", content, tags: ["biology", "plants"] },
  ]);
  return { user, noteId: (note as { id: string }).id };
}

export async function openViewer(page: Page, noteId: string) {
  await page.goto(`/note/${noteId}`);
  await expect(page.getByRole("heading", { name: "Photosynthesis lecture", level: 1 })).toBeVisible();
}

/** What the server holds for this user, read like a second device would: one full pull. */
export async function serverMaterial(page: Page, noteId: string) {
  const res = await page.context().request.get("/api/sync/pull?since=0&limit=500");
  expect(res.status()).toBe(200);
  const { changes } = (await res.json()) as {
    changes: Array<{ collection: string; record: Record<string, unknown> }>;
  };
  const live = (collection: string) =>
    changes
      .filter((c) => c.collection === collection && c.record.note_id === noteId && !c.record.deleted_at)
      .map((c) => c.record);
  return { flashcards: live("flashcards"), quizzes: live("quizzes"), summaries: live("summaries") };
}

/** Create Flashcards → the dialog (count, difficulty) → Generate; returns the number the toast reports. */
export async function createFlashcards(page: Page, count: string) {
  await page.getByRole("button", { name: "Create Flashcards" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
  await expect(dialog.getByRole("combobox", { name: "Number of cards" })).toHaveText("10");
  await expect(dialog.getByRole("combobox", { name: "Difficulty" })).toHaveText("Mixed");
  if (count !== "10") {
    await dialog.getByRole("combobox", { name: "Number of cards" }).click();
    await page.getByRole("option", { name: count, exact: true }).click();
  }
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  const toast = page.getByText(
    /^Created \d+ flashcards using the built-in generator and saved to your study deck!$/,
  );
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const created = Number((await toast.textContent())?.match(/Created (\d+)/)?.[1]);
  // spec 2 §4: redirect after 1.5 s, to the study deck.
  await expect(page).toHaveURL(/\/study$/);
  return created;
}

/** Every listed card shows a passage of the note; its link marks that passage in the note and focuses it. */
export async function expectGroundedFlashcards(page: Page, expected: number) {
  const section = page.getByTestId("note-flashcards");
  await expect(section.getByRole("heading", { name: `Flashcards (${expected})` })).toBeVisible();
  if (expected > 5) await section.getByRole("button", { name: `Show all ${expected} flashcards` }).click();
  const items = section.getByTestId("flashcard-item");
  await expect(items).toHaveCount(expected);
  for (let i = 0; i < expected; i++) {
    // The card turns over to its answer, and the passage shows with it (issue 14: answers hidden until asked).
    await items.nth(i).locator("button[aria-pressed]").click();
    const passage = items.nth(i).getByTestId("source-passage").locator("blockquote");
    expect(normalise(LECTURE)).toContain(normalise((await passage.textContent()) ?? ""));
  }
  const second = items.nth(1);
  const passageText = normalise(
    (await second.getByTestId("source-passage").locator("blockquote").textContent()) ?? "",
  );
  // Keyboard: focus the link and press Enter.
  await second.getByRole("button", { name: "Show in note" }).focus();
  await page.keyboard.press("Enter");
  const mark = page.getByTestId("note-content").getByTestId("note-passage");
  await expect(mark).toBeVisible();
  await expect(mark).toBeFocused();
  await expect(mark).toBeInViewport();
  expect(normalise((await mark.textContent()) ?? "")).toBe(passageText);
}

export async function generateSummary(page: Page) {
  await page.getByRole("button", { name: "Generate Summary" }).click();
  const summary = page.getByTestId("note-summary");
  await expect(summary).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Summary saved.")).toBeVisible();
  expect(
    Number((await summary.getByTestId("summary-word-count").textContent())?.replace(/,/g, "")),
  ).toBeGreaterThan(100);
  await expect(summary.getByTestId("summary-reading-time")).toHaveText(/^\d+ min$/);
  await expect(summary.getByTestId("summary-complexity")).not.toBeEmpty();
  const points = summary.getByTestId("summary-key-points").getByRole("listitem");
  expect(await points.count()).toBeGreaterThan(0);
}

/** Create Quiz → /quiz-setup with the note → 5 questions → Generate AI Quiz → /quiz/{id} after 1 s. */
export async function createQuiz(page: Page, noteId: string) {
  await page.getByRole("button", { name: "Create Quiz" }).click();
  await expect(page).toHaveURL(/\/quiz-setup$/);
  await expect(page.getByRole("heading", { name: "Quiz Setup", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Note")).toHaveValue(noteId);
  // spec 2 §5 defaults: 10 questions, multiple choice, medium, 15 minutes.
  await expect(page.getByRole("combobox", { name: "Number of questions" })).toHaveText("10");
  await expect(page.getByRole("combobox", { name: "Format" })).toHaveText("Multiple choice");
  await expect(page.getByRole("combobox", { name: "Difficulty" })).toHaveText("Medium");
  await expect(page.getByRole("combobox", { name: "Time limit (minutes)" })).toHaveText("15");
  await page.getByRole("checkbox", { name: "biology" }).check();
  await page.getByRole("combobox", { name: "Number of questions" }).click();
  await page.getByRole("option", { name: "5", exact: true }).click();
  await page.getByRole("combobox", { name: "Format" }).click();
  await page.getByRole("option", { name: "Mixed" }).click();
  await page.getByRole("combobox", { name: "Time limit (minutes)" }).click();
  await page.getByRole("option", { name: "20", exact: true }).click();
  await page.getByRole("button", { name: "Generate AI Quiz" }).click();
  await expect(page.getByText("Quiz generated successfully!").first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  return page.url().split("/").at(-1) as string;
}

export async function expectQuizInViewer(page: Page, quizId: string) {
  const quizzes = page.getByTestId("note-quizzes");
  await expect(quizzes.getByRole("heading", { name: "Quizzes (1)" })).toBeVisible();
  const item = quizzes.getByTestId("quiz-item");
  await expect(item).toContainText("Quiz: Photosynthesis lecture");
  await expect(item).toContainText("20 min");
  await expect(item.getByRole("link", { name: "Start Quiz" })).toHaveAttribute("href", `/quiz/${quizId}`);
  await item.getByText("Questions and sources").click();
  const questions = item.getByTestId("quiz-question");
  // The list stays open: a session refetch no longer draws the viewer again (it closed it, offline, in CI).
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  for (let i = 0; i < count; i++) {
    const passage = questions.nth(i).getByTestId("source-passage").locator("blockquote");
    expect(normalise(LECTURE)).toContain(normalise((await passage.textContent()) ?? ""));
  }
  await questions.first().getByRole("button", { name: "Show in note" }).click();
  await expect(page.getByTestId("note-passage")).toBeFocused();
  return count;
}

/** The server holds what was made: the cards (each grounded in the note), one summary and the quiz. */
export async function expectServerHolds(
  page: Page,
  noteId: string,
  made: { flashcards: number; quizId: string; questions: number },
) {
  const server = await serverMaterial(page, noteId);
  expect(server.flashcards).toHaveLength(made.flashcards);
  for (const card of server.flashcards) expect(normalise(LECTURE)).toContain(normalise(String(card.source)));
  expect(server.summaries).toHaveLength(1);
  expect(server.quizzes).toHaveLength(1);
  expect(server.quizzes[0]).toMatchObject({
    id: made.quizId,
    title: "Quiz: Photosynthesis lecture",
    time_limit: 20,
  });
  expect(server.quizzes[0]?.questions).toHaveLength(made.questions);
}

/** Records every text the generation status shows (it may pass quickly), from before the page loads. */
export async function recordStatusTexts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __statusTexts: string[] }).__statusTexts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="generation-status"] [role="status"]')) {
        const text = el.textContent ?? "";
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
}
