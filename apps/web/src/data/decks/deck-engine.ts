// The page's side of the deck worker (issue 22): one worker per request, ended when it answers or is cancelled.
// A screen about to read a package may start that worker early (prepareDeckWorker), so its start and sql.js's
// WebAssembly compile while the user picks the file instead of after.

import type { AnkiReadResult } from "./apkg-read";
import type { AnkiExportDeck } from "./apkg-write";
import type { DeckWorkerRequest, DeckWorkerResponse } from "./deck-worker-protocol";
import { SQL_WASM_URL } from "./sql-wasm-url";

const startWorker = () => new Worker(new URL("./deck.worker.ts", import.meta.url), { type: "module" });

/** A worker started ahead of its request (it loads sql.js as it starts); the next request takes it. */
let spare: Worker | null = null;

/**
 * Starts the next request's worker now; returns the release for when the screen goes away (ends the worker if no
 * request took it).
 */
export function prepareDeckWorker(): () => void {
  if (typeof Worker === "undefined") return () => {};
  const worker = spare ?? startWorker();
  spare = worker;
  return () => {
    if (spare !== worker) return;
    spare = null;
    worker.terminate();
  };
}

function run(
  request: DeckWorkerRequest,
  transfer: Transferable[],
  signal?: AbortSignal,
): Promise<DeckWorkerResponse> {
  return new Promise((resolve, reject) => {
    const worker = spare ?? startWorker();
    spare = null;
    const end = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      end();
      reject(signal?.reason ?? new DOMException("Cancelled", "AbortError"));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort);
    worker.onmessage = (event: MessageEvent<DeckWorkerResponse>) => {
      end();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || "The deck worker failed"));
    };
    worker.postMessage(request, transfer);
  });
}

/** Reads an Anki package in the worker. */
export async function readApkgInWorker(bytes: Uint8Array, signal?: AbortSignal): Promise<AnkiReadResult> {
  const response = await run({ kind: "readApkg", bytes }, [bytes.buffer], signal);
  if (response.kind === "readApkg") return response.result;
  throw new Error(response.kind === "failed" ? response.message : "Unexpected answer from the deck worker");
}

/** Builds an Anki package in the worker. */
export async function buildApkgInWorker(deck: AnkiExportDeck, signal?: AbortSignal): Promise<Uint8Array> {
  const response = await run({ kind: "buildApkg", deck }, [], signal);
  if (response.kind === "buildApkg") return response.bytes;
  throw new Error(response.kind === "failed" ? response.message : "Unexpected answer from the deck worker");
}

/**
 * Fetches sql.js's WebAssembly once while online, so the service worker keeps it and an Anki import or export works
 * offline later (DESIGN §5: engines work offline after the first visit). Failures are ignored: offline, it either
 * is cached already or the Anki format will say so when used.
 */
export function warmDeckEngine(): void {
  if (typeof navigator !== "undefined" && !navigator.onLine) return;
  void fetch(SQL_WASM_URL).catch(() => {});
}
