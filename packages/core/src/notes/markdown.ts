// A note's Markdown as plain text (issue 21 Deliver 2: "the TXT export is the plain text"). Line by line, so a
// 200,000-character note or a 900 KB token stays linear: every pattern is anchored or has bounded runs.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_SEPARATOR = /^ *\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]{1,500}\]:[ \t]*\S+/;
const BLOCKQUOTE = /^ {0,3}(?:> ?)+/;
const TASK_ITEM = /^([ \t]*)[-*+][ \t]+\[([ xX])\][ \t]+/;
const BULLET_ITEM = /^([ \t]*)[-*+][ \t]+/;
const LONG_LINE = 2_000;

/**
 * The text of Markdown without its syntax: headings without "#", emphasis and code ticks gone, links as
 * "text (address)", images as their description, bullets as "•", task items as "☐"/"☑", table rows as
 * tab-separated cells, block math and code as their source lines, "$…$" without the dollars.
 */
export function markdownToPlainText(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const out: string[] = [];
  let fence: string | null = null;
  let math = false;
  for (const [n, line] of lines.entries()) {
    const fenceMark = FENCE.exec(line);
    if (fence !== null) {
      if (fenceMark?.[1] && fenceMark[1][0] === fence[0] && fenceMark[1].length >= fence.length) fence = null;
      else out.push(line);
      continue;
    }
    if (fenceMark?.[1]) {
      fence = fenceMark[1];
      continue;
    }
    const trimmed = line.trim();
    if (math || trimmed.startsWith("$$")) {
      const inner = trimmed.replace(/^\$\$|\$\$$/g, "").trim();
      // "$$" alone opens or closes a block; "$$ x $$" is a block of its own on one line.
      if (trimmed === "$$") math = !math;
      else if (!math && trimmed.startsWith("$$") && !(trimmed.length > 2 && trimmed.endsWith("$$")))
        math = true;
      else if (math && trimmed.endsWith("$$")) math = false;
      if (inner) out.push(inner);
      continue;
    }
    if (line.length > LONG_LINE) {
      out.push(plainInline(line));
      continue;
    }
    if (REFERENCE_DEFINITION.test(line)) continue;
    if (TABLE_SEPARATOR.test(line) && line.includes("-") && line.includes("|")) continue;
    const previous = lines[n - 1];
    if (SETEXT_UNDERLINE.test(line) && previous !== undefined && previous.trim() !== "" && trimmed.length > 0)
      continue;
    if (THEMATIC_BREAK.test(line)) {
      out.push("");
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      out.push(plainInline(heading[1] ?? ""));
      continue;
    }
    out.push(plainBlockLine(line.replace(BLOCKQUOTE, "")));
  }
  return out.join("\n");
}

/** A line of a paragraph, list or table without its markers. */
function plainBlockLine(line: string): string {
  const task = TASK_ITEM.exec(line);
  if (task) return `${task[1]}${task[2] === " " ? "☐" : "☑"} ${plainInline(line.slice(task[0].length))}`;
  const bullet = BULLET_ITEM.exec(line);
  if (bullet) return `${bullet[1]}• ${plainInline(line.slice(bullet[0].length))}`;
  if (/^\s*\|.*\|\s*$/.test(line))
    return line
      .trim()
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => plainInline(cell.trim()))
      .join("\t");
  // A hard line break ("  " or "\" at the end) is just the end of the line in plain text.
  return plainInline(line.replace(/(?: {2,}|\\)$/, ""));
}

const CODE_SPAN = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;

/** Inline Markdown without its syntax; code spans keep their text as written. */
export function plainInline(text: string): string {
  let out = "";
  let at = 0;
  CODE_SPAN.lastIndex = 0;
  for (let m = CODE_SPAN.exec(text); m; m = CODE_SPAN.exec(text)) {
    out += plainProse(text.slice(at, m.index)) + (m[2] ?? "").trim();
    at = m.index + m[0].length;
  }
  return out + plainProse(text.slice(at));
}

const IMAGE = /!\[([^\]\n]{0,500})\]\([^()\s]{0,2000}(?:[ \t]+"[^"\n]{0,300}")?\)/g;
const LINK = /\[([^\]\n]{0,500})\]\(<?([^()\s<>]{0,2000})>?(?:[ \t]+"[^"\n]{0,300}")?\)/g;
const REFERENCE_LINK = /\[([^\]\n]{1,500})\]\[[^\]\n]{0,500}\]/g;
const AUTOLINK = /<((?:https?|ftp|mailto):[^\s<>]{1,2000})>/gi;
/** "$…$" math: not "$ 5" or "5 $", and a closing "$" not followed by a digit ("$5 and $10" is money). */
const INLINE_MATH = /\$(?=\S)([^$\n]{1,1000}?)(?<=\S)\$(?!\d)/g;

function plainProse(text: string): string {
  if (!/[[!*_~\\<$]/.test(text)) return text;
  return removeEmphasis(
    text
      .replace(IMAGE, "$1")
      .replace(LINK, (_, label: string, target: string) =>
        !target || target === label || target.startsWith("#") ? label : `${label} (${target})`,
      )
      .replace(REFERENCE_LINK, "$1")
      .replace(AUTOLINK, "$1")
      .replace(INLINE_MATH, "$1"),
  ).replace(/\\([\\`*_{}[\]()#+\-.!|>~$<])/g, "$1");
}

/** "**", "__", "~~" and a "*" or "_" opening or closing a word; "snake_case" and "2 * 3" stay. */
function removeEmphasis(text: string): string {
  return text
    .replace(/(?<!\\)(?:\*\*|~~)/g, "")
    .replace(/(^|[\s([{"'“‘])__(?=\S)|(?<=\S)__(?=$|[\s)\]}.,;:!?"'”’])/g, "$1")
    .replace(/(^|[\s([{"'“‘])[*_](?=[^\s*_])|(?<=[^\s*_\\])[*_](?=$|[\s)\]}.,;:!?"'”’])/g, "$1");
}
