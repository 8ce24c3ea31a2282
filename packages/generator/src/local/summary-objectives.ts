// The terms a note's learning objectives list (issue 16 §4, readers: "condensation and precipitation are missing
// … a stated learning objective"; "collisions are one of the section's three core concepts"): an objective that
// lists three or more terms ("Explain the processes of evaporation, condensation and precipitation.") says what
// the student must come away knowing, so each is owed a sentence of the overview.

import type { AnalysedSentence } from "./analysis.ts";

/** An objective lists this many terms at least to be read as the note's list of terms. */
const LISTED_TERMS = 3;
/** A listed term has at most this many words ("spontaneous recovery", "load factor"). */
const TERM_WORDS = 3;
/** "Explain the processes of …", "Define …": the objective's lead before its list. */
const LEAD = /^\s*\w+\s+(?:the\s+(?:processes|terms|concepts|ideas)\s+of\s+)?/i;
/** A word that makes an item a phrase, not a name ("between a population and a sample"). */
const PHRASE_WORD =
  /^(?:between|of|in|on|to|for|from|with|by|how|why|what|when|where|that|which|its|their)$/i;
/** Words of a listed term that are no part of its name. */
const NOT_NAME = /^(?:a|an|the)$/i;

/** Words alike by their first letters ("condensation" and "condenses"); short words must match whole. */
const stem = (word: string) => {
  const lower = word.toLowerCase();
  return lower.length >= 7 ? lower.slice(0, 6) : lower.replace(/s$/, "");
};

/**
 * The terms the note's objectives list, in order: the items of an objective that lists at least LISTED_TERMS
 * bare names ("Define metaphor, simile, personification and alliteration." → metaphor, simile, personification,
 * alliteration). An objective whose items are phrases ("between a population and a sample") lists none.
 */
export function objectiveTerms(sentences: readonly AnalysedSentence[]): string[] {
  const terms: string[] = [];
  for (const s of sentences) {
    if (s.kind !== "objective" || !s.text.includes(",")) continue;
    const list = s.text
      .trim()
      .replace(/[.;:]$/, "")
      .replace(LEAD, "");
    const items = list
      .split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/)
      .map((item) =>
        item
          .split(/\s+/)
          .filter((w) => !NOT_NAME.test(w))
          .join(" "),
      )
      .filter((item) => item.length > 0);
    const bare = items.every((item) => {
      const words = item.split(" ");
      return (
        words.length <= TERM_WORDS && /^[\p{Ll}\s-]+$/u.test(item) && !words.some((w) => PHRASE_WORD.test(w))
      );
    });
    if (items.length >= LISTED_TERMS && bare) terms.push(...items);
  }
  return terms;
}

/** Whether `text` names `term`: each of the term's words is in it, by stem ("the water vapour condenses" names condensation). */
export function namesTerm(text: string, term: string): boolean {
  const words = new Set(text.split(/[^\p{L}-]+/u).map(stem));
  return term.split(/\s+/).every((w) => words.has(stem(w)));
}
