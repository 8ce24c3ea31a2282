// The document worker thread (a piscina task module; bundled as dist/document-worker.js). PDF parsing, page
// rendering and OCR are seconds of CPU each: they run here, at a lower CPU priority than the request thread and
// the database, as password hashes do (auth/password-worker.ts), so /api/health and every other request stay
// fast while documents are read (issue 19 §2). tesseract.js's own thread and the CLI's process are started
// from this thread and inherit its priority.
import { workerData } from "node:worker_threads";
import { type LowPriorityWorkerData, lowerThisThreadPriority } from "../../worker-priority.ts";
import { engineForImage, type OcrEngine } from "./engines.ts";
import { readPdf } from "./pdf.ts";
import { tesseractCli } from "./tesseract-cli.ts";
import { tesseractJs } from "./tesseract-js.ts";
import { detectDocumentText, IMAGE_UNREADABLE, OcrFailure, type OcrResult } from "./textract.ts";

export type DocumentWorkerData = LowPriorityWorkerData;

lowerThisThreadPriority(workerData as DocumentWorkerData);

export type DocumentTask = {
  kind: "pdf" | "image";
  /** The type by content (core's sniffDocument). */
  mime: string;
  bytes: Uint8Array;
  engine: OcrEngine;
  /** PDFs: pages to read at most. */
  pageLimit: number;
  /** Epoch ms after which a PDF's remaining pages are left (the text so far is answered, with a warning). */
  deadline: number;
};

export type DocumentTaskResult =
  | {
      ok: true;
      text: string;
      /** The engine that read it; null when no OCR ran (a PDF whose every page had text is pdf.js's alone). */
      engine: OcrEngine["name"] | null;
      confidence?: number;
      pagesProcessed: number;
      numPages: number;
      outOfTime: boolean;
    }
  // Failures travel as values: an Error crossing the thread boundary would lose its status.
  | { ok: false; status: 400 | 429 | 502; message: string };

function ocrWith(engine: OcrEngine): (image: Uint8Array) => Promise<OcrResult> {
  if (engine.name === "textract") return (image) => detectDocumentText(engine.textract, image);
  if (engine.name === "tesseract-cli") return (image) => tesseractCli(engine.command, image);
  return async (image) => {
    try {
      return await tesseractJs(image);
    } catch {
      // leptonica could not decode it ("Error attempting to read image")
      throw new OcrFailure(400, IMAGE_UNREADABLE);
    }
  };
}

export default async function documentTask(task: DocumentTask): Promise<DocumentTaskResult> {
  try {
    if (task.kind === "image") {
      const engine = engineForImage(task.engine, task.mime);
      const result = await ocrWith(engine)(task.bytes);
      return { ok: true, engine: engine.name, ...result, pagesProcessed: 1, numPages: 1, outOfTime: false };
    }
    const pdf = await readPdf(task.bytes, {
      pageLimit: task.pageLimit,
      deadline: task.deadline,
      ocr: ocrWith(task.engine),
    });
    return {
      ok: true,
      text: pdf.text,
      engine: pdf.ocrPages > 0 ? task.engine.name : null,
      ...(pdf.confidence !== undefined && { confidence: pdf.confidence }),
      pagesProcessed: pdf.pagesProcessed,
      numPages: pdf.numPages,
      outOfTime: pdf.outOfTime,
    };
  } catch (error) {
    if (error instanceof OcrFailure) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
