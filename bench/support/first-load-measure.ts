import zlib from "node:zlib";
import type { Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "./chromium-args.ts";

// What one page costs on a first visit (issue 18 §1): the JavaScript it fetches, as sent and uncompressed, and
// Lighthouse's performance score with its mobile preset (the default config: a mid-range phone on slow 4G).

export { CHROMIUM_ARGS } from "./chromium-args.ts";

export type JsFigures = {
  /** Scripts requested before the window's load event: what the first paint waits for. */
  initialFiles: number;
  initialSentKB: number;
  initialRawKB: number;
  initialBrotliKB: number;
  /** Every script the page fetches with no interaction, until the network has been idle for 500 ms. */
  idleSentKB: number;
  idleRawKB: number;
  idleBrotliKB: number;
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Opens `url` in a fresh context (empty cache, no service worker yet) and adds up its scripts. "Sent" is the
 * body as the server sent it (Content-Length, compressed when it compressed); "brotli" is the body at brotli's
 * best level, which is what the build writes, so a server that sent nothing compressed can be compared too.
 */
export async function measureJs(
  browser: Browser,
  url: string,
  cookies: Array<{ name: string; value: string }> = [],
): Promise<JsFigures> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.addCookies(cookies.map((c) => ({ ...c, url })));
  const page = await context.newPage();
  type Script = { sent: number; raw: number; brotli: number; beforeLoad: boolean };
  const pending: Array<Promise<Script | null>> = [];
  let loaded = false;
  const requestedBeforeLoad = new WeakSet<object>();
  page.on("load", () => {
    loaded = true;
  });
  page.on("request", (request) => {
    if (!loaded) requestedBeforeLoad.add(request);
  });
  page.on("response", (response) => {
    const beforeLoad = requestedBeforeLoad.has(response.request());
    if (response.request().resourceType() !== "script") return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sentHeader = Number((await response.allHeaders())["content-length"]);
        return {
          sent: Number.isFinite(sentHeader) ? sentHeader : body.length,
          raw: body.length,
          brotli: zlib.brotliCompressSync(body).length,
          beforeLoad,
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  await context.close();
  const sum = (list: Script[], key: "sent" | "raw" | "brotli") => kb(list.reduce((n, s) => n + s[key], 0));
  const initial = scripts.filter((s) => s.beforeLoad);
  return {
    initialFiles: initial.length,
    initialSentKB: sum(initial, "sent"),
    initialRawKB: sum(initial, "raw"),
    initialBrotliKB: sum(initial, "brotli"),
    idleSentKB: sum(scripts, "sent"),
    idleRawKB: sum(scripts, "raw"),
    idleBrotliKB: sum(scripts, "brotli"),
  };
}

/**
 * Lighthouse's own failures to record a trace ("Something went wrong with recording the trace… Please run
 * Lighthouse again"), seen on this machine about once in ten runs of a cold Chromium: a fresh browser tries
 * again. A page that never paints (NO_FCP) is the page's fault and fails at once.
 */
const TRACE_FAILURES = new Set(["NO_NAVSTART", "NO_TRACING_STARTED", "NO_DCL", "PROTOCOL_TIMEOUT"]);
const LIGHTHOUSE_ATTEMPTS = 3;

type LighthouseFigures = { score: number; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number };

/** Lighthouse's performance score (0-100, mobile preset) of `url`, in Debian's Chromium. */
export async function lighthousePerformance(
  chromePath: string,
  url: string,
  cookieHeader?: string,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseOnce(chromePath, url, cookieHeader);
    if ("figures" in run) return run.figures;
    if (!TRACE_FAILURES.has(run.code) || attempt >= LIGHTHOUSE_ATTEMPTS) {
      throw new Error(`lighthouse: ${run.message}`);
    }
    console.warn(
      `lighthouse ${run.code} on ${url} (attempt ${attempt}); running it again in a fresh browser`,
    );
  }
}

async function lighthouseOnce(
  chromePath: string,
  url: string,
  cookieHeader: string | undefined,
): Promise<{ figures: LighthouseFigures } | { code: string; message: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) return { code: lhr.runtimeError.code, message: lhr.runtimeError.message };
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      figures: {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        // Lighthouse's own measure of the host's CPU: its mobile preset slows a desktop (≈1000-2500) down 4×, so
        // a busy or slow host (lower index) scores worse for the same page.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      },
    };
  } finally {
    chrome.kill();
  }
}
