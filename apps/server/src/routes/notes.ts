import { messages } from "@lectern/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { ApiError } from "../http/errors.ts";
import { queryParams } from "../http/validate.ts";
import { listNoteSummaries } from "../services/note-list.ts";
import { findOwned } from "../services/owned.ts";

/** `GET /api/notes?limit&offset`: a page of the user's notes (exported for the hostile-input battery). */
export const noteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * Reads of the user's notes for screens that need the server: the viewer and editor when a note is not on this
 * device yet, quiz setup's note list (spec 2 §7). The list answers summaries (preview, not content); one note
 * answers in full. Writes go through sync.
 */
export const noteRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .get("/", async (c) => {
    const page = queryParams(c, noteListQuerySchema);
    const notes = await listNoteSummaries(c.get("deps").database.db, c.get("user").id, page);
    return c.json({ notes });
  })
  .get("/:id", async (c) => {
    const note = await findOwned(c.get("deps").database.db, "notes", c.get("user").id, c.req.param("id"));
    // spec 2 §8: a missing note and another user's note get the same answer.
    if (!note) throw new ApiError(404, messages.notes.accessDeniedView);
    return c.json({ note });
  });
