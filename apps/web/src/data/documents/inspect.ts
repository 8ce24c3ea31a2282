// What a chosen file is and whether it is safe to open (issue 19 §3 and abuse cases): type by content, the DOCX
// zip-bomb guard, and an image's size from its header before anything decodes it. The rules are core's; this
// only reads the bytes for them. Runs in inspect.worker.ts, so a DOCX that inflates for seconds never blocks the tab.

import {
  checkDocxZip,
  checkImageDimensions,
  messages,
  type SniffedDocument,
  sniffDocument,
  validateDocumentContent,
} from "@lectern/core";
import { imageSize } from "image-size";

/**
 * TIFF compressions (tag 259) that tesseract.js-core's leptonica cannot read: Deflate (8, ImageMagick's default)
 * and the older Adobe Deflate code (32946). Uncompressed, LZW, PackBits and CCITT read fine.
 */
const UNREADABLE_TIFF_COMPRESSIONS = new Set([8, 32946]);

export type Inspection = { sniffed: SniffedDocument | null; message: string | null };

/** The image's header checks: a readable header, a size that is safe to decode, a TIFF that can be read. */
export function checkImageHeader(bytes: Uint8Array): string | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return messages.documents.unsupportedFileType;
  }
  const tooLarge = checkImageDimensions(size.width ?? 0, size.height ?? 0);
  if (tooLarge) return tooLarge;
  // image-size reads a TIFF's compression tag too (not in its types).
  const compression = Number((size as { compression?: unknown }).compression);
  if (size.type === "tiff" && UNREADABLE_TIFF_COMPRESSIONS.has(compression)) {
    return messages.documents.tiffCompressionUnsupported;
  }
  return null;
}

export function inspectDocument(bytes: Uint8Array): Inspection {
  const sniffed = sniffDocument(bytes);
  const invalid = validateDocumentContent(sniffed);
  if (invalid || !sniffed) return { sniffed, message: invalid };
  if (sniffed.kind === "docx") return { sniffed, message: checkDocxZip(bytes) };
  if (sniffed.kind === "image") return { sniffed, message: checkImageHeader(bytes) };
  return { sniffed, message: null };
}
