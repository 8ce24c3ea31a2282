import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  errorPanel,
  expect,
  FAKE_UI_ARG,
  fakeWords,
  liveText,
  openRecording,
  test,
  timeline,
  timer,
  transcriptText,
} from "./support/recording-support.ts";

// Issue 7 Deliver 2 and 4: the recorder (a fake microphone playing espeak-ng speech, the fake speech engine),
// live mode, and the transcript: edit, timeline, Save as Note, Clear All (spec 1 §2, §4, §5).

const seconds = (mmss: string | null) => {
  const [m, s] = (mmss ?? "").split(":").map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};
const state = (page: Page) => page.getByTestId("recorder-state");
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
/** Seconds of microphone audio the recorder's input has been handed so far, paused or not (e2e builds' hook). */
const heardSeconds = (page: Page) =>
  page.evaluate(() => {
    const heard = (globalThis as { __lecternHeardSeconds?: () => number }).__lecternHeardSeconds;
    if (!heard) throw new Error("No audio input hook: the e2e build (vite --mode e2e) is needed.");
    return heard();
  });
const mmss = (total: number) => `00:${String(total).padStart(2, "0")}`;

/**
 * Every value the timer shows from now on, in order, seen by a MutationObserver in the page: a check on the
 * list misses none, where polling the text can step over a second that showed for less than a poll's interval.
 */
async function watchTimer(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const element = document.querySelector('[role="timer"]');
    if (!element) throw new Error("No timer on the page.");
    const shown: string[] = [];
    const record = () => {
      const text = element.textContent ?? "";
      if (shown.at(-1) !== text) shown.push(text);
    };
    new MutationObserver(record).observe(element, { childList: true, characterData: true, subtree: true });
    Object.assign(globalThis, { __timerShown: shown });
  });
  return () => page.evaluate(() => [...((globalThis as { __timerShown?: string[] }).__timerShown ?? [])]);
}

