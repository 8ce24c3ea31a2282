import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { AUDIO_MAX_BYTES } from "../packages/core/src/index.ts";
import { writeResults } from "./harness.ts";
import { CHROMIUM_ARGS } from "./support/chromium-args.ts";
import { startAudioHarness } from "./support/chromium-audio-harness.ts";
// window.audioHarness, declared by the harness page
import type {} from "./support/chromium-audio-page.ts";
import { type MemoryPeaks, watchChromiumMemory } from "./support/chromium-memory.ts";

// Issue 7: "a 90-minute lecture must work" — decode + resample a 90-minute upload to 16 kHz mono in Chromium
// with decodeToMono16k (streamed in 30 s chunks, in the page and in a worker as the speech engine does) and, side
// by side in the same run, the naive reference: AudioContext.decodeAudioData of the whole file at 48 kHz, then
// mix and resample. Reports time, x-realtime and the tab's peak memory (target ≤ 1.5 GB).

const MINUTES = 90;
const SECONDS = MINUTES * 60;
const TARGET_TAB_MB = 1536;
const cacheDir = path.resolve(".tmp/bench-audio");
const lecture = path.join(cacheDir, `lecture-${MINUTES}min-48k-stereo-128k.mp3`);

const LECTURE_TEXT = `Good morning everyone. Today we continue with cell biology. Last week we looked at the structure of
the cell membrane, the phospholipid bilayer, and the proteins embedded in it. Today we move on to the mitochondria,
often called the powerhouse of the cell. Mitochondria produce most of the chemical energy needed to power the cell's
biochemical reactions. This energy is stored in a small molecule called adenosine triphosphate, or A T P.
Mitochondria contain their own small chromosomes. Generally, mitochondria, and therefore mitochondrial DNA, are
inherited only from the mother. Let us now look at the process of cellular respiration in three stages: glycolysis,
the citric acid cycle, and oxidative phosphorylation. Please write this down, it will be on the exam. Glycolysis
takes place in the cytoplasm and splits one molecule of glucose into two molecules of pyruvate. The citric acid
cycle takes place in the matrix of the mitochondria. Any questions so far? Good. Let us continue.`;

/** A lecture-like file: espeak-ng speech looped over light pink noise, 48 kHz stereo MP3 at 128 kbps (cached). */
function makeLecture(): void {
  if (fs.existsSync(lecture)) return;
  fs.mkdirSync(cacheDir, { recursive: true });
  console.log(`Making a ${MINUTES}-minute lecture file (once; cached in ${path.relative(".", cacheDir)})…`);
  const speech = path.join(cacheDir, "speech.wav");
  execFileSync("espeak-ng", ["-v", "en-us", "-s", "150", "-w", speech, LECTURE_TEXT.replace(/\s+/g, " ")]);
  const partial = `${lecture}.part`;
  execFileSync("ffmpeg", [
    ...["-y", "-loglevel", "error", "-stream_loop", "-1", "-i", speech],
    ...["-f", "lavfi", "-i", "anoisesrc=color=pink:amplitude=0.02:sample_rate=48000"],
    "-filter_complex",
    "[0:a]aresample=48000,pan=stereo|c0=c0|c1=0.9*c0[s];[s][1:a]amix=inputs=2:duration=first:normalize=0[m]",
    ...["-map", "[m]", "-t", String(SECONDS), "-ar", "48000", "-ac", "2"],
    ...["-c:a", "libmp3lame", "-b:a", "128k", "-f", "mp3", partial],
  ]);
  fs.renameSync(partial, lecture);
}

type Method = "ours-page" | "ours-worker" | "naive";

interface Row {
  case: string;
  ok: boolean;
  seconds: number;
  xRealtime: number;
  /** CPU time of Chromium's processes (the machine may be shared: wall time alone misleads). */
  cpuSeconds: number;
  samples16k: number;
  /** The reference only: seconds spent in decodeAudioData, before mixing and resampling. */
  decodeAudioDataSeconds?: number;
  peakRendererMb: number;
  peakTabMb: number;
  peakAllMb: number;
  error?: string;
}

