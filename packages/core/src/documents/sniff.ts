// What a file is, by its content — issue 19 §3 ("the type is checked by content (magic bytes), not only the
// extension"); the allowed types are spec 2 §5's.

import { strFromU8, unzipSync } from "fflate";

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type DocumentMime =
  | "application/pdf"
  | typeof DOCX_MIME
  | "image/jpeg"
  | "image/png"
  | "image/gif"
  | "image/bmp"
  | "image/tiff"
  | "image/webp";

export type DocumentKind = "pdf" | "docx" | "image";

export type SniffedDocument = { mime: DocumentMime; kind: DocumentKind };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Image signatures, checked in order. BMP's "BM" is weak: the decoder's header read confirms it later. */
const IMAGE_SIGNATURES: { mime: DocumentMime; test: (b: Uint8Array) => boolean }[] = [
  { mime: "image/jpeg", test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { mime: "image/png", test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: "image/gif", test: (b) => startsWith(b, ascii("GIF87a")) || startsWith(b, ascii("GIF89a")) },
  { mime: "image/bmp", test: (b) => b.length > 14 && startsWith(b, ascii("BM")) },
  {
    mime: "image/tiff",
    test: (b) => startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a]),
  },
  { mime: "image/webp", test: (b) => startsWith(b, ascii("RIFF")) && startsWith(b, ascii("WEBP"), 8) },
];

const CONTENT_TYPES_ENTRY = "[Content_Types].xml";
const DOCX_MAIN_PART = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** [Content_Types].xml is a few KB; a bigger one is not read (it could be a bomb of its own). */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

/**
 * A DOCX is a zip whose [Content_Types].xml names the WordprocessingML main part. Only that one small entry is
 * inflated; ODT, XLSX and plain zips are not DOCX.
 */
function isDocx(bytes: Uint8Array): boolean {
  try {
    const entries = unzipSync(bytes, {
      filter: (f) => f.name === CONTENT_TYPES_ENTRY && f.originalSize <= CONTENT_TYPES_MAX_BYTES,
    });
    const xml = entries[CONTENT_TYPES_ENTRY];
    return !!xml && strFromU8(xml).includes(DOCX_MAIN_PART);
  } catch {
    return false;
  }
}

/**
 * The document type of a file's bytes, or null when it is none of spec 2 §5's types. PDF must start with
 * "%PDF-" at byte 0 (strict: the PDF spec tolerates leading junk, we do not need to).
 */
export function sniffDocument(bytes: Uint8Array): SniffedDocument | null {
  if (startsWith(bytes, ascii("%PDF-"))) return { mime: "application/pdf", kind: "pdf" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return isDocx(bytes) ? { mime: DOCX_MIME, kind: "docx" } : null;
  }
  const image = IMAGE_SIGNATURES.find((s) => s.test(bytes));
  return image ? { mime: image.mime, kind: "image" } : null;
}
