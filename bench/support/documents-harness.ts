// Serves the documents benchmark's page: Vite bundles documents-page.ts with the web app's document engines (their
// module workers and the engine files the app serves itself: pdf.js data, tesseract.js worker, core and English
// data), and the server's own static files code (mountSpa, on Hono) serves the bundle on 127.0.0.1, with the
// fixtures under /fixtures/.

import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { build, type PluginOption } from "vite";
import { mountSpa } from "../../apps/server/src/http/static.ts";

const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, "../..");

export interface DocumentsHarnessServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Bundles the page with Vite (the web app's "@" alias, module workers, and the given plugins, which emit the
 * engine files) and serves it with the fixtures under /fixtures/.
 */
export async function startDocumentsHarness(options: {
  fixturesDir: string;
  plugins?: PluginOption[];
  /** The page's module (documents-page.ts unless given). */
  pageModule?: string;
}): Promise<DocumentsHarnessServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-documents-harness-"));
  const outDir = path.join(root, "dist");
  fs.writeFileSync(
    path.join(root, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Documents bench</title></head>
<body><script type="module" src="./entry.ts"></script></body></html>`,
  );
  fs.writeFileSync(
    path.join(root, "entry.ts"),
    `import ${JSON.stringify(options.pageModule ?? path.join(here, "documents-page.ts"))};\n`,
  );
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    mode: "production",
    resolve: { alias: { "@": path.join(repo, "apps/web/src") } },
    worker: { format: "es" },
    plugins: options.plugins ?? [],
    build: { outDir, emptyOutDir: true, target: "es2022", reportCompressedSize: false },
  });
  // The server's own static files code: hashed /assets/ (the engines' worker chunks) cached for a year, the engine
  // data files revalidated, as the browser gets them from our server (the app's service worker aside).
  const app = new Hono();
  app.get("/fixtures/:name", async (c) => {
    const file = path.join(options.fixturesDir, path.basename(c.req.param("name")));
    if (!fs.existsSync(file)) return c.notFound();
    return c.body(await fs.promises.readFile(file), 200, { "content-type": "application/octet-stream" });
  });
  mountSpa(app, outDir);
  const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
