// Bundles the server (and the workspace packages it imports) into dist/index.js, and the worker threads beside
// it (dist/generation-worker.js, found by services/generation/pool.ts; dist/pglite-worker.js, found by
// db/pglite-remote.ts; dist/password-worker.js, found by auth/password-work.ts; dist/document-worker.js, found by
// services/documents/pool.ts); npm dependencies stay external.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
// SERVER_OUTFILE (e.g. dist-mine/index.js) builds beside the usual one, for runs side by side.
const outfile = process.env.SERVER_OUTFILE ?? "dist/index.js";
await build({
  entryPoints: {
    [path.basename(outfile, ".js")]: "src/index.ts",
    "generation-worker": "src/services/generation/worker.ts",
    "pglite-worker": "src/db/pglite-worker.ts",
    "password-worker": "src/auth/password-worker.ts",
    "document-worker": "src/services/documents/worker.ts",
  },
  outdir: path.dirname(outfile),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@lectern/")),
  logLevel: "warning",
});
console.log(`server built: apps/server/${process.env.SERVER_OUTFILE ?? "dist/index.js"}`);
