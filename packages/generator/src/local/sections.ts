// The sections of an analysed text (issue 16 §4): its headings where it has them, else its topic shifts (a
// lecture transcript has no headings). Summaries cover a note section by section, in order.

import type { AnalysedSentence } from "./analysis.ts";

export type Section = {
  /** The heading the section's sentences stand under, or null (an introduction, a topic-shift section). */
  heading: string | null;
  /** The section's sentences, in text order (never empty). */
  sentences: AnalysedSentence[];
};

/** Topic shifts (TextTiling): windows of this many sentences either side of a gap are compared. */
const WINDOW = 4;
/** A topic-shift section has at least this many sentences. */
const MIN_TOPIC_SENTENCES = 4;
/** Sentences per topic-shift section a lecture supports, and the range of sections (issue 16: 2-6). */
const SENTENCES_PER_TOPIC = 7;
export const TOPIC_SECTIONS = { min: 2, max: 6 } as const;
/** Words per topic-shift section: a lecture of long spoken sentences has as many topics as its length says. */
const WORDS_PER_TOPIC = 120;
/** Sentences this long on average (speech) make a topic of MIN_TOPIC_SENTENCES - 1 sentences. */
const LONG_SENTENCE_WORDS = 25;
/** A text of fewer sentences is one section when it has no headings. */
const MIN_SENTENCES_TO_TILE = 2 * MIN_TOPIC_SENTENCES;

/**
 * The sections of a text: from its headings when it has at least two, otherwise from topic shifts in its
 * sentences.
 */
export function sectionsOf(sentences: AnalysedSentence[]): Section[] {
  if (sentences.length === 0) return [];
  const byHeadings = sectionsFromHeadings(sentences);
  if (byHeadings.length >= 2) return byHeadings;
  return sectionsFromTopicShifts(sentences);
}

/**
 * Sections from headings: a new section starts where the sentence's section index changes or where it stands
 * under a new Markdown heading. An index that falls back to 0 under no heading is the next chunk of the same
 * section (chunks are analysed one by one and joined), not a new section.
 */
export function sectionsFromHeadings(sentences: AnalysedSentence[]): Section[] {
  const sections: Section[] = [];
  let previous: AnalysedSentence | null = null;
  for (const s of sentences) {
    const current = sections[sections.length - 1];
    if (!current || !previous || startsSection(previous, s)) {
      sections.push({ heading: s.section, sentences: [s] });
    } else {
      current.sentences.push(s);
      current.heading ??= s.section;
    }
    previous = s;
  }
  return sections;
}

function startsSection(previous: AnalysedSentence, s: AnalysedSentence): boolean {
  if (s.section !== null && s.section !== previous.section) return true;
  if (s.sectionIndex === previous.sectionIndex) return false;
  const nextChunkOfSameSection = s.sectionIndex === 0 && s.section === null;
  return !nextChunkOfSameSection;
}

/**
 * Sections from topic shifts, TextTiling-style: at each gap between sentences the content lemmas of the
 * WINDOW sentences before and after are compared (cosine); a gap whose similarity lies deep below the peaks on
 * either side is a topic shift. The deepest gaps become boundaries (a paragraph start counts a little deeper),
 * at least MIN_TOPIC_SENTENCES apart, 2 to 6 sections by the text's length.
 */
