// Document upload, camera scan and text extraction — spec 2 §2, §3, §5, §7, §9.

import { FREE_TIER } from "./tiers.ts";

/** Uploaded documents must be at most 5 MB (spec 2 §5). */
export const DOCUMENT_MAX_BYTES = FREE_TIER.maxFileSizeBytes;
/** Accepted document MIME types: PDF, DOCX, JPEG, JPG, PNG, GIF, BMP, TIFF, WebP (spec 2 §5). */
export const DOCUMENT_UPLOAD_MIME_TYPES = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/gif",
  "image/bmp",
  "image/tiff",
  "image/webp",
] as const;
/** File extensions of the same types, for files whose MIME type the browser leaves empty (spec 2 §5). */
export const DOCUMENT_UPLOAD_EXTENSIONS = [
  ".pdf",
  ".docx",
  ".jpeg",
  ".jpg",
  ".png",
  ".gif",
  ".bmp",
  ".tif",
  ".tiff",
  ".webp",
] as const;
/** The PDF text reader reads at most 1000 pages (spec 2 §9). */
export const PDF_MAX_PAGES = 1000;
/** Default pageLimit of textract-document (spec 2 §7). */
export const TEXTRACT_DEFAULT_PAGE_LIMIT = 100;
/** textract-document answers 429 when busy and 400 for an invalid format (spec 2 §7). */
export const TEXTRACT_BUSY_STATUS = 429;
export const TEXTRACT_INVALID_FORMAT_STATUS = 400;
/** Provider recorded on a failed per-file or per-image result; such results are not saved (spec 2 §8). */
export const EXTRACTION_ERROR_PROVIDER = "Error";
/** The in-browser OCR fallback reads English (spec 2 §7). */
export const OCR_LANGUAGE = "eng";

/** Captured images are JPEG at quality 0.8 (spec 2 §3, §9). */
export const CAMERA_JPEG_QUALITY = 0.8;
/** Captured images' MIME type (spec 2 §3). */
export const CAMERA_IMAGE_MIME_TYPE = "image/jpeg";
/** Camera resolution: ideal 1280x720, min 640x480, max 1920x1080 (spec 2 §9). */
export const CAMERA_RESOLUTION = {
  ideal: { width: 1280, height: 720 },
  min: { width: 640, height: 480 },
  max: { width: 1920, height: 1080 },
} as const;
/** The rear camera is preferred (spec 2 §9); 'environment' is its facingMode. */
export const CAMERA_PREFERRED_FACING_MODE = "environment";
/** Camera states (spec 2 §4). */
export const CAMERA_STATES = ["off", "starting", "active"] as const;

/** Who extracted a document's text: stored on each result and extraction record (spec 2 §3). */
export const EXTRACTION_PROVIDERS = {
  pdfJs: "pdf.js",
  mammoth: "mammoth",
  tesseractBrowser: "tesseract.js",
  tesseractServer: "tesseract.js (server)",
  tesseractCli: "tesseract",
  textract: "AWS Textract",
} as const;

/** Tags and note types of the notes that upload and scan hand to /note-editor/new (spec 2 §2). */
export const DOCUMENT_NOTE_SOURCES = {
  upload: { tags: ["document-upload", "ocr"], type: "document" },
  scan: { tags: ["document-scan", "camera", "ocr"], type: "scan" },
} as const;

/**
 * issue 19 (abuse): a DOCX is a zip, and a 4 MB one can inflate to gigabytes. Refused before any parser opens
 * it: more entries than this, or more bytes once inflated (declared, then counted while inflating).
 */
export const DOCX_MAX_ENTRIES = 1000;
export const DOCX_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/**
 * issue 19 (abuse): an image is refused from its header, before any decode, when a side is longer than this or
 * it has more pixels than this (a 20,000 x 20,000 PNG of 400 KB needs 1.6 GB to decode). A 1920x1080 capture
 * and a 600 dpi letter page (5100 x 6600) pass.
 */
export const IMAGE_MAX_SIDE_PX = 10_000;
export const IMAGE_MAX_PIXELS = 50_000_000;
