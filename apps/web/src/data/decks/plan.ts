// From read cards to the cards an import will write (issue 22 Deliver 2): each checked against the flashcard's own
// rules, duplicates (same front, ignoring case and spaces) skipped against the chosen deck and within the file, and
// every skipped card counted, so the preview says exactly what Import will do.

import {
  deckCardCountError,
  deckFileCardProblem,
  skipDuplicateFronts,
  tidyDeckFileCard,
} from "@lectern/core";
import type { ImportCard } from "./apkg-read";

export interface ImportPlan {
  /** The cards Import writes, in the file's order. */
  cards: ImportCard[];
  /** Cards read from the file, before anything was skipped. */
  read: number;
  duplicates: number;
  incomplete: number;
  tooLong: number;
  /** Past reviews the kept cards carry (Anki only). */
  reviews: number;
}

export type ImportPlanResult = ({ ok: true } & ImportPlan) | { ok: false; error: string };

export function planImport(read: readonly ImportCard[], existingFronts: Iterable<string>): ImportPlanResult {
  const tooMany = deckCardCountError(read.length);
  if (tooMany) return { ok: false, error: tooMany };
  let incomplete = 0;
  let tooLong = 0;
  const valid: ImportCard[] = [];
  for (const card of read) {
    const tidy = { ...tidyDeckFileCard(card), ...(card.reviews ? { reviews: card.reviews } : {}) };
    const problem = deckFileCardProblem(tidy);
    if (problem === "incomplete") incomplete++;
    else if (problem === "tooLong") tooLong++;
    else valid.push(tidy);
  }
  const { cards, duplicates } = skipDuplicateFronts(valid, existingFronts);
  const reviews = cards.reduce((sum, card) => sum + (card.reviews?.length ?? 0), 0);
  return { ok: true, cards, read: read.length, duplicates, incomplete, tooLong, reviews };
}
