/// <reference lib="webworker" />
// The deck worker (issue 22, DESIGN §5): sql.js, unzipping and zstd run here, so a 20,000-card package never
// freezes the screen. One request per worker; the page ends it when the answer arrives or the user cancels.

import { readApkg } from "./apkg-read";
import { buildApkg } from "./apkg-write";
import type { DeckWorkerRequest, DeckWorkerResponse } from "./deck-worker-protocol";
import { loadSqlEngine } from "./sql-engine";

const scope = self as unknown as DedicatedWorkerGlobalScope;

// Loaded as the worker starts, before any request: a worker started ahead (prepareDeckWorker) is ready when the
// file arrives. A failure (offline before the first visit) is retried by the request below.
loadSqlEngine().catch(() => {});

scope.onmessage = async (event: MessageEvent<DeckWorkerRequest>) => {
  const request = event.data;
  let response: DeckWorkerResponse;
  try {
    const SQL = await loadSqlEngine();
    if (request.kind === "readApkg") {
      response = { kind: "readApkg", result: readApkg(SQL, request.bytes) };
    } else {
      const bytes = await buildApkg(SQL, request.deck);
      scope.postMessage({ kind: "buildApkg", bytes } satisfies DeckWorkerResponse, [bytes.buffer]);
      return;
    }
  } catch (error) {
    response = { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
