import fs from "node:fs";
import type { Page } from "@playwright/test";
import {
  createVerifiedUser,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughUi,
  test,
} from "./fixtures.ts";
import { captureScreens } from "./screens.ts";
import {
  audioState,
  callStore,
  keepAudioOnDevice,
  LECTURE_SEGMENTS,
  landsAt,
  lectureWebm,
  opfsAudioFiles,
  seedRecordingNote,
  segmentButton,
  webmLayout,
} from "./support/lecture-audio.ts";

type StoredAudio = {
  id: string;
  fileName: string;
  bytes: number;
  seconds: number | null;
  finished: boolean;
  noteId: string | null;
};

// Issue 23 §1, §2, §5: a recording note's audio kept in OPFS, replayed from its transcript's segments, exported as
// subtitles and text, listed in Settings, and deleted with the note; another device only hears that it is elsewhere.

const KEPT_ONLY_HERE = "The audio is kept only on the device it was recorded on.";

async function download(page: Page, item: string): Promise<{ name: string; path: string }> {
  await page.getByRole("button", { name: "Export" }).click();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: item }).click(),
  ]);
  return { name: file.suggestedFilename(), path: (await file.path()) as string };
}

test("replay a kept lecture from its segments, export its transcript, then delete the note and its audio", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const noteId = await seedRecordingNote(page, "Cell biology: lecture 1", LECTURE_SEGMENTS);
  const webm = lectureWebm();
  const audioId = await keepAudioOnDevice(page, webm, noteId, 105);
  // One media file and one sidecar. The media is what was recorded, made seekable when it finished: its clusters
  // as they came, behind a seek index (Cues) — so within a few percent of the recorded size.
  const files = await opfsAudioFiles(page);
  expect(files.map((f) => f.name.split("/")[1]).sort()).toEqual([`${audioId}.audio`, `${audioId}.json`]);
  const media = files.find((f) => f.name.endsWith(".audio"));
  expect(Math.abs((media?.size ?? 0) - fs.statSync(webm).size)).toBeLessThan(fs.statSync(webm).size * 0.02);
  const layout = await webmLayout(page, media?.name as string);
  expect(layout.cues).toBeGreaterThan(0);
  expect(layout.cues).toBeLessThan(layout.cluster);

  await page.goto(`/note/${noteId}`);
  const player = page.getByRole("region", { name: "Lecture audio" });
  await expect(player.getByRole("button", { name: "Play", exact: true })).toBeEnabled();
  await expect(page.getByTestId("lecture-segment")).toHaveCount(LECTURE_SEGMENTS.length);

  // Clicking a segment plays from its start (the acceptance: currentTime lands at the start ±0.5 s) and marks it as
  // the one being played.
  await expect(landsAt(page, () => segmentButton(page, 3).click())).resolves.toBeCloseTo(62.5, 0);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await expect(segmentButton(page, 3)).toHaveAttribute("aria-current", "true");
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(63);
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();

  // Speed, then the keyboard: J goes back 10 s into the segment before, Space pauses.
  await player.getByLabel("Playback speed").selectOption("1.5");
  await expect.poll(async () => (await audioState(page)).playbackRate).toBe(1.5);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("j");
  await expect.poll(async () => (await audioState(page)).currentTime).toBeLessThan(58.5);
  await expect(segmentButton(page, 2)).toHaveAttribute("aria-current", "true");
  await page.keyboard.press(" ");
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);

  // Another segment while paused: it starts from there.
  await expect(landsAt(page, () => segmentButton(page, 1).click())).resolves.toBeCloseTo(20, 0);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  await player.getByRole("button", { name: "Pause" }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);

  await captureScreens(page, "lecture-audio-replay");

  // Exports (issue 23 §5).
  const vtt = await download(page, "Transcript as WebVTT subtitles");
  expect(vtt.name).toBe("Cell_biology_lecture_1.vtt");
  expect(fs.readFileSync(vtt.path, "utf8")).toBe(
    [
      "WEBVTT",
      "",
      "1\n00:00:00.000 --> 00:00:18.250\nToday we look at the cell.\n",
      "2\n00:00:20.000 --> 00:00:38.500\nThe mitochondria is the powerhouse of the cell.\n",
      "3\n00:00:40.000 --> 00:00:58.000\nPhotosynthesis turns light into chemical energy.\n",
      "4\n00:01:02.500 --> 00:01:20.000\nRibosomes make proteins.\n",
      "5\n00:01:22.000 --> 00:01:40.000\nQuestions &amp; answers &lt;end&gt;.\n",
      "",
    ].join("\n"),
  );
  const srt = fs.readFileSync((await download(page, "Transcript as SRT subtitles")).path, "utf8");
  expect(srt.startsWith("1\n00:00:00,000 --> 00:00:18,250\nToday we look at the cell.\n\n2\n")).toBe(true);
  expect(srt).toContain("\n\n4\n00:01:02,500 --> 00:01:20,000\nRibosomes make proteins.\n\n");
  expect(srt).toContain("5\n00:01:22,000 --> 00:01:40,000\nQuestions & answers <end>.\n");
  const text = await download(page, "Transcript as text with timestamps");
  expect(text.name).toBe("Cell_biology_lecture_1_transcript.txt");
  expect(fs.readFileSync(text.path, "utf8").split("\n").slice(0, 4)).toEqual([
    "[0:00] Today we look at the cell.",
    "[0:20] The mitochondria is the powerhouse of the cell.",
    "[0:40] Photosynthesis turns light into chemical energy.",
    "[1:02] Ribosomes make proteins.",
  ]);
  const audio = await download(page, "Download the audio");
  expect(audio.name).toMatch(/^recording-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.webm$/);
  // The kept file itself (the seekable one on the device), not a copy made for the download.
  const downloaded = fs.readFileSync(audio.path);
  expect(downloaded.length).toBe(media?.size);
  expect(downloaded.indexOf(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(layout.cues);

  // Settings lists it under the note's title with its duration and size.
  await page.goto("/settings");
  const storage = page.getByRole("region", { name: "Storage used" });
  await expect(storage.getByTestId("audio-storage-row")).toHaveCount(1);
  await expect(storage.getByTestId("audio-storage-row")).toContainText("Cell biology: lecture 1");
  await expect(storage.getByTestId("audio-storage-row")).toContainText("01:45");
  await expect(storage.getByTestId("audio-storage-total")).toContainText(
    "MB of lecture audio on this device",
  );

  // Deleting the note deletes its audio from OPFS.
  await page.goto(`/note/${noteId}`);
  await page.getByRole("button", { name: "Delete" }).first().click();
  await page.getByRole("dialog", { name: "Delete note?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Note deleted successfully")).toBeVisible();
  await expect.poll(() => opfsAudioFiles(page)).toEqual([]);
});

