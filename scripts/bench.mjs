// `npm run bench`: runs every bench/*.bench.ts in turn; each prints its table and writes bench/results/NAME.json.
import fs from "node:fs";
import path from "node:path";
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureLibreOffice,
  ensureMediaTools,
  root,
  runOrExit,
} from "./lib.mjs";

ensureDependencies();
const only = process.argv[2];
const files = fs
  .readdirSync(path.join(root, "bench"))
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.startsWith(only)))
  .sort();
// Some benchmarks drive the built app in Debian's Chromium or decode audio made with sox/ffmpeg; the documents
// benchmark compares with pdftotext and tesseract and makes its inputs with LibreOffice, ps2pdf and ImageMagick.
process.env.CHROMIUM_PATH = ensureChromium();
ensureMediaTools();
if (files.includes("documents.bench.ts")) ensureLibreOffice();
// The documents benchmark bundles its own page with the app's engines: it alone needs no build of the app.
if (files.some((f) => f !== "documents.bench.ts")) ensureBuilt();
for (const file of files) runOrExit("npx", ["tsx", path.join("bench", file)]);
console.log(`\n${files.length} benchmark(s) ran; results in bench/results/`);
