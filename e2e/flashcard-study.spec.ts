import { expect, expectNoSeriousA11yViolations, test } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import { LECTURE, normalise, openViewer, signedInWithNote } from "./support/ai-tools-support.ts";
import {
  expectAllSynced,
  openDeck,
  secondDevice,
  serverRecords,
  signedInWithCards,
  studyToTheEnd,
} from "./support/study-support.ts";

// Issue 14, the study screen /flashcard-study/{deckId} (spec 2 §2, §4, §5, §8, §9), the viewer's flip cards and the
// Study settings. Cards are made by the real generation path; time moves with page.clock.

const DAY = 24 * 60 * 60 * 1000;

test("a note's deck studied to the end online: flip, marks, summary, and the reviews and session on the server", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.clock.install({ time: new Date() });
  const { noteId, made } = await signedInWithCards(page, request);

  // The viewer's cards hide their answers until turned; 'Study these cards' opens the note's deck.
  await openViewer(page, noteId);
  const first = page.getByTestId("flashcard-item").first();
  await expect(first.getByTestId("flashcard-back")).toBeHidden();
  await first.locator("button[aria-pressed]").click();
  await expect(first.getByTestId("flashcard-back")).toBeVisible();
  await expect(first.getByTestId("source-passage")).toBeVisible();
  const second = page.getByTestId("flashcard-item").nth(1);
  await second.locator("button[aria-pressed]").focus();
  await page.keyboard.press("Space");
  await expect(second.getByTestId("flashcard-back")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(second.getByTestId("flashcard-back")).toBeHidden();
  await captureScreens(page, "note-viewer-flip-cards");
  await page.getByRole("link", { name: "Study these cards" }).click();
  await expect(page).toHaveURL(new RegExp(`/flashcard-study/${noteId}$`));

  await expect(page.getByRole("heading", { name: "Photosynthesis lecture", level: 1 })).toBeVisible();
  await expect(page.getByText(`Card 1 of ${made}`)).toBeVisible();
  const card = page.getByTestId("study-card");
  await expect(card.getByTestId("study-card-front")).toBeVisible();
  await expect(card.getByTestId("study-card-back")).toBeHidden();
  await card.click();
  await expect(card.getByTestId("study-card-back")).toBeVisible();
  // The back quotes the passage of the note, with a link into the note at it.
  const source = page.getByTestId("study-source");
  expect(normalise(LECTURE)).toContain(normalise((await source.locator("blockquote").textContent()) ?? ""));
  await expect(source.getByRole("link", { name: "Open in note" })).toBeVisible();
  await captureScreens(page, "flashcard-study-card");

  // Shuffle goes back to the first card; Restart resets the counters.
  await page.getByRole("button", { name: /^Correct/ }).click();
  await expect(page.getByText(`Card 2 of ${made}`)).toBeVisible();
  await expect(page.getByTestId("session-studied")).toHaveText("1");
  await page.getByRole("button", { name: "Shuffle" }).click();
  await expect(page.getByText(`Card 1 of ${made}`)).toBeVisible();
  await page.getByRole("button", { name: "Restart" }).click();
  await expect(page.getByTestId("session-studied")).toHaveText("0");

  // All but the last Correct: (n-1)/n, e.g. 80% for 5 cards, green with a check (spec 2 §9).
  await page.clock.fastForward(30_000);
  const total = await studyToTheEnd(page, (i) => i < made - 1);
  expect(total).toBe(made);
  const accuracy = Math.round(((made - 1) / made) * 100);
  await expect(page.getByTestId("session-accuracy")).toHaveText(`${accuracy}%`);
  await expect(page.getByTestId("summary-studied")).toHaveText(String(made));
  await expect(page.getByTestId("summary-correct")).toHaveText(String(made - 1));
  await expect(
    page.getByTestId("session-summary").getByRole("heading", { name: "Session complete" }),
  ).toBeFocused();
  await captureScreens(page, "flashcard-study-complete");

  // The reviews, the session and the derived counts and schedules reach the server.
  await expectAllSynced(page);
  await expect
    .poll(async () => {
      const server = await serverRecords(page);
      const counts = server.flashcards.filter((c) => c.note_id === noteId).map((c) => c.review_count);
      return {
        reviews: server.reviews.length,
        sessions: server.sessions.map((s) => [s.flashcard_deck_id, s.cards_studied, s.correct_answers]),
        counts: counts.sort(),
        schedules: server.schedules.length,
      };
    })
    .toEqual({
      // The first Correct before Restart is a review too: reviews are never undone.
      reviews: made + 1,
      sessions: [[noteId, made, made - 1]],
      counts: expect.arrayContaining([1, 2]),
      schedules: made,
    });

  // Study Again resets the counters over the same cards.
  await page.getByRole("button", { name: "Study Again" }).click();
  await expect(page.getByText(`Card 1 of ${made}`)).toBeVisible();
  await expect(page.getByTestId("session-studied")).toHaveText("0");

  // 'Open in note' opens the viewer at the card's passage: marked, in view and focused.
  await page.getByTestId("study-card").click();
  const passage = normalise(
    (await page.getByTestId("study-source").locator("blockquote").textContent()) ?? "",
  );
  await page.getByRole("link", { name: "Open in note" }).click();
  await expect(page).toHaveURL(new RegExp(`/note/${noteId}$`));
  const mark = page.getByTestId("note-passage");
  await expect(mark).toBeFocused();
  await expect(mark).toBeInViewport();
  expect(normalise((await mark.textContent()) ?? "")).toBe(passage);
});

