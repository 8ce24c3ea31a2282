// Documents on the web side (issue 19): text extraction engines (pdf.js, mammoth, tesseract.js) that run in
// workers and load only on the document screens, the server-first call for paid users, the file checks, and the
// device's document_extractions log with the remaining count. Nothing here is imported by other routes.

import type { ExtractionResult } from "@lectern/core";

export type ExtractProgress = { percent: number; stage: string };

/** An extraction failed; .message is a spec message (spec 2 §8) or Lectern wording for the abuse cases. */
export class DocumentExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DocumentExtractionError";
  }
}

export type ExtractOptions = {
  tier: "free" | "paid";
  signal: AbortSignal;
  onProgress?: (p: ExtractProgress) => void;
  /** Camera captures: deskew + contrast-normalise before OCR (issue 19 §4). */
  capturedImage?: boolean;
};

/** spec 2 §7 extractText(file): the engine chosen by tier (paid → server first, browser fallback; free → browser). */
export async function extractText(_file: File, _options: ExtractOptions): Promise<ExtractionResult> {
  throw new DocumentExtractionError("not implemented yet");
}

/** Read the bytes, sniff the type by content, run the core checks (type, DOCX zip guard, image dimensions). */
export async function checkDocumentFile(_file: File): Promise<string | null> {
  return null;
}

/** Fetch every engine file into the cache so extraction works offline later (call on entering the screens). */
export async function warmDocumentEngines(): Promise<void> {}

/** Append a document_extractions record on the device (queued for sync: counted once per id, spec 2 §3). */
export async function recordDocumentExtraction(_input: {
  fileName: string;
  provider: string;
  pagesProcessed: number;
}): Promise<void> {}

/** Documents left: tier.remaining from GET /api/tier corrected by extractions on this device not yet counted. */
export function useRemainingDocuments(): {
  remaining: number | null;
  isFreeTier: boolean | null;
  loading: boolean;
} {
  return { remaining: null, isFreeTier: null, loading: true };
}
