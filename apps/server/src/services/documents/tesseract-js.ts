import { createRequire } from "node:module";
import path from "node:path";
import { OCR_LANGUAGE } from "@lectern/core";
import { createWorker, OEM, type Worker } from "tesseract.js";
import type { OcrResult } from "./textract.ts";

const require = createRequire(import.meta.url);

/**
 * The same English data the browser uses (@tesseract.js-data/eng, LSTM "best_int"), read from node_modules:
 * the server never downloads it.
 */
const LANG_PATH = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int",
);

let engine: Promise<Worker> | null = null;

/**
 * tesseract.js in Node, one engine per worker thread, started at its first image and kept for the thread's life
 * (starting one takes ~0.5-0.8 s). Two settings keep the server alive (FINDINGS §2): cacheMethod "none" (the
 * default writes eng.traineddata into the process's working directory) and an errorHandler (without one, an
 * unreadable image also throws from the engine's message listener, an uncaught exception that ends the process).
 */
function startEngine(): Promise<Worker> {
  engine ??= createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cacheMethod: "none",
    gzip: true,
    errorHandler: () => {},
  }).catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

/** Text and mean confidence (0-100) of one image (PNG, JPEG, GIF, BMP, WebP, or TIFF without Deflate). */
export async function tesseractJs(image: Uint8Array): Promise<OcrResult> {
  const worker = await startEngine();
  const { data } = await worker.recognize(Buffer.from(image));
  return { text: data.text.trim(), confidence: data.confidence };
}
