import {
  checkImageDimensions,
  DOCUMENT_MAX_BYTES,
  EXTRACTION_PROVIDERS,
  type ExtractionResult,
  messages,
  sniffDocument,
  TEXTRACT_INVALID_FORMAT_STATUS,
  validateDocumentContent,
} from "@lectern/core";
import { imageSize } from "image-size";
import type { DocumentsConfig } from "../../config.ts";
import { ApiError } from "../../http/errors.ts";
import { engineForImage, type OcrEngine } from "./engines.ts";
import { type DocumentPool, DocumentTimeoutError, documentPoolFor } from "./pool.ts";

/** Every slot is reading a document: the route answers 429 with Retry-After (spec 2 §7: busy). */
export class DocumentsBusyError extends ApiError {
  constructor() {
    super(429, messages.documents.textractBusy);
  }
}

/** Lectern wording: a fileData that is not a base64 data URL. */
export const NOT_A_DATA_URL = "fileData must be a data URL: data:<type>;base64,<content>";
/** Lectern wording: a document that took longer than DOCUMENT_EXTRACTION_TIMEOUT_MS and was stopped. */
export const EXTRACTION_TOO_LONG = "This document took too long to read on the server. Please try again.";

/** The client closed the request while its document was being read. */
const CANCELLED = "The request was cancelled.";

/** TIFF compressions leptonica (inside tesseract.js) cannot read: Adobe Deflate and the older Deflate code. */
const DEFLATE_TIFF = new Set([8, 32946]);

const DATA_URL = /^data:([^,;]*)(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The file in a `data:<mime>;base64,<...>` URL. Its decoded size is worked out from the text's length first,
 * so a file over 5 MB is refused (413, spec 2 §8's message) before a byte of it is decoded.
 */
export function decodeDataUrl(fileData: string): Uint8Array {
  const head = DATA_URL.exec(fileData);
  if (!head) throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, NOT_A_DATA_URL);
  const payload = fileData.slice(head[0].length).replace(/\s+/g, "");
  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > DOCUMENT_MAX_BYTES) {
    throw new ApiError(413, messages.documents.textractTooLarge);
  }
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, NOT_A_DATA_URL);
  }
  return new Uint8Array(Buffer.from(payload, "base64"));
}

/** spec 2 §3's provider of a result: the OCR engine that read it, or pdf.js when the text layer was enough. */
const PROVIDERS: Record<OcrEngine["name"], string> = {
  textract: EXTRACTION_PROVIDERS.textract,
  "tesseract-cli": EXTRACTION_PROVIDERS.tesseractCli,
  "tesseract-js": EXTRACTION_PROVIDERS.tesseractServer,
};

/**
 * An image's size from its header only (image-size): one too large to decode safely, or a TIFF the engine
 * cannot read, is refused here, before any decoder sees it (issue 19 abuse: a 20,000 x 20,000 PNG of 400 KB).
 */
function checkImage(bytes: Uint8Array, mime: string, engine: OcrEngine): void {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, messages.documents.invalidFileType);
  }
  const refusal = checkImageDimensions(size.width, size.height);
  if (refusal) throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, refusal);
  const compression = (size as { compression?: number }).compression;
  if (
    engineForImage(engine, mime).name === "tesseract-js" &&
    compression !== undefined &&
    DEFLATE_TIFF.has(compression)
  ) {
    throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, messages.documents.tiffCompressionUnsupported);
  }
}

/**
 * spec 2 §7 textract-document: the text of one document, typed by its content (a PNG named .pdf is read as the
 * PNG it is, as in the browser). PDFs: pdf.js's text layer, pages without one OCR'd; images: OCR. DOCX is read
 * in the browser only (mammoth is no server dependency): 400 'Unsupported file type'.
 *
 * The server records nothing here: the device records each successful extraction once (a document_extractions
 * record pushed through sync, by its id), and the user's document count is derived from those records
 * (document_counts), so a retried request or a replayed push never counts twice.
 */
export async function extractDocument(
  config: DocumentsConfig,
  input: { bytes: Uint8Array; pageLimit: number },
  signal: AbortSignal,
  pool: DocumentPool = documentPoolFor(config),
): Promise<ExtractionResult> {
  const sniffed = sniffDocument(input.bytes);
  const refusal = validateDocumentContent(sniffed);
  if (refusal || !sniffed) {
    throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, refusal ?? messages.documents.invalidFileType);
  }
  if (sniffed.kind === "docx") {
    throw new ApiError(TEXTRACT_INVALID_FORMAT_STATUS, messages.documents.unsupportedFileType);
  }
  const engine = await pool.engine();
  if (sniffed.kind === "image") checkImage(input.bytes, sniffed.mime, engine);

  const task = { kind: sniffed.kind, mime: sniffed.mime, bytes: input.bytes, pageLimit: input.pageLimit };
  const running = pool.tryRun(task, signal);
  if (!running) throw new DocumentsBusyError();
  let result: Awaited<typeof running>;
  try {
    result = await running;
  } catch (error) {
    if (error instanceof DocumentTimeoutError) throw new ApiError(504, EXTRACTION_TOO_LONG);
    // the client went away and its task was stopped (its thread terminated): nobody reads this, nothing failed
    if (signal.aborted) throw new ApiError(400, CANCELLED);
    // a document that needs more than the worker's heap ends that thread, not the server: a clear 400
    if ((error as { code?: string })?.code === "ERR_WORKER_OUT_OF_MEMORY") {
      throw new ApiError(
        TEXTRACT_INVALID_FORMAT_STATUS,
        sniffed.kind === "pdf" ? messages.documents.pdfFailed : messages.documents.imageTooLarge,
      );
    }
    throw error;
  }
  if (!result.ok) {
    if (result.status === 429) throw new DocumentsBusyError();
    throw new ApiError(result.status, result.message);
  }

  const provider = result.engine ? PROVIDERS[result.engine] : EXTRACTION_PROVIDERS.pdfJs;
  const answer: ExtractionResult = {
    text: result.text,
    provider,
    ...(result.confidence !== undefined && { confidence: Math.round(result.confidence * 100) / 100 }),
    pagesProcessed: result.pagesProcessed,
  };
  if (result.pagesProcessed < result.numPages) {
    answer.warning = messages.documents.pagesSkipped(result.pagesProcessed, result.numPages);
  }
  // A PDF without a word in it is still a readable PDF: 200, with the spec's message as error and message.
  if (sniffed.kind === "pdf" && !result.text.trim()) {
    answer.error = messages.documents.noTextInPdf;
    answer.message = messages.documents.noTextInPdf;
  }
  return answer;
}
