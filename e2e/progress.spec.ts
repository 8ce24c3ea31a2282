import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, test, waitForOfflineReady } from "./fixtures.ts";
import { signedIn } from "./notes-support.ts";
import { captureScreens } from "./screens.ts";
import {
  PROGRESS_HISTORY_FIGURES as F,
  PROGRESS_TIME_ZONE,
  seedProgressHistory,
} from "./support/progress-support.ts";

// Issue 17 Deliver 2 and 3, /progress (spec 2 §2–§6, §8, §9): a seeded history's figures on the tiles, the weekly
// chart's table, subjects, weak areas, upcoming reviews and the heat map; goals added, edited, deleted, validated;
// the offline view; how it looks (360/1280 px, light/dark, axe). Days are UTC (progress-support), so nothing here
// depends on the weekday or the machine's zone.
test.use({ timezoneId: PROGRESS_TIME_ZONE });

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const tile = (page: Page, id: string) => page.getByTestId(`tile-${id}`).locator("dd");
const goalForm = (page: Page) => page.getByTestId("goal-form");
const goalRow = (page: Page, title: string) =>
  page.getByTestId("goal-row").filter({ has: page.getByText(title, { exact: true }) });

async function openProgress(page: Page) {
  await page.goto("/progress");
  await expect(page.getByRole("heading", { name: "Progress Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("progress-dashboard")).toBeVisible({ timeout: 20_000 });
}

test("a seeded history shows its figures: tiles, weekly table, subjects, weak areas, reviews, heat map", async ({
  page,
  request,
}) => {
  // The chart library is its own chunk, fetched only on this screen (issue 17: lazy-loaded).
  const chartChunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/weekly-chart-[^/]+\.js$/.test(r.url())) chartChunks.push(r.url());
  });
  await signedIn(page, request);
  const { today, ids } = await seedProgressHistory(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(chartChunks).toEqual([]);
  await openProgress(page);

  await expect(tile(page, "week-study")).toHaveText("30m");
  await expect(tile(page, "week-notes")).toHaveText(String(F.weekNotes));
  await expect(tile(page, "week-quizzes")).toHaveText(String(F.weekQuizzes));
  await expect(tile(page, "average-score")).toHaveText(`${F.averageSubjectScore}%`);
  await expect(tile(page, "cards-due")).toHaveText(String(F.cardsDue));
  await expect(tile(page, "streak")).toHaveText("1 day");
  await expect(tile(page, "total-study")).toHaveText("1h 20m");
  await expect(tile(page, "total-reviews")).toHaveText(String(F.totalReviews));

  // The chart's text alternative: today's row, every other day of the week empty.
  const weekly = page.getByTestId("weekly-activity");
  await expect(page.getByTestId("weekly-summary")).toHaveText(
    "This week: 0.5 hours studied, 1 note created, 1 quiz taken.",
  );
  const rows = weekly.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(7);
  const todayName = WEEKDAYS[today.getUTCDay()] as string;
  await expect(rows.filter({ has: page.getByRole("rowheader", { name: todayName }) })).toHaveText(
    `${todayName}${F.todayBar.studyHours}${F.todayBar.notes}${F.todayBar.quizzes}`,
  );
  await expect(rows.filter({ hasText: /^\w{3}000$/ })).toHaveCount(6);
  // The chart itself, in its own lazily loaded chunk, drew a bar for today.
  await expect(weekly.locator(".recharts-bar-rectangle").first()).toBeVisible();
  expect(chartChunks).toHaveLength(1);

  const subjects = page.getByTestId("subject-row");
  await expect(subjects).toHaveCount(3);
  for (const [i, expected] of F.subjects.entries()) {
    const row = subjects.nth(i);
    await expect(row).toContainText(expected.subject);
    await expect(row.getByTestId("subject-score")).toHaveText(`${expected.score}%`);
  }
  await expect(subjects.nth(0).getByTestId("subject-improvement")).toContainText("−10 pts");
  await expect(subjects.nth(1).getByTestId("subject-improvement")).toContainText("No change");
  await expect(subjects.nth(2).getByTestId("subject-improvement")).toContainText("+20 pts");

  const weak = page.getByTestId("weak-area");
  await expect(weak).toHaveCount(F.weakAreas.length);
  await expect(weak.filter({ hasText: "Mitochondria" })).toContainText("50% over 20 questions");
  await expect(weak.filter({ hasText: "Alkanes" })).toContainText("60% over 10 questions");
  await expect(weak.filter({ hasText: "Velocity" })).toHaveCount(0);

  const reviews = page.getByTestId("upcoming-review");
  await expect(reviews).toHaveCount(5);
  await expect(reviews.nth(0)).toContainText("What holds the cell's DNA?");
  await expect(reviews.nth(0)).toContainText(/Overdue by \d+ days/);
  await expect(reviews.nth(0)).toContainText("High");
  await expect(reviews.filter({ hasText: "What do ribosomes build?" })).toContainText("High");
  await expect(reviews.filter({ hasText: "Where does photosynthesis happen?" })).toContainText(
    /Due in 1 day\s*Medium/,
  );
  await expect(reviews.filter({ hasText: "What do lysosomes break down?" })).toContainText(
    /Due in 9 days\s*Low/,
  );

  await expect(page.getByTestId("heatmap-summary")).toHaveText(
    `${F.heatmapReviews} reviews in the last 12 months, on 3 days; the busiest day had 1.`,
  );
  await expect(page.locator('[data-testid="heatmap-cell"][data-reviews="1"]')).toHaveCount(3);
  const todayLabel = new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(today);
  await expect(page.getByTestId("heatmap-cell").last().locator("title")).toHaveText(
    `1 review on ${todayLabel}`,
  );

  // A goal counted from the history: one quiz this week reaches a weekly target of 1.
  await page.getByRole("button", { name: "Add Goal" }).click();
  await goalForm(page).getByLabel("Goal type").selectOption("quizzes_taken");
  await goalForm(page).getByLabel("Period").selectOption("weekly");
  await goalForm(page).getByLabel("Target").fill("1");
  await expect(goalForm(page).getByLabel("Title")).toHaveValue("Weekly quizzes: 1 quiz");
  await goalForm(page).getByRole("button", { name: "Save goal" }).click();
  const reached = goalRow(page, "Weekly quizzes: 1 quiz");
  await expect(reached.getByTestId("goal-progress")).toHaveText("1 of 1 quizzes");
  await expect(reached.getByTestId("goal-completed")).toHaveText("Completed");

  await captureScreens(page, "progress-history");

  // A weak area's quiz practice opens the quiz setup with its note chosen.
  await weak
    .filter({ hasText: "Alkanes" })
    .getByRole("link", { name: /Practise with a quiz/ })
    .click();
  await expect(page).toHaveURL(/\/quiz-setup$/);
  // The address changes before the new screen replaces this one: wait for it, and name the field exactly (a label
  // match is by substring, and names on the progress screen, still shown meanwhile, hold "note").
  await expect(page.getByRole("heading", { name: "Quiz Setup", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Note", { exact: true })).toHaveValue(ids.chemistry);
});

test("goals: add with the auto title, validation, edit by hand, custom period, failed save, delete", async ({
  page,
  request,
}) => {
  await signedIn(page, request);
  await openProgress(page);
  // An empty user: friendly empty states, no blank charts.
  await expect(page.getByTestId("weekly-summary")).toHaveText(
    "No study activity this week yet. Study a deck or take a quiz to fill this chart.",
  );
  await expect(page.getByTestId("weekly-activity").locator(".recharts-wrapper")).toHaveCount(0);
  await expect(page.getByText("Take a quiz to see how you do in each subject.")).toBeVisible();
  await expect(page.getByText("No goals set yet. Add one", { exact: false })).toBeVisible();
  await expect(page.getByTestId("heatmap-summary")).toHaveText("No flashcard reviews in the last 12 months.");
  await captureScreens(page, "progress-empty");

  // Add: the title follows type, target and period; the default daily targets prefill.
  await page.getByRole("button", { name: "Add Goal" }).click();
  const form = goalForm(page);
  await expect(form.getByLabel("Title")).toHaveValue("Daily study: 120 minutes");
  await expect(form.getByLabel("Unit")).toHaveValue("minutes");
  await form.getByLabel("Goal type").selectOption("notes_created");
  await expect(form.getByLabel("Unit")).toHaveValue("notes");
  await expect(form.getByLabel("Target")).toHaveValue("5");
  await expect(form.getByLabel("Title")).toHaveValue("Daily notes: 5 notes");
  await form.getByLabel("Goal type").selectOption("quiz_score");
  await expect(form.getByLabel("Unit")).toHaveValue("%");
  await expect(form.getByLabel("Target")).toHaveValue("100");
  await form.getByLabel("Goal type").selectOption("notes_created");
  await form.getByLabel("Period").selectOption("weekly");
  await form.getByLabel("Target").fill("3");
  await expect(form.getByLabel("Title")).toHaveValue("Weekly notes: 3 notes");
  // The end date belongs to the custom period only; leaving it clears it.
  await expect(form.getByLabel("End date")).toBeDisabled();
  await form.getByLabel("Period").selectOption("custom");
  await expect(form.getByLabel("End date")).toBeEnabled();
  await form.getByLabel("End date").fill("2030-01-31");
  await form.getByLabel("Period").selectOption("weekly");
  await expect(form.getByLabel("End date")).toBeDisabled();
  await expect(form.getByLabel("End date")).toHaveValue("");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(form).toHaveCount(0);
  const goal = goalRow(page, "Weekly notes: 3 notes");
  await expect(goal.getByTestId("goal-progress")).toHaveText("0 of 3 notes");
  await expect(goal.getByTestId("goal-completed")).toHaveCount(0);

  // Validation (spec 2 §5), nothing sent.
  await page.getByRole("button", { name: "Add Goal" }).click();
  await form.getByLabel("Title").fill("");
  await form.getByLabel("Target").fill("0");
  await form.getByLabel("Unit").fill("");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Target must be at least 1")).toBeVisible();
  await expect(form.getByText("Unit is required")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A failed save says so and keeps what was typed.
  const goalsApi = (url: URL) => url.pathname === "/api/goals";
  await page.route(goalsApi, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' })
      : route.fallback(),
  );
  await form.getByLabel("Title").fill("Read two papers");
  await form.getByLabel("Goal type").selectOption("custom");
  await form.getByLabel("Target").fill("2");
  await expect(form.getByLabel("Unit")).toHaveValue("items");
  await form.getByLabel("Current value").fill("1");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(form.getByRole("alert")).toHaveText("Failed to save goal. Please try again.");
  await expect(form.getByLabel("Title")).toHaveValue("Read two papers");
  await page.unroute(goalsApi);
  // Retried, it lands; a custom goal's current value is the student's own.
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(form).toHaveCount(0);
  await expect(goalRow(page, "Read two papers").getByTestId("goal-progress")).toHaveText("1 of 2 items");

  // Edit: a title typed by hand stays when the target changes.
  await goal.getByRole("button", { name: "Edit Weekly notes: 3 notes" }).click();
  await expect(form.getByLabel("Title")).toHaveValue("Weekly notes: 3 notes");
  await form.getByLabel("Title").fill("Write every week");
  await form.getByLabel("Target").fill("4");
  await expect(form.getByLabel("Title")).toHaveValue("Write every week");
  await form.getByRole("button", { name: "Save goal" }).click();
  await expect(form).toHaveCount(0);
  const edited = goalRow(page, "Write every week");
  await expect(edited.getByTestId("goal-progress")).toHaveText("0 of 4 notes");
  await expect(goalRow(page, "Weekly notes: 3 notes")).toHaveCount(0);

  // Delete asks first; Cancel keeps it, Delete removes it (also after a reload: the server's answer).
  await edited.getByRole("button", { name: "Delete Write every week" }).click();
  const confirm = page.getByTestId("delete-goal-dialog");
  await expect(confirm).toContainText("Are you sure you want to delete this goal?");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(edited).toHaveCount(1);
  await edited.getByRole("button", { name: "Delete Write every week" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(edited).toHaveCount(0);
  await page.reload();
  await expect(goalRow(page, "Read two papers")).toHaveCount(1);
  await expect(goalRow(page, "Write every week")).toHaveCount(0);
});

test("/progress?addGoal=1 opens the goal form on arrival", async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto("/progress?addGoal=1");
  await expect(goalForm(page).getByLabel("Title")).toHaveValue("Daily study: 120 minutes");
  await expect(page).toHaveURL(/\/progress$/);
  await captureScreens(page, "progress-goal-form");
});

test("signed out: to sign-in with 'Please sign in to view your progress dashboard'", async ({ page }) => {
  await page.goto("/progress");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fprogress$/);
  await expect(page.getByText("Please sign in to view your progress dashboard")).toBeVisible();
});

test("offline: the kept dashboard with 'Offline — last updated', goal changes disabled with the reason", async ({
  page,
  context,
  request,
}) => {
  await signedIn(page, request);
  await seedProgressHistory(page);
  await waitForOfflineReady(page);
  await openProgress(page);
  await page.getByRole("button", { name: "Add Goal" }).click();
  await goalForm(page).getByRole("button", { name: "Save goal" }).click();
  const goal = goalRow(page, "Daily study: 120 minutes");
  await expect(goal.getByTestId("goal-progress")).toHaveText("30 of 120 minutes");
  await expect(page.getByTestId("progress-offline")).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByTestId("progress-offline")).toHaveText(/^Offline — last updated .+/);
  await expect(page.getByRole("button", { name: "Add Goal" })).toBeDisabled();
  await expect(goal.getByRole("button", { name: /^Edit / })).toBeDisabled();
  await expect(goal.getByRole("button", { name: /^Delete / })).toBeDisabled();
  await expect(page.getByTestId("goals-offline")).toHaveText(
    "Goal edit and delete are disabled offline. Connect to the internet to change your goals.",
  );

  // A reload with no network: the 5-minute copy, still marked.
  await page.reload();
  await expect(page.getByTestId("progress-dashboard")).toBeVisible();
  await expect(page.getByTestId("progress-offline")).toHaveText(/^Offline — last updated .+/);
  await expect(tile(page, "total-study")).toHaveText("1h 20m");
  await expect(goal.getByTestId("goal-progress")).toHaveText("30 of 120 minutes");
  await expect(page.getByRole("button", { name: "Add Goal" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
});

test("a failed load says so and Retry asks again", async ({ page, request }) => {
  await signedIn(page, request);
  let fail = true;
  await page.route(
    (url) => url.pathname === "/api/progress",
    (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' })
        : route.fallback(),
  );
  await page.goto("/progress");
  await expect(page.getByTestId("progress-load-failed")).toContainText(
    "Failed to load dashboard data. Please try again.",
    { timeout: 20_000 },
  );
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("progress-dashboard")).toBeVisible();
  await expect(page.getByTestId("progress-load-failed")).toHaveCount(0);
});