export function sectionsFromTopicShifts(sentences: AnalysedSentence[]): Section[] {
  const n = sentences.length;
  if (n < MIN_SENTENCES_TO_TILE) return [{ heading: null, sentences }];
  const lemmas = sentences.map(topicLemmas);
  // similarity[g]: the gap between sentence g and sentence g + 1.
  const similarity: number[] = [];
  for (let g = 0; g < n - 1; g += 1) {
    similarity.push(
      cosine(
        countsOf(lemmas.slice(Math.max(0, g + 1 - WINDOW), g + 1)),
        countsOf(lemmas.slice(g + 1, g + 1 + WINDOW)),
      ),
    );
  }
  const introduces = introducesNames(sentences);
  const depths = depthScores(similarity).map((depth, g) => {
    const next = sentences[g + 1];
    if (!next) return depth;
    return (
      depth +
      (next.opensParagraph ? PARAGRAPH_BONUS : 0) +
      (turnsTopic(next) ? PARAGRAPH_BONUS : 0) +
      // A new person or defined term in the next two sentences: a new topic comes in ("Baddeley and Hitch
      // proposed the working memory model") even where the words around it are the same.
      (introduces[g + 1] || introduces[g + 2] ? PARAGRAPH_BONUS / 2 : 0)
    );
  });
  const words = sentences.reduce((sum, s) => sum + s.words, 0);
  // A transcript's sentences run long: a topic of three of them is as long as one of four written ones.
  const minSentences = words / n >= LONG_SENTENCE_WORDS ? MIN_TOPIC_SENTENCES - 1 : MIN_TOPIC_SENTENCES;
  const wanted = Math.min(
    TOPIC_SECTIONS.max,
    Math.floor(n / minSentences),
    Math.max(TOPIC_SECTIONS.min, Math.round(n / SENTENCES_PER_TOPIC), Math.round(words / WORDS_PER_TOPIC)),
  );
  const cutoff = depthCutoff(depths);
  const gaps = depths.map((depth, g) => ({ depth, g })).sort((a, b) => b.depth - a.depth || a.g - b.g);
  const boundaries: number[] = [];
  for (const { depth, g } of gaps) {
    if (boundaries.length >= wanted - 1) break;
    // The first boundary is taken even below the cutoff: a lecture has at least two topics.
    if (boundaries.length > 0 && depth < cutoff) break;
    const start = g + 1;
    if (start < minSentences || n - start < minSentences) continue;
    if (boundaries.some((b) => Math.abs(b - start) < minSentences)) continue;
    boundaries.push(start);
  }
  boundaries.sort((a, b) => a - b);
  const sections: Section[] = [];
  let from = 0;
  for (const start of [...boundaries, n]) {
    sections.push({ heading: null, sentences: sentences.slice(from, start) });
    from = start;
  }
  return sections;
}

/**
 * A gap at a paragraph start is this much deeper: writers break paragraphs where the topic turns; so is a gap
 * before a lecturer's turn ("okay so…", "now…", "next…", "finally…").
 */
const PARAGRAPH_BONUS = 0.1;

const TURN_WORDS = new Set(["okay", "ok", "alright", "now", "next", "finally", "moving"]);

