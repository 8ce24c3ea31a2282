// Documents on the web side (issue 19): text extraction engines (pdf.js, mammoth, tesseract.js) that run in
// workers and load only on the document screens, the server-first call for paid users, the file checks, and the
// device's document_extractions log with the remaining count. Only the document screens import this.

import { messages } from "@lectern/core";
import { runWorker } from "./worker-client";
import type { InspectResult } from "./worker-protocol";

export { DocumentExtractionError } from "./errors";
export { extractText } from "./extract";
export { recordDocumentExtraction } from "./record-extraction";
export { useRemainingDocuments } from "./remaining-documents";
export type { ExtractOptions, ExtractProgress } from "./types";
export { warmDocumentEngines } from "./warm";

/**
 * Read the bytes, sniff the type by content, run the core checks (type, DOCX zip guard, image dimensions): the
 * spec's message, or null when the file may be extracted. In a worker: the zip guard may inflate up to 64 MB.
 */
export async function checkDocumentFile(file: File): Promise<string | null> {
  const bytes = await file.arrayBuffer();
  const inspected = runWorker<InspectResult>({
    start: () =>
      new Worker(new URL("./inspect.worker.ts", import.meta.url), {
        type: "module",
        name: "lectern-inspect",
      }),
    request: { lectern: true, bytes },
    transfer: [bytes],
    signal: new AbortController().signal,
    crashMessage: messages.documents.processFailed,
  });
  return inspected.then(
    (result) => result.message,
    (error: unknown) => (error instanceof Error ? error.message : messages.documents.processFailed),
  );
}

// e2e builds only: the engines, callable from a Playwright test on a document screen (e2e/document-engines.spec.ts).
if (import.meta.env.MODE === "e2e") {
  void Promise.all([import("./extract"), import("./warm")]).then(
    ([{ extractText }, { warmDocumentEngines }]) =>
      Object.assign(globalThis, {
        __lecternDocuments: { extractText, checkDocumentFile, warmDocumentEngines },
      }),
  );
}
