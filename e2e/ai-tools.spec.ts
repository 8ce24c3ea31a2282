import { expect, expectNoSeriousA11yViolations, test, waitForOfflineReady } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  createFlashcards,
  createQuiz,
  expectGroundedFlashcards,
  expectQuizInViewer,
  expectServerHolds,
  generateSummary,
  LECTURE,
  openViewer,
  recordStatusTexts,
  serverMaterial,
  signedInWithNote,
} from "./support/ai-tools-support.ts";

// Issue 8, the web side of AI generation: from a note, flashcards, a summary and a quiz are made — on the server
// (the default `local` provider) when online, with the same local engine in a browser worker when offline — and
// the viewer shows each item with the passage of the note it comes from and a link that jumps to it.

test("online: flashcards, a summary and a quiz from a note, each item with its passage", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { noteId } = await signedInWithNote(page, request);
  await openViewer(page, noteId);
  await expect(page.getByTestId("ai-tools")).toContainText("Turn this note into study material");

  const made = await createFlashcards(page, "10");
  expect(made).toBeGreaterThanOrEqual(5);
  expect(made).toBeLessThanOrEqual(10);
  await openViewer(page, noteId);
  await expectGroundedFlashcards(page, made);

  await generateSummary(page);
  const quizId = await createQuiz(page, noteId);
  await openViewer(page, noteId);
  const questions = await expectQuizInViewer(page, quizId);
  await expectNoSeriousA11yViolations(page);
  await captureScreens(page, "ai-note-viewer");

  // The server saved all of it (it reaches other devices by sync).
  await expectServerHolds(page, noteId, { flashcards: made, quizId, questions });

  // Enhance Content on this clean lecture changes nothing (issue 16 §7); its diff and Apply on a messy transcript
  // are in generation-results.spec.ts.
  await page.getByRole("button", { name: "Enhance Content" }).click();
  const enhanced = page.getByRole("dialog", { name: "Enhanced content" });
  await expect(enhanced.getByTestId("enhance-no-changes")).toHaveText("No changes needed", {
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page);
  await enhanced.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(enhanced).toBeHidden();
});

