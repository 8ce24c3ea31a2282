import { emailPrefix } from "@lectern/core";
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
import { PROGRESS_TIME_ZONE, seedProgressHistory } from "./support/progress-support.ts";

// Issue 17 Deliver 4, /home (spec 1 §2): the greeting, the three stat cards, quick actions, the due-cards card,
// Recent Activity and Today's Goals from GET /api/home on the real server, for a new student (empty states, the
// default daily goals) and for one with a seeded history (figures worked out by hand in progress-support.ts);
// offline and a failed load; how it looks (360/1280 px, light/dark, axe).

// The seeded history counts days in UTC: the browser sends tz=UTC.
test.use({ timezoneId: PROGRESS_TIME_ZONE });

const stat = (page: Page, id: "study-time" | "notes-created" | "average-score") =>
  page.getByTestId(`stat-${id}`).getByTestId("stat-value");
const goalRows = (page: Page) => page.getByTestId("home-goal");

async function signedInNewStudent(page: Page, request: Parameters<typeof createVerifiedUser>[0]) {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  return user;
}

/** Adds a goal through the goal endpoint, as the progress page's form would. */
async function addGoal(page: Page, goal: Record<string, unknown>) {
  const baseURL = process.env.E2E_BASE_URL as string;
  const res = await page.context().request.post(`${baseURL}/api/goals?tz=${PROGRESS_TIME_ZONE}`, {
    headers: { origin: baseURL },
    data: goal,
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a new student sees the empty states, and Create Your First Note opens the editor", async ({
  page,
  request,
}) => {
  const user = await signedInNewStudent(page, request);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${emailPrefix(user.email)}!`,
  );
  await expect(stat(page, "study-time")).toHaveText("0m");
  await expect(stat(page, "notes-created")).toHaveText("0");
  await expect(stat(page, "average-score")).toHaveText("—");
  await expect(page.getByTestId("recent-activity")).toContainText("No recent activity found");
  await expect(page.getByTestId("todays-goals")).toContainText("No goals set yet");
  await expect(page.getByTestId("due-cards-card")).toContainText("No cards due right now");
  await expect(page.getByRole("link", { name: "Review now" })).toHaveCount(0);

  const actions = page.getByRole("navigation", { name: "Quick actions" }).getByRole("link");
  await expect(actions).toHaveCount(3);
  expect(await actions.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/notes",
    "/study",
    "/progress",
  ]);
  await expect(page.getByRole("link", { name: /View all goals/ })).toHaveAttribute("href", "/progress");

  await captureScreens(page, "home-empty");

  await page.getByRole("link", { name: "Create Your First Note" }).click();
  await expect(page).toHaveURL(/\/note-editor\/new$/);
});

test("Set Your Goals adds the default daily goals, shown with their progress bars", async ({
  page,
  request,
}) => {
  await signedInNewStudent(page, request);
  await page.getByRole("button", { name: "Set Your Goals" }).click();
  const dialog = page.getByRole("dialog", { name: "Set your daily goals" });
  await expect(dialog.getByTestId("default-goals").getByRole("listitem")).toHaveText([
    "Daily study: 120 minutes",
    "Daily notes: 5 notes",
    "Daily quiz score: 100%",
  ]);
  await expect(dialog.getByRole("link", { name: "Choose my own" })).toHaveAttribute(
    "href",
    "/progress?addGoal=1",
  );
  await captureScreens(page, "home-set-goals");

  await dialog.getByRole("button", { name: "Add these goals" }).click();
  await expect(dialog).toBeHidden();
  await expect(goalRows(page)).toHaveCount(3);
  await expect(page.getByText("No goals set yet")).toHaveCount(0);
  // the goals came back from the server: a reload (a fresh fetch) shows the same
  await page.reload();
  await expect(goalRows(page)).toHaveCount(3);
  const row = (title: string) => goalRows(page).filter({ hasText: title });
  await expect(row("Daily study: 120 minutes")).toContainText("0 of 120 minutes");
  await expect(row("Daily notes: 5 notes")).toContainText("0 of 5 notes");
  await expect(row("Daily quiz score: 100%")).toContainText("0% of 100%");
  const bars = page.getByTestId("todays-goals").getByRole("progressbar");
  await expect(bars).toHaveCount(3);
  await expect(bars.first()).toHaveAccessibleName("Daily study: 120 minutes");
  await expect(bars.first()).toHaveAttribute("aria-valuenow", "0");

  await page.getByRole("link", { name: /View all goals/ }).click();
  await expect(page).toHaveURL(/\/progress$/);
});

test("a student with a history sees the right stats, recent activity, due cards and today's goals", async ({
  page,
  request,
}) => {
  await signedInNewStudent(page, request);
  const { ids, expected } = await seedProgressHistory(page);
  // Today: 25 min session + one 5 min attempt = 30 minutes studied, 1 quiz taken.
  await addGoal(page, {
    title: "Daily study: 30 minutes",
    goalType: "study_time",
    targetValue: 30,
    unit: "minutes",
    period: "daily",
    endDate: null,
  });
  await addGoal(page, {
    title: "Daily quizzes: 2 quizzes",
    goalType: "quizzes_taken",
    targetValue: 2,
    unit: "quizzes",
    period: "daily",
    endDate: null,
  });
  await addGoal(page, {
    title: "Read chapters",
    goalType: "custom",
    targetValue: 10,
    unit: "items",
    period: "custom",
    endDate: "2099-12-31",
    currentValue: 4,
  });

  await page.goto("/home");
  await expect(stat(page, "study-time")).toHaveText("1h 20m");
  expect(expected.homeStudyMinutes).toBe(80);
  await expect(stat(page, "notes-created")).toHaveText(String(expected.homeNotesCreated));
  await expect(stat(page, "average-score")).toHaveText(`${expected.homeAverageQuizScore}%`);
  await expect(page.getByTestId("due-cards-card")).toContainText(`${expected.cardsDue} cards due`);

  // The newest five: today's note, attempt and session (20 minutes ago), then the attempt and the due-deck
  // session of 10 days ago (shown as a date). Items of one moment may come in either order.
  const items = page.getByTestId("activity-item");
  await expect(items).toHaveCount(5);
  const rows = await items.evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href"),
      text: a.textContent ?? "",
      time: a.querySelector("time")?.textContent ?? "",
    })),
  );
  const today = rows.slice(0, 3);
  const older = rows.slice(3);
  expect(today.map((r) => r.href).sort()).toEqual(
    [`/note/${ids.biology}`, `/quiz/${ids.biologyQuiz}`, `/flashcard-study/${ids.biology}`].sort(),
  );
  expect(older.map((r) => r.href).sort()).toEqual(
    [`/quiz/${ids.physicsQuiz}`, "/flashcard-study/due"].sort(),
  );
  for (const row of today) expect(row.time).toMatch(/^(Just now|\d+ minutes? ago)$/);
  for (const row of older) expect(row.time).not.toMatch(/ago|Just now/);
  const byHref = (href: string) => rows.find((r) => r.href === href)?.text ?? "";
  expect(byHref(`/quiz/${ids.biologyQuiz}`)).toContain("Quiz: Cell biology");
  expect(byHref(`/quiz/${ids.biologyQuiz}`)).toContain("Score 60%");
  expect(byHref(`/quiz/${ids.physicsQuiz}`)).toContain("Score 80%");
  expect(byHref(`/flashcard-study/${ids.biology}`)).toContain("Cell biology");
  expect(byHref(`/flashcard-study/${ids.biology}`)).toContain("5 cards studied");
  expect(byHref("/flashcard-study/due")).toContain("Due cards");
  expect(byHref(`/note/${ids.biology}`)).toContain("Cell biologyNote");

  // Today's goals count real activity; the custom one keeps its own value.
  await expect(goalRows(page)).toHaveCount(3);
  const goal = (title: string) => goalRows(page).filter({ hasText: title });
  await expect(goal("Daily study: 30 minutes")).toContainText("30 of 30 minutes");
  await expect(goal("Daily study: 30 minutes")).toContainText("Completed");
  await expect(goal("Daily quizzes: 2 quizzes")).toContainText("1 of 2 quizzes");
  await expect(goal("Daily quizzes: 2 quizzes")).not.toContainText("Completed");
  await expect(goal("Daily quizzes: 2 quizzes").getByRole("progressbar")).toHaveAttribute(
    "aria-valuenow",
    "50",
  );
  await expect(goal("Read chapters")).toContainText("4 of 10 items");

  await captureScreens(page, "home-history");

  await items.filter({ hasText: "Score 80%" }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${ids.physicsQuiz}$`));
  await page.goBack();
  await page.getByRole("link", { name: "Review now" }).click();
  await expect(page).toHaveURL(/\/flashcard-study\/due$/);
});

