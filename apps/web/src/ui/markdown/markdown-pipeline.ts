// The one Markdown pipeline for everything a student wrote or a generator made (issue 21 Deliver 2; DESIGN §8:
// user content is rendered as text, never as HTML). Order matters and follows rehype-sanitize's own advice
// ("use rehype-sanitize after the last potentially unsafe operation"; its "math" and "syntax highlighting"
// examples): the Markdown becomes a tree, raw HTML in it becomes plain text, the tree is sanitised with a schema
// that only adds the classes remark-math and code fences set, and only then do KaTeX and highlight.js add their
// own markup. They read those classes and text, never the student's HTML, so nothing after sanitising can carry
// the student's markup into the page.

import type { Element, ElementContent, Root, RootContent } from "hast";
import type { Options } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import rehypeKatex from "rehype-katex";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkMath from "remark-math";

type Schema = NonNullable<Parameters<typeof rehypeSanitize>[0]>;
type PluggableList = NonNullable<Options["rehypePlugins"]>;

/**
 * GitHub's schema (no script, style, iframe, SVG, event handlers or raw HTML) plus the math classes remark-math
 * sets on code; links and images only over http(s) (and mailto for links): no javascript:, no data:.
 */
export const markdownSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [["className", /^language-./, "math-inline", "math-display"]],
  },
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"], src: ["http", "https"] },
};

/**
 * Raw HTML typed into a note ("the <title> tag", a pasted "<script>") is shown as the text it is, not dropped:
 * a note about HTML keeps its words, and nothing of it is ever markup.
 */
export function rehypeRawAsText() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      node.children = node.children.map((child) =>
        child.type === ("raw" as string)
          ? ({ type: "text", value: (child as unknown as { value: string }).value } as ElementContent)
          : child,
      ) as typeof node.children;
      for (const child of node.children) if (child.type === "element") walk(child);
    };
    walk(tree);
  };
}

/** A range of the Markdown source to mark (a passage the reader asked to see); `first` gets the mark's id. */
export type MarkRange = { start: number; end: number; first: boolean };

/**
 * Wraps the text of a source range in <mark> (after sanitising, so its attributes are ours). Text nodes keep
 * their source positions; one whose text is its source (no escapes or entities) is cut at the range's ends,
 * any other that overlaps is marked whole.
 */
export function rehypeMarkRange(range: MarkRange | null) {
  return (tree: Root) => {
    if (!range) return;
    let first = range.first;
    const mark = (value: string): Element => {
      // The passage's first piece is the one focused and named; the rest (after a bold word, say) are only marked.
      const properties: Element["properties"] = { dataPassage: "" };
      if (first) Object.assign(properties, { id: "note-passage", tabIndex: -1, dataTestid: "note-passage" });
      first = false;
      return { type: "element", tagName: "mark", properties, children: [{ type: "text", value }] };
    };
    const walk = (node: Root | Element) => {
      // KaTeX's and highlight's own markup has no source positions of its own worth cutting: skip math.
      const out: (RootContent | ElementContent)[] = [];
      for (const child of node.children) {
        if (child.type === "element") {
          walk(child);
          out.push(child);
          continue;
        }
        const s = child.position?.start.offset;
        const e = child.position?.end.offset;
        if (
          child.type !== "text" ||
          s === undefined ||
          e === undefined ||
          e <= range.start ||
          s >= range.end
        ) {
          out.push(child);
          continue;
        }
        if (child.value.length !== e - s) {
          out.push(mark(child.value));
          continue;
        }
        const from = Math.max(0, range.start - s);
        const to = Math.min(child.value.length, range.end - s);
        if (from > 0) out.push({ type: "text", value: child.value.slice(0, from) });
        out.push(mark(child.value.slice(from, to)));
        if (to < child.value.length) out.push({ type: "text", value: child.value.slice(to) });
      }
      node.children = out as typeof node.children;
    };
    walk(tree);
  };
}

export const remarkPlugins: PluggableList = [remarkGfm, [remarkMath, { singleDollarTextMath: true }]];

/** The rehype plugins in their safe order; the mark is last (it only wraps text that is already safe). */
export function rehypePlugins(range: MarkRange | null): PluggableList {
  return [
    rehypeRawAsText,
    [rehypeSanitize, markdownSchema],
    [rehypeKatex, { throwOnError: false, strict: "ignore" }],
    [rehypeHighlight, { detect: false }],
    [rehypeMarkRange, range],
  ];
}
