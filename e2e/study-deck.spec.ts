import { randomUUID } from "node:crypto";
import { studyPreferencesId } from "@lectern/core";
import type { Page } from "@playwright/test";
import { createVerifiedUser, expect, signInThroughUi, test, waitForOfflineReady } from "./fixtures.ts";
import { pushAs, seedNotes, userId } from "./notes-support.ts";
import { captureScreens } from "./screens.ts";

// Issue 14 Deliver 1, the study deck (/study, spec 2 §2): decks with their counts and progress from real records
// pushed to the real server and pulled by the app, the due banner and the daily cap, the study routes each card
// opens, quiz cards, the hash-only Mock Tests tab, offline, and how it looks (360/1280 px, light/dark, axe).

const DAY_MS = 86_400_000;

/** Pushes records as the page's signed-in user, as another device would; every op must be applied. */
async function push(page: Page, ops: Parameters<typeof pushAs>[1]) {
  const results = await pushAs(page, ops);
  expect(results.map((r) => r.reason ?? r.status)).toEqual(ops.map(() => "applied"));
}

const card = (id: string, noteId: string | null, difficulty: string, front: string) => ({
  type: "flashcards",
  data: { id, note_id: noteId, front, back: `${front} — answer`, difficulty, category: "biology" },
});
const review = (flashcardId: string, correct: boolean, reviewedAt: Date) => ({
  type: "flashcard_reviews",
  data: {
    id: randomUUID(),
    flashcard_id: flashcardId,
    quality: correct ? 5 : 1,
    correct,
    reviewed_at: reviewedAt.toISOString(),
  },
});
const question = (n: number) => ({
  id: `q${n}`,
  type: "true-false",
  question: `Statement ${n}`,
  options: ["True", "False"],
  correctAnswer: "True",
});

/** A student with a biology note of 4 cards (2 reviewed wrong 20 days ago: due), a loose card and two quizzes. */
async function seedStudyData(page: Page) {
  const [note] = await seedNotes(page, [{ title: "Cell biology", content: "Cells.", subject: "Biology" }]);
  const noteId = (note as { id: string }).id;
  const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const longAgo = new Date(Date.now() - 20 * DAY_MS);
  const quizIds = [randomUUID(), randomUUID()];
  await push(page, [
    card(ids[0]!, noteId, "hard", "What is a ribosome?"),
    card(ids[1]!, noteId, "easy", "What is a nucleus?"),
    card(ids[2]!, noteId, "medium", "What is a membrane?"),
    card(ids[3]!, noteId, "easy", "What is a vacuole?"),
    card(ids[4]!, null, "easy", "What is an organelle?"),
    review(ids[0]!, false, longAgo),
    review(ids[1]!, false, new Date(longAgo.getTime() + 60_000)),
    {
      type: "quizzes",
      data: {
        id: quizIds[0],
        note_id: noteId,
        title: "Quiz: Cell biology",
        questions: [question(1), question(2), question(3)],
        time_limit: 10,
        difficulty: "medium",
      },
    },
    {
      type: "quizzes",
      data: {
        id: quizIds[1],
        note_id: noteId,
        title: "Quiz: Organelles",
        questions: [question(1), question(2)],
        time_limit: 5,
        difficulty: "easy",
      },
    },
    ...[0, 70].map((score) => ({
      type: "quiz_attempts",
      data: {
        id: randomUUID(),
        quiz_id: quizIds[0],
        score,
        total_questions: 3,
        time_taken: 30,
        answers: {},
        completed_at: new Date().toISOString(),
      },
    })),
  ]);
  return { noteId, cardIds: ids, quizIds };
}

const deckCard = (page: Page, title: string) => page.getByTestId("deck-card").filter({ hasText: title });

