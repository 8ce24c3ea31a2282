// One chunk read once: its sentences with their mentions and definitions, how much each term matters, and
// the pools same-kind distractors are drawn from.

import { isSpokenQuestion, spokenSentences } from "./clauses.ts";
import { type Definition, findDefinition } from "./definitions.ts";
import { scopedByHeading } from "./heading-scope.ts";
import { findMentions, fixSentenceOpener, type Mention, type MentionKind } from "./mentions.ts";
import type { Sentence, TextReader, Token } from "./nlp.ts";
import { type Classification, classifySentences, isSource } from "./sources.ts";
import { looksLikeSpeech } from "./speech.ts";
import { CHATTER, CONTEXT_OPENERS, COURSE_TALK } from "./words.ts";

/**
 * What a sentence is, for choosing sources (issue 16): only "expository" sentences (and term-list entries) are
 * asked about or summarised; the rest are junk sources (captions, table rows, headings, links, reading
 * instructions, learning objectives, worked examples, exercises, questions).
 */
export type SentenceKind =
  | "expository"
  | "term-entry"
  | "heading"
  | "caption"
  | "table"
  | "link"
  | "instruction"
  | "objective"
  | "example"
  | "exercise"
  | "question"
  /** A slide bullet with no verb ("- Mitochondria and ATP"): its words count for term weights, it is not asked. */
  | "fragment"
  /** A list item that is a step of a procedure ("- Collect a sample"): an imperative, not a fact to ask. */
  | "step";

export type AnalysedSentence = Sentence & {
  tokens: Token[];
  /** See SentenceKind (set by the source classifier, sources.ts). */
  kind: SentenceKind;
  /** 0-based section of the text: a heading, or a topic shift where there are none (summaries, spread). */
  sectionIndex: number;
  words: number;
  mentions: Mention[];
  definition: Definition | null;
  /** Stands on its own: no pointer back to an earlier sentence, no lecture talk, a sensible length. */
  standalone: boolean;
  score: number;
};

/** Everything a chunk says about one thing of one kind (a term, a person, a year…). */
export type PoolEntry = {
  kind: MentionKind;
  key: string;
  /** How the note writes it (the longest or most common form). */
  display: string;
  count: number;
  head: string;
  modifiers: string[];
  plural: boolean;
  value: number | null;
  defined: boolean;
  /** What sort of thing a defined term is (its definition's first noun). */
  category: string | null;
  /** The article its definition puts before it ("the" Krebs cycle), or "". */
  article: string;
  /** Times the chunk writes it after a number ("six molecules"): a unit, not a concept. */
  counted: number;
  /** Index of the first sentence mentioning it. */
  firstSeen: number;
};

export type ChunkAnalysis = {
  sentences: AnalysedSentence[];
  pools: Map<MentionKind, Map<string, PoolEntry>>;
  /** Keys that name the same thing ("adenosine triphosphate" and "atp"). */
  aliases: Map<string, Set<string>>;
  /** Words the chunk writes in lower case somewhere (so a capital is only the sentence start). */
  lowerCaseWords: Set<string>;
  /** Words the chunk capitalises in mid-sentence somewhere (names, not just sentence starts). */
  capitalisedWords: Set<string>;
  /** The chunk reads as transcribed speech (see looksLikeSpeech). */
  speech: boolean;
  /** Weight of a term key: how often the chunk mentions it (more for defined terms). */
  weight(key: string): number;
};

const NO_CLASS: Classification = { kind: "expository", sectionIndex: 0, termDefinition: null };
const MIN_WORDS = 6;
/** A standalone sentence, asked on a card, has at most this many words. */
export const MAX_WORDS = 45;

export type AnalyseOptions = {
  /**
   * Read a transcript clause by clause (clauses.ts): its sentences lose their opening discourse words and are cut
   * at clause breaks, so more of them are sources. Off for enhance (which rebuilds the text from the sentences)
   * and until summaries' topic shifts read a lecturer's turn ("okay so …") from something other than the text.
   */
  spokenClauses?: boolean;
};

