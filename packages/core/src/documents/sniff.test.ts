import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DOCX_MIME, sniffDocument } from "./sniff.ts";

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

function docxBytes(documentXml = "<w:document/>"): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(
      contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"),
    ),
    "word/document.xml": strToU8(documentXml),
  });
}

describe("sniffDocument", () => {
  it("knows each allowed type by its first bytes", () => {
    expect(sniffDocument(bytes("%PDF-1.7\n"))).toEqual({ mime: "application/pdf", kind: "pdf" });
    expect(sniffDocument(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe("image/jpeg");
    expect(sniffDocument(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe("image/png");
    expect(sniffDocument(bytes("GIF89a..."))?.mime).toBe("image/gif");
    expect(sniffDocument(bytes("GIF87a..."))?.mime).toBe("image/gif");
    expect(sniffDocument(bytes("BM", new Array(20).fill(0)))?.mime).toBe("image/bmp");
    expect(sniffDocument(bytes([0x49, 0x49, 0x2a, 0x00, 8]))?.mime).toBe("image/tiff");
    expect(sniffDocument(bytes([0x4d, 0x4d, 0x00, 0x2a, 8]))?.mime).toBe("image/tiff");
    expect(sniffDocument(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toEqual({
      mime: "image/webp",
      kind: "image",
    });
  });

  it("takes a zip for DOCX only when its content types name the WordprocessingML main part", () => {
    expect(sniffDocument(docxBytes())).toEqual({ mime: DOCX_MIME, kind: "docx" });
    const odt = zipSync({ "[Content_Types].xml": strToU8(contentTypes("application/x-other")) });
    expect(sniffDocument(odt)).toBeNull();
    expect(sniffDocument(zipSync({ "notes.txt": strToU8("hello") }))).toBeNull();
    expect(sniffDocument(bytes([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull(); // a broken zip
  });

  it("refuses what is none of them, whatever the name would say", () => {
    expect(sniffDocument(bytes("Just some notes typed in a text editor"))).toBeNull();
    expect(sniffDocument(bytes(" %PDF-1.7"))).toBeNull(); // strict: %PDF- at byte 0
    expect(sniffDocument(bytes("BM"))).toBeNull(); // too short for a bitmap header
    expect(sniffDocument(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull(); // audio, not WebP
    expect(sniffDocument(new Uint8Array())).toBeNull();
  });
});
