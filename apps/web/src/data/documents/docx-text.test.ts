import { describe, expect, it } from "vitest";
import { docxHtmlToText } from "./docx-text";

// The HTML mammoth 1.13 writes for a pandoc-made notes.docx (issue 19 research, /tmp/r19/assets/notes.md).
const NOTES_HTML =
  "<h1>Chapter One: Cells</h1><p>Cells are the basic unit of life.</p><h2>Organelles</h2>" +
  "<ul><li>Nucleus stores DNA</li><li>Mitochondria make ATP<ul><li>Inner membrane folds are cristae</li></ul></li>" +
  "<li>Ribosomes build proteins</li></ul><ol><li>First numbered step</li><li>Second numbered step</li></ol>" +
  "<table><tr><th><p>Organelle</p></th><th><p>Function</p></th></tr>" +
  "<tr><td><p>Nucleus</p></td><td><p>Stores <strong>genetic</strong> material</p></td></tr>" +
  "<tr><td><p>Chloroplast</p></td><td><p>Photosynthesis</p></td></tr></table>" +
  "<h3>Summary</h3><p>Salt &amp; water &lt;mix&gt; &quot;well&quot; &#8212; caf&#xE9;.</p>";

describe("docxHtmlToText", () => {
  it("keeps headings, nested lists, numbered lists and tables as readable text", () => {
    expect(docxHtmlToText(NOTES_HTML)).toBe(
      [
        "# Chapter One: Cells",
        "",
        "Cells are the basic unit of life.",
        "",
        "## Organelles",
        "",
        "- Nucleus stores DNA",
        "- Mitochondria make ATP",
        "  - Inner membrane folds are cristae",
        "- Ribosomes build proteins",
        "",
        "1. First numbered step",
        "2. Second numbered step",
        "",
        "Organelle | Function",
        "Nucleus | Stores genetic material",
        "Chloroplast | Photosynthesis",
        "",
        "### Summary",
        "",
        'Salt & water <mix> "well" \u2014 café.',
      ].join("\n"),
    );
  });

  it("turns line breaks into new lines and drops images", () => {
    expect(docxHtmlToText('<p>One<br />Two<img src="" /></p><p>Three</p>')).toBe("One\nTwo\n\nThree");
  });

  it("keeps a nested table's rows inside its cell", () => {
    const html =
      "<table><tr><td><p>Outer</p></td><td><table><tr><td>a</td><td>b</td></tr></table></td></tr></table>";
    expect(docxHtmlToText(html)).toBe("Outer | a | b");
  });

  it("gives an empty string for a document without text", () => {
    expect(docxHtmlToText("<p></p>")).toBe("");
  });
});