export function analyseChunk(reader: TextReader, text: string, options: AnalyseOptions = {}): ChunkAnalysis {
  const speech = looksLikeSpeech(text);
  const clauses = speech && options.spokenClauses === true;
  const raw = clauses ? spokenSentences(reader.sentences(text)) : reader.sentences(text);
  const lowerCaseWords = new Set<string>();
  const capitalisedMidSentence = new Set<string>();
  for (const s of raw) {
    for (const [i, t] of s.tokens.entries()) {
      if (/^[a-z]/.test(t.value)) lowerCaseWords.add(t.lower);
      else if (i > 0 && /^[A-Z]/.test(t.value)) capitalisedMidSentence.add(t.lower);
    }
  }
  // A lone capitalised first word ("Profits from overseas trade…") is a name only if the note capitalises it
  // elsewhere too.
  const trustedName = (m: Mention) =>
    (m.kind !== "name" && m.kind !== "place") ||
    m.first > 0 ||
    m.last > 0 ||
    capitalisedMidSentence.has(m.text.toLowerCase());

  const tokenised = raw.map((s) => ({ ...s, tokens: fixSentenceOpener(s.tokens, lowerCaseWords) }));
  const classes = classifySentences(tokenised, clauses);
  const headings = new Set(raw.flatMap((s) => (s.section ? [s.section] : [])));
  const sentences: AnalysedSentence[] = tokenised.map((s, i) => {
    const { tokens } = s;
    const { kind, sectionIndex, termDefinition } = classes[i] ?? NO_CLASS;
    const words = tokens.filter((t) => t.type === "word" || t.type === "number").length;
    // A bullet scoped by its heading ("Series circuits") states no general fact: no definition, no item alone.
    const scoped = s.marker !== null && kind !== "term-entry" && scopedByHeading(s.text, s.section, headings);
    const definition = scoped ? null : (termDefinition ?? findDefinition(s, tokens));
    const opener = tokens[0]?.lower ?? "";
    const standalone =
      isSource({ kind }) &&
      (kind === "term-entry" ||
        (words >= MIN_WORDS &&
          words <= MAX_WORDS &&
          !CONTEXT_OPENERS.has(opener) &&
          !isLectureTalk(tokens) &&
          !(clauses && (isSpokenQuestion(tokens) || tokens.some((t) => COURSE_TALK.has(t.lower)))) &&
          !s.text.trim().endsWith("?") &&
          !s.text.trim().endsWith(":"))) &&
      !scoped;
    const mentions = findMentions(s, tokens).filter(trustedName);
    return { ...s, tokens, words, mentions, definition, standalone, score: 0, kind, sectionIndex };
  });

  const pools = new Map<MentionKind, Map<string, PoolEntry>>();
  const aliases = new Map<string, Set<string>>();
  const linkAliases = (a: string, b: string) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = aliases.get(x) ?? new Set<string>();
      set.add(y);
      aliases.set(x, set);
    }
  };
  type NewEntry = Omit<
    PoolEntry,
    "count" | "kind" | "defined" | "firstSeen" | "category" | "counted" | "article"
  >;
  const add = (kind: MentionKind, m: NewEntry, at: number, counted: boolean, defined = false) => {
    const pool = pools.get(kind) ?? new Map<string, PoolEntry>();
    pools.set(kind, pool);
    const entry = pool.get(m.key);
    if (entry) {
      entry.count += 1;
      if (counted) entry.counted += 1;
      entry.defined ||= defined;
      if (m.display.length > entry.display.length && kind === "person") entry.display = m.display;
      if (/^[a-z]/.test(m.display) && /^[A-Z]/.test(entry.display) && kind === "term")
        entry.display = m.display;
    } else {
      pool.set(m.key, {
        ...m,
        kind,
        count: 1,
        defined,
        firstSeen: at,
        category: null,
        article: "",
        counted: counted ? 1 : 0,
      });
    }
  };

  // People are known by surname; a surname once seen as a person is a person everywhere in the chunk.
  const personKeys = new Set<string>();
  for (const s of sentences) for (const m of s.mentions) if (m.kind === "person") personKeys.add(m.key);
  for (const s of sentences) {
    for (const m of s.mentions) {
      if (m.kind !== "name" && m.kind !== "place") continue;
      const surname = m.text.toLowerCase().split(/\s+/).pop() ?? "";
      if (personKeys.has(surname)) Object.assign(m, { kind: "person", key: surname, head: surname });
    }
  }

  for (const s of sentences) {
    for (const m of s.mentions) {
      const display = displayOf(m, s, capitalisedMidSentence);
      add(
        m.kind,
        { key: m.key, display, head: m.head, modifiers: m.modifiers, plural: m.plural, value: m.value },
        s.index,
        m.counted,
      );
    }
    const d = s.definition;
    if (d) {
      const termKey = keyOfSpan(s, d.termStart, d.termEnd);
      const m = s.mentions.find((x) => x.kind === "term" && x.start === d.termStart && x.end === d.termEnd);
      const key = m?.key ?? termKey;
      const pool = pools.get("term");
      const entry = pool?.get(key);
      if (entry) entry.defined = true;
      else {
        const display = displayTerm(d.term, s, d.termStart, capitalisedMidSentence);
        // "second law of thermodynamics": the head is "law", its modifier "second".
        const words = key.split(" ");
        const of = words.indexOf("of");
        const head = of > 0 ? (words[of - 1] ?? key) : (m?.head ?? words[words.length - 1] ?? key);
        const modifiers = of > 0 ? words.slice(0, of - 1) : (m?.modifiers ?? []);
        add("term", { key, display, head, modifiers, plural: d.plural, value: null }, s.index, false, true);
      }
      const defined = pool?.get(key) ?? pools.get("term")?.get(key);
      if (defined) {
        defined.category ??= d.category;
        defined.article ||= d.article;
        // A defined term is shown as its definition writes it ("steam engine", not "steam engines").
        defined.display = displayTerm(d.term, s, d.termStart, capitalisedMidSentence);
      }
      if (d.alias) linkAliases(key, d.alias.toLowerCase());
    }
  }

  // Weights are asked for in every sort of candidates: work them out once.
  const termPool = pools.get("term");
  const weights = new Map<string, number>();
  for (const [key, entry] of termPool ?? []) {
    const headCount = termPool?.get(entry.head)?.count ?? 0;
    const words = key.split(" ").length;
    weights.set(key, entry.count + 0.5 * headCount + (entry.defined ? 3 : 0) + 0.5 * (words - 1));
  }
  const weight = (key: string) => weights.get(key) ?? 0;
  for (const s of sentences) s.score = sentenceScore(s, weight);
  return {
    sentences,
    pools,
    aliases,
    lowerCaseWords,
    capitalisedWords: capitalisedMidSentence,
    weight,
    speech,
  };
}

