// Offline on the document screens (issue 19 §1): every engine file this browser will use is put in the cache the
// service worker's runtime rule reads ("lectern-doc-engines", apps/web/vite.config.ts), so a first visit makes
// the screens work with the network off afterwards. Written to Cache Storage directly: on a first visit the page
// is not yet controlled by the service worker, so its fetches would not be kept.

import { ENGINE_FILES, TESSERACT_CORES } from "virtual:lectern-document-engines";
import { preparePdfWorker } from "./extract-browser";
import { chosenCoreFile } from "./ocr";

export const DOCUMENT_ENGINE_CACHE = "lectern-doc-engines";
/** Files fetched at once: enough to fill the connection, few enough to leave room for the screen. */
const PARALLEL_FETCHES = 6;

/** The files to keep: everything but the tesseract cores this browser will not pick. */
export function filesToWarm(files: readonly string[], chosenCore: string): string[] {
  const chosen = chosenCore.replace(/\.js$/, "");
  const cores = new Set<string>(Object.values(TESSERACT_CORES));
  return files.filter((url) => {
    const name = url.slice(url.lastIndexOf("/") + 1).replace(/\.(js|wasm)$/, "");
    return !cores.has(name) || name === chosen;
  });
}

let warming: Promise<void> | null = null;

export function warmDocumentEngines(): Promise<void> {
  preparePdfWorker();
  warming ??= warm().finally(() => {
    warming = null;
  });
  return warming;
}

async function warm(): Promise<void> {
  if (typeof caches === "undefined") return; // not a secure context: no Cache Storage, nothing to keep
  const cache = await caches.open(DOCUMENT_ENGINE_CACHE);
  const queue = filesToWarm(ENGINE_FILES, await chosenCoreFile());
  const fetchNext = async (): Promise<void> => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue;
      // One file failing (offline again, a server restart) leaves the others; the next visit tries again.
      await cache.add(url).catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchNext));
}
