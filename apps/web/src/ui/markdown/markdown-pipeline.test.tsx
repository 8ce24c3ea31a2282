import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { type MarkRange, rehypePlugins, remarkPlugins } from "./markdown-pipeline";

const html = (markdown: string, range: MarkRange | null = null) =>
  renderToStaticMarkup(
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins(range)}>
      {markdown}
    </Markdown>,
  );

describe("the Markdown pipeline", () => {
  it("renders headings, GFM tables and task lists", () => {
    const out = html("# Cells\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo");
    expect(out).toContain("<h1>Cells</h1>");
    expect(out).toContain("<table>");
    expect(out).toContain("<td>2</td>");
    expect(out).toContain(
      '<li class="task-list-item"><input type="checkbox" disabled="" checked=""/> done</li>',
    );
    expect(out).toContain('<li class="task-list-item"><input type="checkbox" disabled=""/> todo</li>');
  });

  it("renders inline and display math with KaTeX (MathML kept for screen readers)", () => {
    const out = html("Energy $E = mc^2$.\n\n$$\n\\int_0^1 x\\,dx\n$$");
    expect(out).toContain('class="katex"');
    expect(out).toContain('class="katex-display"');
    expect(out).toContain("<math");
  });

  it("highlights fenced code by language", () => {
    const out = html("```js\nconst x = 1;\n```");
    expect(out).toContain('class="hljs language-js"');
    expect(out).toContain('class="hljs-keyword"');
  });

  it("shows raw HTML as text: no script, no img, no svg, no event handler", () => {
    const payloads = [
      "<script>window.pwned=1</script>",
      '<img src=x onerror="window.pwned=1">',
      '<svg onload="window.pwned=1"><circle/></svg>',
      '<iframe src="javascript:alert(1)"></iframe>',
      "<style>body{display:none}</style>",
      'Inline <b onclick="x()">bold</b> html',
    ];
    for (const payload of payloads) {
      const out = html(payload);
      expect(out, payload).not.toMatch(/<(script|img|svg|iframe|style|b)[\s>]/);
      expect(out, payload).not.toMatch(/<[^>]*\son\w+=/);
      expect(out, payload).toContain("&lt;");
    }
  });

  it("drops javascript:, vbscript: and data: link and image targets; keeps http(s) and mailto", () => {
    for (const target of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "vbscript:x",
      "data:text/html,<b>x</b>",
    ]) {
      const out = html(`[x](${target}) ![y](${target})`);
      expect(out, target).not.toMatch(/href="[a-z]+:/i);
      expect(out, target).not.toMatch(/src="[a-z]+:/i);
    }
    expect(html("[a](https://example.org)")).toContain('href="https://example.org"');
    expect(html("[a](mailto:t@example.org)")).toContain('href="mailto:t@example.org"');
  });

  it("keeps no class a student could use to restyle the page (only language-*, math and task classes)", () => {
    const out = html("```fixed inset-0\nx\n```");
    expect(out).not.toContain('inset-0"');
  });

  it("marks a source range, cutting text nodes at its ends; the first mark gets the id", () => {
    const source = "Intro text. The **light reactions** make ATP here.";
    const start = source.indexOf("The");
    const end = source.indexOf(" here");
    const out = html(source, { start, end, first: true });
    expect(out).toContain(
      '<mark data-passage="" id="note-passage" tabindex="-1" data-testid="note-passage">The </mark>',
    );
    expect(out).toContain('<strong><mark data-passage="">light reactions</mark></strong>');
    expect(out).toContain("> make ATP</mark> here.");
    expect(out.match(/\sid="note-passage"/g)).toHaveLength(1);
  });
});
