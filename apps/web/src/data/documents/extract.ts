// spec 2 §7 extractText(file): paid → the server first, the browser engines as fallback; free → the browser.

import { type ExtractionResult, messages, sniffDocument } from "@lectern/core";
import { DocumentExtractionError, isAbortError } from "./errors";
import { extractInBrowser } from "./extract-browser";
import { extractOnServer } from "./server-extract";
import { serverFailureFallsBack } from "./server-fallback";
import type { ExtractOptions } from "./types";
import { throwIfAborted } from "./worker-client";

const joinWarnings = (...warnings: (string | undefined)[]) => warnings.filter(Boolean).join(" ") || undefined;

export async function extractText(file: File, options: ExtractOptions): Promise<ExtractionResult> {
  const { tier, signal, onProgress } = options;
  throwIfAborted(signal);
  const bytes = new Uint8Array(await file.arrayBuffer());
  throwIfAborted(signal);
  const sniffed = sniffDocument(bytes);
  if (!sniffed) throw new DocumentExtractionError(messages.documents.invalidFileType);

  let serverWarning: string | undefined;
  // Offline, the server cannot answer: straight to the browser engines.
  if (tier === "paid" && navigator.onLine) {
    onProgress?.({ percent: 0, stage: "Sending to the server" });
    try {
      const result = await extractOnServer(bytes, { name: file.name, mime: sniffed.mime }, signal);
      onProgress?.({ percent: 100, stage: "Done" });
      return result;
    } catch (error) {
      if (isAbortError(error) || signal.aborted) throw error;
      if (!serverFailureFallsBack(error)) {
        throw new DocumentExtractionError(
          error instanceof Error ? error.message : messages.documents.processFailed,
        );
      }
      serverWarning = error instanceof Error && !(error instanceof TypeError) ? error.message : undefined;
    }
  }
  const result = await extractInBrowser(bytes, options);
  const warning = joinWarnings(serverWarning, result.warning);
  return warning ? { ...result, warning } : result;
}
