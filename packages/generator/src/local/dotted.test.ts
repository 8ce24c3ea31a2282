import { describe, expect, it } from "vitest";
import { TextReader } from "./nlp.ts";

const reader = new TextReader();
const texts = (text: string) => reader.sentences(text).map((s) => s.text);
const words = (text: string) => reader.sentences(text).flatMap((s) => s.tokens.map((t) => t.value));

describe("full stops inside words (dotted.ts)", () => {
  it("keeps a sentence whole at inline code that opens with a full stop", () => {
    expect(
      texts("A repository is a folder, stored in a hidden .git directory. A commit is a snapshot."),
    ).toEqual(["A repository is a folder, stored in a hidden .git directory.", "A commit is a snapshot."]);
    expect(words("Files ending in .md are Markdown.")).toContain(".md");
  });

  it("keeps file names, host names and versions as one word", () => {
    expect(texts("Open the index.html file. Then use node.js and www.example.com today.")).toEqual([
      "Open the index.html file.",
      "Then use node.js and www.example.com today.",
    ]);
    const versions = reader.sentences("Use Node v1.2.3 or later. It works.");
    expect(versions.map((s) => s.text)).toEqual(["Use Node v1.2.3 or later.", "It works."]);
    expect(versions[0]?.tokens.find((t) => t.value === "v1.2.3")?.pos).toBe("NUM");
  });

  it("reads Fig./No. before a number as an abbreviation", () => {
    expect(texts("See Fig. 2 for details. Then No. 5 is odd.")).toEqual([
      "See Fig. 2 for details.",
      "Then No. 5 is odd.",
    ]);
    expect(words("See Fig. 2 for details.")).toContain("Fig.");
  });

  it("still ends a sentence at a full stop before a capital with no space, and at e.g./i.e. keeps one", () => {
    expect(texts("Cells divide.The next stage follows.")).toEqual([
      "Cells divide.",
      "The next stage follows.",
    ]);
    expect(texts("Some fruits, e.g. apples, are sweet. Others are sour.")).toHaveLength(2);
  });
});
