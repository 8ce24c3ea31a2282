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

// --- Issue 23: the lecture audio kept on the device (the e2e build's __lecternAudioStore hook) -----------------

/** What the device's audio store holds for the signed-in student: the app's own type, so the two cannot drift. */
import type { StoredAudio as StoredAudioRow } from "../../apps/web/src/data/audio/types.ts";

export type { StoredAudioRow };

/** The store's hook is set when the page's audio code has loaded (a screen that keeps or plays audio). */
const audioStoreLoaded = (page: Page) =>
  page.waitForFunction(() => "__lecternAudioStore" in globalThis, undefined, { timeout: 15_000 });

/** Every recording and upload kept in OPFS (needs the e2e build: vite --mode e2e). */
export const storedAudio = async (page: Page) => {
  await audioStoreLoaded(page);
  return page.evaluate(async () => {
    const store = (globalThis as { __lecternAudioStore?: { listStoredAudio(): Promise<unknown[]> } })
      .__lecternAudioStore;
    if (!store) throw new Error("No audio store hook: the e2e build (vite --mode e2e) is needed.");
    return (await store.listStoredAudio()) as StoredAudioRow[];
  });
};

/** The names of every file in the device's audio folders (OPFS), read from the page. */
export const audioFileNames = (page: Page) =>
  page.evaluate(async () => {
    const names: string[] = [];
    type Folder = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };
    const walk = async (folder: Folder): Promise<void> => {
      for await (const [name, handle] of folder.entries()) {
        if (handle.kind === "directory") await walk(handle as Folder);
        else names.push(name);
      }
    };
    await walk((await navigator.storage.getDirectory()) as Folder);
    return names;
  });

/**
 * Plays a kept file in an <audio> element of the page (muted): resolves with its duration (found by seeking to
 * the end, as MediaRecorder's WebM has none in its header) once playback has moved past the start.
 */
export const playStoredAudio = async (page: Page, id: string) => {
  await audioStoreLoaded(page);
  return page.evaluate(async (audioId) => {
    const store = (globalThis as { __lecternAudioStore?: { readAudioFile(id: string): Promise<File> } })
      .__lecternAudioStore;
    if (!store) throw new Error("No audio store hook: the e2e build (vite --mode e2e) is needed.");
    const url = URL.createObjectURL(await store.readAudioFile(audioId));
    const audio = new Audio();
    audio.muted = true;
    const once = (name: string) =>
      new Promise<void>((resolve, reject) => {
        audio.addEventListener(name, () => resolve(), { once: true });
        audio.addEventListener("error", () => reject(new Error(`audio error ${audio.error?.code}`)), {
          once: true,
        });
      });
    try {
      const loaded = once("loadedmetadata");
      audio.src = url;
      await loaded;
      if (!Number.isFinite(audio.duration)) {
        const known = once("durationchange");
        audio.currentTime = 1e7;
        await known;
        while (!Number.isFinite(audio.duration)) await once("durationchange");
      }
      const duration = audio.duration;
      audio.currentTime = 0;
      await audio.play();
      while (audio.currentTime < 0.3) await once("timeupdate");
      audio.pause();
      return { duration, played: audio.currentTime };
    } finally {
      URL.revokeObjectURL(url);
    }
  }, id);
};
