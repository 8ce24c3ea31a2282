import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, readableText, reduceInline, reduceMarkdown } from "./input.ts";

describe("readableText: plain prose", () => {
  it("gives plain prose back unchanged, comparison signs and arithmetic included", () => {
    const text = "Glycolysis splits glucose.\n\nIf x < y and y > z, then 2 * 3 = 6 in snake_case terms.";
    expect(readableText(text)).toBe(text);
  });

  it("normalises line endings and blank-line runs only", () => {
    expect(readableText("One line.\r\n\r\n\r\n\r\nTwo line.  \r\n")).toBe("One line.\n\nTwo line.");
  });
});

describe("readableText: HTML", () => {
  it("turns headings into '# ' lines and paragraphs and breaks into lines", () => {
    expect(readableText("<h1>Energy</h1>\n<p>ATP stores energy.<br>It is used fast.</p>")).toBe(
      "# Energy\n\nATP stores energy.\nIt is used fast.",
    );
    expect(readableText("<h3>Work</h3><p>Work is force times distance.</p>")).toBe(
      "### Work\n\nWork is force times distance.",
    );
  });

  it("turns list items into '- ' lines", () => {
    expect(readableText("<ul>\n  <li>Mitosis</li>\n  <li>Meiosis</li>\n</ul>")).toBe("- Mitosis\n- Meiosis");
  });

  it("drops script and style with their content, and comments", () => {
    expect(
      readableText(
        "<style>p { color: red }</style><p>Kept.</p><script>var x = '<p>no</p>';</script><!-- gone -->",
      ),
    ).toBe("Kept.");
  });

  it("keeps a table as pipe rows on consecutive lines", () => {
    expect(
      readableText("<table><tr><th>Acid</th><th>pH</th></tr><tr><td>Vinegar</td><td>3</td></tr></table>"),
    ).toBe("| Acid | pH |\n| Vinegar | 3 |");
  });

  it("removes inline tags and keeps their text, attributes and images included", () => {
    expect(
      readableText('<p>The <a href="/x">Krebs cycle</a> is <em>central</em>.<img src="a.png" alt="x"></p>'),
    ).toBe("The Krebs cycle is central.");
  });

  it("decodes named and numeric entities after the tags are gone, so an escaped tag stays text", () => {
    expect(decodeEntities("Fish &amp; chips &mdash; 5&nbsp;kg &#8804; &#x3B1; &lt;b&gt; &bogus;")).toBe(
      "Fish & chips — 5 kg ≤ α <b> &bogus;",
    );
    expect(readableText("<p>a &lt;b&gt; tag</p>")).toBe("a <b> tag");
  });

  it("leaves an unknown or unclosed '<' as text", () => {
    expect(htmlToText("<p>a <unknowntag> b <")).toBe("\n\na <unknowntag> b <");
    expect(readableText("<pre>x = 1\ny = 2</pre><p>Two\n  lines.</p>")).toBe("x = 1\ny = 2\n\nTwo lines.");
  });
});

describe("readableText: Markdown", () => {
  it("keeps ATX headings as '# ' lines and turns setext headings into them", () => {
    expect(reduceMarkdown("## Forces ##\ntext\n\nNewton's laws\n=============\nmore")).toBe(
      "## Forces\ntext\n\n# Newton's laws\nmore",
    );
    expect(reduceMarkdown("Sub part\n--------\nbody")).toBe("## Sub part\nbody");
  });

  it("removes emphasis markers but not a '*' between spaces or a '_' inside a word", () => {
    expect(reduceInline("**Bold**, __strong__, *em*, _em_ and ~~struck~~ text")).toBe(
      "Bold, strong, em, em and struck text",
    );
    expect(reduceInline("2 * 3 is 6 and my_var stays")).toBe("2 * 3 is 6 and my_var stays");
  });

  it("removes inline code ticks", () => {
    expect(reduceInline("Call `sort()` on the list.")).toBe("Call sort() on the list.");
  });

  it("turns links into their text and drops images", () => {
    expect(reduceInline("See [the force](https://en.wikipedia.org/wiki/Force_(physics)) here.")).toBe(
      "See the force here.",
    );
    expect(reduceInline("A [reference link][1] and ![a diagram](fig.png) end.")).toBe(
      "A reference link and  end.",
    );
    expect(reduceInline("Mail <https://example.org> now.")).toBe("Mail https://example.org now.");
    expect(reduceInline("An array a[i] is not a link.")).toBe("An array a[i] is not a link.");
  });

  it("keeps fenced code as plain lines without the fences", () => {
    expect(reduceMarkdown("Before.\n```python\nx = a * b\n**not bold**\n```\nAfter.")).toBe(
      "Before.\nx = a * b\n**not bold**\nAfter.",
    );
  });

  it("keeps table rows with their pipes and drops the separator row", () => {
    expect(reduceMarkdown("| Gas | Share |\n|:---|---:|\n| Nitrogen | 78% |")).toBe(
      "| Gas | Share |\n| Nitrogen | 78% |",
    );
  });

  it("drops blockquote markers, thematic breaks and link reference lines", () => {
    expect(readableText("> A quoted line.\n\n---\n\n[1]: https://example.org\nText.")).toBe(
      "A quoted line.\n\nText.",
    );
  });

  it("keeps list markers so list items stay blocks", () => {
    expect(reduceMarkdown("- **Osmosis**: water moving\n* Diffusion")).toBe(
      "- Osmosis: water moving\n* Diffusion",
    );
  });
});

describe("readableText: hostile input stays linear (issue 12)", () => {
  const base64 =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

  it("reads a 900 KB single token and a 123 KB base64 image", () => {
    const token = "a".repeat(900_000);
    expect(readableText(`Start. ${token} End.`)).toBe(`Start. ${token} End.`);
    const image = `![chart](data:image/png;base64,${base64.repeat(1300)})`;
    expect(readableText(`Before. ${image} After.`)).toBe("Before.  After.");
  });

  it("reads thousands of openers without closers", () => {
    for (const unit of ["[a](", "![a](", "<p", "<!--", "**", "_a ", "[", "<b ", "&amp"]) {
      const text = unit.repeat(100_000);
      expect(readableText(text).length).toBeLessThanOrEqual(text.length);
    }
    const spaces = `${" ".repeat(200_000)}x`;
    expect(readableText(spaces)).toBe(spaces);
  });
});

describe("readableText: lines made only of links", () => {
  it("an HTML line of links (navigation, 'More: …', a list of related pages) goes; a link inside prose stays", () => {
    const html =
      '<p>Rocks form.</p><p>More: <a href="x">Take the quiz</a> · <a href="y">Back to unit 3</a></p><ul><li><a href="z">Erosion</a></li><li>See <a href="q">this page</a> for more on rocks.</li></ul><nav><a href="/">Home</a> › <a href="/s">Science</a></nav>';
    expect(readableText(html)).toBe("Rocks form.\n\n- See this page for more on rocks.");
  });

  it("a Markdown line of links goes; a link inside a sentence or a term entry stays as its text", () => {
    const md =
      "Rocks form slowly.\n\n- [Erosion](https://a.org/x)\n- The [rock cycle](https://a.org) never stops.\n- [Osmosis](https://a.org/o): the diffusion of water\n[Home](/) › [Science](/s)";
    expect(readableText(md)).toBe(
      "Rocks form slowly.\n\n- The rock cycle never stops.\n- Osmosis: the diffusion of water",
    );
  });
});
