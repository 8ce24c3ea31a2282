/// <reference lib="dom" />
// The documents benchmark's page (bundled by documents-harness.ts with Vite): it runs the web app's own extraction
// engines (apps/web/src/data/documents: pdf.js in its worker, tesseract.js) on a file fetched from the harness
// server, and times extractText from the File to the text, the way the upload screen calls it.

// extract.ts rather than the folder's index: the same function without the records' React hooks in the bundle.
import { extractText } from "../../apps/web/src/data/documents/extract.ts";
import { preparePdfWorker } from "../../apps/web/src/data/documents/extract-browser.ts";

// As the document screens do on arrival (warmDocumentEngines): pdf.js is loaded and warmed in a worker before
// the first file, and that worker is kept between files.
preparePdfWorker();

export interface HarnessExtraction {
  ok: boolean;
  /** From the call to extractText until its answer: worker start, engine and data loading included. */
  ms: number;
  text: string;
  provider: string;
  pagesProcessed?: number;
  confidence?: number;
  error?: string;
}

export interface DocumentsHarness {
  extract: (url: string, name: string, type: string) => Promise<HarnessExtraction>;
  pdfWorkerStartMs: () => Promise<number>;
}

declare global {
  interface Window {
    documentsHarness: DocumentsHarness;
  }
}

window.documentsHarness = {
  async extract(url, name, type) {
    const bytes = await (await fetch(url)).arrayBuffer();
    const file = new File([bytes], name, { type });
    const start = performance.now();
    try {
      // A free user's path: the browser engines only (the paid tier would ask the server first).
      const result = await extractText(file, { tier: "free", signal: new AbortController().signal });
      const ms = performance.now() - start;
      return {
        ok: !result.error,
        ms,
        text: result.text,
        provider: result.provider,
        pagesProcessed: result.pagesProcessed,
        confidence: result.confidence,
        ...(result.error ? { error: result.error } : {}),
      };
    } catch (error) {
      return { ok: false, ms: performance.now() - start, text: "", provider: "", error: String(error) };
    }
  },
  /**
   * The fixed part of a PDF job: starting the app's PDF worker (the same module, so the same chunk) until pdf.js,
   * loaded inside it, posts its "ready" handshake. The screens keep one warm worker, so a file does not wait for it.
   */
  async pdfWorkerStartMs() {
    const start = performance.now();
    const worker = new Worker(new URL("../../apps/web/src/data/documents/pdf.worker.ts", import.meta.url), {
      type: "module",
      name: "lectern-pdf",
    });
    await new Promise((resolve) => worker.addEventListener("message", resolve, { once: true }));
    const ms = performance.now() - start;
    worker.terminate();
    return ms;
  },
};
