import { expectNoSeriousA11yViolations } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  errorPanel,
  expect,
  fakeWords,
  liveText,
  openRecording,
  test,
  timeline,
  timer,
  transcriptText,
} from "./support/recording-support.ts";

// Issue 7 Deliver 2 and 4: the recorder (fake microphone playing espeak-ng speech, fake speech engine), live mode,
// and the transcript: edit, timeline, Save as Note, Clear All (spec 1 §2, §4, §5).

const seconds = (mmss: string) => {
  const [m, s] = mmss.split(":").map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test("record, pause and resume, stop: the whole recording is transcribed with segments and a timeline", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openRecording(page, request);
  await expect(page.getByText("Record or upload audio and its transcript appears here.")).toBeVisible();
  await expect(timer(page)).toHaveText("00:00");

  await page.getByRole("button", { name: "Record", exact: true }).click();
  await expect(page.getByTestId("recorder-state")).toHaveText("Recording");
  await expect(timer(page)).toHaveText("00:02", { timeout: 5000 });
  // The meter moves with the speech.
  await expect
    .poll(async () => Number(await page.getByTestId("input-level").getAttribute("value")))
    .toBeGreaterThan(0);

  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByTestId("recorder-state")).toHaveText("Paused");
  const paused = await timer(page).textContent();
  await page.waitForTimeout(2500);
  await expect(timer(page)).toHaveText(paused as string);
  await expect(page.getByTestId("input-level")).toHaveAttribute("value", "0");

  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByTestId("recorder-state")).toHaveText("Recording");
  await expect(timer(page)).toHaveText(`00:0${seconds(paused as string) + 2}`, { timeout: 5000 });
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByTestId("recorder-state")).toHaveText("Stopped");

  await expect(transcriptText(page)).toBeVisible({ timeout: 20_000 });
  const words = fakeWords((await transcriptText(page).textContent()) ?? "");
  expect(words.length).toBeGreaterThan(1);
  expect(words[0]).toMatch(/^w[01][abc]$/);
  await expect(timeline(page)).toHaveCount(Math.min(10, words.length));
  await expect(timeline(page).first()).toContainText(/00:0\d–00:0\d/);
});
