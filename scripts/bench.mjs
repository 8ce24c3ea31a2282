// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its table and writes bench/results/NAME.json.
import fs from "node:fs";
import path from "node:path";
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureMediaTools,
  root,
  runOrExit,
} from "./lib.mjs";

ensureDependencies();
// Some benchmarks drive the built app in Debian's Chromium or decode audio made with sox/ffmpeg.
process.env.CHROMIUM_PATH = ensureChromium();
ensureMediaTools();
ensureBuilt();
const only = process.argv[2];
const files = fs
  .readdirSync(path.join(root, "bench"))
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.startsWith(only)))
  .sort();
for (const file of files) runOrExit("npx", ["tsx", path.join("bench", file)]);
console.log(`\n${files.length} benchmark(s) ran; results in bench/results/`);
