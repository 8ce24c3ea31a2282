import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserServer, chromium, type Page } from "@playwright/test";
import { writeResults } from "./harness.ts";
import { withSignedInServer } from "./support/bench-server.ts";
import { openDevice, type Session } from "./support/browser-device.ts";
import { CHROMIUM_ARGS } from "./support/chromium-args.ts";
import { chromiumMemory } from "./support/chromium-memory.ts";

// Issue 23 §3, "long lectures": the tab's memory while the recording screen records N minutes of Chromium's fake
// microphone (a long WAV made by sox, --use-file-for-fake-audio-capture). Each 1 s MediaRecorder slice is written
// to OPFS as it comes, so memory should stay flat: goal, growth ≤ 50 MB over the hour (a shorter run is judged by
// its least-squares slope per hour, since a few MB of noise swamp its two ends). Beside it, in the same run,
// the reference: the same screen in a second browser, open and idle for the same minutes. Every minute each tab's
// JS heap (CDP Performance.getMetrics, after a garbage collection) and its renderer's resident set (/proc) are read.
// RECORDING_BENCH_MINUTES (default 60), RECORDING_BENCH_WEB_DIST (default apps/web/dist),
// RECORDING_BENCH_SAMPLE_SECONDS (default 60).

const MINUTES = Number(process.env.RECORDING_BENCH_MINUTES ?? 60);
const SAMPLE_SECONDS = Number(process.env.RECORDING_BENCH_SAMPLE_SECONDS ?? 60);
/** The target: growth ≤ 50 MB over the hour. A shorter run is also judged by its slope, per hour. */
const GOAL_GROWTH_MB = 50;
const webDist = path.resolve(process.env.RECORDING_BENCH_WEB_DIST ?? "apps/web/dist");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Sample = { minute: number; heapMb: number; rendererMb: number; tabMb: number };

/** N minutes of a speech-like signal (pink noise with a syllable-rate tremolo), 48 kHz mono 16-bit. */
function longWav(dir: string): string {
  const file = path.join(dir, "lecture.wav");
  const seconds = String(MINUTES * 60 + 30);
  execFileSync("sox", ["-n", "-r", "48000", "-c", "1", "-b", "16", file, "synth", seconds, "pinknoise"]);
  execFileSync("sox", [file, path.join(dir, "mic.wav"), "tremolo", "4", "80", "vol", "0.4"]);
  fs.rmSync(file);
  return path.join(dir, "mic.wav");
}

