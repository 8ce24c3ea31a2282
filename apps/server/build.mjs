// Bundles the server (and the workspace packages it imports) into dist/index.js; npm dependencies stay external.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
await build({
  entryPoints: ["src/index.ts"],
  // SERVER_OUTFILE (e.g. dist-mine/index.js) builds beside the usual one, for runs side by side.
  outfile: process.env.SERVER_OUTFILE ?? "dist/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@lectern/")),
  logLevel: "warning",
});
console.log(`server built: apps/server/${process.env.SERVER_OUTFILE ?? "dist/index.js"}`);
