import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { pushAs } from "../notes-support.ts";
import { audioFixtures } from "./audio-fixtures.ts";

// Lecture audio kept on the device (issue 23): a recording note with segments and its audio in the page's OPFS.
// Until the recording screen writes its own slices (23b), the audio is written here through the store's API in
// the page (the e2e build exposes it as `__lecternAudioStore`), slice by slice like a recorder would.

export type Segment = { text: string; timestamp: [number, number] };

/**
 * The espeak lecture ten times over (~105 s) as WebM/Opus, the recorder's own format; `live`: without Cues or a
 * duration, as MediaRecorder writes it.
 */
export function lectureWebm({ live = false } = {}): string {
  const fixtures = audioFixtures();
  const out = path.join(fixtures.dir, live ? "long-lecture-live.webm" : "long-lecture.webm");
  if (live) {
    const uploaded = lectureWebm();
    if (!fs.existsSync(out))
      execFileSync("ffmpeg", [
        "-hide_banner",
        "-loglevel",
        "error",
        "-y",
        "-i",
        uploaded,
        "-c",
        "copy",
        "-live",
        "1",
        out,
      ]);
    return out;
  }
  if (!fs.existsSync(out)) {
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-i",
      fixtures.long,
      "-c:a",
      "libopus",
      "-b:a",
      "32k",
      out,
    ]);
  }
  return out;
}

/** Segments every 20 s over the lecture, as a transcriber would make them. */
export const LECTURE_SEGMENTS: Segment[] = [
  { text: "Today we look at the cell.", timestamp: [0, 18.25] },
  { text: "The mitochondria is the powerhouse of the cell.", timestamp: [20, 38.5] },
  { text: "Photosynthesis turns light into chemical energy.", timestamp: [40, 58] },
  { text: "Ribosomes make proteins.", timestamp: [62.5, 80] },
  { text: "Questions & answers <end>.", timestamp: [82, 100] },
];

/** A recording note with `segments`, pushed through the sync API like another device would. */
export async function seedRecordingNote(page: Page, title: string, segments: Segment[]): Promise<string> {
  const id = randomUUID();
  const content = segments.map((s) => s.text).join(" ");
  const [result] = await pushAs(page, [
    { type: "notes", data: { id, title, content, type: "recording", duration: 105, segments } },
  ]);
  expect(result?.status).toBe("applied");
  return id;
}

/** Waits until a screen that uses the audio store has loaded it (Settings does). */
async function storeReady(page: Page) {
  if (!(await page.evaluate(() => "__lecternAudioStore" in globalThis))) await page.goto("/settings");
  await page.waitForFunction(() => "__lecternAudioStore" in globalThis);
}

/**
 * Writes `file` into the page's OPFS as a recording (1 s-sized slices through startRecordingFile) and links it to
 * `noteId`; returns the recording's id.
 */
export async function keepAudioOnDevice(
  page: Page,
  file: string,
  noteId: string | null,
  seconds: number | null,
  offsetSeconds = 0,
) {
  await storeReady(page);
  const base64 = fs.readFileSync(file).toString("base64");
  return page.evaluate(
    async ({ base64, noteId, seconds, offsetSeconds }) => {
      type Store = {
        startRecordingFile(o: { mimeType: string; startedAt: Date }): Promise<{
          id: string;
          append(b: Blob): Promise<void>;
          finish(s: number): Promise<unknown>;
        }>;
        updateAudio(id: string, patch: Record<string, unknown>): Promise<unknown>;
      };
      const store = (globalThis as unknown as { __lecternAudioStore: Store }).__lecternAudioStore;
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const writer = await store.startRecordingFile({
        mimeType: "audio/webm;codecs=opus",
        startedAt: new Date(),
      });
      const slice = 4096; // ~1 s of 32 kb/s Opus, what a recorder hands over every second
      for (let at = 0; at < bytes.length; at += slice)
        await writer.append(new Blob([bytes.slice(at, at + slice)]));
      // null: left unfinished, as a crash or a reload mid-recording leaves it.
      if (seconds !== null) await writer.finish(seconds);
      if (noteId) await store.updateAudio(writer.id, { noteId, offsetSeconds, transcribed: true });
      return writer.id;
    },
    { base64, noteId, seconds, offsetSeconds },
  );
}

/** Every file in the page's `lectern-audio/` OPFS folder, as `user/name`, with its size. */
export async function opfsAudioFiles(page: Page): Promise<{ name: string; size: number }[]> {
  return page.evaluate(async () => {
    type Dir = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };
    const out: { name: string; size: number }[] = [];
    const root = await navigator.storage.getDirectory();
    let audio: Dir;
    try {
      audio = (await root.getDirectoryHandle("lectern-audio")) as Dir;
    } catch {
      return out;
    }
    for await (const [user, folder] of audio.entries()) {
      if (folder.kind !== "directory") continue;
      for await (const [name, file] of (folder as Dir).entries()) {
        const size = file.kind === "file" ? (await (file as FileSystemFileHandle).getFile()).size : 0;
        out.push({ name: `${user}/${name}`, size });
      }
    }
    return out;
  });
}

/**
 * Where a WebM's Cues (the seek index) and first Cluster start in a file of the page's OPFS (`user/id.audio`, as
 * opfsAudioFiles names it), from its first 64 KB: -1 when absent.
 */
export async function webmLayout(page: Page, name: string): Promise<{ cues: number; cluster: number }> {
  return page.evaluate(async (path) => {
    const [user, file] = path.split("/") as [string, string];
    const root = await navigator.storage.getDirectory();
    const folder = await (await root.getDirectoryHandle("lectern-audio")).getDirectoryHandle(user);
    const head = new Uint8Array(
      await (await (await folder.getFileHandle(file)).getFile()).slice(0, 65_536).arrayBuffer(),
    );
    const find = (id: number[]) => head.findIndex((_, at) => id.every((byte, k) => head[at + k] === byte));
    return { cues: find([0x1c, 0x53, 0xbb, 0x6b]), cluster: find([0x1f, 0x43, 0xb6, 0x75]) };
  }, name);
}

/** Where the player's audio element lands (its currentTime at the 'seeked' event) after `act`. */
export async function landsAt(page: Page, act: () => Promise<void>): Promise<number> {
  const element = page.getByTestId("lecture-audio-element");
  const landed = element.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<number>((resolve) =>
        audio.addEventListener("seeked", () => resolve(audio.currentTime), { once: true }),
      ),
  );
  await act();
  return landed;
}

/** The note viewer's transcript segment `index` (a button that plays from its start). */
export const segmentButton = (page: Page, index: number) => page.getByTestId("lecture-segment").nth(index);

/** The player's <audio> element's state. */
export function audioState(page: Page) {
  return page.getByTestId("lecture-audio-element").evaluate((audio: HTMLAudioElement) => ({
    currentTime: audio.currentTime,
    paused: audio.paused,
    playbackRate: audio.playbackRate,
  }));
}

/** Calls one function of the page's audio store (see `__lecternAudioStore`) and returns its JSON result. */
export async function callStore<T>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  await storeReady(page);
  return page.evaluate(
    async ({ name, args }) => {
      const store = (
        globalThis as unknown as { __lecternAudioStore: Record<string, (...a: unknown[]) => unknown> }
      ).__lecternAudioStore;
      const fn = store[name];
      if (!fn) throw new Error(`no store function ${name}`);
      const result = await fn(...args);
      return result instanceof Blob
        ? { size: result.size, type: result.type, name: (result as File).name }
        : result;
    },
    { name, args },
  ) as Promise<T>;
}
