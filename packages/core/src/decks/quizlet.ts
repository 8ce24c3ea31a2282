// Quizlet's text export (issue 22 Deliver 2): the user picks, as on Quizlet's export screen, what separates a term
// from its definition (tab, comma or custom) and one card from the next (new line, semicolon or custom).

import { messages } from "../messages.ts";
import type { DeckFileCard } from "./cards.ts";

export type TermSeparator = { kind: "tab" } | { kind: "comma" } | { kind: "custom"; text: string };
export type CardSeparator = { kind: "newline" } | { kind: "semicolon" } | { kind: "custom"; text: string };

/** Quizlet's defaults: tab between term and definition, a new line between cards. */
export const QUIZLET_DEFAULT_SEPARATORS = {
  term: { kind: "tab" } as TermSeparator,
  card: { kind: "newline" } as CardSeparator,
};

const termText = (separator: TermSeparator) =>
  separator.kind === "tab" ? "\t" : separator.kind === "comma" ? "," : separator.text;

export type QuizletResult = { ok: true; cards: DeckFileCard[] } | { ok: false; error: string };

/**
 * Splits Quizlet's text into cards: into cards by the card separator (any line ending counts as a new line), then
 * each card at the FIRST term separator, so a definition may contain it ("a, b and c"). Blank cards are skipped; a
 * card with no separator has an empty back (the import counts it as incomplete).
 */
export function parseQuizletText(text: string, term: TermSeparator, card: CardSeparator): QuizletResult {
  if ((term.kind === "custom" && !term.text) || (card.kind === "custom" && !card.text)) {
    return { ok: false, error: messages.decks.customSeparatorEmpty };
  }
  const input = text.replace(/^\uFEFF/, "");
  const chunks =
    card.kind === "newline"
      ? input.split(/\r\n|\r|\n/)
      : input.split(card.kind === "semicolon" ? ";" : card.text);
  const between = termText(term);
  const cards: DeckFileCard[] = [];
  for (const chunk of chunks) {
    if (!chunk.trim()) continue;
    const at = chunk.indexOf(between);
    const front = at < 0 ? chunk : chunk.slice(0, at);
    const back = at < 0 ? "" : chunk.slice(at + between.length);
    cards.push({ front: front.trim(), back: back.trim(), tags: [], source: null });
  }
  return { ok: true, cards };
}
