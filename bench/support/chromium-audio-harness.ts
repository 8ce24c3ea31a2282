// Serves the audio pipeline (apps/web/src/features/recording/audio) on a bare test page, so it can be driven
// in Chromium on its own: esbuild bundles the page and worker entries into a temporary folder and a node:http
// server on 127.0.0.1 serves them (127.0.0.1 is a secure context, which WebCodecs needs).

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

const here = path.dirname(new URL(import.meta.url).pathname);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Audio pipeline harness</title></head>
<body><input type="file" id="file" aria-label="Audio file"><script type="module" src="./chromium-audio-page.js"></script></body></html>`;

export interface AudioHarnessServer {
  url: string;
  close: () => Promise<void>;
}

/** Bundles the harness and serves it; `close` stops the server and removes the bundle. */
export async function startAudioHarness(): Promise<AudioHarnessServer> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-audio-harness-"));
  await build({
    entryPoints: [path.join(here, "chromium-audio-page.ts"), path.join(here, "chromium-audio-worker.ts")],
    outdir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    sourcemap: "inline",
    logLevel: "warning",
  });
  fs.writeFileSync(path.join(outdir, "index.html"), PAGE);
  const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript" };
  const server = http.createServer((req, res) => {
    const name = path.basename(new URL(req.url ?? "/", "http://x").pathname) || "index.html";
    const file = path.join(outdir, name);
    if (!fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": types[path.extname(name)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outdir, { recursive: true, force: true });
    },
  };
}
