import { messages } from "@lectern/core";
import type { Context } from "hono";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { ApiError } from "../../http/errors.ts";
import { parseOrThrow } from "../../http/validate.ts";
import { findOwned } from "../owned.ts";
import { assertCanGenerate } from "../tiers.ts";

type Raw = Record<string, unknown>;
/** Where a request keeps the text to work on: the note's content, or a chunk's. */
type ContentAt = "note" | "chunk";

const isBlank = (value: unknown) => typeof value === "string" && value.trim().length === 0;
const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null;

/**
 * Reads a generation request. Empty content is not answered here: the schema would refuse it, but spec 1 §5
 * puts ownership first, so a blank text is set aside (validated with a stand-in) and reported by
 * `checkBeforeWork` after the ownership check.
 */
export async function readGenerationRequest<S extends z.ZodType>(
  c: Context,
  schema: S,
  contentAt: ContentAt,
): Promise<{ request: z.infer<S>; contentEmpty: boolean }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  const holder = contentAt === "note" && isObject(raw) ? raw.note : raw;
  const key = contentAt === "note" ? "content" : "chunkContent";
  const contentEmpty = isObject(holder) && isBlank(holder[key]);
  if (contentEmpty && isObject(raw)) {
    const standIn = { ...holder, [key]: "-" };
    raw = contentAt === "note" ? { ...raw, note: standIn } : standIn;
  }
  return { request: parseOrThrow(schema, raw, "body"), contentEmpty };
}

/**
 * The checks before any work, in the spec's order (spec 1 §5, §6): the note is the caller's and not deleted
 * (404 'Note not found or access denied...'), the content is not empty (400 'Note content is empty...'), and
 * the tier allows generating (403 with the tier's message). Sign-in and the body were checked before.
 */
export async function checkBeforeWork(
  db: Database,
  userId: string,
  { noteId, contentEmpty }: { noteId: string | undefined; contentEmpty: boolean },
): Promise<void> {
  if (noteId !== undefined && !(await findOwned(db, "notes", userId, noteId))) {
    throw new ApiError(404, messages.generation.noteNotFoundOrAccessDenied);
  }
  if (contentEmpty) throw new ApiError(400, messages.generation.noteContentEmpty);
  await assertCanGenerate(db, userId);
}
