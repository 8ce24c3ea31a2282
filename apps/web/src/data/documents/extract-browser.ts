// The in-browser engines (spec 2 §7, issue 19 §1): pdf.js for PDF, mammoth for DOCX, tesseract.js for images and
// for PDF pages without a text layer. The file's type is read from its bytes, never from its name.

import { PDFJS_BASE } from "virtual:lectern-document-engines";
import {
  EXTRACTION_PROVIDERS,
  type ExtractionResult,
  messages,
  PDF_MAX_PAGES,
  sniffDocument,
} from "@lectern/core";
import { DocumentExtractionError, isAbortError } from "./errors";
import { checkImageHeader } from "./inspect";
import { recognizeImage } from "./ocr";
import type { ExtractOptions, ExtractProgress } from "./types";
import { keptWorker, runWorker, throwIfAborted } from "./worker-client";
import type { DocxResult, PageImageDone, PdfResult, PdfWarmUp, PrepareResult } from "./worker-protocol";

/** Any failure that is not already a spec message becomes `fallback` (the engine's own text means nothing here). */
async function withMessage<T>(fallback: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAbortError(error) || error instanceof DocumentExtractionError) throw error;
    const message = error instanceof Error ? error.message : "";
    throw new DocumentExtractionError(isSpecMessage(message) ? message : fallback);
  }
}

const SPEC_MESSAGES: ReadonlySet<string> = new Set(
  (Object.values(messages.documents) as unknown[]).filter(
    (value): value is string => typeof value === "string",
  ),
);
const isSpecMessage = (message: string) => SPEC_MESSAGES.has(message);

export async function extractInBrowser(
  bytes: Uint8Array,
  { signal, onProgress, capturedImage }: Omit<ExtractOptions, "tier">,
): Promise<ExtractionResult> {
  throwIfAborted(signal);
  const sniffed = sniffDocument(bytes);
  if (!sniffed) throw new DocumentExtractionError(messages.documents.invalidFileType);
  const report = progressReporter(onProgress);
  if (sniffed.kind === "pdf")
    return withMessage(messages.documents.pdfFailed, () => readPdf(bytes, signal, report));
  if (sniffed.kind === "docx")
    return withMessage(messages.documents.docxFailed, () => readDocx(bytes, signal, report));
  return withMessage(messages.documents.processFailed, () =>
    readImage(new Blob([bytes as BlobPart], { type: sniffed.mime }), bytes, signal, report, capturedImage),
  );
}

/** Percent never goes back (OCR pages found late add work), and only whole changes are reported. */
function progressReporter(onProgress?: (progress: ExtractProgress) => void) {
  let last = -1;
  return (share: number, stage: string) => {
    const percent = Math.max(last, Math.min(100, Math.round(share * 100)));
    if (percent === last) return;
    last = percent;
    onProgress?.({ percent, stage });
  };
}
type Report = ReturnType<typeof progressReporter>;

const pdfWorkers = keptWorker(
  () => new Worker(new URL("./pdf.worker.ts", import.meta.url), { type: "module", name: "lectern-pdf" }),
  (worker) => worker.postMessage({ lectern: true, warmUp: true, pdfjsBase: PDFJS_BASE } satisfies PdfWarmUp),
);

/** Loads pdf.js in a worker ahead of the first PDF (the document screens call it on arrival). */
export const preparePdfWorker = (): void => pdfWorkers.prepare();