test("the study deck lists decks with counts and progress from real data, and each card opens its route", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const { noteId, quizIds } = await seedStudyData(page);

  await page.goto("/study");
  await expect(page.getByRole("heading", { name: "Study Deck", level: 1 })).toBeVisible();
  const biology = deckCard(page, "Cell biology");
  await expect(biology.getByTestId("deck-card-count")).toHaveText("4 cards");
  // spec 2 §4: progress = share of cards with review_count > 0; difficulty hard if any card is hard.
  await expect(biology.getByTestId("deck-card-progress")).toHaveText("50%");
  await expect(biology.getByRole("progressbar", { name: "Progress of Cell biology" })).toBeVisible();
  await expect(biology).toContainText("hard");
  await expect(biology.getByTestId("deck-card-last-studied")).not.toHaveText("Never");
  const loose = deckCard(page, "Uncategorized Flashcards");
  await expect(loose.getByTestId("deck-card-count")).toHaveText("1 card");
  await expect(loose.getByTestId("deck-card-progress")).toHaveText("0%");
  await expect(loose.getByTestId("deck-card-last-studied")).toHaveText("Never");

  // Both reviewed cards were wrong 20 days ago: due (spec 1 §9: quality 1 → 1 day).
  const banner = page.getByTestId("due-banner");
  await expect(banner).toContainText("2 flashcards due for review");
  await expect(banner).not.toContainText("held back");
  await captureScreens(page, "study-deck");

  await banner.getByRole("link", { name: "Review now" }).click();
  await expect(page).toHaveURL(/\/flashcard-study\/due$/);
  await page.goBack();
  await biology.getByRole("link", { name: "Cell biology" }).click();
  await expect(page).toHaveURL(new RegExp(`/flashcard-study/${noteId}$`));
  await page.goBack();
  await loose.getByRole("link", { name: "Uncategorized Flashcards" }).click();
  await expect(page).toHaveURL(/\/flashcard-study\/uncategorized_flashcards$/);
  await page.goBack();

  // Quizzes tab (spec 2 §2): best score only above 0, question count, time limit, attempts, Start Quiz.
  await page.getByRole("tab", { name: "Quizzes" }).click();
  await expect(page).toHaveURL(/\/study#quizzes$/);
  const cellQuiz = page.getByTestId("quiz-card").filter({ hasText: "Quiz: Cell biology" });
  await expect(cellQuiz).toContainText("3 questions");
  await expect(cellQuiz).toContainText("10 min");
  await expect(cellQuiz).toContainText("2 attempts completed");
  await expect(cellQuiz.getByTestId("quiz-best-score")).toHaveText("Best score 70%");
  const organelles = page.getByTestId("quiz-card").filter({ hasText: "Quiz: Organelles" });
  await expect(organelles).toContainText("0 attempts completed");
  await expect(organelles.getByTestId("quiz-best-score")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Create Quiz" })).toHaveAttribute("href", "/quiz-setup");
  await captureScreens(page, "study-quizzes");
  await cellQuiz.getByRole("link", { name: "Start Quiz" }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizIds[0]}$`));

  // The Mock Tests tab has no button: only the hash opens it, with its two fixed sample tests.
  await page.goto("/study#mock-tests");
  await expect(page.getByRole("tab")).toHaveText(["Flashcards", "Quizzes"]);
  await expect(page.getByTestId("mock-test")).toHaveText([
    /100 questions · 120 minutes/,
    /75 questions · 90 minutes/,
  ]);
});

test("the daily cap holds due cards back, and offline the deck list still shows from the device", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await seedStudyData(page);
  // Another device set a daily cap of 1 review: the settings are one record under the user's own id.
  const owner = await userId(page);
  await push(page, [
    {
      type: "study_preferences",
      data: {
        id: studyPreferencesId(owner),
        scheduler: "spec",
        desired_retention: 0.9,
        daily_review_cap: 1,
        exam_dates: {},
      },
    },
  ]);
  await page.goto("/study");
  const banner = page.getByTestId("due-banner");
  await expect(banner).toContainText("1 flashcard due for review");
  await expect(banner).toContainText("1 held back for the next days");

  await waitForOfflineReady(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId("study-offline-notice")).toBeVisible();
  await expect(deckCard(page, "Cell biology").getByTestId("deck-card-count")).toHaveText("4 cards");
  await expect(deckCard(page, "Uncategorized Flashcards")).toBeVisible();
  await expect(banner).toContainText("1 flashcard due for review");
  await captureScreens(page, "study-deck-offline");
  await page.context().setOffline(false);
});

test("a student with no cards is sent to their notes", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/study");
  await expect(page.getByText("No flashcard decks yet.")).toBeVisible();
  await expect(page.getByTestId("due-banner")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Notes" }).click();
  await expect(page).toHaveURL(/\/notes$/);
});

test("a signed-out visitor sees the study deck with a sign-in prompt, and starting sends them to sign-in", async ({
  page,
}) => {
  // spec 2 §6: the study deck with sign-in prompts; quizzes and flashcards cannot be started.
  await page.goto("/study");
  await expect(page.getByTestId("signed-out-banner")).toBeVisible();
  await expect(page.getByText(/No flashcard decks yet\./)).toBeVisible();
  await captureScreens(page, "study-deck-visitor");

  await page.getByRole("tab", { name: "Quizzes" }).click();
  await page.getByRole("link", { name: "Create Quiz" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText("Please sign in to take quizzes.")).toBeVisible();

  await page.goto(`/quiz/${randomUUID()}`);
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText("Please sign in to take quizzes.")).toBeVisible();
});
