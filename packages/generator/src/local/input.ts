// A note's content as the plain text the engine reads (issue 16 §5): HTML and Markdown reduced to lines of prose,
// headings kept as "# Heading" lines so sections survive, list items as "- " lines, table rows with their pipes
// (so the source classifier sees a table). The orchestrator reduces a note once, before chunking, so every
// provider and the grounding check read the same text. Every step is one linear pass or a regular expression
// with bounded runs: notes can hold a 900 KB token or a pasted base64 image (issue 12).

import { decodeEntities } from "@lectern/core";

export { decodeEntities };

/** The plain text of a note's content (HTML and Markdown reduced; plain prose comes back unchanged). */
export function readableText(content: string): string {
  let text = content.replace(/\r\n?/g, "\n");
  if (hasHtmlTag(text)) text = decodeEntities(htmlToText(text, HTML_BLOCK.test(text)));
  return tidyBlankLines(reduceMarkdown(text));
}

// ---------------------------------------------------------------------------------------------------------
// HTML

/** Tags whose content is not text for a reader. */
const DROPPED_ELEMENTS = ["script", "style", "head", "noscript", "template", "svg"];
/** Elements that end a line of text. */
const BLOCK_TAGS = new Set(
  `p div br hr section article header footer main nav aside figure figcaption blockquote pre ul ol dl dt dd
  table thead tbody tfoot caption form fieldset address details summary center body html title`.split(/\s+/),
);
const INLINE_TAGS = new Set(
  `a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var del ins
  font label img input button select option textarea wbr big tt strike`.split(/\s+/),
);
/** A tag-like run; only a known element name makes it markup ("x < y", "git add <file>" are prose). */
const TAG_LIKE = /<\/?([a-z][a-z0-9]{0,9})(?=[\s/>])[^<>]{0,2000}>/gi;
/** A block element: the note is an HTML page (its source line breaks mean nothing), not Markdown with a tag. */
const HTML_BLOCK = /<(?:p|div|h[1-6]|li|ul|ol|table|tr|section|article|body|html)[\s>]/i;

function hasHtmlTag(text: string): boolean {
  TAG_LIKE.lastIndex = 0;
  for (let m = TAG_LIKE.exec(text); m; m = TAG_LIKE.exec(text))
    if (isKnownTag((m[1] ?? "").toLowerCase())) return true;
  return false;
}

/**
 * An HTML note as lines of text: block elements break lines, headings become "# " lines, items "- " lines. A
 * page's own line breaks are spaces; in Markdown with a tag or two (`page` false) they stay.
 */
export function htmlToText(html: string, page = true): string {
  const lower = html.toLowerCase();
  let out = "";
  let i = 0;
  // The next ">" at or after a position, remembered so a run of "<" without a closer stays linear.
  const nextCloser = finder(html, ">");
  // In HTML a line break in the source is a space; only tags break lines (except inside <pre>).
  let pre = 0;
  const text = (from: number, to: number) => {
    const run = html.slice(from, to);
    return pre > 0 || !page ? run : run.replace(/\s+/g, " ");
  };
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      out += text(i, html.length);
      break;
    }
    out += text(i, lt);
    if (lower.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const tag = /^<(\/?)([a-z][a-z0-9]*)/.exec(lower.slice(lt, lt + 12));
    const gt = nextCloser(lt);
    if (!tag || gt < 0 || !isKnownTag(tag[2] ?? "")) {
      out += "<";
      i = lt + 1;
      continue;
    }
    const closing = tag[1] === "/";
    const name = tag[2] ?? "";
    i = gt + 1;
    if (!closing && DROPPED_ELEMENTS.includes(name)) {
      const end = lower.indexOf(`</${name}`, i);
      i = end < 0 ? html.length : Math.max(i, lower.indexOf(">", end) + 1 || html.length);
      continue;
    }
    if (name === "pre") pre = Math.max(0, pre + (closing ? -1 : 1));
    if (name === "a") out += closing ? LINK_CLOSE : LINK_OPEN;
    out += tagBreak(name, closing);
  }
  const lines = out.split("\n").map((line) => (isLinkOnly(line) ? "" : line.replace(LINK_MARKS, "")));
  // Source indentation is not text: every line starts at its first character.
  return page ? lines.map((line) => line.trim()).join("\n") : lines.join("\n");
}

// A link's text is marked while the page is read (private-use characters, which no note's text holds), so a
// line made only of links can be told from prose.
const LINK_OPEN = "\uE000";
const LINK_CLOSE = "\uE001";
const LINK_MARKS = /[\uE000\uE001]/g;
const LINKED_TEXT = /\uE000[^\uE000\uE001]*(?:\uE001|$)/g;
/** What may stand beside links on a navigation line: a list marker, separators, a short label ("More:"). */
const LINK_LINE_REST = /^\s*(?:[-*•]\s+)?(?:[\p{L}]+(?:\s+[\p{L}]+)?\s*:)?[\s|·•»›>/,;–—-]*$/u;

