import { describe, expect, it } from "vitest";
import { readDelimited, UTF8_BOM, writeDelimited } from "./delimited.ts";

describe("writeDelimited", () => {
  it("quotes only fields with a separator, a quote or a line break, with a BOM and CRLF for CSV", () => {
    const text = writeDelimited(
      [
        ["plain", "with, comma", 'say "hi"'],
        ["line\nbreak", "", "naïve 🧠 日本"],
      ],
      "csv",
    );
    expect(text).toBe(`${UTF8_BOM}plain,"with, comma","say ""hi"""\r\n"line\nbreak",,naïve 🧠 日本\r\n`);
  });

  it("writes TSV without a BOM and quotes tabs", () => {
    expect(writeDelimited([["a\tb", "c,d"]], "tsv")).toBe('"a\tb"\tc,d\r\n');
  });

  it("round-trips awkward fields in both kinds", () => {
    const rows = [
      ["front", "back", "tags", "source"],
      ['He said "no"', "a,b\r\nc", "t1 t2", ""],
      ["   spaced   ", "\ttab", "", "ß 𝔘 emoji 👩‍🔬"],
    ];
    for (const kind of ["csv", "tsv"] as const) {
      expect(readDelimited(writeDelimited(rows, kind), kind)).toEqual({ ok: true, rows });
    }
  });
});

describe("readDelimited", () => {
  it("reads quoted fields holding separators, doubled quotes and newlines", () => {
    const result = readDelimited('a,"b, c","d ""e""","f\ng"\n1,2,3,4', "csv");
    expect(result).toEqual({
      ok: true,
      rows: [
        ["a", "b, c", 'd "e"', "f\ng"],
        ["1", "2", "3", "4"],
      ],
    });
  });

  it("skips blank lines, drops the BOM, accepts CR, LF and CRLF, and keeps a quoted empty line", () => {
    const result = readDelimited(`${UTF8_BOM}a,b\r\n\r\n\nc,d\re,f\n""\n`, "csv");
    expect(result).toEqual({ ok: true, rows: [["a", "b"], ["c", "d"], ["e", "f"], [""]] });
  });

  it("keeps empty fields and a last row without a line end", () => {
    expect(readDelimited("a,,c\n,,\nx", "csv")).toEqual({
      ok: true,
      rows: [["a", "", "c"], ["", "", ""], ["x"]],
    });
  });

  it("reads TSV by tabs, where commas are plain text", () => {
    expect(readDelimited("a,b\tc\n", "tsv")).toEqual({ ok: true, rows: [["a,b", "c"]] });
  });

  it("refuses a quote that is never closed, naming the line where it opened", () => {
    const result = readDelimited('front,back\nok,fine\n"broken,field\nmore', "csv");
    expect(result).toEqual({
      ok: false,
      line: 3,
      error:
        "The file has a broken quote on line 3: a quoted field is never closed. Fix the file and import it again. Nothing was imported.",
    });
  });

  it("refuses text after a closing quote, on the right line after a multi-line field", () => {
    const result = readDelimited('"a\nb" x,c', "csv");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.line).toBe(2);
  });

  it("keeps a quote inside an unquoted field as text", () => {
    expect(readDelimited('5" screen,big', "csv")).toEqual({ ok: true, rows: [['5" screen', "big"]] });
  });
});
