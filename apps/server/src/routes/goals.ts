import { goalPayloadSchema, uuidSchema } from "@lectern/core";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { ApiError } from "../http/errors.ts";
import { jsonBody, pathParams, queryParams } from "../http/validate.ts";
import { createGoal, deleteGoal, updateGoal } from "../services/progress/goals.ts";
import { windowsOf } from "../services/progress/windows.ts";
import { zoneQuerySchema } from "./progress.ts";

const goalIdSchema = z.object({ id: uuidSchema });
/** What a missing goal and another user's goal both answer (DESIGN §3). */
const GOAL_NOT_FOUND = "Goal not found";

/**
 * The goal form's writes (spec 2 §3–§5, §9 createGoal/updateGoal/deleteGoal): online actions (spec 2 §6: goal
 * edit and delete are disabled offline), written like every synced row so other devices get them by pull. The
 * device's time zone (`tz`) places a custom goal's end date and counts the answer's current value.
 */
export const goalRoutes = new Hono<AppEnv>()
  .use("*", requireUser)
  .post("/", async (c) => {
    const { tz } = queryParams(c, zoneQuerySchema);
    const form = await jsonBody(c, goalPayloadSchema);
    const db = c.get("deps").database.db;
    const goal = await createGoal(db, c.get("user").id, form, await windowsOf(db, tz, new Date()));
    return c.json({ goal }, 201);
  })
  .patch("/:id", async (c) => {
    const { id } = pathParams(c, goalIdSchema);
    const { tz } = queryParams(c, zoneQuerySchema);
    const form = await jsonBody(c, goalPayloadSchema);
    const db = c.get("deps").database.db;
    const goal = await updateGoal(db, c.get("user").id, id, form, await windowsOf(db, tz, new Date()));
    if (!goal) throw new ApiError(404, GOAL_NOT_FOUND);
    return c.json({ goal });
  })
  .delete("/:id", async (c) => {
    const { id } = pathParams(c, goalIdSchema);
    const deleted = await deleteGoal(c.get("deps").database.db, c.get("user").id, id);
    if (!deleted) throw new ApiError(404, GOAL_NOT_FOUND);
    return c.json({ ok: true });
  });