/**
 * Lecture talk: a chatter word ("we", "today", "okay"), or "let's"/"let us" (wink reads "let's" as let + 's).
 * "The us" is the country a transcript writes in lower case, and "lets" a verb ("… and lets it flow").
 */
export function isLectureTalk(tokens: Token[]): boolean {
  return tokens.some((t, i) => {
    const next = tokens[i + 1]?.lower ?? "";
    if (t.lower === "let") return next === "'s" || next === "’s" || next === "us";
    if (t.lower === "us" && tokens[i - 1]?.lower === "the") return false;
    return CHATTER.has(t.lower);
  });
}

function sentenceScore(s: AnalysedSentence, weight: (key: string) => number): number {
  let score = 0;
  const seen = new Set<string>();
  for (const m of s.mentions) {
    if (seen.has(m.key)) continue;
    seen.add(m.key);
    score += m.kind === "term" ? Math.min(weight(m.key), 8) : 1.5;
  }
  score /= Math.sqrt(Math.max(s.words, 1));
  if (s.definition) score += 2;
  if (s.opensParagraph) score += 0.3;
  if (!s.standalone) score -= 2;
  return score;
}

function keyOfSpan(s: AnalysedSentence, start: number, end: number): string {
  return s.tokens
    .filter((t) => t.start >= start && t.end <= end && t.type === "word")
    .map((t) => (/^[A-Z][A-Z0-9]+$/.test(t.value) ? t.lower : t.lemma || t.lower))
    .join(" ");
}

function displayOf(m: Mention, s: AnalysedSentence, capitalisedWords: Set<string>): string {
  return m.kind === "term" ? displayTerm(m.text, s, m.start, capitalisedWords) : m.text;
}

/**
 * A term as it would be written mid-sentence: the capital of a sentence's first word goes, unless the note
 * capitalises that word mid-sentence too ("Krebs"), or the next word is capitalised ("Industrial Revolution"),
 * or the word mixes cases ("pH", "ATP").
 */
export function displayTerm(text: string, s: Sentence, start: number, capitalisedWords: Set<string>): string {
  const [first = "", second = ""] = text.split(/\s+/);
  const atSentenceStart = start === 0 || /^\W*$/.test(s.text.slice(0, start));
  if (!atSentenceStart || !/^[A-Z][a-z]/.test(first) || /^[A-Z]/.test(second)) return text;
  if (capitalisedWords.has(first.toLowerCase()) || /[A-Z]/.test(first.slice(1))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * One analysis of a whole note from the analyses of its chunks (sentences in order, renumbered), so a summary
 * after cards or a quiz reads nothing twice. Pools are not merged: the summary does not use them.
 */
export function joinAnalyses(parts: ChunkAnalysis[]): ChunkAnalysis {
  const sentences: AnalysedSentence[] = [];
  const lowerCaseWords = new Set<string>();
  const capitalisedWords = new Set<string>();
  for (const part of parts) {
    // Sections run on across chunks: a chunk that starts under no heading continues the last chunk's section.
    const last = sentences[sentences.length - 1];
    const first = part.sentences[0];
    const offset = !last
      ? 0
      : last.sectionIndex + (first && first.section === null && first.kind !== "heading" ? 0 : 1);
    for (const s of part.sentences)
      sentences.push({ ...s, index: sentences.length, sectionIndex: s.sectionIndex + offset });
    for (const w of part.lowerCaseWords) lowerCaseWords.add(w);
    for (const w of part.capitalisedWords) capitalisedWords.add(w);
  }
  return {
    sentences,
    pools: new Map(),
    aliases: new Map(),
    lowerCaseWords,
    capitalisedWords,
    weight: () => 0,
    speech: parts.some((p) => p.speech),
  };
}
