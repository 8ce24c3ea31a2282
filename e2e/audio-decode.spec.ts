import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type AudioHarnessServer, startAudioHarness } from "../bench/support/chromium-audio-harness.ts";
// window.audioHarness, declared by the harness page
import type {} from "../bench/support/chromium-audio-page.ts";
import { messages } from "../packages/core/src/index.ts";

// The audio pipeline of the recording screen (issue 7) in Chromium, on its own harness page: every allowed upload
// type decodes to 16 kHz mono at the right length and pitch, in the page and in a worker; a corrupt file gives
// the spec's message; cancelling stops with an AbortError; MediaRecorder's WebM decodes whole and as a live window.

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

const SECONDS = 3;
/** Codec priming and padding add a little at the edges (MP3 ~50 ms). */
const LENGTH_TOLERANCE = 0.1 * 16000;

/** The inputs: a 3 s 440 Hz stereo tone at 44.1 kHz in each allowed container/codec, made with ffmpeg. */
const TONES: Record<string, string[]> = {
  "tone.wav": [],
  "tone.mp3": ["-c:a", "libmp3lame", "-b:a", "128k"],
  "tone.mpeg": ["-c:a", "libmp3lame", "-f", "mp3"],
  "tone.m4a": ["-c:a", "aac"],
  "tone.webm": ["-c:a", "libopus"],
  "tone.ogg": ["-c:a", "libvorbis"],
};

let dir: string;
let harness: AudioHarnessServer;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-audio-inputs-"));
  const tone = (name: string, args: string[], seconds = SECONDS) =>
    execFileSync("ffmpeg", [
      ...["-y", "-loglevel", "error", "-f", "lavfi"],
      ...["-i", `sine=frequency=440:sample_rate=44100:duration=${seconds}`],
      ...["-ac", "2", ...args, path.join(dir, name)],
    ]);
  for (const [name, args] of Object.entries(TONES)) tone(name, args);
  tone("short.wav", [], 0.5);
  // Not audio at all, under audio names.
  fs.writeFileSync(
    path.join(dir, "corrupt.mp3"),
    Buffer.from(Array.from({ length: 8000 }, (_, i) => (i * 7919) % 256)),
  );
  fs.writeFileSync(path.join(dir, "text.wav"), "These are lecture notes, not audio.\n".repeat(200));
  // A real file cut short in the middle of its header.
  fs.writeFileSync(
    path.join(dir, "truncated.m4a"),
    fs.readFileSync(path.join(dir, "tone.m4a")).subarray(0, 40),
  );
  harness = await startAudioHarness();
});

test.afterAll(async () => {
  await harness?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function openHarness(page: Page, file?: string) {
  await page.goto(harness.url);
  await page.waitForFunction(() => "audioHarness" in window);
  if (file) await page.setInputFiles("#file", path.join(dir, file));
}

for (const name of Object.keys(TONES)) {
  test(`${name} decodes to 16 kHz mono, 440 Hz, in 1 s chunks, in the page and in a worker`, async ({
    page,
  }) => {
    await openHarness(page, name);
    const probe = await page.evaluate(() => window.audioHarness.probe());
    expect(probe).toMatchObject({ ok: true, channels: 2 });
    if (probe.ok) expect(probe.durationSeconds).toBeCloseTo(SECONDS, 0);

    for (const run of [
      await page.evaluate(() => window.audioHarness.decode({ chunkSeconds: 1 })),
      await page.evaluate(() => window.audioHarness.decodeInWorker({ chunkSeconds: 1 })),
    ]) {
      if (!run.ok) throw new Error(`${name}: ${run.errorName}: ${run.errorMessage}`);
      expect(Math.abs(run.stats.samples - SECONDS * 16000)).toBeLessThan(LENGTH_TOLERANCE);
      expect(Math.abs(run.stats.frequency - 440)).toBeLessThan(1);
      // ffmpeg's sine peaks at 0.088 (-21 dBFS): the level survives mixing to mono, the codec and resampling.
      expect(run.stats.peak).toBeGreaterThan(0.08);
      expect(run.stats.peak).toBeLessThan(0.1);
      expect(run.stats.chunkLengths.slice(0, 3)).toEqual([16000, 16000, 16000]);
      expect(run.lastProgress).toBe(1);
      expect(run.progressCalls).toBeGreaterThan(5);
    }
  });
}

for (const name of ["corrupt.mp3", "text.wav", "truncated.m4a"]) {
  test(`${name} fails with 'Failed to process audio file'`, async ({ page }) => {
    await openHarness(page, name);
    const expected = {
      ok: false,
      errorName: "AudioDecodeError",
      errorMessage: messages.recording.audioProcessFailed,
    };
    expect(expected.errorMessage).toBe("Failed to process audio file");
    expect(await page.evaluate(() => window.audioHarness.decode())).toMatchObject(expected);
    expect(await page.evaluate(() => window.audioHarness.decodeInWorker())).toMatchObject(expected);
    expect(await page.evaluate(() => window.audioHarness.probe())).toMatchObject(expected);
  });
}

test("half a second of audio decodes to fewer than 16000 samples", async ({ page }) => {
  await openHarness(page, "short.wav");
  const run = await page.evaluate(() => window.audioHarness.decode());
  expect(run).toMatchObject({ ok: true, stats: { samples: 8000 } });
});

test("the whole-file fallback for short files decodes to 16 kHz mono at 440 Hz", async ({ page }) => {
  await openHarness(page, "tone.mp3");
  const stats = await page.evaluate(() => window.audioHarness.decodeWhole());
  expect(Math.abs(stats.samples - SECONDS * 16000)).toBeLessThan(LENGTH_TOLERANCE);
  expect(Math.abs(stats.frequency - 440)).toBeLessThan(1);
});

test("cancelling stops decoding with an AbortError", async ({ page }) => {
  await openHarness(page, "tone.mp3");
  for (const run of [
    await page.evaluate(() => window.audioHarness.decode({ chunkSeconds: 1, abortAfterChunks: 1 })),
    await page.evaluate(() => window.audioHarness.decodeInWorker({ chunkSeconds: 1, abortAfterChunks: 1 })),
  ]) {
    expect(run).toMatchObject({ ok: false, errorName: "AbortError", chunksBeforeError: 1 });
  }
});

test("a MediaRecorder recording (WebM/Opus, 1 s slices) decodes whole and as a live-mode window", async ({
  page,
}) => {
  await openHarness(page);
  const result = await page.evaluate(() => window.audioHarness.recordAndDecode(6, 3));
  expect(result.type).toContain("webm");
  expect(result.slices).toBeGreaterThanOrEqual(6);
  if (!result.whole.ok) throw new Error(`${result.whole.errorName}: ${result.whole.errorMessage}`);
  expect(Math.abs(result.whole.stats.samples - 6 * 16000)).toBeLessThan(0.5 * 16000);
  // The window holds the last 3 slices only: the 880 Hz part, without the header slice's 440 Hz audio.
  expect(Math.abs(result.window.samples - 3 * 16000)).toBeLessThan(0.5 * 16000);
  expect(Math.abs(result.window.frequency - 880)).toBeLessThan(2);
});
