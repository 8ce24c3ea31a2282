// issue 19 §1: the document engines' data files, served by our own server (no CDN): pdf.js's cMaps, standard
// fonts and image decoders, tesseract.js's worker with its LSTM cores, and the English language data. They are
// emitted into the bundle in generateBundle, so vite-plugin-pwa sees them (vite.config.ts keeps them out of the
// precache and caches them at run time, on the document screens only). Each package's version is in the path,
// so a cached copy is never stale after an upgrade. `virtual:lectern-document-engines` tells the app where they
// are and lists them for warmDocumentEngines(); in dev the same URLs are served from node_modules.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const packageRoot = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string): string =>
  JSON.parse(fs.readFileSync(path.join(packageRoot(name), "package.json"), "utf8")).version;

const VIRTUAL_ID = "virtual:lectern-document-engines";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The non-embedded LSTM cores (a .js loader beside its .wasm), best first; the app picks one by feature test. */
export const TESSERACT_CORES = {
  relaxedsimd: "tesseract-core-relaxedsimd-lstm",
  simd: "tesseract-core-simd-lstm",
  plain: "tesseract-core-lstm",
} as const;
/** pdf.js's data folders; cMaps are fetched for CJK fonts only, fonts for unembedded base-14 fonts. */
const PDFJS_FOLDERS = ["cmaps", "standard_fonts", "wasm"] as const;
/** LSTM-only English data (2.95 MB), the one tesseract.js's LSTM_ONLY engine needs. */
const ENGLISH_DATA = "4.0.0_best_int/eng.traineddata.gz";

type EngineFile = { url: string; source: string };

/** Every file, by URL path under the site root, with where it comes from. */
export function documentEngineFiles(): EngineFile[] {
  const files: EngineFile[] = [];
  const pdfjs = packageRoot("pdfjs-dist");
  const pdfjsBase = `pdfjs/${versionOf("pdfjs-dist")}`;
  for (const folder of PDFJS_FOLDERS) {
    for (const name of fs.readdirSync(path.join(pdfjs, folder)).sort()) {
      // Licences stay in node_modules; the non-wasm JPEG 2000 fallback is for browsers without WebAssembly.
      if (name.startsWith("LICENSE") || name.endsWith("_nowasm_fallback.js")) continue;
      files.push({ url: `${pdfjsBase}/${folder}/${name}`, source: path.join(pdfjs, folder, name) });
    }
  }
  const tesseractBase = `tesseract/${versionOf("tesseract.js")}`;
  files.push({
    // The worker must sit beside the cores: emscripten looks for the .wasm next to the worker script.
    url: `${tesseractBase}/core/worker.min.js`,
    source: path.join(packageRoot("tesseract.js"), "dist", "worker.min.js"),
  });
  const core = packageRoot("tesseract.js-core");
  for (const name of Object.values(TESSERACT_CORES)) {
    for (const ext of [".js", ".wasm"]) {
      files.push({ url: `${tesseractBase}/core/${name}${ext}`, source: path.join(core, name + ext) });
    }
  }
  files.push({
    url: `tesseract/lang/eng-${versionOf("@tesseract.js-data/eng")}/eng.traineddata.gz`,
    source: path.join(packageRoot("@tesseract.js-data/eng"), ENGLISH_DATA),
  });
  return files;
}

/** The virtual module: base URLs and the file list the app warms (see engine-files.ts). */
function virtualModule(files: EngineFile[]): string {
  const urls = files.map((file) => `/${file.url}`);
  const base = (prefix: string) => {
    const found = urls.find((url) => url.startsWith(prefix));
    if (!found) throw new Error(`document engines: no file under ${prefix}`);
    return found.slice(0, found.indexOf("/", prefix.length) + 1);
  };
  const pdfjsBase = base("/pdfjs/");
  const tesseractBase = base("/tesseract/");
  const langUrl = urls.find((url) => url.startsWith("/tesseract/lang/")) ?? "";
  return [
    `export const PDFJS_BASE = ${JSON.stringify(pdfjsBase)};`,
    `export const TESSERACT_CORE_BASE = ${JSON.stringify(`${tesseractBase}core/`)};`,
    `export const TESSERACT_LANG_BASE = ${JSON.stringify(langUrl.slice(0, langUrl.lastIndexOf("/") + 1))};`,
    `export const TESSERACT_CORES = ${JSON.stringify(TESSERACT_CORES)};`,
    `export const ENGINE_FILES = ${JSON.stringify(urls)};`,
  ].join("\n");
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".gz": "application/gzip",
};

export function documentEngines(): Plugin {
  let files: EngineFile[] = [];
  return {
    name: "lectern:document-engines",
    buildStart() {
      files = documentEngineFiles();
    },
    // Filtered hooks: the bundler calls them for this one module only, not for each of the app's thousands.
    resolveId: { filter: { id: new RegExp(`^${VIRTUAL_ID}$`) }, handler: () => RESOLVED_ID },
    load: { filter: { id: new RegExp(`^\\0${VIRTUAL_ID}$`) }, handler: () => virtualModule(files) },
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: "asset", fileName: file.url, source: fs.readFileSync(file.source) });
      }
    },
    configureServer(server) {
      files = documentEngineFiles();
      const byUrl = new Map(files.map((file) => [`/${file.url}`, file.source]));
      server.middlewares.use((req, res, next) => {
        const source = byUrl.get((req.url ?? "").split("?")[0] ?? "");
        if (!source) return next();
        res.setHeader("Content-Type", CONTENT_TYPES[path.extname(source)] ?? "application/octet-stream");
        fs.createReadStream(source).pipe(res);
      });
    },
  };
}