async function readPdf(bytes: Uint8Array, signal: AbortSignal, report: Report): Promise<ExtractionResult> {
  // OCR of pages without a text layer runs on the page's side while the worker reads on; a failure stops both.
  const inner = new AbortController();
  const stop = () => inner.abort();
  signal.addEventListener("abort", stop, { once: true });
  const ocrTexts = new Map<number, { text: string; confidence: number }>();
  const ocrJobs: Promise<void>[] = [];
  let pagesRead = 0;
  let pagesTotal = 1;
  let ocrDone = 0;
  let ocrFailure: unknown;
  const reportAll = () =>
    report(
      (pagesRead + ocrDone) / (pagesTotal + ocrJobs.length),
      ocrJobs.length ? "Reading text in scanned pages" : "Reading PDF pages",
    );
  // The worker, once it has answered and every page it sent for OCR is done, goes back for the next file.
  let free: Worker | null = null;
  try {
    const copy = bytes.slice().buffer; // transferred to the worker
    const result = await runWorker<PdfResult>({
      start: pdfWorkers.take,
      keepAlive: true,
      onFinish: (worker, alive) => {
        free = alive ? worker : null;
      },
      request: { lectern: true, bytes: copy, pdfjsBase: PDFJS_BASE, maxPages: PDF_MAX_PAGES },
      transfer: [copy],
      signal: inner.signal,
      crashMessage: messages.documents.pdfFailed,
      onReply: (reply, post) => {
        if (reply.type === "progress") {
          pagesRead = reply.done;
          pagesTotal = reply.total;
          reportAll();
        } else if (reply.type === "page-image") {
          const job = recognizeImage(reply.image, { signal: inner.signal }).then((ocr) => {
            ocrTexts.set(reply.page, ocr);
            ocrDone += 1;
            reportAll();
            post({ lectern: true, ack: "page-image" } satisfies PageImageDone);
          });
          job.catch((error: unknown) => {
            ocrFailure ??= error;
            stop();
          });
          ocrJobs.push(job);
        }
      },
    });
    await Promise.all(ocrJobs);
    const pages = result.pages.map((text, i) => text ?? ocrTexts.get(i + 1)?.text ?? "");
    const text = pages.filter((page) => page.trim()).join("\n\n");
    if (!text) throw new DocumentExtractionError(messages.documents.noTextInPdf);
    const ocr = [...ocrTexts.values()];
    const onlyOcr = ocr.length === result.pages.length;
    return {
      text,
      provider: onlyOcr ? EXTRACTION_PROVIDERS.tesseractBrowser : EXTRACTION_PROVIDERS.pdfJs,
      ...(ocr.length ? { confidence: ocr.reduce((sum, page) => sum + page.confidence, 0) / ocr.length } : {}),
      pagesProcessed: result.pages.length,
      ...(result.numPages > result.pages.length
        ? { warning: messages.documents.pagesSkipped(result.pages.length, result.numPages) }
        : {}),
    };
  } catch (error) {
    stop();
    throwIfAborted(signal);
    // An OCR failure stopped the worker too: report the PDF as failed, not as cancelled.
    if (ocrFailure !== undefined) throw new DocumentExtractionError(messages.documents.pdfFailed);
    throw error;
  } finally {
    signal.removeEventListener("abort", stop);
    await Promise.allSettled(ocrJobs);
    // The next PDF finds pdf.js loaded and warm: this worker, or (after a cancel) a new one.
    if (free) pdfWorkers.give(free);
    else pdfWorkers.prepare();
  }
}

async function readDocx(bytes: Uint8Array, signal: AbortSignal, report: Report): Promise<ExtractionResult> {
  report(0, "Reading DOCX");
  const copy = bytes.slice().buffer;
  const { text } = await runWorker<DocxResult>({
    start: () =>
      new Worker(new URL("./docx.worker.ts", import.meta.url), { type: "module", name: "lectern-docx" }),
    request: { lectern: true, bytes: copy },
    transfer: [copy],
    signal,
    crashMessage: messages.documents.docxFailed,
  });
  report(1, "Reading DOCX");
  return { text, provider: EXTRACTION_PROVIDERS.mammoth, pagesProcessed: 1 };
}

async function readImage(
  image: Blob,
  bytes: Uint8Array,
  signal: AbortSignal,
  report: Report,
  capturedImage?: boolean,
): Promise<ExtractionResult> {
  // Refused from the header, before anything decodes it (a 20,000 x 20,000 PNG needs 1.6 GB decoded).
  const refused = checkImageHeader(bytes);
  if (refused) throw new DocumentExtractionError(refused);
  let input = image;
  if (capturedImage) {
    report(0, "Straightening the page");
    input = (
      await runWorker<PrepareResult>({
        start: () =>
          new Worker(new URL("./prepare.worker.ts", import.meta.url), {
            type: "module",
            name: "lectern-prepare",
          }),
        request: { lectern: true, image },
        signal,
        crashMessage: messages.documents.processFailed,
      })
    ).image;
  }
  const { text, confidence } = await recognizeImage(input, {
    signal,
    onProgress: ({ share, stage }) =>
      report(stage === "recognizing text" ? 0.2 + share * 0.8 : share * 0.2, stage),
  });
  return { text, provider: EXTRACTION_PROVIDERS.tesseractBrowser, confidence, pagesProcessed: 1 };
}
