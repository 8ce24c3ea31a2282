// Pasting from a web page or Word keeps headings, lists, links and tables as Markdown (issue 21 Deliver 1).
// turndown reads the clipboard's HTML in an inert document (no script runs, no image loads) and writes Markdown;
// the note never holds the HTML itself. Loaded on the first paste of HTML, so the editor does not carry it.

import type TurndownService from "turndown";

let service: Promise<TurndownService> | null = null;

function turndown(): Promise<TurndownService> {
  service ??= Promise.all([import("turndown"), import("turndown-plugin-gfm")]).then(
    ([{ default: Turndown }, { gfm }]) => {
      const t = new Turndown({
        headingStyle: "atx",
        codeBlockStyle: "fenced",
        bulletListMarker: "-",
        emDelimiter: "_",
        strongDelimiter: "**",
      });
      t.use(gfm);
      t.addRule("listItem", { filter: "li", replacement: listItem });
      // What a page holds that is not text for a note.
      t.remove(["script", "style", "title", "meta", "link", "noscript", "template", "iframe", "object"]);
      return t;
    },
  );
  return service;
}

/** "- item" and "1. item" (turndown's default pads markers to four columns), nested lines indented under it. */
function listItem(content: string, node: TurndownService.Node): string {
  const parent = node.parentNode as HTMLElement | null;
  let prefix = "- ";
  if (parent?.nodeName === "OL") {
    const start = Number(parent.getAttribute("start") ?? 1) || 1;
    prefix = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
  }
  const body = content
    .replace(/^\n+/, "")
    .replace(/\n+$/, "\n")
    .replace(/\n/gm, `\n${" ".repeat(prefix.length)}`);
  return prefix + body + (node.nextSibling && !/\n$/.test(body) ? "\n" : "");
}

/** The Markdown of pasted HTML; Word's and browsers' fragment markers and empty paragraphs go. */
export async function htmlToMarkdown(html: string): Promise<string> {
  const t = await turndown();
  return t
    .turndown(html.replace(/<!--(?:StartFragment|EndFragment)-->/g, ""))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Whether the clipboard's HTML carries structure worth converting. A plain-text copy that a browser wrapped in a
 * <span> or <div> (text copied from another text field, from the app itself) pastes as its text, unchanged.
 */
export function hasRichHtml(html: string): boolean {
  return /<(?:h[1-6]|ul|ol|li|table|a\s|strong|b|em|i|pre|code|blockquote|p)[\s>]/i.test(html);
}
