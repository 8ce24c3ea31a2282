// Study goals (ENTITIES user_goals; spec 1 §3, spec 2 §3, §5).

import { z } from "zod";
import { GOAL_MIN_TARGET } from "../constants/progress.ts";
import { isoTimestampSchema, syncedRecordFields, titleSchema } from "./common.ts";
import { GOAL_PERIODS, GOAL_TYPES } from "./enums.ts";
import { double, text } from "./primitives.ts";

export const userGoalSchema = z.object({
  ...syncedRecordFields,
  title: titleSchema,
  goal_type: z.enum(GOAL_TYPES),
  target_value: double().min(GOAL_MIN_TARGET),
  current_value: double().nonnegative().default(0),
  unit: text().trim().min(1).max(50),
  period: z.enum(GOAL_PERIODS),
  start_date: isoTimestampSchema,
  end_date: isoTimestampSchema.nullable().default(null),
  is_completed: z.boolean().default(false),
  is_active: z.boolean().default(true),
});
export type UserGoal = z.infer<typeof userGoalSchema>;
export type UserGoalInput = z.input<typeof userGoalSchema>;
