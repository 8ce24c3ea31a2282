// issue 22 Deliver 2: duplicates are cards with the same front, ignoring case and spaces; they are skipped and
// counted, against the deck being imported into and within the file itself.

/** The front as the duplicate rule compares it: case-folded, every kind of white space removed, NFC. */
export function duplicateFrontKey(front: string): string {
  return front.normalize("NFC").toLocaleLowerCase("en-US").replace(/\s+/g, "");
}

/** True when two fronts count as the same card under the duplicate rule. */
export function isDuplicateFront(a: string, b: string): boolean {
  return duplicateFrontKey(a) === duplicateFrontKey(b);
}

/**
 * Keeps the first card of each front: drops cards whose front the deck already has (`existingFronts`) or that an
 * earlier card of the same file had. Returns the kept cards in order and how many were skipped.
 */
export function skipDuplicateFronts<T extends { front: string }>(
  cards: readonly T[],
  existingFronts: Iterable<string> = [],
): { cards: T[]; duplicates: number } {
  const seen = new Set<string>();
  for (const front of existingFronts) seen.add(duplicateFrontKey(front));
  const kept: T[] = [];
  for (const card of cards) {
    const key = duplicateFrontKey(card.front);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(card);
  }
  return { cards: kept, duplicates: cards.length - kept.length };
}
