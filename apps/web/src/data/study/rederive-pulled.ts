// After a pull (issue 14): the server's counts and schedules are derived from the reviews it had; the device may
// hold more (its own, not yet sent). Re-deriving the cards a page touched puts them back on top, inside the page's
// transaction, so no screen ever sees a device's pending review hidden by an older server row.

import type { SyncedCollection } from "@lectern/core";
import type { LecternDB } from "../db/database";
import { rederiveCards } from "./rederive";

type Change = { collection: SyncedCollection; record: Record<string, unknown> };

/** The cards a page of pulled changes touches, or 'all' when the study settings changed. */
export function cardsTouchedBy(changes: readonly Change[]): string[] | "all" {
  const ids = new Set<string>();
  for (const { collection, record } of changes) {
    if (collection === "study_preferences") return "all";
    const id =
      collection === "flashcards"
        ? record.id
        : collection === "flashcard_reviews" || collection === "spaced_repetition_schedule"
          ? record.flashcard_id
          : undefined;
    if (typeof id === "string") ids.add(id);
  }
  return [...ids];
}

/** Re-derives what a merged page touched; call it inside the page's transaction (it needs the study tables). */
export async function rederivePulledChanges(db: LecternDB, changes: readonly Change[]): Promise<void> {
  const touched = cardsTouchedBy(changes);
  if (touched === "all" || touched.length > 0) await rederiveCards(db, touched);
}
