import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import MarkdownRenderer from "./markdown-renderer";

describe("MarkdownRenderer", () => {
  it("renders a card's math with KaTeX inline, paragraphs as spans and links as text inside a button", () => {
    const html = renderToStaticMarkup(
      <button type="button">
        <MarkdownRenderer
          variant="inline"
          links={false}
          content={"What is $E = mc^2$? See [this](https://e.org)."}
        />
      </button>,
    );
    expect(html).toContain('class="katex"');
    expect(html).not.toMatch(/<(p|div|a)[\s>]/);
    expect(html).toContain("<span>this</span>");
  });

  it("renders a block note with links in a new tab without the opener", () => {
    const html = renderToStaticMarkup(<MarkdownRenderer content={"# Title\n\n[site](https://e.org)"} />);
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain('<a href="https://e.org" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it("renders the first run of a long note at once and shows the rest as text until its turn", () => {
    const content = Array.from({ length: 3000 }, (_, i) => `Paragraph **${i}** of the lecture.`).join("\n\n");
    const html = renderToStaticMarkup(<MarkdownRenderer content={content} />);
    expect(html).toContain("<strong>0</strong>");
    expect(html).toContain('class="md-pending"');
    expect(html).toContain("Paragraph **2999** of the lecture.");
  });

  it("marks a passage in a run that is not rendered yet by rendering that run", () => {
    const content = Array.from({ length: 3000 }, (_, i) => `Paragraph ${i} of the lecture.`).join("\n\n");
    const start = content.indexOf("Paragraph 2500 ");
    const html = renderToStaticMarkup(
      <MarkdownRenderer content={content} highlight={{ start, end: start + "Paragraph 2500".length }} />,
    );
    expect(html).toContain(
      'id="note-passage" tabindex="-1" data-testid="note-passage">Paragraph 2500</mark>',
    );
  });
});
