// One extraction run of the upload or scan screen (spec 2 §7: "one call per file or image, sequentially"):
// progress with the current item's name, Cancel, and a result per item. A failed item keeps its message with
// provider 'Error' (spec 2 §8) and is left out of the note; each success is recorded once (spec 2 §3).

import { EXTRACTION_ERROR_PROVIDER, messages } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  checkDocumentFile,
  DocumentExtractionError,
  extractText,
  recordDocumentExtraction,
} from "@/data/documents";

export type RunItem = { file: File; label: string };

export type ExtractedResult = {
  key: string;
  /** The file name (upload) or 'Image N' (scan). */
  label: string;
  provider: string;
  text: string;
  /** Lectern: the engine's note on a partial read (e.g. only the first 1000 pages). */
  warning?: string;
};

export type RunProgress = { label: string; percent: number };

type RunOptions = {
  tier: "free" | "paid";
  capturedImage?: boolean;
  /** The stored text of a failed item (scan: 'Error processing image N: ...'). */
  failureText: (index: number, message: string) => string;
};

const isAbort = (error: unknown) =>
  typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";

/** The message of a failure: the engine's own (spec 2 §8 wording), else the spec's generic one. */
function failureMessage(error: unknown): string {
  if (error instanceof DocumentExtractionError) return error.message;
  return messages.documents.processFailed;
}

/** Extracts one file: the content check first, then the engine; throws on failure. */
async function extractOne(
  item: RunItem,
  options: RunOptions,
  signal: AbortSignal,
  onPercent: (p: number) => void,
) {
  const refused = await checkDocumentFile(item.file);
  if (refused) throw new DocumentExtractionError(refused);
  const result = await extractText(item.file, {
    tier: options.tier,
    signal,
    capturedImage: options.capturedImage,
    onProgress: (p) => onPercent(p.percent),
  });
  if (result.error) throw new DocumentExtractionError(result.error);
  return result;
}

/**
 * Each success is one document_extractions record (spec 2 §3). A device store that fails to write (storage full)
 * does not turn the extracted text into a failure: the text is still shown, and that document goes uncounted.
 */
async function countExtraction(fileName: string, provider: string, pagesProcessed = 1) {
  try {
    await recordDocumentExtraction({ fileName, provider, pagesProcessed });
  } catch (error) {
    console.error("Could not record the document extraction", error);
  }
}

export function useExtractionRun() {
  const [results, setResults] = useState<ExtractedResult[]>([]);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops the engines (their workers end with the signal).
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async (items: readonly RunItem[], options: RunOptions) => {
    const abort = new AbortController();
    controller.current = abort;
    setResults([]);
    try {
      for (const [index, item] of items.entries()) {
        if (abort.signal.aborted) break;
        const overall = (percent: number) =>
          Math.round(((index + Math.min(100, Math.max(0, percent)) / 100) / items.length) * 100);
        setProgress({ label: item.label, percent: overall(0) });
        const key = `${index}-${item.file.name}`;
        try {
          const result = await extractOne(item, options, abort.signal, (p) =>
            setProgress({ label: item.label, percent: overall(p) }),
          );
          const text = result.text.trim() ? result.text : (result.message ?? "");
          setResults((all) => [
            ...all,
            { key, label: item.label, provider: result.provider, text, warning: result.warning },
          ]);
          await countExtraction(item.file.name, result.provider, result.pagesProcessed);
        } catch (error) {
          if (abort.signal.aborted || isAbort(error)) break;
          const text = options.failureText(index, failureMessage(error));
          setResults((all) => [
            ...all,
            { key, label: item.label, provider: EXTRACTION_ERROR_PROVIDER, text },
          ]);
        }
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
    return !abort.signal.aborted;
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);
  const clear = useCallback(() => setResults([]), []);

  return { results, progress, busy: progress !== null, run, cancel, clear };
}

export type ExtractionRun = ReturnType<typeof useExtractionRun>;
