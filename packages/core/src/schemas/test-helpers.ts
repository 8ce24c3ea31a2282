// Helpers for the schema tests: valid base records and the paths of failed fields.

import type { z } from "zod";

export const USER_ID = "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";
export const NOTE_ID = "6f1c1b8e-3c2b-4a5d-9e7f-0a1b2c3d4e5f";
export const OTHER_ID = "a1b2c3d4-e5f6-4789-a0b1-c2d3e4f5a6b7";
export const NOW = "2026-11-23T10:15:30.000Z";

/** The synced fields of a record born on the device (no server_seq yet). */
export const synced = (id = OTHER_ID) => ({ id, user_id: USER_ID, created_at: NOW, updated_at: NOW });

/** The dotted paths of every issue, or [] when the input is valid. */
export function failedPaths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

/** A true/false question with its grounding passage, valid for the generation schemas. */
export const GROUNDED_QUESTION = {
  id: "q1",
  type: "true-false",
  question: "Cells are the unit of life.",
  options: ["True", "False"],
  correctAnswer: "True",
  explanation: "",
  source: "Cells are the unit of life.",
};
