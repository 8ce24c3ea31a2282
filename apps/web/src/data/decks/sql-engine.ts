// sql.js for the deck worker (issue 22, DESIGN §5): its WebAssembly is a hashed asset of our own build (no CDN),
// which the service worker keeps in its engine cache the first time it is fetched (vite.config.ts runtime rule for
// /assets/*.wasm), so Anki import and export work offline after one visit to a deck screen (warmDeckEngine).

import initSqlJs, { type SqlJsStatic } from "sql.js";
import { SQL_WASM_URL } from "./sql-wasm-url";

let engine: Promise<SqlJsStatic> | null = null;

/** The sql.js module, loaded once per worker. */
export function loadSqlEngine(): Promise<SqlJsStatic> {
  engine ??= initSqlJs({ locateFile: () => SQL_WASM_URL }).catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}
