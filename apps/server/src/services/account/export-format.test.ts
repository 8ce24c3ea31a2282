import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";
import { noteFileName, noteMarkdown } from "./note-markdown.ts";

describe("csvCell (RFC 4180, formula injection)", () => {
  it("quotes a comma, a quote or a line break, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });

  it("makes a text that a spreadsheet would run inert with a leading apostrophe", () => {
    for (const formula of ["=1+1", "+1", "-2", "@SUM(A1)", "\tx"])
      expect(csvCell(formula)).toBe(`'${formula}`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    // numbers are values, not text a user typed: a negative number stays a number
    expect(csvCell(-2)).toBe("-2");
  });

  it("writes nothing for null, and CRLF after a record", () => {
    expect(csvRow([null, undefined, 0, false, "x"])).toBe(",,0,false,x\r\n");
  });
});

describe("noteFileName", () => {
  it("keeps a readable title, drops what file systems refuse, and numbers repeats", () => {
    const taken = new Set<string>();
    expect(noteFileName("Cells: part 1/2", taken)).toBe("Cells part 1 2.md");
    expect(noteFileName("cells  part 1 2", taken)).toBe("cells part 1 2-2.md");
    expect(noteFileName("../../etc/passwd", taken)).toBe("etc passwd.md");
    expect(noteFileName("   ", taken)).toBe("Untitled note.md");
    expect(noteFileName("...", taken)).toBe("Untitled note-2.md");
    expect(noteFileName("CON", taken)).toBe("CON note.md");
    expect(noteFileName("a\u0000b\u001fc", taken)).toBe("a b c.md");
    expect(noteFileName("x".repeat(300), taken)).toBe(`${"x".repeat(80)}.md`);
  });
});

describe("noteMarkdown", () => {
  it("puts the note's facts in a header a YAML reader takes as the same values", () => {
    const text = noteMarkdown({
      id: "id-1",
      title: 'Quotes " and: colons',
      content: "# Body",
      subject: "Physics",
      tags: ["a", "b"],
      topics: [],
      type: "manual",
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-02T00:00:00.000Z",
    });
    expect(text).toBe(
      [
        "---",
        'title: "Quotes \\" and: colons"',
        'subject: "Physics"',
        'tags: ["a","b"]',
        "topics: []",
        'type: "manual"',
        'created: "2026-01-01T00:00:00.000Z"',
        'updated: "2026-01-02T00:00:00.000Z"',
        'id: "id-1"',
        "---",
        "",
        "# Body",
        "",
      ].join("\n"),
    );
  });
});
