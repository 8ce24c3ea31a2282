// The enhance pass for transcripts: filler words out, sentences cased and punctuated, sentences grouped into
// paragraphs and, for long texts, a heading per section named after its main term. Nothing is added that the
// text does not say; a note that already has structure keeps it.

import { type AnalysedSentence, analyseChunk, type ChunkAnalysis } from "./analysis.ts";
import { spokenNamesOf } from "./display-case.ts";
import type { TextReader } from "./nlp.ts";
import { capitalise, looksLikeSpeech, removeFillers, tidySentence } from "./speech.ts";

const PARAGRAPH = { min: 3, max: 6, maxWords: 110 } as const;
/** Texts at least this long get headings (one per two paragraphs). */
const HEADINGS_FROM_CHARS = 1200;
const PARAGRAPHS_PER_SECTION = 2;
const DISCOURSE_OPENERS = new Set([
  "so",
  "now",
  "next",
  "finally",
  "first",
  "second",
  "third",
  "then",
  "another",
  "okay",
]);

/** Words the text writes with a capital in mid-sentence and never in lower case: names. */
export function properNamesOf(analysis: ChunkAnalysis): Map<string, string> {
  const names = new Map<string, string>();
  for (const s of analysis.sentences) {
    for (const [i, t] of s.tokens.entries()) {
      if (i > 0 && /^[A-Z][a-z]/.test(t.value) && !analysis.lowerCaseWords.has(t.lower) && t.value !== "I") {
        names.set(t.lower, t.value);
      }
    }
  }
  // A transcript writes its names in lower case: those display-case.ts finds ("truman", "north atlantic …").
  for (const [word, written] of spokenNamesOf(analysis)) if (!names.has(word)) names.set(word, written);
  return names;
}

const STRUCTURE = /^\s*(?:#{1,6}\s|[-*+•]\s|\d+[.)]\s)/m;

/** Enhances one chunk of a note. */
export function enhanceChunk(reader: TextReader, text: string): string {
  const structured = STRUCTURE.test(text) || /\n\s*\n/.test(text.trim());
  if (structured) return enhanceStructured(reader, text);
  const cleaned = removeFillers(text.replace(/\s+/g, " "), looksLikeSpeech(text));
  if (!cleaned) return text.trim();
  const analysis = analyseChunk(reader, cleaned);
  const names = properNamesOf(analysis);
  const groups = groupParagraphs(analysis.sentences);
  const paragraphs = groups.map((group) => group.map((s) => tidySentence(s.text, names)).join(" "));
  if (cleaned.length < HEADINGS_FROM_CHARS || paragraphs.length < 3) return paragraphs.join("\n\n");
  const usedHeadings = new Set<string>();
  const sections: string[] = [];
  let from = 0;
  for (const size of sectionSizes(paragraphs.length)) {
    const heading = sectionHeading(analysis, groups.slice(from, from + size).flat(), usedHeadings);
    const body = paragraphs.slice(from, from + size).join("\n\n");
    sections.push(heading ? `## ${heading}\n\n${body}` : body);
    from += size;
  }
  return sections.join("\n\n");
}

/** Paragraphs per section: two each, a lone last paragraph joining the section before. */
export function sectionSizes(paragraphs: number): number[] {
  const sizes = Array.from(
    { length: Math.floor(paragraphs / PARAGRAPHS_PER_SECTION) },
    () => PARAGRAPHS_PER_SECTION,
  );
  const rest = paragraphs % PARAGRAPHS_PER_SECTION;
  if (rest > 0) {
    if (sizes.length > 0) sizes[sizes.length - 1] = (sizes[sizes.length - 1] ?? 0) + rest;
    else sizes.push(rest);
  }
  return sizes;
}

/** A note with headings, lists or paragraphs keeps them; only its sentences are cleaned. */
function enhanceStructured(reader: TextReader, text: string): string {
  const speech = looksLikeSpeech(text);
  return text
    .trim()
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const lines = block.split("\n");
      if (lines.some((l) => STRUCTURE.test(l))) {
        return lines
          .map((l) => (STRUCTURE.test(l) ? l.replace(/\s+$/, "") : removeFillers(l, speech)))
          .join("\n");
      }
      const cleaned = removeFillers(block.replace(/\s+/g, " "), speech);
      if (!cleaned) return "";
      const analysis = analyseChunk(reader, cleaned);
      const names = properNamesOf(analysis);
      return analysis.sentences.map((s) => tidySentence(s.text, names)).join(" ");
    })
    .filter((b) => b.length > 0)
    .join("\n\n");
}

/**
 * Sentences into paragraphs of 3 to 6 (or about 110 words): a paragraph ends where the next sentence shares
 * the fewest content words with the last two, or opens with "so", "now", "next", "finally"…
 */
export function groupParagraphs(sentences: AnalysedSentence[]): AnalysedSentence[][] {
  const lemmas = sentences.map(
    (s) =>
      new Set(
        s.tokens
          .filter((t) => !t.stop && t.type === "word" && t.pos !== "VERB")
          .map((t) => t.lemma || t.lower),
      ),
  );
  const paragraphs: AnalysedSentence[][] = [];
  let current: AnalysedSentence[] = [];
  let words = 0;
  for (const [i, s] of sentences.entries()) {
    if (current.length >= PARAGRAPH.min) {
      const recent = new Set([...(lemmas[i - 1] ?? []), ...(lemmas[i - 2] ?? [])]);
      const shared = [...(lemmas[i] ?? [])].filter((l) => recent.has(l)).length;
      const opener = DISCOURSE_OPENERS.has(s.tokens[0]?.lower ?? "");
      if (current.length >= PARAGRAPH.max || words >= PARAGRAPH.maxWords || opener || shared === 0) {
        paragraphs.push(current);
        current = [];
        words = 0;
      }
    }
    current.push(s);
    words += s.words;
  }
  if (current.length > 0) paragraphs.push(current);
  // A short last paragraph borrows sentences from the one before while that one can spare them.
  const last = paragraphs[paragraphs.length - 1];
  const before = paragraphs[paragraphs.length - 2];
  while (last && before && last.length < PARAGRAPH.min && before.length > PARAGRAPH.min) {
    const moved = before.pop();
    if (moved) last.unshift(moved);
  }
  if (last && before && last.length < PARAGRAPH.min && before.length + last.length <= PARAGRAPH.max) {
    before.push(...last);
    paragraphs.pop();
  }
  return paragraphs;
}

/** The section's most mentioned term (longer terms first among equals) not used by an earlier heading. */
function sectionHeading(
  _analysis: ChunkAnalysis,
  sentences: AnalysedSentence[],
  used: Set<string>,
): string | null {
  const counts = new Map<string, { text: string; count: number; first: number }>();
  for (const s of sentences) {
    for (const m of s.mentions) {
      if (m.kind !== "term" && m.kind !== "name") continue;
      const entry = counts.get(m.key) ?? { text: m.text, count: 0, first: s.index };
      entry.count += 1 + 0.5 * (m.key.split(" ").length - 1);
      counts.set(m.key, entry);
      // "proactive interference" also speaks of "interference".
      const head = counts.get(m.head);
      if (head && m.head !== m.key) head.count += 0.5;
    }
    if (s.definition) {
      const defined = s.mentions.find((m) => m.start === s.definition?.termStart);
      const entry = defined && counts.get(defined.key);
      if (entry) entry.count += 3;
    }
  }
  const best = [...counts.entries()]
    .filter(([key]) => !used.has(key))
    .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)[0];
  if (!best) return null;
  used.add(best[0]);
  return capitalise(best[1].text);
}
