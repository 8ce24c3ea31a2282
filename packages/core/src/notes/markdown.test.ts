import { describe, expect, it } from "vitest";
import { markdownToPlainText } from "./markdown.ts";

describe("markdownToPlainText", () => {
  it("leaves plain prose as written", () => {
    const text = "Light reactions\n\nCalvin cycle\n  indented line. 2 * 3 = 6, snake_case, $5 and $10.";
    expect(markdownToPlainText(text)).toBe(text);
  });

  it("removes heading markers, emphasis, code ticks and strikethrough", () => {
    expect(
      markdownToPlainText("# Cells\n## The *nucleus* holds **DNA** ##\nA `code` and ~~old~~ _word_."),
    ).toBe("Cells\nThe nucleus holds DNA\nA code and old word.");
  });

  it("turns links into their text and address, images into their description, references into text", () => {
    expect(
      markdownToPlainText(
        "See [the guide](https://example.org/g) and <https://x.org>.\n![a cell](cell.png)\n[ref text][1]\n[1]: https://r.org",
      ),
    ).toBe("See the guide (https://example.org/g) and https://x.org.\na cell\nref text");
  });

  it("writes list items, task items and quotes without their syntax", () => {
    expect(markdownToPlainText("- one\n  * nested\n1. first\n- [ ] todo\n- [x] done\n> quoted *text*")).toBe(
      "• one\n  • nested\n1. first\n☐ todo\n☑ done\nquoted text",
    );
  });

  it("writes a table as tab-separated rows without its separator line", () => {
    expect(markdownToPlainText("| Organelle | Role |\n|---|:--:|\n| **Nucleus** | DNA |")).toBe(
      "Organelle\tRole\nNucleus\tDNA",
    );
  });

  it("keeps math and code as their source, without the fences and dollars", () => {
    expect(
      markdownToPlainText(
        "Energy $E = mc^2$ here.\n\n$$\n\\int_0^1 x\\,dx\n$$\n\n```js\nconst a = **b**;\n```",
      ),
    ).toBe("Energy E = mc^2 here.\n\n\\int_0^1 x\\,dx\n\nconst a = **b**;");
    expect(markdownToPlainText("$$ a^2 + b^2 $$\nafter")).toBe("a^2 + b^2\nafter");
  });

  it("drops setext underlines and thematic breaks", () => {
    expect(markdownToPlainText("Title\n=====\ntext\n\n---\n\nmore")).toBe("Title\ntext\n\n\n\nmore");
  });

  it("keeps escaped characters as the characters", () => {
    expect(markdownToPlainText("1\\. not a list, \\*not emphasis\\*, \\# not a heading")).toBe(
      "1. not a list, *not emphasis*, # not a heading",
    );
  });

  it("stays fast on a 200,000-character note and a 900 KB token", () => {
    const note = "## Part\n\nSome **bold** text with [a link](https://e.org) and $x^2$.\n\n".repeat(3000);
    const token = `[${"a(".repeat(450_000)}`;
    const t = Date.now();
    expect(markdownToPlainText(note)).not.toContain("**");
    expect(markdownToPlainText(token).length).toBeGreaterThan(0);
    expect(Date.now() - t).toBeLessThan(2_000);
  });
});