async function launch(microphone: string): Promise<{ server: BrowserServer; browser: Browser }> {
  const server = await chromium.launchServer({
    executablePath: chromePath,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-audio-capture=${microphone}`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  return { server, browser: await chromium.connect(server.wsEndpoint()) };
}

async function openScreen(browser: Browser, url: string, session: Session): Promise<Page> {
  const { context, page } = await openDevice(browser, url, session);
  // No internet (DESIGN §11): the speech model cannot load, and recording must not wait for it (issue 23 §4).
  await context.route(
    (u) => u.origin !== new URL(url).origin,
    (route) => route.abort("internetdisconnected"),
  );
  await page.goto("/recording");
  await page.getByRole("heading", { name: "Recording", level: 1 }).waitFor();
  return page;
}

async function sample(page: Page, rootPid: number, minute: number): Promise<Sample> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("Performance.enable");
  const { metrics } = await cdp.send("Performance.getMetrics");
  await cdp.detach();
  const heap = metrics.find((m) => m.name === "JSHeapUsedSize")?.value ?? 0;
  const processes = chromiumMemory(rootPid);
  const renderers = processes.filter((p) => p.kind === "renderer").map((p) => p.mb);
  const tab = processes.filter((p) => p.kind !== "browser" && p.kind !== "other");
  return {
    minute,
    heapMb: round(heap / 2 ** 20),
    rendererMb: round(Math.max(0, ...renderers)),
    tabMb: round(tab.reduce((sum, p) => sum + p.mb, 0)),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Bytes the origin keeps in OPFS (every file, every folder). */
const opfsBytes = (page: Page) =>
  page.evaluate(async () => {
    type Dir = FileSystemDirectoryHandle & { values(): AsyncIterable<FileSystemHandle> };
    let total = 0;
    const walk = async (dir: Dir) => {
      for await (const entry of dir.values()) {
        if (entry.kind === "file") total += (await (entry as FileSystemFileHandle).getFile()).size;
        else await walk(entry as Dir);
      }
    };
    await walk((await navigator.storage.getDirectory()) as Dir);
    return total;
  });

const growth = (samples: Sample[], key: keyof Omit<Sample, "minute">) =>
  round((samples.at(-1)?.[key] ?? 0) - (samples[0]?.[key] ?? 0));

/** Least-squares slope of a measure over the run, in MB per hour (noise of a few MB swamps a short run's ends). */
function perHour(samples: Sample[], key: keyof Omit<Sample, "minute">): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, p) => s + p.minute, 0) / n;
  const my = samples.reduce((s, p) => s + p[key], 0) / n;
  const sxy = samples.reduce((s, p) => s + (p.minute - mx) * (p[key] - my), 0);
  const sxx = samples.reduce((s, p) => s + (p.minute - mx) ** 2, 0);
  return sxx > 0 ? round((sxy / sxx) * 60) : 0;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-recording-memory-"));
try {
  const microphone = longWav(dir);
  const rows = await withSignedInServer("recording-memory", webDist, async (url, session) => {
    const recording = await launch(microphone);
    const idle = await launch(microphone);
    try {
      const recPage = await openScreen(recording.browser, url, session);
      const idlePage = await openScreen(idle.browser, url, session);
      const recPid = recording.server.process().pid as number;
      const idlePid = idle.server.process().pid as number;
      await recPage.getByRole("button", { name: "Record", exact: true }).click();
      await recPage.getByTestId("recorder-state").getByText("Recording").waitFor();
      const started = Date.now();
      const rec: Sample[] = [];
      const ref: Sample[] = [];
      for (let minute = 0; ; minute += SAMPLE_SECONDS / 60) {
        const due = started + minute * 60_000;
        await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
        rec.push(await sample(recPage, recPid, round(minute)));
        ref.push(await sample(idlePage, idlePid, round(minute)));
        console.log(JSON.stringify({ recording: rec.at(-1), idle: ref.at(-1) }));
        if (minute >= MINUTES) break;
      }
      const timer = await recPage.getByRole("timer").textContent();
      await recPage.getByRole("button", { name: "Stop", exact: true }).click();
      await recPage.getByTestId("recorder-state").getByText("Stopped").waitFor();
      const keptMb = round((await opfsBytes(recPage)) / 2 ** 20);
      const row = (tab: string, samples: Sample[], extra: Record<string, string | number>) => ({
        tab,
        minutes: MINUTES,
        "heap start MB": samples[0]?.heapMb ?? 0,
        "heap end MB": samples.at(-1)?.heapMb ?? 0,
        "heap growth MB": growth(samples, "heapMb"),
        "renderer RSS start MB": samples[0]?.rendererMb ?? 0,
        "renderer RSS end MB": samples.at(-1)?.rendererMb ?? 0,
        "renderer RSS growth MB": growth(samples, "rendererMb"),
        "renderer RSS MB/hour (slope)": perHour(samples, "rendererMb"),
        "heap MB/hour (slope)": perHour(samples, "heapMb"),
        "tab RSS growth MB": growth(samples, "tabMb"),
        ...extra,
      });
      // Measured growth over the run, or for a run under an hour its slope over an hour, whichever is larger.
      const measured = Math.max(growth(rec, "heapMb"), growth(rec, "rendererMb"));
      const sloped = MINUTES < 60 ? Math.max(perHour(rec, "heapMb"), perHour(rec, "rendererMb")) : measured;
      const recGrowth = Math.max(measured, sloped);
      return [
        row("recording", rec, {
          "timer at end": timer ?? "",
          "OPFS kept MB": keptMb,
          "goal growth MB/hour": GOAL_GROWTH_MB,
          verdict: recGrowth <= GOAL_GROWTH_MB ? "meets goal" : "misses goal",
        }),
        row("idle (reference)", ref, {}),
        { tab: "per-minute samples", recording: rec, idle: ref },
      ];
    } finally {
      await recording.browser.close();
      await idle.browser.close();
      await recording.server.close();
      await idle.server.close();
    }
  });
  console.log(
    `\nrecording-memory: ${MINUTES} min of fake-microphone audio recorded into OPFS vs the same screen idle; goal growth ≤ ${GOAL_GROWTH_MB} MB over the hour (a shorter run: its slope per hour)`,
  );
  console.table(rows.slice(0, 2));
  writeResults("recording-memory", rows, { minutes: MINUTES, goalGrowthMb: GOAL_GROWTH_MB });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