/** A lecturer's turn by phrase: "let's move on", "the second thing", "another big idea", "the other…". */
const TURN_PHRASE =
  /^(?:(?:so|and|right|okay|ok|um|uh)[,\s]+)*(?:let'?s (?:move on|turn|look at|talk about)|moving on|(?:the )?(?:first|second|third|fourth|last|next) (?:thing|idea|point|part|topic|question|model|law|explanation)|another (?:\w+ )?(?:idea|thing|explanation|example|model|theory|way)|the other (?:\w+ )?(?:idea|thing|explanation|model|theory|way))\b/i;

/** The sentence opens with a spoken turn to a new point ("okay so um that model…", "finally…", "let's move on"). */
export function turnsTopic(s: AnalysedSentence): boolean {
  return s.tokens.slice(0, 2).some((t) => TURN_WORDS.has(t.lower)) || TURN_PHRASE.test(s.text.trim());
}

/**
 * For each sentence, whether it brings in a name the text has not used before: a proper noun (a person, a
 * place) or the term of a definition.
 */
export function introducesNames(sentences: AnalysedSentence[]): boolean[] {
  const seen = new Set<string>();
  return sentences.map((s, i) => {
    const names = s.tokens.filter((t) => t.pos === "PROPN" && t.type === "word").map((t) => t.lower);
    if (s.definition) names.push(s.definition.term.toLowerCase());
    const fresh = names.some((name) => !seen.has(name));
    for (const name of names) seen.add(name);
    // The text's first sentence brings in everything; only later ones can turn to something new.
    return i > 0 && fresh;
  });
}

/**
 * TextTiling's depth score of each gap: how far its similarity lies below the highest point reached by
 * climbing from it to the left and to the right while the similarity keeps rising.
 */
export function depthScores(similarity: number[]): number[] {
  // The climb from a gap goes on exactly as the climb from its neighbour when the neighbour is no lower, so each
  // side's peak is carried along in one pass (linear: a flat run of a long repetitive note climbs once, not
  // once per gap — 68,000 sentences took 12 s).
  const n = similarity.length;
  const leftPeak: number[] = new Array(n);
  for (let g = 0; g < n; g += 1) {
    const value = similarity[g] ?? 0;
    leftPeak[g] = g > 0 && (similarity[g - 1] ?? 0) >= value ? (leftPeak[g - 1] ?? value) : value;
  }
  const rightPeak: number[] = new Array(n);
  for (let g = n - 1; g >= 0; g -= 1) {
    const value = similarity[g] ?? 0;
    rightPeak[g] = g < n - 1 && (similarity[g + 1] ?? 0) >= value ? (rightPeak[g + 1] ?? value) : value;
  }
  return similarity.map((value, g) => (leftPeak[g] ?? value) - value + ((rightPeak[g] ?? value) - value));
}

/** TextTiling's cutoff: gaps deeper than the mean depth less half a standard deviation are boundaries. */
function depthCutoff(depths: number[]): number {
  if (depths.length === 0) return 0;
  const mean = depths.reduce((a, b) => a + b, 0) / depths.length;
  const variance = depths.reduce((a, d) => a + (d - mean) ** 2, 0) / depths.length;
  return mean - Math.sqrt(variance) / 2;
}

/** A section with at least this many sentences a summary may quote is long enough to have parts. */
export const LONG_SECTION_SOURCES = 8;
/** Each part of a long section keeps at least this many quotable sentences. */
const MIN_PART_SOURCES = 3;

/**
 * A long section's quotable sentences in two parts, split at their deepest topic shift (each part at least
 * MIN_PART_SOURCES sentences); the section whole, as one part, when it is short or has no such shift.
 */
export function partsOf(section: Section, quotable: (s: AnalysedSentence) => boolean): AnalysedSentence[][] {
  const sources = section.sentences.filter(quotable);
  if (sources.length < LONG_SECTION_SOURCES) return [sources];
  const parts = mergeSmallestNeighbours(sectionsFromTopicShifts(sources), 2);
  if (parts.length < 2 || parts.some((p) => p.sentences.length < MIN_PART_SOURCES)) return [sources];
  return parts.map((p) => p.sentences);
}

/**
 * At most `max` sections: while there are more, the smallest (fewest words) is merged into its smaller
 * neighbour, so the outline keeps its big sections and its order.
 */
export function mergeSmallestNeighbours(sections: Section[], max: number): Section[] {
  const merged = sections.map((s) => ({ heading: s.heading, sentences: [...s.sentences] }));
  while (merged.length > Math.max(1, max)) {
    let smallest = 0;
    for (let i = 1; i < merged.length; i += 1)
      if (sizeOf(merged[i]!) < sizeOf(merged[smallest]!)) smallest = i;
    const before = merged[smallest - 1];
    const after = merged[smallest + 1];
    const into = !after || (before && sizeOf(before) <= sizeOf(after)) ? smallest - 1 : smallest + 1;
    const [first, second] = into < smallest ? [into, smallest] : [smallest, into];
    const a = merged[first]!;
    const b = merged[second]!;
    merged.splice(first, 2, {
      heading: a.heading ?? b.heading,
      sentences: [...a.sentences, ...b.sentences],
    });
  }
  return merged;
}

function sizeOf(section: Section): number {
  return section.sentences.reduce((sum, s) => sum + s.words, 0);
}

const lemmasOf = new WeakMap<AnalysedSentence, string[]>();

/**
 * Content lemmas compared between windows: nouns, proper nouns, verbs and adjectives that are not stop words.
 * Worked out once per sentence (sections, key terms and centrality all ask).
 */
export function topicLemmas(s: AnalysedSentence): string[] {
  let lemmas = lemmasOf.get(s);
  if (!lemmas) {
    lemmas = contentLemmas(s);
    lemmasOf.set(s, lemmas);
  }
  return lemmas;
}

function contentLemmas(s: AnalysedSentence): string[] {
  return s.tokens
    .filter(
      (t) =>
        !t.stop &&
        t.type === "word" &&
        t.value.length > 1 &&
        (t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "ADJ" || t.pos === "VERB"),
    )
    .map((t) => t.lemma || t.lower);
}

function countsOf(lists: string[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists) for (const l of list) counts.set(l, (counts.get(l) ?? 0) + 1);
  return counts;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    dot += v * (b.get(k) ?? 0);
  }
  for (const v of b.values()) nb += v * v;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
