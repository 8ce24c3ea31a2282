import { describe, expect, it } from "vitest";
import { hasRichHtml, htmlToMarkdown } from "./paste-html";

describe("htmlToMarkdown (paste from a web page or Word)", () => {
  it("keeps headings, lists, links, emphasis and code", async () => {
    const md = await htmlToMarkdown(
      '<!--StartFragment--><h2>Cell parts</h2><p>The <strong>nucleus</strong> holds <em>DNA</em>.</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><p><a href="https://example.org/cell">Read more</a> and <code>x = 1</code></p><!--EndFragment-->',
    );
    expect(md).toBe(
      "## Cell parts\n\nThe **nucleus** holds _DNA_.\n\n- one\n- two\n\n1. first\n\n[Read more](https://example.org/cell) and `x = 1`",
    );
  });

  it("indents nested lists under their item and numbers from the list's start", async () => {
    const md = await htmlToMarkdown('<ol start="3"><li>three<ul><li>inner</li></ul></li><li>four</li></ol>');
    expect(md).toBe("3. three\n   - inner\n4. four");
  });

  it("keeps a table as a GFM table", async () => {
    const md = await htmlToMarkdown(
      "<table><thead><tr><th>Organelle</th><th>Role</th></tr></thead><tbody><tr><td>Nucleus</td><td>DNA</td></tr></tbody></table>",
    );
    expect(md).toBe("| Organelle | Role |\n| --- | --- |\n| Nucleus | DNA |");
  });

  it("drops scripts and styles, and event handlers never reach the note", async () => {
    const md = await htmlToMarkdown(
      '<p>Safe</p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)"><p onclick="x()">text</p>',
    );
    expect(md).not.toMatch(/alert|onclick|onerror|<script|<style/);
    expect(md).toContain("Safe");
    expect(md).toContain("text");
  });

  it("tells structured HTML from a plain-text copy wrapped in a span", () => {
    expect(hasRichHtml("<h1>Title</h1>")).toBe(true);
    expect(hasRichHtml("<ul><li>a</li></ul>")).toBe(true);
    expect(hasRichHtml('<span style="color: red">just text</span>')).toBe(false);
    expect(hasRichHtml("<meta charset='utf-8'><div>plain</div>")).toBe(false);
  });
});
