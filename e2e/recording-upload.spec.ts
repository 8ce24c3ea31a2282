import type { Page } from "@playwright/test";
import { startFakeTranscriber } from "../apps/server/test/fake-transcriber.ts";
import { expectNoSeriousA11yViolations } from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import { durationOf } from "./support/audio-fixtures.ts";
import {
  errorPanel,
  expect,
  fakeWords,
  openRecording,
  test,
  timeline,
  transcriptText,
} from "./support/recording-support.ts";
import { startSecondServer } from "./support/second-server.ts";

// Issue 7 Deliver 3: upload of each accepted type (made with sox/ffmpeg), a wrong type, a too-large file, a
// corrupt file and a too-short one; chunked transcription with progress and Cancel (spec 1 §2, §5, §9).

const fileInput = (page: Page) => page.getByTestId("audio-file-input");
const uploadButton = (page: Page) => page.getByRole("button", { name: "Upload File", exact: true });
const segmentItems = (page: Page) => page.getByRole("list", { name: /^All segments/ }).getByRole("listitem");

/** The number in each fake word: the second of the transcript's audio it was heard at. */
const secondsOf = (text: string | null) => fakeWords(text ?? "").map((w) => Number(w.slice(1, -1)));

test("WAV, MP3, M4A, WebM and OGG uploads are transcribed in turn, each after the audio before it", async ({
  page,
  request,
  audio,
}) => {
  test.setTimeout(120_000);
  await openRecording(page, request);
  const lecture = durationOf(audio.wav);
  let before: number[] = [];
  for (const [i, file] of [audio.wav, audio.mp3, audio.m4a, audio.webm, audio.ogg].entries()) {
    await fileInput(page).setInputFiles(file);
    await expect(errorPanel(page)).toHaveCount(0);
    await expect
      .poll(async () => secondsOf(await transcriptText(page).textContent()).length, {
        timeout: 30_000,
        message: file,
      })
      .toBeGreaterThan(before.length);
    await expect(uploadButton(page)).toBeEnabled();
    const now = secondsOf(await transcriptText(page).textContent());
    const added = now.slice(before.length);
    expect(now.slice(0, before.length), file).toEqual(before);
    // This file's words start where the audio before it ended (the fake engine names the absolute second).
    expect(added[0], file).toBeGreaterThanOrEqual(Math.floor(i * lecture) - 1);
    expect(added[0], file).toBeLessThanOrEqual(Math.ceil(i * lecture) + 1);
    expect(added.at(-1), file).toBeLessThanOrEqual(Math.ceil((i + 1) * lecture) + 1);
    expect(added.length, file).toBeGreaterThan(lecture / 2);
    before = now;
  }
  await expect(timeline(page)).toHaveCount(10);
  await page.getByText(/^All segments \(\d+\)$/).click();
  await expect(segmentItems(page)).toHaveCount(before.length);
});

test("a wrong type, a file of 100MB or more, a corrupt file and a too-short file each get their message", async ({
  page,
  request,
  audio,
}) => {
  test.setTimeout(90_000);
  await openRecording(page, request);
  const cases: Array<[string, string]> = [
    [audio.wrongType, "Please select a valid audio file (WAV, MP3, M4A, WebM, OGG)"],
    [audio.tooLarge, "File size must be less than 100MB"],
    [audio.corrupt, "Failed to process audio file"],
    [audio.tooShort, "The audio is too short to transcribe. Please use at least 1 second of audio."],
  ];
  for (const [file, message] of cases) {
    await fileInput(page).setInputFiles(file);
    await expect(errorPanel(page), file).toContainText("Error");
    await expect(errorPanel(page), file).toContainText(message, { timeout: 20_000 });
    await expect(transcriptText(page)).toHaveCount(0);
    await expect(uploadButton(page)).toBeEnabled();
    if (file === audio.corrupt) await captureScreens(page, "recording-upload-error");
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(errorPanel(page)).toHaveCount(0);
  }
  // After all that, a good file still goes through.
  await fileInput(page).setInputFiles(audio.mp3);
  await expect(transcriptText(page)).toContainText(/\bw0[abc]\b/, { timeout: 30_000 });
});