test("offline study: the reviews wait on the device and reach the server after reconnecting; a second device sees the due dates", async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const start = new Date();
  await page.clock.install({ time: start });
  const { user, noteId, made } = await signedInWithCards(page, request);
  await openDeck(page, noteId);
  await expect(page.getByText(`Card 1 of ${made}`)).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId("sync-indicator").first()).toContainText("Offline");
  // The first card Incorrect (back tomorrow), the rest Correct (back in 14 days: the spec's intervals).
  await studyToTheEnd(page, (i) => i > 0);
  // The API request shares the page's cookies but not its offline emulation: the server has none of it yet.
  const before = await serverRecords(page);
  expect(before.reviews.length).toBe(0);

  await context.setOffline(false);
  await expectAllSynced(page);
  await expect.poll(async () => (await serverRecords(page)).reviews.length).toBe(made);
  const server = await serverRecords(page);
  expect(server.sessions.map((s) => s.cards_studied)).toEqual([made]);

  // Device 1, two days on: the card marked Incorrect is due again, the others are not.
  await page.clock.fastForward(2 * DAY);
  await openDeck(page, "due");
  await expect(page.getByText("Card 1 of 1")).toBeVisible();

  // A second device, fifteen days on, pulls the schedules and has every card due. Its first pull is held back
  // until the due deck is being opened, so the cards land after the deck's first read (empty): they must still
  // start the run.
  const other = await secondDevice(browser, baseURL as string, user, new Date(start.getTime() + 15 * DAY), {
    holdPullsUntilSignedIn: true,
  });
  await openDeck(other.page, "due");
  await expect(other.page.getByText(`Card 1 of ${made}`)).toBeVisible({ timeout: 30_000 });
  await other.context.close();
});

