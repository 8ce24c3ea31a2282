import { messages } from "@lectern/core";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { quizAttempts } from "../db/schema/study.ts";
import { ApiError } from "../http/errors.ts";
import { findOwned, ownedBy } from "../services/owned.ts";

/**
 * `GET /api/quizzes/:id`: one of the user's quizzes with its attempts, newest first, for a device that does not
 * hold the quiz yet (spec 2 §4 quiz loading: "the server, then saved locally, with attempts loaded"). Writes go
 * through sync. A missing quiz and another user's answer alike (DESIGN §3), with the spec's text (spec 1 §8).
 */
export const quizRoutes = new Hono<AppEnv>().use("*", requireUser).get("/:id", async (c) => {
  const db = c.get("deps").database.db;
  const userId = c.get("user").id;
  const id = c.req.param("id");
  const quiz = await findOwned(db, "quizzes", userId, id);
  if (!quiz) throw new ApiError(404, messages.generation.quizNotFoundOrAccessDenied(id));
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(ownedBy("quiz_attempts", userId, eq(quizAttempts.quiz_id, id)))
    .orderBy(desc(quizAttempts.completed_at));
  return c.json({ quiz, attempts });
});