test("offline, home shows the last data with the offline notice, and goals cannot be set", async ({
  page,
  context,
  request,
}) => {
  await signedInNewStudent(page, request);
  await seedNotes(page, [{ title: "Vectors", content: "Magnitude and direction." }]);
  await page.reload();
  await expect(stat(page, "notes-created")).toHaveText("1");
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("offline-data-notice")).toContainText(
    /You are offline\. Showing what was saved at .+\./,
  );
  await expect(stat(page, "notes-created")).toHaveText("1");
  await expect(page.getByTestId("recent-activity")).toContainText("Vectors");
  await expect(page.getByRole("button", { name: "Set Your Goals" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Set Your Goals" })).toHaveAccessibleDescription(
    "You are offline. Goals can be set once you are back online.",
  );
  await expectNoSeriousA11yViolations(page);

  // Nothing kept (past the 5 minutes, or never loaded): the notice says a connection is needed, with neutral
  // figures rather than a blank screen (spec 1 §8).
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith("lectern:online:")) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByTestId("offline-data-notice")).toHaveText(
    "You are offline. This needs an internet connection.",
  );
  await expect(stat(page, "notes-created")).toHaveText("0");
  await expect(page.getByTestId("home-load-failed")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Set Your Goals" })).toBeDisabled();
  await context.setOffline(false);
});

