import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors.ts";

/**
 * How many issues a 400 lists: enough to fix a form, while a 10^5-item array of wrong values does not turn into
 * a 10^5-entry answer (issue 12).
 */
export const MAX_LISTED_ISSUES = 20;

/** "notes.0.title" style path for the 400 answer, so the client can tell which field was wrong. */
function fieldPath(path: PropertyKey[]): string {
  return path.length ? path.map(String).join(".") : "body";
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    const field = first ? fieldPath(first.path) : where;
    const issues = result.error.issues;
    throw new ApiError(400, `Invalid ${field}: ${first?.message ?? "invalid value"}`, {
      field,
      issues: issues
        .slice(0, MAX_LISTED_ISSUES)
        .map((i) => ({ path: fieldPath(i.path), message: i.message })),
      ...(issues.length > MAX_LISTED_ISSUES && { moreIssues: issues.length - MAX_LISTED_ISSUES }),
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
