// sql.js's WebAssembly as a hashed asset of our own build (no CDN). Its own module, so the page can warm the file
// without pulling sql.js's JavaScript out of the worker into the page's chunks.

import wasmUrl from "sql.js/dist/sql-wasm-browser.wasm?url";

export const SQL_WASM_URL: string = wasmUrl;
