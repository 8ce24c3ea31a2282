// The enhance pass for transcripts: filler words out, sentences cased and punctuated, sentences grouped into
// paragraphs and, for long texts, a heading per section named after its main term. Nothing is added that the
// text does not say; a note that already has structure keeps it.

import { type AnalysedSentence, analyseChunk, type ChunkAnalysis } from "./analysis.ts";
import { capitalise } from "./cloze.ts";
import type { TextReader } from "./nlp.ts";
import { FILLER_SOUNDS } from "./words.ts";

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

const SOUNDS = [...FILLER_SOUNDS].join("|");
const FILLER_SOUND = new RegExp(`(^|[\\s,;])(?:${SOUNDS})(?:[,.]?)(?=\\s|$)`, "gi");
// "you know", "I mean" and "like" are fillers where they start a clause or are set off by commas.
const CLAUSE_START = String.raw`(^|[.!?;,]\s*|\b(?:and|but|so|because|or)\s+)`;
const YOU_KNOW = new RegExp(`${CLAUSE_START}you know,?\\s+`, "gi");
const YOU_KNOW_TAIL = /,?\s+you know(?=\s*[,.!?]|$)/gi;
// "…works you know because…": before a conjunction or a new clause it is a filler, unless it asks or means
// something ("if you know", "do you know", "what you know").
const YOU_KNOW_BEFORE_CLAUSE =
  /(?<!\b(?:if|when|do|did|don't|what|as|will|would|could|can|to|now|that|whatever)\s+)\byou know,?\s+(?=(?:because|and|but|so|like|when|then|I|we|it's|that's|there's)\b)/gi;
const I_MEAN = new RegExp(`${CLAUSE_START}I mean,?\\s+`, "gi");
const LIKE = new RegExp(`${CLAUSE_START}like,?\\s+(?!to\\b|that\\b|this\\b|it\\b|a\\b|an\\b)`, "gi");
const LIKE_COMMA = /,\s+like,\s+/gi;
const OPENING_OKAY = /(^|[.!?]\s+)(?:okay|ok|alright|all right),?\s+(?=\S)/gi;
const STUTTER = /\b(\w+)(?:\s+\1\b)+/gi;
const KEEP_DOUBLED = new Set(["that", "had", "is", "do"]);

/** Takes out speech fillers ("um", "uh", "you know", "I mean", filler "like", a leading "okay") and stutters. */
export function removeFillers(text: string): string {
  return text
    .replace(FILLER_SOUND, "$1")
    .replace(YOU_KNOW, "$1")
    .replace(YOU_KNOW_TAIL, "")
    .replace(YOU_KNOW_BEFORE_CLAUSE, "")
    .replace(I_MEAN, "$1")
    .replace(LIKE_COMMA, ", ")
    .replace(LIKE, "$1")
    .replace(OPENING_OKAY, "$1")
    .replace(STUTTER, (all, word: string) => (KEEP_DOUBLED.has(word.toLowerCase()) ? all : word))
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/,\s*([.!?])/g, "$1")
    .replace(/([.!?])\s*,/g, "$1")
    .replace(/^[\s,;]+/, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/**
 * One sentence as written text: capital first letter, "i" as "I", names capitalised as the text capitalises
 * them elsewhere, and a full stop when it has no end mark.
 */
export function tidySentence(text: string, properNames: Map<string, string>): string {
  let t = text.trim().replace(/,\s*$/, "");
  t = t.replace(/\bi\b(?=$|[\s',.!?’])/g, "I");
  t = t.replace(/\b[a-z][\p{L}'-]*/gu, (word) => properNames.get(word) ?? word);
  t = capitalise(t);
  if (QUESTION_START.test(t)) return t.replace(/[.!]?$/, "?");
  return /[.!?]["'”’)]*$/.test(t) ? t : `${t}.`;
}

/** Words the text writes with a capital in mid-sentence and never in lower case: names. */
function properNamesOf(analysis: ChunkAnalysis): Map<string, string> {
  const names = new Map<string, string>();
  for (const s of analysis.sentences) {
    for (const [i, t] of s.tokens.entries()) {
      if (i > 0 && /^[A-Z][a-z]/.test(t.value) && !analysis.lowerCaseWords.has(t.lower) && t.value !== "I") {
        names.set(t.lower, t.value);
      }
    }
  }
  return names;
}

// "why do we forget" / "do you see" open a question; the transcript's full stop becomes a question mark.
const QUESTION_START =
  /^(?:(?:so|and|but|now)\s+)?(?:(?:why|what|how|when|where|who|which)\s+(?:do|does|did|is|are|was|were|can|could|should|would|will)|(?:do|does|did|can|could|should|would|will|is|are)\s+(?:you|we|they|I|it|he|she|there))\b/i;

const STRUCTURE = /^\s*(?:#{1,6}\s|[-*+•]\s|\d+[.)]\s)/m;

/** Enhances one chunk of a note. */
export function enhanceChunk(reader: TextReader, text: string): string {
  const structured = STRUCTURE.test(text) || /\n\s*\n/.test(text.trim());
  if (structured) return enhanceStructured(reader, text);
  const cleaned = removeFillers(text.replace(/\s+/g, " "));
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
  return text
    .trim()
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const lines = block.split("\n");
      if (lines.some((l) => STRUCTURE.test(l))) {
        return lines.map((l) => (STRUCTURE.test(l) ? l.replace(/\s+$/, "") : removeFillers(l))).join("\n");
      }
      const cleaned = removeFillers(block.replace(/\s+/g, " "));
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
  if (current.length > 0) {
    // A last paragraph of one sentence joins the one before.
    const last = paragraphs[paragraphs.length - 1];
    if (current.length === 1 && last && last.length < PARAGRAPH.max) last.push(...current);
    else paragraphs.push(current);
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
