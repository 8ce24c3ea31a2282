import type { Page } from "@playwright/test";
import { captureScreens } from "./screens.ts";
import { audioState, landsAt, segmentButton } from "./support/lecture-audio.ts";
import {
  audioFileNames,
  expect,
  fakeWords,
  openRecording,
  playStoredAudio,
  storedAudio,
  test,
  timer,
  transcriptText,
} from "./support/recording-support.ts";

// Issue 23 §1, §3: a recording is written to the device (OPFS) slice by slice as it is made, linked to the note
// it is saved into, and a reload mid-recording leaves a file that is offered back and plays.

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const recovery = (page: Page) => page.getByTestId("recording-recovery");

test("record 20 s and save as note: after a reload the device holds the file, linked to the note", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openRecording(page, request);
  await button(page, "Record").click();
  // Written as it records: the file grows on the device before Stop.
  await expect(timer(page)).toHaveText("00:05", { timeout: 15_000 });
  const during = await storedAudio(page);
  expect(during).toHaveLength(1);
  expect(during[0]).toMatchObject({ finished: false, noteId: null });
  await expect.poll(async () => (await storedAudio(page))[0]?.bytes ?? 0).toBeGreaterThan(0);
  await expect(timer(page)).toHaveText("00:20", { timeout: 30_000 });
  await button(page, "Stop").click();
  await expect(transcriptText(page)).toContainText(/\bw\d+[abc]\b/, { timeout: 30_000 });
  const heard = fakeWords((await transcriptText(page).textContent()) ?? "");

  await button(page, "Save as Note").click();
  await expect(page).toHaveURL(/\/note-editor\/new$/);
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page).toHaveURL(/\/notes$/);

  // A fresh page load (the store's hook comes with the recording screen's code).
  await page.goto("/recording");
  await expect.poll(async () => (await storedAudio(page))[0]?.noteId ?? null).not.toBeNull();
  // Saved and transcribed: nothing is offered back or waiting.
  await expect(page.getByTestId("recording-recovery")).toHaveCount(0);
  await expect(page.getByTestId("transcription-queue")).toHaveCount(0);
  const [kept] = await storedAudio(page);
  expect(kept).toMatchObject({ finished: true, transcribed: true, offsetSeconds: 0 });
  expect(kept?.mimeType).toMatch(/^audio\/webm/);
  expect(kept?.seconds).toBeGreaterThanOrEqual(19.5);
  expect(kept?.seconds).toBeLessThan(23);
  // Opus at the recorder's rate: tens of kilobytes a second, not a few bytes and not raw PCM.
  expect(kept?.bytes).toBeGreaterThan(20 * 1000);
  expect(kept?.bytes).toBeLessThan(20 * 200_000);
  // The id is the saved note's: its page shows the transcript heard.
  await page.goto(`/note/${kept?.noteId}`);
  await expect(page.getByText(heard[0] as string).first()).toBeVisible();
  // The viewer plays it from a clicked segment: one fake word per second ("w12a" starts at 12 s), so a segment
  // from the middle of the recording must land the audio at its own second (the acceptance: ±0.5 s).
  const segments = page.getByTestId("lecture-segment");
  await expect(segments.first()).toBeVisible();
  const texts = await segments.allTextContents();
  const index = texts.findIndex((text) => /w1[0-6][abc]$/.test(text.trim()));
  expect(index, texts.join(" | ")).toBeGreaterThan(0);
  const second = Number(/w(\d+)[abc]$/.exec((texts[index] as string).trim())?.[1]);
  await expect(landsAt(page, () => segmentButton(page, index).click())).resolves.toBeCloseTo(second, 0);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await page.goto("/recording");
  const played = await playStoredAudio(page, kept?.id as string);
  expect(played.duration).toBeGreaterThan(19);
});

