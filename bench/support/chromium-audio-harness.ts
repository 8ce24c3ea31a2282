// Serves the audio pipeline (apps/web/src/features/recording/audio) on a bare test page, so it can be driven
// in Chromium on its own: the page and worker entries bundled and served on 127.0.0.1 (a secure context, which
// WebCodecs needs).

import path from "node:path";
import { type BundledPage, serveBundledPage } from "./bundled-page.ts";

const here = path.dirname(new URL(import.meta.url).pathname);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Audio pipeline harness</title></head>
<body><input type="file" id="file" aria-label="Audio file"><script type="module" src="./chromium-audio-page.js"></script></body></html>`;

export type AudioHarnessServer = BundledPage;

/** Bundles the harness and serves it; `close` stops the server and removes the bundle. */
export function startAudioHarness(): Promise<AudioHarnessServer> {
  return serveBundledPage({
    html: PAGE,
    entryPoints: [path.join(here, "chromium-audio-page.ts"), path.join(here, "chromium-audio-worker.ts")],
    name: "lectern-audio-harness",
    build: { sourcemap: "inline" },
  });
}