async function measure(method: Method, harnessUrl: string): Promise<Row> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS, "--enable-precise-memory-info"],
  });
  const page: Page = await browser.newPage();
  await page.goto(harnessUrl);
  await page.waitForFunction(() => "audioHarness" in window);
  await page.setInputFiles("#file", lecture);
  // Playwright launches Chromium from this process; one browser runs at a time.
  const memory = watchChromiumMemory(process.pid);
  const start = performance.now();
  let result: unknown;
  try {
    result = await page.evaluate<unknown, Method>((m) => {
      const h = window.audioHarness;
      if (m === "naive") return h.naiveDecode();
      return m === "ours-worker" ? h.decodeInWorker({ chunkSeconds: 30 }) : h.decode({ chunkSeconds: 30 });
    }, method);
  } catch (error) {
    // A renderer that runs out of memory crashes the page: that is the result.
    result = { ok: false, errorName: "PageCrash", errorMessage: (error as Error).message.split("\n")[0] };
  }
  const seconds = (performance.now() - start) / 1000;
  const peaks: MemoryPeaks = memory.stop();
  await browser.close();
  const r = result as
    | { ok: true; stats: { samples: number }; decodedMs?: number }
    | { ok: false; errorName: string; errorMessage: string };
  return {
    case: {
      "ours-page": "decodeToMono16k, page (30 s chunks)",
      "ours-worker": "decodeToMono16k, worker (30 s chunks)",
      naive: "decodeAudioData whole file (reference)",
    }[method],
    ok: r.ok,
    seconds: Math.round(seconds * 10) / 10,
    xRealtime: Math.round((SECONDS / seconds) * 10) / 10,
    cpuSeconds: peaks.cpuSeconds,
    samples16k: r.ok ? r.stats.samples : 0,
    ...(r.ok && r.decodedMs !== undefined
      ? { decodeAudioDataSeconds: Math.round(r.decodedMs / 100) / 10 }
      : {}),
    peakRendererMb: peaks.rendererMb,
    peakTabMb: peaks.tabMb,
    peakAllMb: peaks.allMb,
    ...(r.ok ? {} : { error: `${r.errorName}: ${r.errorMessage}` }),
  };
}

makeLecture();
const fileMb = fs.statSync(lecture).size / 2 ** 20;
if (fs.statSync(lecture).size >= AUDIO_MAX_BYTES)
  throw new Error(`The lecture file is ${fileMb} MB, over the limit`);
const harness = await startAudioHarness();
const rows: Row[] = [];
try {
  for (const method of ["naive", "ours-page", "ours-worker"] as const) {
    const row = await measure(method, harness.url);
    console.log(
      `${row.case}: ${row.ok ? "ok" : row.error} in ${row.seconds} s, tab peak ${row.peakTabMb} MB`,
    );
    rows.push(row);
  }
} finally {
  await harness.close();
}

const reference = rows.find((r) => r.case.includes("reference"));
console.log(
  `\naudio-decode: ${MINUTES}-minute 48 kHz stereo MP3 (${fileMb.toFixed(1)} MB) → 16 kHz mono in Chromium` +
    ` (tab = renderer + GPU + utility RSS, sampled every 200 ms; target ≤ ${TARGET_TAB_MB} MB)`,
);
console.table(
  rows.map((r) => ({
    case: r.case,
    ok: r.ok ? "yes" : r.error,
    "time s": r.seconds,
    "x realtime": r.xRealtime,
    "CPU s": r.cpuSeconds,
    "16 kHz samples": r.samples16k,
    "peak renderer MB": r.peakRendererMb,
    "peak tab MB": r.peakTabMb,
    "time vs ref": reference?.ok ? Math.round((r.seconds / reference.seconds) * 100) / 100 : "—",
    "memory vs ref": reference ? Math.round((r.peakTabMb / reference.peakTabMb) * 100) / 100 : "—",
  })),
);
writeResults("audio-decode", rows, {
  file: { minutes: MINUTES, megabytes: Math.round(fileMb * 10) / 10, format: "MP3 128 kbps, 48 kHz stereo" },
  targetTabMb: TARGET_TAB_MB,
});
const ours = rows.filter((r) => !r.case.includes("reference"));
for (const r of ours) {
  if (!r.ok) throw new Error(`${r.case} failed: ${r.error}`);
  if (r.peakTabMb > TARGET_TAB_MB)
    console.warn(`! ${r.case}: peak tab memory ${r.peakTabMb} MB is over the target`);
}