test("quiz setup: the screen, its checks and its accessibility", async ({ page, request }) => {
  const { noteId } = await signedInWithNote(page, request);
  await page.goto("/quiz-setup");
  await expect(page.getByRole("heading", { name: "Quiz Setup", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Generate AI Quiz" }).click();
  await expect(page.getByTestId("quiz-setup-problem")).toHaveText(
    "Please select a note to generate quiz from",
  );
  await page.getByLabel("Note").selectOption(noteId);
  await expect(page.getByRole("checkbox", { name: "plants" })).toBeVisible();
  // spec 2 §5: 5-50 step 5 and 5-60 minutes step 5.
  await page.getByRole("combobox", { name: "Number of questions" }).click();
  await expect(page.getByRole("option")).toHaveCount(10);
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "Time limit (minutes)" }).click();
  await expect(page.getByRole("option")).toHaveCount(12);
  await page.keyboard.press("Escape");
  await captureScreens(page, "quiz-setup");
});

test("offline: the in-browser engine makes flashcards, a summary and a quiz, and they reach the server", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { noteId } = await signedInWithNote(page, request);
  await openViewer(page, noteId);
  await waitForOfflineReady(page);
  await expect(page.getByRole("heading", { name: "Photosynthesis lecture", level: 1 })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");
  // Offline, the tools stay: they run on this device.
  await expect(page.getByTestId("ai-tools")).toContainText("the tools run on this device");
  await expect(page.getByTestId("ai-tools")).not.toContainText("AI tools require an internet connection");

  const made = await createFlashcards(page, "5");
  expect(made).toBeGreaterThanOrEqual(3);
  expect(made).toBeLessThanOrEqual(5);
  await openViewer(page, noteId);
  await expectGroundedFlashcards(page, made);
  await generateSummary(page);
  const quizId = await createQuiz(page, noteId);
  await openViewer(page, noteId);
  const questions = await expectQuizInViewer(page, quizId);

  // Made on the device: nothing reached the server yet. Back online, the queue drains.
  const before = await serverMaterial(page, noteId);
  expect([before.flashcards, before.quizzes, before.summaries].map((rows) => rows.length)).toEqual([0, 0, 0]);
  await context.setOffline(false);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("All changes synced", {
    timeout: 30_000,
  });
  await expectServerHolds(page, noteId, { flashcards: made, quizId, questions });
});

test("a note with only whitespace: the spec's messages, online and offline", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { noteId } = await signedInWithNote(page, request, "   \n\n\t  ");
  await openViewer(page, noteId);

  await page.getByRole("button", { name: "Create Flashcards" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(dialog.getByTestId("flashcard-dialog-error")).toHaveText(
    "Failed to create flashcards: Note content is empty...",
  );
  await expect(page.getByText("Failed to create flashcards: Note content is empty...").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByText("Failed to generate summary: Note content is empty...")).toBeVisible();

  // spec 2 §5: quiz setup refuses before any work.
  await page.getByRole("button", { name: "Create Quiz" }).click();
  await page.getByRole("button", { name: "Generate AI Quiz" }).click();
  await expect(page.getByTestId("quiz-setup-problem")).toHaveText(
    "Note content not found. Please ensure the note has content before generating a quiz.",
  );

  await waitForOfflineReady(page);
  await context.setOffline(true);
  await openViewer(page, noteId);
  await page.getByRole("button", { name: "Enhance Content" }).click();
  await expect(page.getByText("Failed to enhance content: Note content is empty...")).toBeVisible();
});

test("note editor: the flashcard dialog makes cards from the saved note and says where they are", async ({
  page,
  request,
}) => {
  const { noteId } = await signedInWithNote(page, request);
  await page.goto(`/note-editor/${noteId}`);
  await expect(page.getByLabel("Title")).toHaveValue("Photosynthesis lecture");
  await page.getByRole("button", { name: "Generate Flashcards" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
  await dialog.getByRole("combobox", { name: "Number of cards" }).click();
  await page.getByRole("option", { name: "5", exact: true }).click();
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  // spec 1 §8: the note toast; the editor stays where it is.
  await expect(
    page.getByText("Flashcards created successfully! You can find them in your Study Deck."),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/note-editor/${noteId}$`));
  await expect
    .poll(async () => (await serverMaterial(page, noteId)).flashcards.length)
    .toBeGreaterThanOrEqual(3);
});

test("a long note: progress current/total shows chunk by chunk, from the server's stream and on the device", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // Over 8,000 characters: more than one chunk (spec 1 §9).
  const long = [1, 2, 3, 4, 5, 6]
    .map((part) => LECTURE.replace("# Photosynthesis", `# Photosynthesis, part ${part}`))
    .join("\n\n");
  expect(long.length).toBeGreaterThan(8000);
  const { noteId } = await signedInWithNote(page, request, long);
  const statusTexts = await recordStatusTexts(page);
  await openViewer(page, noteId);
  await page.getByRole("button", { name: "Generate Summary" }).click();
  await expect(page.getByTestId("note-summary")).toBeVisible({ timeout: 30_000 });
  const online = await statusTexts();
  expect(
    online.filter((t) => /^Analysing part \d of \d\.\.\.$/.test(t)).length,
    online.join(" | "),
  ).toBeGreaterThan(0);

  await waitForOfflineReady(page);
  await context.setOffline(true);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");
  const started = Date.now();
  await page.getByRole("button", { name: "Enhance Content" }).click();
  await expect(page.getByRole("dialog", { name: "Enhanced content" })).toBeVisible({ timeout: 30_000 });
  test.info().annotations.push({
    type: `device enhance of a ${long.length}-character note (worker start included)`,
    description: `${Date.now() - started} ms`,
  });
  const offline = await statusTexts();
  expect(
    offline.some((t) => /^Analysing part \d of \d\.\.\. \(on this device\)$/.test(t)),
    offline.join(" | "),
  ).toBe(true);
});

test("with no engine able to run (no Web Workers) and offline, the AI tools say they need a connection", async ({
  page,
  context,
  request,
}) => {
  await page.addInitScript(() => {
    // A browser without Web Workers cannot run the device engine.
    Reflect.deleteProperty(window, "Worker");
  });
  const { noteId } = await signedInWithNote(page, request);
  await openViewer(page, noteId);
  const tools = page.getByTestId("ai-tools");
  await expect(tools.getByRole("button", { name: "Create Flashcards" })).toBeVisible();
  await context.setOffline(true);
  await expect(tools).toContainText(
    "AI tools require an internet connection. Please connect to use these features.",
  );
  await expect(tools.getByRole("button")).toHaveCount(0);
  await context.setOffline(false);
  await expect(tools.getByRole("button", { name: "Create Flashcards" })).toBeVisible();
});
