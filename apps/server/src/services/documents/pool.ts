import { Piscina } from "piscina";
import type { DocumentsConfig } from "../../config.ts";
import type { OcrEngine } from "./engines.ts";
import { tesseractCliAvailable } from "./tesseract-cli.ts";
import type { DocumentTask, DocumentTaskResult, DocumentWorkerData } from "./worker.ts";

// From source (tests, dev) the worker is TypeScript, loaded through tsx; the build ships it bundled beside
// dist/index.js as document-worker.js (build.mjs), as the password and generation workers are.
const fromSource = import.meta.url.endsWith(".ts");
const WORKER_FILE = new URL(fromSource ? "./worker.ts" : "./document-worker.js", import.meta.url).href;

/** How much lower a document thread's CPU priority is than the server's (Linux nice, 0-19): requests first. */
export const DOCUMENT_WORK_NICENESS = 10;
/** What Retry-After says when every slot is busy: about one image's OCR ("try again in a moment"). */
export const DOCUMENT_BUSY_RETRY_AFTER_S = 5;
/** A task still running this long after its time budget is stopped (its thread terminated). */
const HARD_STOP_GRACE_MS = 30_000;
/** A worker thread's heap: pdf.js reading 1000 pages peaks near 250 MB; past this the task fails, not the server. */
const WORKER_HEAP_MB = 768;

export type DocumentPool = {
  /** Runs `task` in a free slot; null, at once and without work, when every slot is busy. */
  tryRun(
    task: Omit<DocumentTask, "engine" | "deadline">,
    signal: AbortSignal,
  ): Promise<DocumentTaskResult> | null;
  /** The engine DOCUMENT_OCR_ENGINE names ("auto": Textract with AWS credentials, else the CLI, else tesseract.js). */
  engine(): Promise<OcrEngine>;
  /** Tasks running now (for tests). */
  readonly running: number;
  close(): Promise<void>;
};

/** The task ran past its budget and was stopped. */
export class DocumentTimeoutError extends Error {}

export function createDocumentPool(config: DocumentsConfig): DocumentPool {
  const slots = config.concurrency;
  let running = 0;
  const piscina = new Piscina<DocumentTask, DocumentTaskResult>({
    filename: WORKER_FILE,
    execArgv: fromSource ? ["--import", "tsx"] : [],
    workerData: { niceness: DOCUMENT_WORK_NICENESS } satisfies DocumentWorkerData,
    minThreads: 0,
    maxThreads: slots,
    // a thread keeps its tesseract.js engine (~0.5-0.8 s to start) while documents keep coming
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

  let resolved: Promise<OcrEngine> | null = null;
  const engine = () => {
    resolved ??= resolveEngine(config);
    return resolved;
  };

  return {
    tryRun(task, signal) {
      if (running >= slots) return null;
      running += 1;
      const budget = AbortSignal.timeout(config.timeoutMs + HARD_STOP_GRACE_MS);
      const run = async () => {
        try {
          return await piscina.run(
            { ...task, engine: await engine(), deadline: Date.now() + config.timeoutMs },
            { signal: AbortSignal.any([signal, budget]) },
          );
        } catch (error) {
          if (budget.aborted) throw new DocumentTimeoutError();
          throw error;
        } finally {
          running -= 1;
        }
      };
      return run();
    },
    engine,
    get running() {
      return running;
    },
    close: () => piscina.destroy(),
  };
}

async function resolveEngine(config: DocumentsConfig): Promise<OcrEngine> {
  const { engine, textract, tesseractCommand } = config;
  if (engine === "textract" || (engine === "auto" && textract)) {
    if (!textract) throw new Error("DOCUMENT_OCR_ENGINE=textract needs AWS credentials and AWS_REGION");
    return { name: "textract", textract };
  }
  if (engine === "tesseract-cli" || (engine === "auto" && (await tesseractCliAvailable(tesseractCommand)))) {
    return { name: "tesseract-cli", command: tesseractCommand };
  }
  return { name: "tesseract-js" };
}

const pools = new WeakMap<DocumentsConfig, DocumentPool>();

/** The pool of one app's settings (tests make many apps; one server has one). */
export function documentPoolFor(config: DocumentsConfig): DocumentPool {
  let pool = pools.get(config);
  if (!pool) {
    pool = createDocumentPool(config);
    pools.set(config, pool);
  }
  return pool;
}
