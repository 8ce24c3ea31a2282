// Serves the study deck bench page (device-study-page.ts) to Chromium: bundled with the app's device store and study
// reads, on 127.0.0.1 (IndexedDB needs a real origin).

import path from "node:path";
import { type BundledPage, serveBundledPage } from "./bundled-page.ts";

const here = path.dirname(new URL(import.meta.url).pathname);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Study deck bench</title></head>
<body><script type="module" src="./device-study-page.js"></script></body></html>`;

export type StudyBenchServer = BundledPage;

/** Bundles the page (minified, as the app ships) and serves it; `close` stops the server and removes the bundle. */
export function startStudyBenchPage(port = 0): Promise<StudyBenchServer> {
  return serveBundledPage({
    html: PAGE,
    entryPoints: [path.join(here, "device-study-page.ts")],
    name: "lectern-study-bench",
    port,
    build: { minify: true },
  });
}
