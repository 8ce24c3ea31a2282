// Two terms a note defines against each other (issue 16 §4, readers: "simile and metaphor are left out; they are
// the first learning objective"): "A simile is a comparison … that uses the word 'like' or 'as', as when Burns
// writes…" then "A metaphor is a comparison that states that one thing is another, without 'like' or 'as'; when
// Shakespeare…". The distinction is the point: an overview quotes the two definitions as one sentence.

import type { AnalysedSentence } from "./analysis.ts";

/** The second definition says how its term differs from the first's. */
const AGAINST = /\b(?:without|unlike|rather than|instead of|whereas|not)\b/i;
/** Where a definition's example or aside begins: "; when Shakespeare writes…", ", as when Burns writes…". */
const EXAMPLE_TAIL = /(?:;\s|,\s+(?:as when|as in|for example|for instance|e\.g\.)\b).*$/i;

/**
 * The sentence and the next one as one ("A simile is a comparison …, while a metaphor is a comparison … without
 * 'like' or 'as'.") when they define two terms of one kind (the same category) in the same section and the second
 * defines its term against the first; null otherwise.
 */
export function definedAgainst(s: AnalysedSentence, next: AnalysedSentence | undefined): string | null {
  const a = s.definition;
  const b = next?.definition;
  if (!a || !b || !next || next.sectionIndex !== s.sectionIndex || a.reversed || b.reversed) return null;
  if (a.category === null || a.category !== b.category) return null;
  if (a.term.toLowerCase() === b.term.toLowerCase()) return null;
  const second = next.text.trim().replace(EXAMPLE_TAIL, "");
  if (!AGAINST.test(second)) return null;
  return asOneSentence(s.text.trim().replace(EXAMPLE_TAIL, ""), ", while ", second);
}

/**
 * Two of the note's claims written as one sentence ("A simile is …, while a metaphor is …."): the first without
 * its end mark, the link, the second from a lower-case first letter.
 */
export function asOneSentence(first: string, link: string, second: string): string {
  const end = (x: string) => x.trim().replace(/[.;,\s]+$/, "");
  const rest = end(second);
  return `${end(first)}${link}${rest.charAt(0).toLowerCase()}${rest.slice(1)}.`;
}

/** "In separate chaining, …": a way of doing something named in an opening phrase (a method's name, not a case). */
const WAY_OPENER =
  /^in (?!(?:an?|the|this|that)\b)((?:[\p{L}-]+ ){0,2}[\p{L}-]+(?:ing|ism|tion|sion|sis|ment)), (.+)$/iu;

/**
 * "In separate chaining, each position of the array holds a list of all the pairs whose keys hash to that position;
 * in open addressing, all pairs are stored in the array itself." A paragraph that sets two ways side by side, each
 * in a sentence opening on its name: quoted alone, one way reads as the only one (readers: "only open addressing is
 * given"), so the overview quotes the first clause of each as one sentence, in note order. `sentences` are the
 * note's; null when no other way of the same paragraph opens so. `other` is the way quoted with it.
 */
export function waysSideBySide(
  s: AnalysedSentence,
  sentences: readonly AnalysedSentence[],
): { text: string; other: AnalysedSentence } | null {
  const own = WAY_OPENER.exec(s.text.trim());
  if (!own) return null;
  // The paragraph around `s`: back to its opening sentence, forward to the next one's.
  let start = s.index;
  while (start > 0 && !sentences[start]?.opensParagraph) start -= 1;
  let end = s.index + 1;
  while (sentences[end] && !sentences[end]!.opensParagraph) end += 1;
  const other = sentences
    .slice(start, end)
    .find((x) => x !== s && x.sectionIndex === s.sectionIndex && WAY_OPENER.test(x.text.trim()));
  if (!other) return null;
  const [first, second] = other.index < s.index ? [other, s] : [s, other];
  const firstClause = (x: AnalysedSentence) => x.text.trim().split(/;\s/)[0]!;
  return { text: asOneSentence(firstClause(first), "; ", firstClause(second)), other };
}
