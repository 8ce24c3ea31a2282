import { expect, expectNoSeriousA11yViolations, test, waitForOfflineReady } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  createFlashcards,
  LECTURE,
  normalise,
  openViewer,
  signedInWithNote,
} from "./support/ai-tools-support.ts";

// Issue 16 §7, what the student sees of a result: fewer items than asked are said where the result is shown
// (the toast that follows to the study deck or the quiz, and the quiz setup), by the server's answer and by the
// device's engine alike; Enhance shows its changes as a diff, or 'No changes needed'.

/** Three facts: the engine cannot make ten cards or ten questions from them. */
const SHORT_NOTE = `Photosynthesis is the process by which green plants convert light energy into chemical energy.

Chlorophyll is the green pigment that absorbs red and blue light most strongly.

The Calvin cycle takes place in the stroma of the chloroplast.`;

/** The lecture's opening and its light reactions: enough for a few questions, not for ten. */
const TWO_SECTIONS = LECTURE.split("## The Calvin cycle")[0] ?? "";

/** A recording's transcript: fillers, no capitals, no full stops at the ends. */
const TRANSCRIPT = `um so today we're going to talk about uh photosynthesis which is the process by which plants make their food and uh it happens in the chloroplasts
so the light reactions um they split water and that releases oxygen
and then the calvin cycle uses the ATP and NADPH to build glucose in the stroma`;

/** A note in French: the built-in engine refuses it, on the server and on the device (issue 16 §5). */
const FRENCH_NOTE = `La photosynthèse est le processus par lequel les plantes vertes transforment l'énergie de la lumière en énergie chimique. Elle a lieu dans les chloroplastes des cellules des feuilles, et elle libère de l'oxygène.

La chlorophylle est le pigment vert qui absorbe surtout la lumière rouge et la lumière bleue. Le cycle de Calvin se déroule dans le stroma, le liquide qui entoure les thylakoïdes.`;

const REFUSAL =
  "The built-in engine writes English study material. Connect an AI model in Settings for other languages.";

const fewer = (kind: "flashcards" | "questions") =>
  new RegExp(`^Generated (\\d+) of 10 ${kind}: the note supports no more\\.$`);

test("a short note asked for 10 flashcards: the toast says how many the note supported, online and on the device", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { noteId } = await signedInWithNote(page, request, SHORT_NOTE);
  await openViewer(page, noteId);
  const made = await createFlashcards(page, "10");
  expect(made).toBeLessThan(10);
  // On the study deck, where the redirect leads, the notice is still there to read.
  await expect(page.getByText(fewer("flashcards"))).toHaveText(
    `Generated ${made} of 10 flashcards: the note supports no more.`,
  );

  // The device's engine (offline) says the same.
  await openViewer(page, noteId);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");
  const onDevice = await createFlashcards(page, "10");
  expect(onDevice).toBeLessThan(10);
  await expect(page.getByText(fewer("flashcards")).last()).toHaveText(
    `Generated ${onDevice} of 10 flashcards: the note supports no more.`,
  );
});

test("a short note asked for 10 questions: the quiz setup and the quiz say how many the note supported", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { noteId } = await signedInWithNote(page, request, TWO_SECTIONS);
  await openViewer(page, noteId);
  await page.getByRole("button", { name: "Create Quiz" }).click();
  await expect(page.getByLabel("Note")).toHaveValue(noteId);
  await expect(page.getByRole("combobox", { name: "Number of questions" })).toHaveText("10");
  // Mixed: two sections hold facts for a few questions of several types, never ten (a multiple-choice-only
  // quiz needs four definitions of the note to offer as options, which these two sections may not have).
  await page.getByRole("combobox", { name: "Format" }).click();
  await page.getByRole("option", { name: "Mixed" }).click();
  await page.getByRole("button", { name: "Generate AI Quiz" }).click();
  await expect(page.getByTestId("quiz-setup-notice")).toHaveText(fewer("questions"), { timeout: 20_000 });
  const said = (await page.getByTestId("quiz-setup-notice").textContent()) ?? "";
  await expect(page).toHaveURL(/\/quiz\/[0-9a-f-]{36}$/);
  // On the quiz, the same words, and as many questions as they say.
  await expect(page.getByText(said, { exact: true })).toBeVisible();
  const made = Number(said.match(fewer("questions"))?.[1]);
  await expect(page.getByText(`Question 1 of ${made}`, { exact: true }).first()).toBeVisible();
});

