import type { SyncedCollection, SyncPushResult } from "@lectern/core";
import type { Tx } from "../../db/user-writes.ts";
import { type CardsToRecompute, type RecomputeOutcome, recomputeCards } from "./recompute.ts";

/** One op of a push with its answer: the collection it wrote and what the server said. */
export type PushedOp = { type: SyncedCollection | undefined; result: SyncPushResult };

/**
 * The cards whose derived values a push may have changed (issue 14): those of applied reviews; those whose card or
 * schedule a device wrote (a card with reviews gets its derived counts and schedule back, so a device's stale copy
 * never sticks); every card when the study settings changed (scheduler, retention or exam dates).
 */
export function cardsTouchedBy(ops: readonly PushedOp[]): CardsToRecompute {
  const cards = new Set<string>();
  for (const { type, result } of ops) {
    if (result.status !== "applied") continue;
    const record = result.record as Record<string, unknown>;
    if (type === "study_preferences") return "all";
    const card =
      type === "flashcard_reviews" || type === "spaced_repetition_schedule"
        ? record.flashcard_id
        : type === "flashcards"
          ? record.id
          : undefined;
    if (typeof card === "string") cards.add(card);
  }
  return [...cards];
}

/**
 * Re-derives what a push changed, after all its ops, in its transaction (withUserWrites): after them, so an edit of a
 * card in the same push is decided against the version its device saw, not against a count this push derived.
 */
export function recomputeAfterPush(
  tx: Tx,
  userId: string,
  ops: readonly PushedOp[],
): Promise<RecomputeOutcome> {
  return recomputeCards(tx, userId, cardsTouchedBy(ops));
}
