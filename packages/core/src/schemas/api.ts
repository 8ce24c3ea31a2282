// Small API payloads: errors, health, waitlist join (DESIGN §8; spec 1 §2, §7).

import { z } from "zod";
import { WAITLIST_REFERRAL_MAX_CHARS } from "../constants/landing.ts";
import { emailSchema } from "./common.ts";
import { DATABASE_KINDS } from "./enums.ts";
import { text } from "./primitives.ts";

/** Every API error: `{ error, details? }` (DESIGN §8). */
export const errorResponseSchema = z.object({
  error: text(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** GET /api/health — the availability check (spec 1 §7 hello-world). */
export const healthResponseSchema = z.object({
  ok: z.boolean(),
  version: text(),
  database: z.enum(DATABASE_KINDS),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Joining the waitlist: an e-mail and an optional referral source (spec 1 §2, §7). */
export const waitlistJoinSchema = z.object({
  email: emailSchema,
  referral_source: text().trim().max(WAITLIST_REFERRAL_MAX_CHARS).optional(),
});
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;
