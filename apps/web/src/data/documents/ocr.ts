// OCR with tesseract.js 7 from our own origin (issue 19 §1, spec 2 §7 "in-browser OCR fallback"). tesseract.js
// runs its engine in a classic worker of its own; that worker is kept between the files of one session (starting
// it and loading the English data costs ~1 s) and dropped after a minute idle or at once on Cancel.

import { TESSERACT_CORE_BASE, TESSERACT_CORES, TESSERACT_LANG_BASE } from "virtual:lectern-document-engines";
import { OCR_LANGUAGE } from "@lectern/core";
import type { LoggerMessage, Worker as TesseractWorker } from "tesseract.js";
import { abortError, throwIfAborted } from "./worker-client";

/** A worker left idle this long is terminated (it holds ~100 MB). */
const IDLE_RELEASE_MS = 60_000;

export type OcrProgress = { share: number; stage: string };
export type OcrResult = { text: string; confidence: number };

let worker: Promise<TesseractWorker> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let listener: ((message: LoggerMessage) => void) | null = null;
/** OCR jobs run one after another on the one worker. */
let queue: Promise<unknown> = Promise.resolve();

/** The fastest core this browser runs: relaxed SIMD, then SIMD, then plain WebAssembly. */
export async function chosenCoreFile(): Promise<string> {
  const { relaxedSimd, simd } = await import("wasm-feature-detect");
  if (await relaxedSimd()) return `${TESSERACT_CORES.relaxedsimd}.js`;
  if (await simd()) return `${TESSERACT_CORES.simd}.js`;
  return `${TESSERACT_CORES.plain}.js`;
}

async function startWorker(): Promise<TesseractWorker> {
  const [{ createWorker, OEM }, coreFile] = await Promise.all([import("tesseract.js"), chosenCoreFile()]);
  const absolute = (path: string) => new URL(path, self.location.origin).href;
  return createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
    // worker.min.js must sit beside the core: emscripten looks for the .wasm next to the worker script.
    workerPath: absolute(`${TESSERACT_CORE_BASE}worker.min.js`),
    workerBlobURL: false,
    corePath: absolute(`${TESSERACT_CORE_BASE}${coreFile}`),
    langPath: absolute(TESSERACT_LANG_BASE),
    gzip: true,
    // The service worker keeps the data; tesseract's own IndexedDB copy would be a second 5 MB.
    cacheMethod: "none",
    // Without a handler tesseract.js also throws a failed job from its message listener; the promise rejects anyway.
    errorHandler: () => {},
    logger: (message) => listener?.(message),
  });
}

function release(): void {
  const stopping = worker;
  worker = null;
  clearTimeout(idleTimer);
  void stopping?.then(
    (started) => started.terminate(),
    () => {},
  );
}

/** Reads the text of an image (PNG, JPEG, GIF, BMP, WebP or TIFF bytes; tesseract decodes them itself). */
export function recognizeImage(
  image: Blob,
  options: { signal: AbortSignal; onProgress?: (progress: OcrProgress) => void },
): Promise<OcrResult> {
  const job = queue.then(() => runJob(image, options));
  queue = job.catch(() => {});
  return job;
}

async function runJob(
  image: Blob,
  { signal, onProgress }: { signal: AbortSignal; onProgress?: (progress: OcrProgress) => void },
): Promise<OcrResult> {
  throwIfAborted(signal);
  clearTimeout(idleTimer);
  listener = (message) => onProgress?.({ share: message.progress, stage: message.status });
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      release(); // Cancel stops the engine at once; the next job starts a fresh one
      reject(abortError());
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    worker ??= startWorker();
    const started = await Promise.race([worker, aborted]);
    const { data } = await Promise.race([started.recognize(image), aborted]);
    return { text: data.text.trim(), confidence: data.confidence };
  } catch (error) {
    // A worker that failed to start (or crashed) is not kept for the next job.
    if (!signal.aborted) release();
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
    listener = null;
    if (worker) idleTimer = setTimeout(release, IDLE_RELEASE_MS);
  }
}
