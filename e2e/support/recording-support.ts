import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test as base, createVerifiedUser, expect, signInThroughUi } from "../fixtures.ts";
import { type AudioFixtures, audioFixtures } from "./audio-fixtures.ts";

// Shared by the recording specs: Chromium with a fake microphone that plays espeak-ng speech, the test-only fake
// speech engine (vite --mode e2e builds only; its words are "w<second><a|b|c>", see engine/fake-engine.ts), and
// a signed-in student on /recording.

export const FAKE_ENGINE_KEY = "lectern:test-speech-engine";
export const FAKE_ENGINE_DELAY_KEY = "lectern:test-speech-engine-delay";

export const FAKE_UI_ARG = "--use-fake-ui-for-media-stream";

export const test = base.extend<object, { audio: AudioFixtures }>({
  audio: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const audio = audioFixtures();
      await use(audio);
      fs.rmSync(audio.dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  // The config's Chromium arguments plus a fake microphone fed by the lecture WAV (played in a loop).
  launchOptions: [
    async ({ launchOptions, audio }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          "--use-fake-device-for-media-stream",
          FAKE_UI_ARG,
          `--use-file-for-fake-audio-capture=${audio.microphone}`,
        ],
      });
    },
    { scope: "worker" },
  ],
});

export { expect };

export type EngineChoice = { engine?: "fake" | "fake-error"; delayMs?: number };

/** Every page load of this page uses the fake speech engine (set before the app's scripts run). */
export async function useFakeEngine(page: Page, { engine = "fake", delayMs = 0 }: EngineChoice = {}) {
  await page.addInitScript(
    ([key, value, delayKey, delay]) => {
      localStorage.setItem(key, value);
      localStorage.setItem(delayKey, delay);
    },
    [FAKE_ENGINE_KEY, engine, FAKE_ENGINE_DELAY_KEY, String(delayMs)] as const,
  );
}

/** A new student, signed in, on /recording with the fake engine loaded (or failed, for "fake-error"). */
export async function openRecording(
  page: Page,
  request: Parameters<typeof createVerifiedUser>[0],
  choice: EngineChoice = {},
) {
  await useFakeEngine(page, choice);
  const user = await createVerifiedUser(request);
  await signInThroughUi(page, user);
  await page.goto("/recording");
  await expect(page.getByRole("heading", { name: "Recording", level: 1 })).toBeVisible();
  const expected = choice.engine === "fake-error" ? "error" : "ready";
  await expect(page.getByTestId("model-status")).toHaveAttribute("data-state", expected, { timeout: 20_000 });
  return user;
}

export const timer = (page: Page) => page.getByRole("timer", { name: "Recording time" });
export const transcriptText = (page: Page) => page.getByTestId("transcript-text");
export const liveText = (page: Page) => page.getByTestId("live-text");
export const errorPanel = (page: Page) => page.getByTestId("recording-error");
export const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" }).getByRole("listitem");

/** The fake engine's words in a text ("w12b" …), in order. */
export const fakeWords = (text: string) => text.match(/\bw\d+[abc]\b/g) ?? [];
