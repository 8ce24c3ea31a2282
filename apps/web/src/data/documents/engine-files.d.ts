// apps/web/vite-plugins/document-engines.ts: where the document engines' files are served from.
declare module "virtual:lectern-document-engines" {
  /** pdf.js's data: `${PDFJS_BASE}cmaps/`, `standard_fonts/`, `wasm/`. */
  export const PDFJS_BASE: string;
  /** tesseract.js's worker.min.js beside its cores. */
  export const TESSERACT_CORE_BASE: string;
  /** The folder holding eng.traineddata.gz. */
  export const TESSERACT_LANG_BASE: string;
  export const TESSERACT_CORES: { relaxedsimd: string; simd: string; plain: string };
  /** Every engine file's URL path, for warming the cache. */
  export const ENGINE_FILES: string[];
}
