// The column mapping step of a CSV/TSV import (issue 22 Deliver 2): which column is the front, the back, the tags
// and the source. A header row that names them is recognised, so the common case needs no choice.

import { messages } from "../messages.ts";
import { type DeckFileCard, joinDeckTags, splitDeckTags } from "./cards.ts";

export type ColumnRole = "front" | "back" | "tags" | "source" | "ignore";

/** One role per column, by column index. */
export type ColumnMapping = ColumnRole[];

/** Header names Lectern, Anki and spreadsheets use for each role (compared case-folded). */
const HEADER_NAMES: Record<Exclude<ColumnRole, "ignore">, string[]> = {
  front: ["front", "question", "term", "word", "prompt"],
  back: ["back", "answer", "definition", "meaning", "response"],
  tags: ["tags", "tag", "labels"],
  source: ["source", "passage", "context", "note"],
};

const roleOfHeader = (name: string): ColumnRole | null => {
  const clean = name.trim().toLowerCase();
  for (const [role, names] of Object.entries(HEADER_NAMES))
    if (names.includes(clean)) return role as ColumnRole;
  return null;
};

/** True when the first row names at least the front and back columns (it is a header, not a card). */
export function looksLikeHeader(row: readonly string[]): boolean {
  const roles = row.map(roleOfHeader);
  return roles.includes("front") && roles.includes("back");
}

/**
 * The mapping to offer first: by the header's names when it has them, else the columns in Lectern's own export
 * order (front, back, tags, source) and any further column ignored.
 */
export function guessColumnMapping(firstRow: readonly string[], hasHeader: boolean): ColumnMapping {
  if (hasHeader) {
    const used = new Set<ColumnRole>();
    return firstRow.map((name) => {
      const role = roleOfHeader(name);
      if (!role || used.has(role)) return "ignore";
      used.add(role);
      return role;
    });
  }
  const order: ColumnRole[] = ["front", "back", "tags", "source"];
  return firstRow.map((_, index) => order[index] ?? "ignore");
}

/** Why a mapping cannot be used (no front column, no back column), or null. */
export function columnMappingError(mapping: ColumnMapping): string | null {
  if (!mapping.includes("front")) return messages.decks.noFrontColumn;
  if (!mapping.includes("back")) return messages.decks.noBackColumn;
  return null;
}

/** The rows as cards under a mapping (the header row already removed); a missing cell reads as empty. */
export function rowsToDeckFileCards(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
): DeckFileCard[] {
  const column = (role: ColumnRole) => mapping.indexOf(role);
  const [front, back, tags, source] = [column("front"), column("back"), column("tags"), column("source")];
  const cell = (row: readonly string[], index: number) => (index >= 0 ? (row[index] ?? "") : "");
  return rows.map((row) => ({
    front: cell(row, front),
    back: cell(row, back),
    tags: splitDeckTags(cell(row, tags)),
    source: cell(row, source).trim() || null,
  }));
}

/** The header Lectern's CSV/TSV export writes. */
export const DECK_EXPORT_HEADER = ["front", "back", "tags", "source"] as const;

/** Cards as the rows of Lectern's CSV/TSV export, header first. */
export function deckFileCardsToRows(cards: readonly DeckFileCard[]): string[][] {
  return [
    [...DECK_EXPORT_HEADER],
    ...cards.map((card) => [card.front, card.back, joinDeckTags(card.tags), card.source ?? ""]),
  ];
}