test("another device of the same student is told the audio stays on the recording device", async ({
  page,
  browser,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const noteId = await seedRecordingNote(page, "Kept elsewhere", LECTURE_SEGMENTS.slice(0, 2));
  await keepAudioOnDevice(page, lectureWebm(), noteId, 105);

  const phoneContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const phone = await phoneContext.newPage();
    await signInThroughUi(phone, user);
    await phone.goto(`/note/${noteId}`);
    const player = phone.getByRole("region", { name: "Lecture audio" });
    await expect(player.getByTestId("lecture-audio-missing")).toHaveText(KEPT_ONLY_HERE);
    await expect(player.getByRole("button", { name: "Play", exact: true })).toHaveCount(0);
    // The transcript is still there to read, without play buttons.
    await expect(player.getByText("The mitochondria is the powerhouse of the cell.")).toBeVisible();
    await expect(player.getByTestId("lecture-segment")).toHaveCount(0);
    await expectNoSeriousA11yViolations(phone);
  } finally {
    await phoneContext.close();
  }
  // The recording device still plays it.
  await page.goto(`/note/${noteId}`);
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeEnabled();
});

test("Settings deletes a kept recording after asking, and one not saved into a note is listed too", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const id = await keepAudioOnDevice(page, lectureWebm(), null, 105);
  await page.goto("/settings");
  const storage = page.getByRole("region", { name: "Storage used" });
  const row = storage.getByTestId("audio-storage-row");
  await expect(row).toContainText("Not saved into a note");
  await captureScreens(page, "audio-storage-settings");
  await row.getByRole("button", { name: "Delete the audio of Not saved into a note" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this audio?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await opfsAudioFiles(page)).map((f) => f.name.split("/")[1])).toContain(`${id}.audio`);
  await row.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(storage.getByText("No lecture audio is kept on this device.")).toBeVisible();
  await expect.poll(() => opfsAudioFiles(page)).toEqual([]);
});