test("a reload mid-recording: the recording is offered back; Recover transcribes it and the file plays", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openRecording(page, request);
  await expect(recovery(page)).toHaveCount(0);
  await button(page, "Record").click();
  await expect(timer(page)).toHaveText("00:06", { timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId("model-status")).toHaveAttribute("data-state", "ready", { timeout: 20_000 });
  await expect(recovery(page)).toContainText("Recover a recording");
  const [left] = await storedAudio(page);
  expect(left).toMatchObject({ finished: false, noteId: null, transcribed: false });
  expect(left?.bytes).toBeGreaterThan(0);
  await captureScreens(page, "recording-recovery");

  await recovery(page).getByRole("button", { name: "Recover" }).click();
  await expect(recovery(page)).toHaveCount(0);
  await expect(transcriptText(page)).toContainText(/\bw\d+[abc]\b/, { timeout: 30_000 });
  // The transcript is shown first; the recording is marked transcribed on the device right after.
  await expect.poll(async () => (await storedAudio(page))[0]?.transcribed).toBe(true);
  const [recovered] = await storedAudio(page);
  expect(recovered).toMatchObject({ id: left?.id, finished: true, transcribed: true });
  const played = await playStoredAudio(page, left?.id as string);
  expect(played.duration).toBeGreaterThan(3);
  expect(played.played).toBeGreaterThan(0.3);

  // Another one left by a reload, discarded this time: it is gone from the device.
  await button(page, "Record").click();
  await expect(timer(page)).toHaveText("00:03", { timeout: 15_000 });
  await page.reload();
  await expect(recovery(page)).toBeVisible({ timeout: 20_000 });
  await recovery(page).getByRole("button", { name: "Discard" }).click();
  await expect(recovery(page)).toHaveCount(0);
  expect((await storedAudio(page)).map((a) => a.id)).toEqual([left?.id]);
});

test("a full disk mid-recording stops it cleanly, keeps what was written and says so", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await openRecording(page, request);
  // The origin may keep only a little more than it holds now: some seconds of Opus. "Now" is once the service
  // worker's precache has stopped writing (on a busy machine it is still filling the cache at this point, and
  // would take the room meant for the recording): the usage read twice in a row, half a second apart, agrees.
  await page.evaluate(() => navigator.serviceWorker?.ready);
  let usage = -1;
  await expect
    .poll(
      async () => {
        const now = (await page.evaluate(() => navigator.storage.estimate())).usage ?? 0;
        const settled = now === usage;
        usage = now;
        return settled;
      },
      { intervals: [500], timeout: 30_000 },
    )
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Storage.overrideQuotaForOrigin", {
    origin: new URL(baseURL as string).origin,
    quotaSize: (usage ?? 0) + 400_000,
  });
  await button(page, "Record").click();
  await expect(page.getByTestId("recording-stopped")).toContainText(
    "Recording stopped: this device has no more room for audio. What was recorded so far is kept and can be transcribed.",
    { timeout: 60_000 },
  );
  await expect(page.getByTestId("recorder-state")).toHaveText("Stopped");
  // What was written is transcribed like any recording.
  await expect(transcriptText(page)).toContainText(/\bw\d+[abc]\b/, { timeout: 30_000 });
  await expect(page.getByTestId("recording-error")).toHaveCount(0);
  await expect.poll(async () => (await storedAudio(page))[0]?.transcribed).toBe(true);
  const [kept] = await storedAudio(page);
  expect(kept).toMatchObject({ finished: true, noteId: null, transcribed: true });
  expect(kept?.bytes).toBeGreaterThan(0);
  expect(kept?.seconds).toBeGreaterThan(0);
  // The room the recording held back for closing it was given back.
  expect((await audioFileNames(page)).filter((name) => name.endsWith(".room"))).toEqual([]);
  // What was written is a playable recording.
  const played = await playStoredAudio(page, kept?.id as string);
  expect(played.duration).toBeGreaterThan(0.5);
  await cdp.send("Storage.overrideQuotaForOrigin", { origin: new URL(baseURL as string).origin });
});
