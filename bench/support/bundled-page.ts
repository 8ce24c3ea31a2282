// A bare test page served to Chromium: esbuild bundles its entries into a temporary folder and a node:http server
// on 127.0.0.1 serves them (a real origin, which IndexedDB needs, and a secure context, which WebCodecs needs).
// Shared by the study deck bench and the audio pipeline harness.

import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type BuildOptions, build } from "esbuild";

export interface BundledPage {
  url: string;
  /** Stops the server and removes the bundle. */
  close: () => Promise<void>;
}

export interface BundledPageOptions {
  /** The page's index.html. */
  html: string;
  /** Absolute paths of the entry modules; each is served as <its name>.js. */
  entryPoints: string[];
  /** A prefix of the temporary folder's name. */
  name: string;
  port?: number;
  build?: Pick<BuildOptions, "minify" | "sourcemap">;
}

export async function serveBundledPage(options: BundledPageOptions): Promise<BundledPage> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.name}-`));
  await build({
    entryPoints: options.entryPoints,
    outdir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    logLevel: "warning",
    ...options.build,
  });
  fs.writeFileSync(path.join(outdir, "index.html"), options.html);
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outdir, { recursive: true, force: true });
    },
  };
}
