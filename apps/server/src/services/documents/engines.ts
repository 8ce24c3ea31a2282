import type { TextractConfig } from "./textract.ts";

/** The OCR engine a task uses (DOCUMENT_OCR_ENGINE, "auto" already resolved by the pool). */
export type OcrEngine =
  | { name: "tesseract-js" }
  | { name: "tesseract-cli"; command: string }
  | { name: "textract"; textract: TextractConfig };

/** The image types AWS Textract's DetectDocumentText reads (besides a one-page PDF). */
const TEXTRACT_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/tiff"]);

/**
 * The engine for one image: the configured one, unless it cannot read that type. Textract reads JPEG, PNG and
 * TIFF only, and the CLI's leptonica refuses compressed (RLE) BMP; tesseract.js reads both, so it takes them.
 * PDF pages are rendered to PNG, which every engine reads.
 */
export function engineForImage(engine: OcrEngine, mime: string): OcrEngine {
  if (engine.name === "textract" && !TEXTRACT_IMAGE_TYPES.has(mime)) return { name: "tesseract-js" };
  if (engine.name === "tesseract-cli" && mime === "image/bmp") return { name: "tesseract-js" };
  return engine;
}