test("deck ids, empty decks, signed-out, the exam date and the Study settings", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { noteId } = await signedInWithNote(page, request);

  await page.goto("/flashcard-study/not-a-deck");
  await expect(page.getByTestId("deck-problem")).toHaveText("Invalid deck ID: not-a-deck");
  await page.goto("/flashcard-study/0b9f1e4c-8d2a-4c1b-9e3f-2a7d5c6b8e01");
  await expect(page.getByTestId("deck-problem")).toHaveText(
    "Invalid deck ID: 0b9f1e4c-8d2a-4c1b-9e3f-2a7d5c6b8e01",
  );
  await openDeck(page, "due");
  await expect(page.getByTestId("deck-problem")).toHaveText(
    "No flashcards due for review. Check back later or create some flashcards!",
  );
  await openDeck(page, "uncategorized_flashcards");
  await expect(page.getByTestId("deck-problem")).toHaveText("No uncategorized flashcards found...");
  await openDeck(page, noteId);
  await expect(page.getByTestId("deck-problem")).toHaveText("No flashcards found for this deck");
  await expectNoSeriousA11yViolations(page);

  // The exam date of the note's deck: a past day is refused; a later one is saved in the synced settings.
  const exam = page.getByRole("form", { name: "Exam date" });
  await exam.getByLabel("Exam date").fill("2001-01-01");
  await exam.getByRole("button", { name: "Save" }).click();
  await expect(exam.getByText("The exam date must be today or later.")).toBeVisible();
  const day = new Date(Date.now() + 30 * DAY);
  const value = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
  await exam.getByLabel("Exam date").fill(value);
  await exam.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Exam date set to /)).toBeVisible();
  await expect(exam.getByRole("button", { name: "Clear" })).toBeVisible();

  // Settings → Study: FSRS with a retention out of range is refused with the message, then saved.
  await page.goto("/settings");
  const study = page.getByRole("region", { name: "Study", exact: true });
  await expect(study.getByLabel("Spec intervals (1/3/7/14 days)")).toBeChecked();
  await expect(study.getByLabel("Desired retention")).toBeHidden();
  await study.getByLabel("FSRS").check();
  await expect(study.getByLabel("Desired retention")).toHaveValue("0.9");
  await study.getByLabel("Desired retention").fill("0.5");
  await study.getByLabel("Daily review cap").fill("0");
  await study.getByRole("button", { name: "Save study settings" }).click();
  await expect(study.getByText("Desired retention must be between 0.70 and 0.99.")).toBeVisible();
  await expect(study.getByText("Daily review cap must be a whole number from 1 to 9999.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await study.getByLabel("Desired retention").fill("0.85");
  await study.getByLabel("Daily review cap").fill("50");
  await study.getByRole("button", { name: "Save study settings" }).click();
  await expect(page.getByText("Study settings saved.")).toBeVisible();
  await captureScreens(page, "settings-study");
  await expectAllSynced(page);
  await expect
    .poll(async () => {
      const [prefs] = (await serverRecords(page)).preferences;
      return (
        prefs && [
          prefs.scheduler,
          prefs.desired_retention,
          prefs.daily_review_cap,
          Object.keys(prefs.exam_dates as object),
        ]
      );
    })
    .toEqual(["fsrs", 0.85, 50, [noteId]]);

  // Signed out: sent to sign-in with the spec's toast (spec 2 §6).
  const visitor = await browser.newContext({ baseURL });
  const guest = await visitor.newPage();
  await guest.goto("/flashcard-study/due");
  await expect(guest).toHaveURL(/\/auth\/login/);
  await expect(guest.getByText("Please sign in to study flashcards.")).toBeVisible();
  await visitor.close();
});

test("keyboard only: Space turns, 1/2 and the arrows mark, the summary and Study Again", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { noteId, made } = await signedInWithCards(page, request);
  await openDeck(page, noteId);
  await expect(page.getByText(`Card 1 of ${made}`)).toBeVisible();
  const card = page.getByTestId("study-card");
  // Tab reaches the card; Space turns it over and back.
  for (let i = 0; i < 20 && !(await card.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(card).toBeFocused();
  await page.keyboard.press("Space");
  await expect(card.getByTestId("study-card-back")).toBeVisible();
  const keys = ["1", "2", "ArrowRight", "ArrowLeft"];
  for (let i = 0; i < made; i++) {
    await expect(page.getByText(`Card ${i + 1} of ${made}`)).toBeVisible();
    await page.keyboard.press(keys[i % keys.length] as string);
  }
  const correct = Array.from({ length: made }, (_, i) => i % 2 === 0).filter(Boolean).length;
  await expect(page.getByTestId("summary-correct")).toHaveText(String(correct));
  await expect(page.getByRole("heading", { name: "Session complete" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Study Again" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Card 1 of ${made}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
