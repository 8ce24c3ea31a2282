// Spans of a note that are not prose — pasted images, data: URIs, links, base64 runs, any "word" longer than
// a word can be — found in one linear pass and kept away from wink-nlp. wink's tokenizer tries an e-mail
// pattern on every long token and backtracks: a 120,000-character token took 21 s, a pasted image minutes
// (issue 12). Nothing here is worth a card, a question or a summary line.

/** Longer than any real word (the longest English words are about 45 letters), and any run worth cutting. */
export const LONGEST_WORD = 64;

// Every pattern is linear: a fixed prefix, then runs bounded either by the pattern or by the long-run rule.
/** A Markdown image opener with its alt text (bounded) up to the "](" before the target. */
const IMAGE_OPENER = /!\[[^\]\n]{0,200}\]\(/g;
/** A run of non-space characters longer than a word, or a link, or a data: URI. */
const UNREADABLE_RUN = new RegExp(
  `\\S{${LONGEST_WORD + 1},}|\\b(?:https?|ftp):\\/\\/\\S*|\\bwww\\.\\S+|\\bdata:[\\w/+.-]*[;,]\\S*`,
  "gi",
);
const SPACE = /\s/;

/** [start, end) offsets of the unreadable spans of a text, in order, not overlapping. */
export function unreadableSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  // Markdown images first: the whole `![alt](target)`, whatever the target, so no alt text is left behind.
  IMAGE_OPENER.lastIndex = 0;
  for (let m = IMAGE_OPENER.exec(text); m; m = IMAGE_OPENER.exec(text)) {
    let end = m.index + m[0].length;
    while (end < text.length && text[end] !== ")" && !SPACE.test(text[end] as string)) end += 1;
    if (text[end] === ")") end += 1;
    spans.push([m.index, end]);
    // Scanning on from the end keeps the pass linear even for "![a](![a](![a](…" with no closer.
    IMAGE_OPENER.lastIndex = end;
  }
  const images = spans.splice(0);
  let next = 0;
  UNREADABLE_RUN.lastIndex = 0;
  for (let m = UNREADABLE_RUN.exec(text); m; m = UNREADABLE_RUN.exec(text)) {
    if (m[0].length === 0) {
      UNREADABLE_RUN.lastIndex += 1;
      continue;
    }
    const start = m.index;
    const end = start + m[0].length;
    // Keep the image spans and the runs in order, merging any overlap.
    while (next < images.length && (images[next]?.[0] ?? 0) <= start) push(spans, images[next++]!);
    push(spans, [start, end]);
  }
  while (next < images.length) push(spans, images[next++]!);
  return spans;
}

function push(spans: [number, number][], span: [number, number]) {
  const last = spans[spans.length - 1];
  if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
  else spans.push([span[0], span[1]]);
}

/**
 * The text with every unreadable span replaced by a paragraph break, so the sentences on either side stay
 * verbatim parts of the note (what grounding checks) and no sentence runs across the cut.
 */
export function withoutUnreadable(text: string): string {
  const spans = unreadableSpans(text);
  if (spans.length === 0) return text;
  let out = "";
  let from = 0;
  for (const [start, end] of spans) {
    out += `${text.slice(from, start)}\n\n`;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * The text in pieces: prose to work on and unreadable spans to keep as they are (enhance rewrites the prose
 * and must never lose what the note holds, a pasted image included).
 */
export function splitUnreadable(text: string): { text: string; unreadable: boolean }[] {
  const pieces: { text: string; unreadable: boolean }[] = [];
  let from = 0;
  for (const [start, end] of unreadableSpans(text)) {
    if (start > from) pieces.push({ text: text.slice(from, start), unreadable: false });
    pieces.push({ text: text.slice(start, end), unreadable: true });
    from = end;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), unreadable: false });
  return pieces;
}