test("a long upload shows its progress and Cancel stops it, leaving the transcript as it was", async ({
  page,
  request,
  audio,
}) => {
  test.setTimeout(90_000);
  // 2.5 s per 30-second chunk: about 10 s for the whole file, time enough to watch it and cancel.
  await openRecording(page, request, { delayMs: 2500 });
  await fileInput(page).setInputFiles(audio.long);
  const progress = page.getByRole("progressbar", { name: "Transcription progress" });
  await expect(page.getByText("Transcribing long-lecture.ogg…")).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(uploadButton(page)).toBeDisabled();
  await expect(page.getByRole("button", { name: "Record", exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Transcription cancelled")).toBeVisible();
  await expect(progress).toHaveCount(0);
  await expect(transcriptText(page)).toHaveCount(0);
  await expect(uploadButton(page)).toBeEnabled();

  // Uploaded again and left alone, the whole file comes through, chunk after chunk, up to its last second.
  const startedAt = Date.now();
  await fileInput(page).setInputFiles(audio.long);
  await expect(progress).toHaveCount(0, { timeout: 60_000 });
  const tookSeconds = (Date.now() - startedAt) / 1000;
  test.info().annotations.push({
    type: "figure",
    description: `${Math.round(durationOf(audio.long))} s OGG decoded and transcribed (fake engine, 2.5 s per chunk) in ${tookSeconds.toFixed(1)} s`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  const words = secondsOf(await transcriptText(page).textContent());
  const length = durationOf(audio.long);
  expect(words.at(-1)).toBeGreaterThan(length - 3);
  expect(words.length).toBeGreaterThan(length / 2);
  // Times rise across the 30-second chunk edges: each chunk was transcribed at its own offset.
  expect(words.every((second, i) => i === 0 || second > (words[i - 1] as number))).toBe(true);
  for (const edge of [30, 60, 90]) expect(words.some((w) => w >= edge && w < edge + 5)).toBe(true);
});

test("with a transcription service on the server, the upload offers it; either engine continues the transcript", async ({
  browser,
  request,
  audio,
}) => {
  test.setTimeout(180_000);
  const transcriber = await startFakeTranscriber();
  const server = await startSecondServer({ TRANSCRIBE_BASE_URL: transcriber.url });
  const context = await browser.newContext({ baseURL: server.url });
  const shared = process.env.E2E_BASE_URL;
  try {
    // The account is made on the second server (createVerifiedUser signs up at E2E_BASE_URL).
    process.env.E2E_BASE_URL = server.url;
    const page = await context.newPage();
    await openRecording(page, request);
    const onDevice = page.getByRole("radio", { name: "This device" });
    const onServer = page.getByRole("radio", { name: "Server (faster for long lectures)" });
    await expect(onDevice).toBeChecked();

    // First on this device: the fake engine's words from second 0 on.
    await fileInput(page).setInputFiles(audio.mp3);
    await expect(transcriptText(page)).toContainText(/^w0[abc]\b/, { timeout: 30_000 });
    const deviceWords = fakeWords((await transcriptText(page).textContent()) ?? "").length;
    expect(transcriber.calls).toHaveLength(0);

    // Then on the server: its segments follow, timed after the first file's audio.
    await onServer.check();
    await fileInput(page).setInputFiles(audio.mp3);
    await expect(transcriptText(page)).toContainText("Segment 1.", { timeout: 30_000 });
    expect(transcriber.calls).toHaveLength(1);
    expect(transcriber.calls[0]?.file?.name).toBe("lecture.mp3");
    expect(fakeWords((await transcriptText(page).textContent()) ?? "")).toHaveLength(deviceWords);
    await page.getByText(/^All segments \(\d+\)$/).click();
    const firstFromServer = segmentItems(page).filter({ hasText: "Segment 1." });
    const offset = Math.floor(durationOf(audio.mp3));
    await expect(firstFromServer).toContainText(`00:${String(offset).padStart(2, "0")}–`);
    await expect(timeline(page).last()).toContainText(/Segment \d+\./);
    await expectNoSeriousA11yViolations(page);
  } finally {
    process.env.E2E_BASE_URL = shared;
    await context.close();
    await server.close();
    await transcriber.close();
  }
});
