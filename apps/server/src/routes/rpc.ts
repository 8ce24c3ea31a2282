import { SR_QUALITY_MAX, SR_QUALITY_MIN } from "@lectern/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { updateFlashcardSchedule } from "../services/study/update-schedule.ts";

const qualityMessage = `p_quality must be a whole number from ${SR_QUALITY_MIN} to ${SR_QUALITY_MAX}`;

/** The body of update_flashcard_schedule (spec 1 §7): the ids as the spec names them, a quality 0..5. */
export const updateFlashcardScheduleBodySchema = z.object({
  p_user_id: z.string({ message: "p_user_id is required" }).max(200),
  p_flashcard_id: z.string({ message: "p_flashcard_id is required" }).max(200),
  p_quality: z
    .number({ message: qualityMessage })
    .int({ message: qualityMessage })
    .min(SR_QUALITY_MIN, { message: qualityMessage })
    .max(SR_QUALITY_MAX, { message: qualityMessage }),
});

/** What a card that is not the caller's (or not there) answers: the same as a missing one (DESIGN §3). */
export const FLASHCARD_NOT_FOUND = "Flashcard not found";

/**
 * The spec's remote procedures (spec 1 §7) under POST /api/rpc/<name>, for callers that keep the spec's contract.
 * The app's own screens write reviews through sync; this call lands in the same review log.
 */
export const rpcRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .post("/update_flashcard_schedule", async (c) => {
    const body = await jsonBody(c, updateFlashcardScheduleBodySchema);
    const userId = c.get("user").id;
    // Naming another user answers as for a missing card: the call never reveals whose cards exist.
    const next =
      body.p_user_id === userId
        ? await updateFlashcardSchedule(
            c.get("deps").database.db,
            userId,
            body.p_flashcard_id,
            body.p_quality,
          )
        : null;
    if (next === null) throw new ApiError(404, FLASHCARD_NOT_FOUND);
    return c.json({ next_review_date: next });
  });
