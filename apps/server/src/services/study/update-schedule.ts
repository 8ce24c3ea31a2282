import { randomUUID } from "node:crypto";
import { isCorrectQuality, isUuidV4 } from "@lectern/core";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { flashcardReviews, flashcards } from "../../db/schema/index.ts";
import { withUserWrites } from "../../db/user-writes.ts";
import { nextReviewDateOf, recomputeCards } from "./recompute.ts";

/**
 * The spec's remote procedure update_flashcard_schedule (spec 1 §7, §9) on the review log (issue 14): the review
 * is appended (a server-made id, correct when the quality is 3 or more) and the card's schedule and counts are
 * derived again, exactly as when a device pushes a review. Answers the card's next review date, or null when the
 * user has no such live card (another user's card answers the same).
 */
export async function updateFlashcardSchedule(
  db: Database,
  userId: string,
  flashcardId: string,
  quality: number,
): Promise<string | null> {
  if (!isUuidV4(flashcardId)) return null;
  return withUserWrites(db, userId, async (tx) => {
    const [card] = await tx
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(
        and(eq(flashcards.id, flashcardId), eq(flashcards.user_id, userId), isNull(flashcards.deleted_at)),
      );
    if (!card) return null;
    const at = new Date().toISOString();
    await tx.insert(flashcardReviews).values({
      id: randomUUID(),
      user_id: userId,
      flashcard_id: card.id,
      quality,
      correct: isCorrectQuality(quality),
      reviewed_at: at,
      created_at: at,
      updated_at: at,
    });
    await recomputeCards(tx, userId, [card.id]);
    return nextReviewDateOf(tx, userId, card.id);
  });
}
