import {
  DECK_ID_UNCATEGORIZED,
  isUuidV4,
  type StudyPreferenceFields,
  type SyncedCollection,
  type SyncPushResult,
} from "@lectern/core";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.ts";
import type { Tx } from "../../db/user-writes.ts";
import {
  type CardsToRecompute,
  type RecomputeOutcome,
  readPreferences,
  recomputeCards,
} from "./recompute.ts";

/** One op of a push with its answer: the collection it wrote and what the server said. */
export type PushedOp = { type: SyncedCollection | undefined; result: SyncPushResult };

/**
 * The cards whose derived values a push's records may have changed (issue 14): those of applied reviews, and those
 * whose card or schedule a device wrote (a card with reviews gets its derived counts and schedule back, so a
 * device's stale copy never sticks). The study settings are looked at apart (settingsScope).
 */
export function cardsTouchedBy(ops: readonly PushedOp[]): string[] {
  const cards = new Set<string>();
  for (const { type, result } of ops) {
    if (result.status !== "applied") continue;
    const record = result.record as Record<string, unknown>;
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

/** Whether the push wrote the user's study settings. */
export const touchesSettings = (ops: readonly { type: unknown }[]) =>
  ops.some((op) => op.type === "study_preferences");

/**
 * Which cards a change of the study settings re-derives: every card when the scheduler changes (or the retention
 * while FSRS schedules); the cards of the decks whose exam date changed; none for the daily cap alone, which only
 * shapes the device's due plan. A 20,000-card re-derivation is seconds, so only what a change can move is redone.
 */
export function settingsScope(
  before: StudyPreferenceFields,
  after: StudyPreferenceFields,
): "all" | { decks: string[] } {
  if (before.scheduler !== after.scheduler) return "all";
  if (after.scheduler === "fsrs" && before.desired_retention !== after.desired_retention) return "all";
  const decks = new Set([...Object.keys(before.exam_dates), ...Object.keys(after.exam_dates)]);
  return {
    decks: [...decks].filter((deck) => before.exam_dates[deck] !== after.exam_dates[deck]),
  };
}

/** The user's live cards of these decks (a note's id, or the uncategorized deck). */
async function cardsOfDecks(tx: Tx, userId: string, decks: string[]): Promise<string[]> {
  if (decks.length === 0) return [];
  // A deck id is a note's id or the uncategorized deck's; any other key names no deck and finds no card.
  const notes = decks.filter((deck) => isUuidV4(deck));
  const uncategorized = decks.includes(DECK_ID_UNCATEGORIZED);
  const result = await tx.execute(sql`
    select id from flashcards
    where user_id = ${userId}::uuid and deleted_at is null
      and (note_id = any(${`{${notes.join(",")}}`}::uuid[]) or (${uncategorized} and note_id is null))`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * Re-derives what a push changed, after all its ops, in its transaction (withUserWrites): after them, so an edit of a
 * card in the same push is decided against the version its device saw, not against a count this push derived.
 * `settingsBefore` is the user's study settings before the push, read when the push carries a settings record.
 */
export async function recomputeAfterPush(
  tx: Tx,
  userId: string,
  ops: readonly PushedOp[],
  settingsBefore: StudyPreferenceFields | null,
): Promise<RecomputeOutcome> {
  let which: CardsToRecompute = cardsTouchedBy(ops);
  if (settingsBefore) {
    const scope = settingsScope(settingsBefore, await readPreferences(tx, userId));
    which =
      scope === "all" ? "all" : [...new Set([...which, ...(await cardsOfDecks(tx, userId, scope.decks))])];
  }
  return recomputeCards(tx, userId, which);
}