test("while loading home shows skeletons; a failed load shows neutral figures and a Retry that brings the data", async ({
  page,
  request,
}) => {
  await signedInNewStudent(page, request);
  await seedNotes(page, [{ title: "Vectors", content: "Magnitude and direction." }]);
  // The first answer is held until the loading state has been looked at; then every try fails.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  await page.route("**/api/home?*", async (route) => {
    if (calls++ === 0) await held;
    await route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Server error"}' });
  });
  // nothing kept on the device either (the sign-in visit kept its answer): neutral defaults, spec 1 §8
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith("lectern:online:")) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByTestId("stat-notes-created").getByTestId("home-skeleton")).toBeVisible();
  await expect(page.getByTestId("recent-activity").getByTestId("home-skeleton").first()).toBeVisible();
  await expect(page.getByTestId("todays-goals").getByTestId("home-skeleton").first()).toBeVisible();
  await captureScreens(page, "home-loading");
  release();

  await expect(page.getByTestId("home-load-failed")).toContainText("Could not load your latest activity.", {
    timeout: 20_000,
  });
  await expect(stat(page, "notes-created")).toHaveText("0");
  await expect(page.getByTestId("recent-activity")).toContainText("No recent activity found");
  await expect(page.getByTestId("home-skeleton")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.unroute("**/api/home?*");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(stat(page, "notes-created")).toHaveText("1");
  await expect(page.getByTestId("home-load-failed")).toHaveCount(0);
});
