import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors.ts";

/** "notes.0.title" style path for the 400 answer, so the client can tell which field was wrong. */
function fieldPath(path: PropertyKey[]): string {
  return path.length ? path.map(String).join(".") : "body";
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    const field = first ? fieldPath(first.path) : where;
    throw new ApiError(400, `Invalid ${field}: ${first?.message ?? "invalid value"}`, {
      field,
      issues: result.error.issues.map((i) => ({ path: fieldPath(i.path), message: i.message })),
    });
  }
  return result.data;
}

/** Reads and validates a JSON body: malformed JSON is a 400, never a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, "Malformed JSON body");
  }
  return parseOrThrow(schema, raw, "body");
}

export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.query(), "query");
}

export function pathParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseOrThrow(schema, c.req.param(), "params");
}
