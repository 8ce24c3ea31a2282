// Serves the study deck bench page (device-study-page.ts) to Chromium: esbuild bundles it with the app's device
// store and study reads into a temporary folder, and a node:http server on 127.0.0.1 serves it (IndexedDB needs a
// real origin).

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

const here = path.dirname(new URL(import.meta.url).pathname);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Study deck bench</title></head>
<body><script type="module" src="./device-study-page.js"></script></body></html>`;

export interface StudyBenchServer {
  url: string;
  close: () => Promise<void>;
}

/** Bundles the page (minified, as the app ships) and serves it; `close` stops the server and removes the bundle. */
export async function startStudyBenchPage(port = 0): Promise<StudyBenchServer> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-study-bench-"));
  await build({
    entryPoints: [path.join(here, "device-study-page.ts")],
    outdir,
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
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
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outdir, { recursive: true, force: true });
    },
  };
}
