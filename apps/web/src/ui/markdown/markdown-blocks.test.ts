import { describe, expect, it } from "vitest";
import { splitMarkdownBlocks } from "./markdown-blocks";

/** Every eligible blank line is a cut: a run of 10 characters is twice the target. */
const small = { single: 10, target: 5 };
const texts = (content: string) => splitMarkdownBlocks(content, small).map((b) => b.text);

describe("splitMarkdownBlocks", () => {
  it("keeps a short note whole", () => {
    expect(splitMarkdownBlocks("# A\n\ntext")).toEqual([{ text: "# A\n\ntext", offset: 0 }]);
  });

  it("cuts a long note at blank lines, and the runs join back to the note with their offsets", () => {
    const content = "Paragraph one.\n\nParagraph two.\n\nParagraph three.";
    const blocks = splitMarkdownBlocks(content, small);
    expect(blocks.map((b) => b.text)).toEqual([
      "Paragraph one.\n\n",
      "Paragraph two.\n\n",
      "Paragraph three.",
    ]);
    for (const b of blocks) expect(content.slice(b.offset, b.offset + b.text.length)).toBe(b.text);
  });

  it("never cuts inside a fenced code block or a $$ math block", () => {
    expect(texts("Intro paragraph\n\n```\ncode line\n\nmore code\n```\n\nAfter the code")).toEqual([
      "Intro paragraph\n\n",
      "```\ncode line\n\nmore code\n```\n\n",
      "After the code",
    ]);
    expect(texts("Intro paragraph\n\n$$\na = b\n\nc = d\n$$\n\nAfter the math")).toEqual([
      "Intro paragraph\n\n",
      "$$\na = b\n\nc = d\n$$\n\n",
      "After the math",
    ]);
  });

  it("never cuts before an indented line (a list item's next paragraph)", () => {
    expect(texts("- first item text\n\n    its second paragraph\n\nNext block")).toEqual([
      "- first item text\n\n    its second paragraph\n\n",
      "Next block",
    ]);
  });

  it("cuts runs between half and twice the target size", () => {
    const content = Array.from({ length: 400 }, (_, i) => `Paragraph ${i}.`).join("\n\n");
    const blocks = splitMarkdownBlocks(content, { single: 100, target: 200 });
    expect(blocks.length).toBeGreaterThan(10);
    for (const b of blocks.slice(0, -1)) {
      expect(b.text.length).toBeGreaterThanOrEqual(100);
      expect(b.text.length).toBeLessThan(450);
    }
    expect(blocks.map((b) => b.text).join("")).toBe(content);
  });

  it("typing in one run moves no later cut (content-defined cuts)", () => {
    const paragraphs = Array.from({ length: 600 }, (_, i) => `Paragraph ${i} of the lecture.`);
    const before = splitMarkdownBlocks(paragraphs.join("\n\n"), { single: 100, target: 400 });
    for (const added of [1, 5, 40, 120]) {
      const edited = [...paragraphs];
      edited[10] = `${edited[10]}${"x".repeat(added)}`;
      const after = splitMarkdownBlocks(edited.join("\n\n"), { single: 100, target: 400 });
      // Only the runs up to the edited one may change; every later run is the same text.
      const same = (list: typeof before) => list.slice(-Math.floor(before.length / 2)).map((b) => b.text);
      expect(same(after), `+${added}`).toEqual(same(before));
    }
  });

  it("splits a 200,000-character note quickly", () => {
    const content = Array.from({ length: 4000 }, (_, i) => `Sentence ${i} of a lecture transcript.\n\n`).join(
      "",
    );
    const t = performance.now();
    const blocks = splitMarkdownBlocks(content);
    expect(performance.now() - t).toBeLessThan(200);
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks.map((b) => b.text).join("")).toBe(content);
  });
});