test("record, pause (the timer stops), resume, stop: the whole recording is transcribed with a timeline", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openRecording(page, request);
  await expect(page.getByText("Record or upload audio and its transcript appears here.")).toBeVisible();
  await expect(timer(page)).toHaveText("00:00");
  await expect(page.getByText("Model not ready. Please wait for it to load.")).toHaveCount(0);

  const shown = await watchTimer(page);
  await button(page, "Record").click();
  await expect(state(page)).toHaveText("Recording");
  await expect.poll(shown, { timeout: 5000 }).toContain("00:02");
  // The meter moves with the speech.
  await expect
    .poll(async () => Number(await page.getByTestId("input-level").getAttribute("value")))
    .toBeGreaterThan(0);
  // Upload waits while a recording runs.
  await expect(button(page, "Upload File")).toBeDisabled();

  await button(page, "Pause").click();
  await expect(state(page)).toHaveText("Paused");
  const paused = (await timer(page).textContent()) as string;
  const shownAtPause = (await shown()).length;
  // Paused, the microphone still plays: wait until three more seconds of it have reached the page (the audio
  // input's count, an event of the audio clock, not a guessed sleep). Over those seconds a clock that did not
  // stop would have moved the display on by at least two, or would jump by them on resume (checked below).
  const heardAtPause = await heardSeconds(page);
  await expect.poll(() => heardSeconds(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(heardAtPause + 3);
  await expect(timer(page)).toHaveText(paused);
  expect((await shown()).slice(shownAtPause)).toEqual([]);
  await expect(page.getByTestId("input-level")).toHaveAttribute("value", "0");

  await button(page, "Resume").click();
  await expect(state(page)).toHaveText("Recording");
  await expect.poll(shown, { timeout: 5000 }).toContain(mmss(seconds(paused) + 2));
  // It counts on from where it stood: the first second shown after Resume is the next one (a second of slack for
  // a busy page), where a clock that ran on while paused jumps by the three paused seconds or more.
  const firstAfterResume = seconds((await shown())[shownAtPause] ?? null);
  expect(firstAfterResume).toBeGreaterThan(seconds(paused));
  expect(firstAfterResume).toBeLessThanOrEqual(seconds(paused) + 2);
  await button(page, "Stop").click();
  await expect(state(page)).toHaveText("Stopped");
  const recorded = seconds(await timer(page).textContent());

  await expect(transcriptText(page)).toBeVisible({ timeout: 20_000 });
  const words = fakeWords((await transcriptText(page).textContent()) ?? "");
  // One word per spoken second of the recording (pauses left out): the paused seconds are not in it.
  expect(words.length).toBeGreaterThan(1);
  expect(words.length).toBeLessThanOrEqual(recorded + 1);
  expect(words[0]).toMatch(/^w[01][abc]$/);
  await expect(timeline(page)).toHaveCount(Math.min(10, words.length));
  await expect(timeline(page).first()).toContainText(/00:0\d–00:0\d/);
  await expect(button(page, "Upload File")).toBeEnabled();
});

test("live mode appends every 10 s without duplicates; stop, edit (cancel, save), Save as Note, and it is in /notes", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await openRecording(page, request);
  await page.getByRole("checkbox", { name: "Live transcription" }).check();
  await button(page, "Record").click();
  const startedAt = Date.now();

  // First turn after 10 s: the last 10 one-second slices.
  await expect(liveText(page)).toBeVisible({ timeout: 15_000 });
  const firstAt = Date.now() - startedAt;
  const first = fakeWords((await liveText(page).textContent()) ?? "");
  expect(first.length).toBeGreaterThan(3);
  expect(first.length).toBeLessThanOrEqual(10);
  // Second turn 10 s later: appended after the first, no word twice.
  await expect
    .poll(async () => fakeWords((await liveText(page).textContent()) ?? "").length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(first.length);
  const secondAt = Date.now() - startedAt;
  const second = fakeWords((await liveText(page).textContent()) ?? "");
  expect(firstAt).toBeGreaterThan(9_000);
  expect(secondAt - firstAt).toBeGreaterThan(7_000);
  expect(secondAt - firstAt).toBeLessThan(14_000);
  expect(second.slice(0, first.length)).toEqual(first);
  expect(new Set(second).size).toBe(second.length);
  // Every word belongs to a later second than the one before it.
  const secondsOf = second.map((w) => Number(w.slice(1, -1)));
  expect(secondsOf).toEqual([...secondsOf].sort((a, b) => a - b));
  expect(secondsOf.at(-1)).toBeGreaterThanOrEqual(15);

  // Record on to 24 s by the recorder's own clock (three live turns' worth of audio), then stop.
  await expect
    .poll(async () => seconds(await timer(page).textContent()), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(24);
  await button(page, "Stop").click();
  await expect(transcriptText(page)).toBeVisible({ timeout: 30_000 });
  // The whole recording's transcript replaces the live text.
  await expect(liveText(page)).toHaveCount(0);
  const words = fakeWords((await transcriptText(page).textContent()) ?? "");
  expect(words.length).toBeGreaterThanOrEqual(second.length);
  expect(new Set(words).size).toBe(words.length);
  await expect(timeline(page)).toHaveCount(10);
  await page.getByText(/^All segments \(\d+\)$/).click();
  await expect(page.getByRole("list", { name: /^All segments/ }).getByRole("listitem")).toHaveCount(
    words.length,
  );

  // Edit: cancel discards, save replaces.
  const original = (await transcriptText(page).textContent()) as string;
  await button(page, "Edit").click();
  const editor = page.getByRole("textbox", { name: "Transcript text" });
  await expect(editor).toHaveValue(original);
  await expect(editor).toBeFocused();
  // Nothing else changes the transcript while it is edited.
  await expect(button(page, "Record")).toBeDisabled();
  await expect(button(page, "Upload File")).toBeDisabled();
  await expect(button(page, "Save as Note")).toBeDisabled();
  await editor.fill("Thrown away");
  await button(page, "Cancel").click();
  await expect(transcriptText(page)).toHaveText(original);
  await button(page, "Edit").click();
  const edited = `Cell lecture. ${original}`;
  await editor.fill(edited);
  await button(page, "Save").click();
  await expect(transcriptText(page)).toHaveText(edited);

  await button(page, "Save as Note").click();
  await expect(page).toHaveURL(/\/note-editor\/new$/);
  const title = page.getByLabel("Title");
  await expect(title).toHaveValue(/^Lecture recording \d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel("Content")).toHaveValue(edited);
  const noteTitle = `Cell lecture ${Date.now().toString(36)}`;
  await title.fill(noteTitle);
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Note saved successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/notes$/);
  const card = page
    .getByRole("list", { name: "Your notes" })
    .getByRole("listitem")
    .filter({ hasText: noteTitle });
  await expect(card).toBeVisible();
  // The card shows the recording's length (spec 1 §2).
  await expect(card).toContainText(/00:2\d/);
});

test("Save as Note with nothing transcribed says so; Clear All asks first; the screen works from the keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openRecording(page, request);
  await button(page, "Save as Note").click();
  await expect(errorPanel(page)).toContainText("Error");
  await expect(errorPanel(page)).toContainText(
    "No transcription available to save. Please record some audio first.",
  );
  await expect(page).toHaveURL(/\/recording$/);
  await button(page, "Dismiss").click();
  await expect(errorPanel(page)).toHaveCount(0);

  // Keyboard only: the live toggle with Space, Record and Stop with Enter.
  const live = page.getByRole("checkbox", { name: "Live transcription" });
  await live.focus();
  await page.keyboard.press("Space");
  await expect(live).toBeChecked();
  await page.keyboard.press("Space");
  await expect(live).not.toBeChecked();
  await button(page, "Record").focus();
  await page.keyboard.press("Enter");
  await expect(state(page)).toHaveText("Recording");
  await expect(timer(page)).toHaveText("00:03", { timeout: 6000 });
  await captureScreens(page, "recording-under-way");
  await button(page, "Stop").focus();
  await page.keyboard.press("Enter");
  await expect(transcriptText(page)).toBeVisible({ timeout: 20_000 });

  const speakerLabels = page.getByRole("checkbox", { name: "Enable speaker labels" });
  await expect(page.getByText("Experimental", { exact: true })).toBeVisible();
  await speakerLabels.focus();
  await page.keyboard.press("Space");
  await expect(speakerLabels).toBeChecked();
  await captureScreens(page, "recording");

  // Clear All: the spec's question; Cancel keeps everything, confirming clears it.
  await button(page, "Clear All").focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Clear All" });
  await expect(dialog).toContainText("Are you sure you want to clear all transcription data?");
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(transcriptText(page)).toBeVisible();
  await button(page, "Clear All").click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(transcriptText(page)).toBeVisible();
  await button(page, "Clear All").click();
  await dialog.getByRole("button", { name: "Clear All" }).click();
  await expect(transcriptText(page)).toHaveCount(0);
  await expect(timeline(page)).toHaveCount(0);
  await expect(page.getByText("Record or upload audio and its transcript appears here.")).toBeVisible();
  await button(page, "Save as Note").click();
  await expect(errorPanel(page)).toContainText("No transcription available to save.");
});

test("a refused microphone shows 'Failed to access microphone' in the Error panel", async ({
  playwright,
  launchOptions,
  baseURL,
  request,
}) => {
  // Without the fake permission UI, and with nothing granted, Chromium refuses the microphone.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    args: (launchOptions.args ?? []).filter((arg) => arg !== FAKE_UI_ARG),
  });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    await openRecording(page, request);
    await button(page, "Record").click();
    await expect(errorPanel(page)).toContainText("Error");
    await expect(errorPanel(page)).toContainText("Failed to access microphone");
    await expect(state(page)).toHaveText("Ready to record");
    await expect(button(page, "Record")).toBeEnabled();
  } finally {
    await browser.close();
  }
});

test("without a model, the spec's message stays but Record and Upload File work; live mode waits (issue 23 §4)", async ({
  page,
  request,
}) => {
  await openRecording(page, request, { engine: "fake-error" });
  await expect(page.getByTestId("model-status")).toContainText("Error");
  await expect(page.getByText("Model not ready. Please wait for it to load.")).toBeVisible();
  // Recording never waits for a model: the audio is kept and transcribed later.
  await expect(button(page, "Record")).toBeEnabled();
  await expect(button(page, "Upload File")).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Live transcription" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