/**
 * A line that is only links (a page's navigation, "More: Take the quiz · Back to unit 3", a list of related
 * pages): the links' texts are no sentences of the note, so the line goes.
 */
function isLinkOnly(line: string): boolean {
  if (!line.includes(LINK_OPEN)) return false;
  const linked = line.match(LINKED_TEXT) ?? [];
  if (!linked.some((l) => /\p{L}/u.test(l))) return false;
  return LINK_LINE_REST.test(line.replace(LINKED_TEXT, " ").replace(LINK_MARKS, ""));
}

/**
 * A memoised indexOf for one character: the next occurrence at or after a position. Calls with rising
 * positions scan the text once in all, so a thousand openers without a closer stay linear.
 */
function finder(text: string, char: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1) return -1;
    if (found < from) found = text.indexOf(char, from);
    return found;
  };
}

function isKnownTag(name: string): boolean {
  return (
    /^h[1-6]$/.test(name) ||
    ["li", "tr", "td", "th"].includes(name) ||
    BLOCK_TAGS.has(name) ||
    INLINE_TAGS.has(name) ||
    DROPPED_ELEMENTS.includes(name)
  );
}

/** What a tag leaves in the text: a heading marker, an item marker, a table cell's pipe, a line break or nothing. */
function tagBreak(name: string, closing: boolean): string {
  const heading = /^h([1-6])$/.exec(name);
  if (heading) return closing ? "\n\n" : `\n\n${"#".repeat(Number(heading[1]))} `;
  if (name === "li") return closing ? "" : "\n- ";
  // Rows on consecutive lines, each as "| a | b |", so the table stays one block the classifier can see.
  if (name === "tr") return closing ? " |" : "\n";
  if (name === "td" || name === "th") return closing ? "" : " | ";
  if (name === "br") return "\n";
  if (name === "p" || name === "div" || name === "blockquote" || name === "table" || name === "pre")
    return "\n\n";
  if (BLOCK_TAGS.has(name)) return "\n";
  return "";
}

// ---------------------------------------------------------------------------------------------------------
// Markdown

const MAX_STRUCTURE_LINE = 500;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^\s{0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const THEMATIC_BREAK = /^\s{0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]\n]{1,200}\]:\s*\S+.{0,300}$/;
const BLOCKQUOTE = /^\s{0,3}(?:>\s?)+/;

/**
 * Markdown as plain lines: emphasis, code ticks and link syntax gone (a link becomes its text), images dropped,
 * fenced code kept as plain lines, headings normalised to "# " lines, table rows kept with their pipes.
 */
export function reduceMarkdown(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  let fence: string | null = null;
  for (const [n, line] of lines.entries()) {
    const fenceMark = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMark && fenceMark[1]?.[0] === fence[0] && (fenceMark[1]?.length ?? 0) >= fence.length)
        fence = null;
      else out.push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark[1] ?? "```";
      continue;
    }
    // Structure lines are short; a long line is prose (and the line patterns stay cheap on a 900 KB token).
    if (line.length > MAX_STRUCTURE_LINE) {
      out.push(reduceInline(line));
      continue;
    }
    const next = lines[n + 1] ?? "";
    // A table's "|---|---|" row and a link reference line hold no words.
    if (TABLE_SEPARATOR.test(line) || REFERENCE_DEFINITION.test(line)) continue;
    if (THEMATIC_BREAK.test(line)) {
      if (!SETEXT_UNDERLINE.test(line) || !isSetextTitle(lines[n - 1])) out.push("");
      continue;
    }
    if (SETEXT_UNDERLINE.test(line) && isSetextTitle(lines[n - 1])) continue;
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      out.push(`${heading[1]} ${reduceInline(heading[2] ?? "")}`);
      continue;
    }
    if (isSetextTitle(line) && SETEXT_UNDERLINE.test(next) && next.trim().length > 0) {
      out.push(`${next.trim().startsWith("=") ? "#" : "##"} ${reduceInline(line.trim())}`);
      continue;
    }
    out.push(isMarkdownLinkLine(line) ? "" : reduceInline(line.replace(BLOCKQUOTE, "")));
  }
  return out.join("\n");
}

const MARKDOWN_LINK = /!?\[[^[\]\n]{0,500}\]\([^()\s]{0,2000}\)/g;

