import type { Page } from "@playwright/test";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
  waitForOfflineReady,
} from "./fixtures.ts";
import { seedNotes } from "./notes-support.ts";
import { captureScreens } from "./screens.ts";

// Issue 8, the web side of AI generation: from a note, flashcards, a summary and a quiz are made — on the server
// (the default `local` provider) when online, with the same local engine in a browser worker when offline — and
// the viewer shows each item with the passage of the note it comes from and a link that jumps to it.

const LECTURE = `# Photosynthesis

Photosynthesis is the process by which green plants convert light energy into chemical energy. It takes place in the chloroplasts of leaf cells, and it releases oxygen as a by-product.

## The light reactions

The light reactions happen in the thylakoid membranes of the chloroplast. Chlorophyll is the green pigment that absorbs red and blue light most strongly. Water molecules are split during the light reactions, and this splitting releases oxygen gas. The energy captured from light is stored in two carrier molecules, ATP and NADPH.

## The Calvin cycle

The Calvin cycle takes place in the stroma, the fluid that surrounds the thylakoids. Rubisco is the enzyme that fixes carbon dioxide to a five-carbon sugar called ribulose bisphosphate. The cycle uses ATP and NADPH from the light reactions to build glucose. Three turns of the cycle fix three molecules of carbon dioxide.

## Limiting factors

The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. A limiting factor is the condition that is in shortest supply and holds the rate back. Enzymes such as rubisco slow down at low temperatures and are damaged at very high temperatures. Farmers raise carbon dioxide levels in greenhouses to increase crop yields.

## Respiration compared

Cellular respiration is the process that releases the energy stored in glucose. It takes place in the mitochondria of both plant and animal cells. Respiration uses oxygen and produces carbon dioxide and water, which is the reverse of photosynthesis.`;

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

async function signedInWithNote(
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

async function openViewer(page: Page, noteId: string) {
  await page.goto(`/note/${noteId}`);
  await expect(page.getByRole("heading", { name: "Photosynthesis lecture", level: 1 })).toBeVisible();
}

/** What the server holds for this user, read like a second device would: one full pull. */
async function serverMaterial(page: Page, noteId: string) {
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
async function createFlashcards(page: Page, count: string) {
  await page.getByRole("button", { name: "Create Flashcards" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Flashcards" });
  await expect(dialog.getByRole("combobox", { name: "Number of cards" })).toHaveText("10");
  await expect(dialog.getByRole("combobox", { name: "Difficulty" })).toHaveText("Mixed");
  if (count !== "10") {
    await dialog.getByRole("combobox", { name: "Number of cards" }).click();
    await page.getByRole("option", { name: count, exact: true }).click();
  }
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  const toast = page.getByText(/^Created \d+ flashcards using local and saved to your study deck!$/);
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const created = Number((await toast.textContent())?.match(/Created (\d+)/)?.[1]);
  // spec 2 §4: redirect after 1.5 s, to the study deck.
  await expect(page).toHaveURL(/\/study$/);
  return created;
}

/** Every listed card shows a passage of the note; its link marks that passage in the note and focuses it. */
async function expectGroundedFlashcards(page: Page, expected: number) {
  const section = page.getByTestId("note-flashcards");
  await expect(section.getByRole("heading", { name: `Flashcards (${expected})` })).toBeVisible();
  if (expected > 5) await section.getByRole("button", { name: `Show all ${expected} flashcards` }).click();
  const items = section.getByTestId("flashcard-item");
  await expect(items).toHaveCount(expected);
  for (let i = 0; i < expected; i++) {
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

async function generateSummary(page: Page) {
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
async function createQuiz(page: Page, noteId: string) {
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

async function expectQuizInViewer(page: Page, quizId: string) {
  const quizzes = page.getByTestId("note-quizzes");
  await expect(quizzes.getByRole("heading", { name: "Quizzes (1)" })).toBeVisible();
  const item = quizzes.getByTestId("quiz-item");
  await expect(item).toContainText("Quiz: Photosynthesis lecture");
  await expect(item).toContainText("20 min");
  await expect(item.getByRole("link", { name: "Start Quiz" })).toHaveAttribute("href", `/quiz/${quizId}`);
  await item.getByText("Questions and sources").click();
  const questions = item.getByTestId("quiz-question");
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
  const server = await serverMaterial(page, noteId);
  expect(server.flashcards).toHaveLength(made);
  for (const card of server.flashcards) expect(normalise(LECTURE)).toContain(normalise(String(card.source)));
  expect(server.summaries).toHaveLength(1);
  expect(server.quizzes).toHaveLength(1);
  expect(server.quizzes[0]).toMatchObject({
    id: quizId,
    title: "Quiz: Photosynthesis lecture",
    time_limit: 20,
  });
  expect(server.quizzes[0]?.questions).toHaveLength(questions);

  // Enhance Content: the owner reads the result, then applies it through the note's normal save.
  await page.getByRole("button", { name: "Enhance Content" }).click();
  const enhanced = page.getByRole("dialog", { name: "Enhanced content" });
  await expect(enhanced.getByTestId("enhanced-content")).not.toBeEmpty({ timeout: 20_000 });
  const text = (await enhanced.getByTestId("enhanced-content").textContent()) ?? "";
  await expectNoSeriousA11yViolations(page);
  await enhanced.getByRole("button", { name: "Apply to note" }).click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(enhanced).toBeHidden();
  expect(await page.getByTestId("note-content").textContent()).toBe(text);
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
  const server = await serverMaterial(page, noteId);
  expect(server.flashcards).toHaveLength(made);
  for (const card of server.flashcards) expect(normalise(LECTURE)).toContain(normalise(String(card.source)));
  expect(server.summaries).toHaveLength(1);
  expect(server.quizzes).toHaveLength(1);
  expect(server.quizzes[0]).toMatchObject({
    id: quizId,
    title: "Quiz: Photosynthesis lecture",
    time_limit: 20,
  });
  expect(server.quizzes[0]?.questions).toHaveLength(questions);
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

/** Records every text the generation status shows (it may pass quickly), from before the page loads. */
async function recordStatusTexts(page: Page) {
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