test("the store in Chromium: a recording cut off by a reload is found, recovered with its length, and plays", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  // As a recorder writes it: no duration in the file, and never finished (the tab went away mid-recording).
  const live = lectureWebm({ live: true });
  const id = await keepAudioOnDevice(page, live, null, null);
  await page.reload();
  const unfinished = await callStore<StoredAudio[]>(page, "listUnfinishedRecordings");
  expect(unfinished.map((a) => [a.id, a.finished, a.seconds, a.bytes])).toEqual([
    [id, false, null, fs.statSync(live).size],
  ]);
  const recovered = await callStore<StoredAudio>(page, "recoverRecording", id);
  expect(recovered.finished).toBe(true);
  // Recovery made it seekable: a seek index (Cues) and a Duration were added, so it grew a little.
  expect(recovered.bytes).toBeGreaterThan(fs.statSync(live).size);
  // The length is read from the Duration the rewrite wrote (~105 s of speech).
  expect(recovered.seconds).toBeGreaterThan(100);
  expect(recovered.seconds).toBeLessThan(110);
  expect(await callStore<StoredAudio[]>(page, "listUnfinishedRecordings")).toEqual([]);
  const file = await callStore<{ size: number; type: string; name: string }>(page, "readAudioFile", id);
  expect(file).toEqual({
    size: recovered.bytes,
    type: "audio/webm;codecs=opus",
    name: recovered.fileName,
  });

  // Saved into a note it plays from a segment like any other.
  const noteId = await seedRecordingNote(page, "Recovered lecture", LECTURE_SEGMENTS);
  await callStore(page, "updateAudio", id, { noteId });
  await page.goto(`/note/${noteId}`);
  await expect(landsAt(page, () => segmentButton(page, 2).click())).resolves.toBeCloseTo(40, 0);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);

  // Aborting a recording leaves nothing behind; an unknown id is refused, not guessed.
  await callStore(page, "deleteAudio", id);
  const aborted = await page.evaluate(async () => {
    type Writer = { id: string; append(b: Blob): Promise<void>; abort(): Promise<void> };
    type Store = { startRecordingFile(o: { mimeType: string; startedAt: Date }): Promise<Writer> };
    const store = (globalThis as unknown as { __lecternAudioStore: Store }).__lecternAudioStore;
    const writer = await store.startRecordingFile({ mimeType: "audio/webm", startedAt: new Date() });
    await writer.append(new Blob([new Uint8Array(1000)]));
    await writer.abort();
    return writer.id;
  });
  expect(aborted).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => opfsAudioFiles(page)).toEqual([]);
  await expect(callStore(page, "readAudioFile", crypto.randomUUID())).rejects.toThrow("No audio");
  await expect(callStore(page, "readAudioFile", "../x")).rejects.toThrow("Not a recording id");
});

test("a transcript joining two recordings plays the part that holds the clicked time", async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  const second = LECTURE_SEGMENTS.map((s) => ({
    text: `Part two: ${s.text}`,
    timestamp: [s.timestamp[0] + 120, s.timestamp[1] + 120] as [number, number],
  }));
  const noteId = await seedRecordingNote(page, "Two recordings", [...LECTURE_SEGMENTS, ...second]);
  const webm = lectureWebm();
  // Saved out of order on purpose: the note's parts are ordered by where they start on the timeline.
  const later = await keepAudioOnDevice(page, webm, noteId, 105, 120);
  const first = await keepAudioOnDevice(page, webm, noteId, 105, 0);
  expect((await callStore<StoredAudio[]>(page, "audioOfNote", noteId)).map((a) => a.id)).toEqual([
    first,
    later,
  ]);

  await page.goto(`/note/${noteId}`);
  const element = page.getByTestId("lecture-audio-element");
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeEnabled();
  const firstSrc = await element.getAttribute("src");
  // 140 s on the timeline is 20 s into the second recording.
  await expect(landsAt(page, () => segmentButton(page, 6).click())).resolves.toBeCloseTo(20, 0);
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);
  expect(await element.getAttribute("src")).not.toBe(firstSrc);
  // The first recording's Blob URL was revoked when the player moved on (no file kept reachable for nothing).
  // (A media element is the reader: the app's CSP lets media, not fetch, read blob: URLs.)
  const reachable = (url: string | null) =>
    page.evaluate(
      (u) =>
        new Promise<string>((resolve) => {
          const probe = new Audio();
          probe.onloadedmetadata = () => resolve("open");
          probe.onerror = () => resolve("revoked");
          probe.src = u as string;
        }),
      url,
    );
  expect(await reachable(firstSrc)).toBe("revoked");
  await expect(segmentButton(page, 6)).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("lecture-audio-time")).toContainText("2:2");
  // And back into the first one.
  await expect(landsAt(page, () => segmentButton(page, 1).click())).resolves.toBeCloseTo(20, 0);
  await expect(segmentButton(page, 1)).toHaveAttribute("aria-current", "true");
  expect(await reachable(await element.getAttribute("src"))).toBe("open");
});