/** A Markdown line that is only links ("- [Related: erosion](…)", "[Home](…) › [Science](…)"): it goes. */
function isMarkdownLinkLine(line: string): boolean {
  if (!line.includes("](")) return false;
  const links = line.match(MARKDOWN_LINK) ?? [];
  if (!links.some((l) => !l.startsWith("!") && /\p{L}/u.test(l))) return false;
  return LINK_LINE_REST.test(line.replace(BLOCKQUOTE, "").replace(MARKDOWN_LINK, " "));
}

/** A line a setext underline ("Title\n=====") makes a heading: text that is not itself a list item or a break. */
function isSetextTitle(line: string | undefined): boolean {
  return (
    line !== undefined &&
    line.trim().length > 0 &&
    line.trim().length <= 120 &&
    !/^\s*(?:[-*+•]|\d+[.)])\s/.test(line) &&
    !THEMATIC_BREAK.test(line) &&
    !SETEXT_UNDERLINE.test(line) &&
    !line.includes("|")
  );
}

/** One line's inline Markdown reduced: images out, links to their text, emphasis and code ticks off, escapes. */
export function reduceInline(line: string): string {
  if (!/[[!*_~`\\<]/.test(line)) return line;
  return removeEmphasis(replaceLinks(line))
    .replace(/`+/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, "$1");
}

/**
 * "![alt](target)" out, "[text](target)" and "[text][ref]" to their text, "<https://…>" to the address — by
 * scanning, so a 123 KB image target or a thousand openers without a closer stay linear.
 */
function replaceLinks(line: string): string {
  const nextOpen = finder(line, "[");
  const nextAngle = finder(line, "<");
  const nextClose = finder(line, "]");
  const nextParen = finder(line, ")");
  let out = "";
  let i = 0;
  while (i < line.length) {
    const open = nextOpen(i);
    const angle = nextAngle(i);
    if (angle >= 0 && (open < 0 || angle < open)) {
      const auto = /^<((?:https?|ftp|mailto):[^\s<>]{1,2000})>/i.exec(line.slice(angle, angle + 2100));
      out += line.slice(i, angle) + (auto ? (auto[1] ?? "") : "<");
      i = angle + (auto ? auto[0].length : 1);
      continue;
    }
    if (open < 0) {
      out += line.slice(i);
      break;
    }
    const image = open > 0 && line[open - 1] === "!";
    const close = nextClose(open + 1);
    // The link text is bounded and holds no "[": otherwise the "[" is plain text.
    const next = nextOpen(open + 1);
    if (close < 0 || close - open > 500 || (next >= 0 && next < close)) {
      out += line.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    const label = line.slice(open + 1, close);
    const after = line[close + 1];
    let end = -1;
    if (after === "(") {
      end = targetEnd(line, close + 2);
      // Only a data: target runs past 2,000 characters (a pasted image); then its ")" is found by the finder.
      if (end < 0 && line.startsWith("data:", close + 2)) {
        const paren = nextParen(close + 2);
        end = paren < 0 ? -1 : paren + 1;
      }
    } else if (after === "[") {
      const refEnd = nextClose(close + 2);
      end = refEnd >= 0 && refEnd - close < 200 ? refEnd + 1 : -1;
    }
    if (end < 0) {
      out += line.slice(i, close + 1);
      i = close + 1;
      continue;
    }
    out += image ? line.slice(i, open - 1) : line.slice(i, open) + label;
    i = end;
  }
  return out;
}

/** Past the ")" closing a link target that may hold balanced brackets ("…/Force_(physics))"), within 2,000. */
function targetEnd(line: string, from: number): number {
  let depth = 0;
  const limit = Math.min(line.length, from + 2000);
  for (let i = from; i < limit; i++) {
    // A bracket ends the search: a target holds none, and stopping here keeps "[a](" × 100,000 linear.
    if (line[i] === "[" || line[i] === "]") return -1;
    if (line[i] === "(") depth += 1;
    else if (line[i] === ")") {
      if (depth === 0) return i + 1;
      depth -= 1;
    }
  }
  return -1;
}

/**
 * Emphasis markers off: "**", "__", "~~" and a "*" or "_" that opens a word after a space or closes one before
 * it. A "_" inside a word ("snake_case") and a "*" between spaces ("2 * 3") stay.
 */
function removeEmphasis(line: string): string {
  return line
    .replace(/\*\*|~~/g, "")
    .replace(/(^|[\s([{"'“‘])__(?=\S)|(?<=\S)__(?=$|[\s)\]}.,;:!?"'”’])/g, "$1")
    .replace(/(^|[\s([{"'“‘])[*_](?=[^\s*_])|(?<=[^\s*_])[*_](?=$|[\s)\]}.,;:!?"'”’])/g, "$1");
}

/** No run of more than one blank line, no trailing spaces, no blank lines at either end. */
function tidyBlankLines(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+/, "")
    .trimEnd();
}