test("Enhance on a clean note: 'No changes needed' and only Close", async ({ page, request }) => {
  const { noteId } = await signedInWithNote(page, request, LECTURE);
  await openViewer(page, noteId);
  await page.getByRole("button", { name: "Enhance Content" }).click();
  const dialog = page.getByRole("dialog", { name: "Enhanced content" });
  await expect(dialog.getByTestId("enhance-no-changes")).toHaveText("No changes needed", { timeout: 20_000 });
  await expect(dialog).toContainText("Checked by the built-in generator");
  await expect(dialog.getByRole("button", { name: "Apply to note" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Discard" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
  // The note is unchanged: its Markdown shown as before (headings rendered, the text the same).
  const content = page.getByTestId("note-content");
  await expect(content.getByRole("heading", { name: "Photosynthesis", level: 1 })).toBeVisible();
  expect(normalise((await content.textContent()) ?? "")).toBe(normalise(LECTURE.replace(/^#+ /gm, "")));
});

test("Enhance on a transcript: the changes as a diff, readable at 360 px, and Apply replaces the content", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { noteId } = await signedInWithNote(page, request, TRANSCRIPT);
  await openViewer(page, noteId);
  await page.getByRole("button", { name: "Enhance Content" }).click();
  const dialog = page.getByRole("dialog", { name: "Enhanced content" });
  const diff = dialog.getByTestId("enhance-diff");
  await expect(diff).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText("Cleaned up by the built-in generator.");
  // Fillers out, capitals and full stops in.
  await expect(diff.locator("del").filter({ hasText: /^um$/ }).first()).toBeVisible();
  await expect(
    diff
      .locator("del")
      .filter({ hasText: /\buh\b/ })
      .first(),
  ).toBeVisible();
  expect(await diff.locator("ins").count()).toBeGreaterThan(0);
  await expect(dialog.getByTestId("enhance-diff-counts")).toHaveText(/^\d+ words? added, \d+ removed$/);

  // The diff scrolls inside the dialog at 360 px, never wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await diff.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await captureScreens(page, "enhance-diff");
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole("tab", { name: "Enhanced text" }).click();
  const text = (await dialog.getByTestId("enhanced-content").textContent()) ?? "";
  expect(text).toMatch(/^So today/);
  expect(text).not.toMatch(/\b(um|uh)\b/);
  await dialog.getByRole("button", { name: "Apply to note" }).click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.getByTestId("note-content").textContent()).toBe(text);
});

test("a note in French: the refusal is shown as the error it is, from the server and from the device", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { noteId } = await signedInWithNote(page, request, FRENCH_NOTE);
  await openViewer(page, noteId);
  const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
  const tryFlashcards = async () => {
    await page.getByRole("button", { name: "Create Flashcards" }).click();
    await dialog.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(dialog.getByTestId("flashcard-dialog-error")).toHaveText(
      `Failed to create flashcards: ${REFUSAL}`,
      { timeout: 20_000 },
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
  };
  await tryFlashcards();

  await page.getByRole("button", { name: "Create Quiz" }).click();
  await page.getByRole("button", { name: "Generate AI Quiz" }).click();
  await expect(page.getByTestId("quiz-setup-problem")).toHaveText(`Failed to generate quiz: ${REFUSAL}`, {
    timeout: 20_000,
  });

  await openViewer(page, noteId);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");
  await tryFlashcards();
});
