import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import type { Database } from "../src/db/client.ts";
import { PLAN, subscribe } from "./generation-support.ts";

// Real files for the document tests, made in the test set-up with Debian's tools (issue 19 Acceptance):
// PostScript → ps2pdf for PDFs with a text layer, ImageMagick (convert-im6.q16; /usr/local/bin/convert is a
// stand-in) for printed text as an image, img2pdf for an image-only ("scanned") PDF.

/** The printed page's words: what every engine must find. */
export const PAGE_LINES = [
  "Photosynthesis converts light energy into chemical energy.",
  "Chlorophyll absorbs mostly blue and red wavelengths of light.",
  "The Calvin cycle fixes carbon dioxide into three-carbon sugars.",
];
export const PAGE_WORDS = ["Photosynthesis", "Chlorophyll", "Calvin", "carbon", "wavelengths"];

const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** PostScript of `pages`, each a list of lines in Times-Roman; ps2pdf makes it a PDF with real text. */
function postScript(pages: string[][]): string {
  let ps = `%!PS-Adobe-3.0\n%%Pages: ${pages.length}\n`;
  pages.forEach((lines, i) => {
    ps += `%%Page: ${i + 1} ${i + 1}\n/Times-Roman findfont 12 scalefont setfont\n`;
    lines.forEach((line, j) => {
      ps += `50 ${760 - j * 16} moveto (${esc(line)}) show\n`;
    });
    ps += "showpage\n";
  });
  return `${ps}%%EOF\n`;
}

/**
 * A PNG of 20,000 x 20,000 pixels in 1-bit grey (a valid file of ~150 KB): decoding it as RGBA would take 1.6 GB.
 */
function hugePng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side, 0xff);
  for (let y = 0; y < side; y++) raw[y * (1 + Math.ceil(side / 8))] = 0; // filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type DocumentFixtures = {
  textPdf: Buffer;
  scannedPdf: Buffer;
  png: Buffer;
  deflateTiff: Buffer;
  lzwTiff: Buffer;
  /** RLE-compressed BMP: the CLI's leptonica refuses it, tesseract.js reads it. */
  rleBmp: Buffer;
  gif: Buffer;
  truncatedPdf: Buffer;
  thousandPagePdf: Buffer;
  hugePng: Buffer;
  docx: Buffer;
  close(): void;
};

/** Makes every fixture in a temporary folder; `close` removes it. */
export function makeDocumentFixtures(): DocumentFixtures {
  const dir = mkdtempSync(path.join(tmpdir(), "lectern-docs-"));
  const at = (name: string) => path.join(dir, name);
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: dir, stdio: "pipe" });

  writeFileSync(
    at("text.ps"),
    postScript([PAGE_LINES, ["Second page about the stroma of the chloroplast."]]),
  );
  run("ps2pdf", ["text.ps", "text.pdf"]);
  const pages = Array.from({ length: 1000 }, (_, p) => [`Page ${p + 1} of the long reader about entropy.`]);
  writeFileSync(at("long.ps"), postScript(pages));
  run("ps2pdf", ["long.ps", "long.pdf"]);

  run("convert-im6.q16", [
    ...["-size", "1400x", "-background", "white", "-fill", "black", "-font", "DejaVu-Serif"],
    ...["-pointsize", "30", `caption:${PAGE_LINES.join("\n")}`, "-bordercolor", "white", "-border", "40"],
    ...["-depth", "8", "page.png"],
  ]);
  run("img2pdf", ["page.png", "-o", "scanned.pdf"]);
  run("convert-im6.q16", ["page.png", "-compress", "zip", "deflate.tiff"]);
  run("convert-im6.q16", ["page.png", "-compress", "lzw", "lzw.tiff"]);
  run("convert-im6.q16", ["page.png", "-type", "Palette", "-compress", "RLE", "BMP3:rle.bmp"]);
  run("convert-im6.q16", ["page.png", "page.gif"]);
  writeFileSync(at("notes.md"), `# Cells\n\n${PAGE_LINES.join("\n\n")}\n`);
  run("pandoc", ["notes.md", "-o", "notes.docx"]);

  const textPdf = readFileSync(at("text.pdf"));
  return {
    textPdf,
    scannedPdf: readFileSync(at("scanned.pdf")),
    png: readFileSync(at("page.png")),
    deflateTiff: readFileSync(at("deflate.tiff")),
    lzwTiff: readFileSync(at("lzw.tiff")),
    rleBmp: readFileSync(at("rle.bmp")),
    gif: readFileSync(at("page.gif")),
    truncatedPdf: textPdf.subarray(0, Math.floor(textPdf.length / 2)),
    thousandPagePdf: readFileSync(at("long.pdf")),
    hugePng: hugePng(20_000),
    docx: readFileSync(at("notes.docx")),
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** spec 2 §7 textract-document's body for `bytes`. */
export function textractBody(bytes: Uint8Array, fileName: string, mimeType: string, pageLimit?: number) {
  return {
    fileData: `data:${mimeType};base64,${Buffer.from(bytes).toString("base64")}`,
    fileName,
    mimeType,
    ...(pageLimit !== undefined && { pageLimit }),
  };
}

/** Makes the user a paying student (an active Student subscription): the tier that may extract on the server. */
export const makePaid = (db: Database, userId: string) =>
  subscribe(db, userId, { planId: PLAN.student, status: "active", gateway: "dodo" });
