import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { DOCX_MAX_ENTRIES, DOCX_MAX_INFLATED_BYTES } from "../constants/documents.ts";
import { messages } from "../messages.ts";
import { checkDocxZip } from "./zip-guard.ts";

/** Sets every "uncompressed size" field (local headers and central directory) to `size`: a zip that lies. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true); // local file header
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true); // central directory header
  }
  return out;
}

describe("checkDocxZip", () => {
  it("lets a normal document through", () => {
    const docx = zipSync({
      "word/document.xml": strToU8("<w:p>Cells are the unit of life.</w:p>".repeat(500)),
    });
    expect(checkDocxZip(docx)).toBeNull();
  });

  it("refuses a zip that declares more than the limit once inflated (a bomb), without inflating it", () => {
    const bomb = zipSync({ "word/document.xml": new Uint8Array(DOCX_MAX_INFLATED_BYTES + 1) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(checkDocxZip(bomb)).toBe(messages.documents.docxTooLarge);
  });

  it("refuses a bomb whose headers lie about its sizes, counting the bytes as they inflate", () => {
    const bomb = zipSync({ "word/document.xml": new Uint8Array(DOCX_MAX_INFLATED_BYTES + 1) }, { level: 9 });
    const liar = lieAboutSizes(bomb, 1000);
    expect(checkDocxZip(liar)).toBe(messages.documents.docxTooLarge);
  });

  it("refuses too many entries", () => {
    const files: Record<string, Uint8Array> = {};
    for (let i = 0; i <= DOCX_MAX_ENTRIES; i++) files[`word/part${i}.xml`] = strToU8("x");
    expect(checkDocxZip(zipSync(files))).toBe(messages.documents.docxTooLarge);
  });

  it("gives the DOCX failure message for a zip it cannot read", () => {
    expect(checkDocxZip(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]))).toBe(
      messages.documents.docxFailed,
    );
  });
});
