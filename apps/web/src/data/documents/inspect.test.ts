import { messages } from "@lectern/core";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkImageHeader, inspectDocument } from "./inspect";

/** A PNG's signature and IHDR chunk: enough for a header read (image-size reads nothing more). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

/** A little-endian TIFF with one IFD: width, height and the compression tag. */
function tiffHeader(compression: number): Uint8Array {
  const entries: [number, number, number][] = [
    [256, 3, 100], // ImageWidth, SHORT
    [257, 3, 50], // ImageLength
    [259, 3, compression], // Compression
  ];
  const bytes = new Uint8Array(8 + 2 + entries.length * 12 + 4);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  view.setUint16(8, entries.length, true);
  entries.forEach(([tag, type, value], i) => {
    const at = 10 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, 1, true);
    view.setUint16(at + 8, value, true);
  });
  return bytes;
}

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

describe("inspectDocument", () => {
  it("refuses text that claims to be a PDF by its name, by content", () => {
    const bytes = new TextEncoder().encode("just some notes, not a PDF at all");
    expect(inspectDocument(bytes)).toEqual({ sniffed: null, message: messages.documents.invalidFileType });
  });

  it("accepts a PDF by its signature", () => {
    expect(inspectDocument(new TextEncoder().encode("%PDF-1.7\n...")).message).toBeNull();
  });

  it("refuses a 20,000 x 20,000 PNG from its header", () => {
    expect(inspectDocument(pngHeader(20_000, 20_000)).message).toBe(messages.documents.imageTooLarge);
    expect(inspectDocument(pngHeader(1280, 720)).message).toBeNull();
  });

  it("refuses a Deflate TIFF that leptonica cannot read, and lets an LZW one through", () => {
    expect(checkImageHeader(tiffHeader(8))).toBe(messages.documents.tiffCompressionUnsupported);
    expect(checkImageHeader(tiffHeader(5))).toBeNull();
  });

  it("refuses a DOCX that inflates past the limit before anything opens it", () => {
    const bomb = zipSync(
      {
        "[Content_Types].xml": new TextEncoder().encode(DOCX_CONTENT_TYPES),
        "word/document.xml": new Uint8Array(70 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(inspectDocument(bomb).message).toBe(messages.documents.docxTooLarge);
  });
});
