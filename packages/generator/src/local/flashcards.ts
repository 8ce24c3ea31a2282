// Flashcards from one chunk: definition cards ("What is X?" → the definition) and cloze cards (a key term,
// person, year or number blanked in a sentence), each with the sentence it comes from.

import { type GeneratedFlashcard, quizDifficulty, textStatistics } from "@lectern/core";
import { cardLeaksAnswer } from "../quality.ts";
import type { FlashcardsChunkInput } from "../types.ts";
import { type AnalysedSentence, type ChunkAnalysis, displayTerm } from "./analysis.ts";
import { asSentence, BLANK, blankOut, capitalise, clozeTargets, plain, shown } from "./cloze.ts";
import type { Definition } from "./definitions.ts";
import type { MentionKind } from "./mentions.ts";
import type { Sentence } from "./nlp.ts";

type Candidate = { card: Omit<GeneratedFlashcard, "difficulty">; sentence: AnalysedSentence; score: number };

const CLOZE_CATEGORY: Record<MentionKind, string> = {
  term: "concept",
  person: "person",
  year: "date",
  percent: "number",
  number: "number",
  place: "place",
  name: "name",
};

/** The question a definition card asks: "What is glycolysis?", "What does the law of demand state?" */
export function definitionFront(d: Definition, capitalisedWords: Set<string>): string {
  const term = displayTerm(d.term, { text: d.term } as Sentence, 0, capitalisedWords);
  const withArticle = d.article ? `${d.article} ${term}` : term;
  const does = d.plural ? "do" : "does";
  switch (d.verb) {
    case "is":
    case "are":
    case "was":
    case "were":
    case "called":
      return plain(`What ${d.verb === "called" ? (d.plural ? "are" : "is") : d.verb} ${withArticle}?`);
    case "refers to":
      return plain(`What ${does} ${withArticle} refer to?`);
    default:
      // states, describes, measures, means, asks, contains → "What does X state?"
      return plain(`What ${does} ${withArticle} ${d.verb.replace(/s$/, "")}?`);
  }
}

function definitionCard(analysis: ChunkAnalysis, s: AnalysedSentence): Candidate | null {
  const d = s.definition;
  if (!d) return null;
  const card = {
    front: definitionFront(d, analysis.capitalisedWords),
    back: asSentence(d.verb === "states" || d.verb === "means" ? capitalise(d.definition) : d.definition),
    category: "definition",
    source: s.text,
  };
  return cardLeaksAnswer(card) ? null : { card, sentence: s, score: s.score + 1 };
}

function clozeCard(analysis: ChunkAnalysis, s: AnalysedSentence): Candidate | null {
  if (!s.standalone) return null;
  for (const target of clozeTargets(analysis, s)) {
    const card = {
      front: plain(
        `Fill in the blank: ${capitalise(shown(blankOut(s.text, target.mention.start, target.mention.end), analysis.speech))}`,
      ),
      back: plain(target.text),
      category: CLOZE_CATEGORY[target.mention.kind],
      source: s.text,
    };
    if (card.front.includes(BLANK) && !cardLeaksAnswer(card)) return { card, sentence: s, score: s.score };
  }
  return null;
}

/**
 * Up to `maxCards` cards from the chunk: the best-scored sentences (definitions first among equals), one card
 * per sentence, no two with the same front, in note order. A requested difficulty prefers sentences the spec's
 * difficulty rule rates that way; "mixed" spreads the cards over easy, medium and hard by how long their
 * sentence's words and sentence are.
 */
export function makeFlashcards(analysis: ChunkAnalysis, input: FlashcardsChunkInput): GeneratedFlashcard[] {
  if (input.maxCards <= 0) return [];
  const candidates: Candidate[] = [];
  for (const s of analysis.sentences) {
    const candidate = definitionCard(analysis, s) ?? clozeCard(analysis, s);
    if (!candidate) continue;
    if (input.difficulty !== "mixed" && quizDifficulty(s.text) === input.difficulty) candidate.score += 1;
    candidates.push(candidate);
  }
  candidates.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const fronts = new Set<string>();
  const picked: Candidate[] = [];
  for (const c of candidates) {
    const key = c.card.front.toLowerCase();
    if (fronts.has(key)) continue;
    fronts.add(key);
    picked.push(c);
    if (picked.length === input.maxCards) break;
  }
  const difficulties = assignDifficulty(picked, input.difficulty);
  return picked
    .map((c, i) => ({ ...c.card, difficulty: difficulties[i] ?? "medium", order: c.sentence.index }))
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...card }) => card);
}

/** Mixed: the easiest third (shortest words and sentences) easy, the middle medium, the rest hard. */
function assignDifficulty(cards: Candidate[], requested: FlashcardsChunkInput["difficulty"]) {
  if (requested !== "mixed") return cards.map(() => requested);
  const complexity = cards.map((c) => {
    const { avgWordLength, avgSentenceWords } = textStatistics(c.card.source);
    return avgWordLength + avgSentenceWords / 5;
  });
  const order = complexity.map((value, i) => ({ value, i })).sort((a, b) => a.value - b.value || a.i - b.i);
  const levels: ("easy" | "medium" | "hard")[] = new Array(cards.length);
  order.forEach(({ i }, rank) => {
    levels[i] = rank < cards.length / 3 ? "easy" : rank < (2 * cards.length) / 3 ? "medium" : "hard";
  });
  return levels;
}
