import { describe, expect, it } from "vitest";
import { splitMarkdownBlocks } from "./markdown-blocks";

const small = { single: 10, target: 10 };
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

  it("grows runs to the target size before cutting", () => {
    const content = Array.from({ length: 100 }, (_, i) => `Paragraph ${i}.`).join("\n\n");
    const blocks = splitMarkdownBlocks(content, { single: 100, target: 200 });
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.length).toBeLessThan(20);
    expect(blocks.map((b) => b.text).join("")).toBe(content);
  });

  it("splits a 200,000-character note quickly", () => {
    const content = "A sentence of a lecture transcript that goes on.\n\n".repeat(4000);
    const t = performance.now();
    const blocks = splitMarkdownBlocks(content);
    expect(performance.now() - t).toBeLessThan(200);
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks.map((b) => b.text).join("")).toBe(content);
  });
});
