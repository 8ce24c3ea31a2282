// The building blocks of every schema field that reaches the database: text, whole numbers, timestamps, JSON
// (issue 12: one odd value must never make a write fail in the database instead of in validation).
// Every schema of core builds its fields from these, so the ranges below are the database's, in one place
// (apps/server/src/db/schema/*: text, integer = int4, bigint, double precision, numeric(12,2), timestamptz, jsonb).

import { z } from "zod";

/**
 * Characters PostgreSQL cannot hold in `text` or `jsonb`: NUL (22P05 / 22021), and a lone UTF-16 surrogate, which
 * is not a Unicode character and has no UTF-8 form (the driver would silently turn it into U+FFFD, jsonb refuses
 * its `\ud800` escape). Text holding them is refused, not repaired: it is binary or hostile, not something typed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Vertical tab and form feed: line and page breaks of pasted or extracted text, kept as a line break. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const BREAK_CONTROLS = /[\u000B\u000C]/g;
/**
 * The other control characters (C0 but tab, line feed and carriage return; DEL; C1): debris of copy-paste and
 * document extraction that means nothing in a note. They are removed rather than refused, so such a note
 * still syncs; the server answers with the cleaned record and the device keeps that.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const STRAY_CONTROLS = /[\u0001-\u0008\u000E-\u001F\u007F-\u009F]/g;

export const UNSTORABLE_TEXT_MESSAGE =
  "Contains a character that cannot be stored (NUL or a broken character)";

/**
 * Every text of every push passes here, so the common case is made cheap: the engine's own `isWellFormed`
 * (no lone surrogates) and a search for NUL cost next to nothing, where the surrogate pattern with its
 * lookarounds takes about 0.1 ms per 100 KB; the pattern is the fallback for engines without `isWellFormed`.
 */
const nativeIsWellFormed = (String.prototype as { isWellFormed?: () => boolean }).isWellFormed;

/** Whether PostgreSQL can store this string as text or inside jsonb. */
export function isStorableText(value: string): boolean {
  if (!nativeIsWellFormed) return !UNSTORABLE.test(value);
  return !value.includes("\u0000") && nativeIsWellFormed.call(value);
}

/** One scan for any character stripStrayControls would change, so clean text is returned as it is. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose
const ANY_STRAY_CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The text without the control characters that make no sense in text (tab, line breaks kept). */
export function stripStrayControls(value: string): string {
  if (!ANY_STRAY_CONTROL.test(value)) return value;
  return value.replace(BREAK_CONTROLS, "\n").replace(STRAY_CONTROLS, "");
}

/**
 * A text field: refuses what the database cannot store, removes stray control characters; chain `.trim()`,
 * `.min()`, `.max()` as on any zod string (they run after the cleaning, so a limit counts what is stored).
 */
export function text() {
  return z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE).overwrite(stripStrayControls);
}

/**
 * A secret (a password): refuses what cannot be stored or hashed consistently, and is never altered, since a
 * silently changed password would lock its owner out.
 */
export function secretText() {
  return z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** PostgreSQL `integer` (int4). */
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;

/** A whole number that fits an `integer` column (zod numbers are already finite: no NaN, no Infinity). */
export function int4() {
  return z.number().int().min(INT4_MIN).max(INT4_MAX);
}

/**
 * A whole number of a `bigint` column read in number mode (server_seq): zod's `.int()` keeps it within
 * JavaScript's safe integers, which is tighter than bigint's range and what survives JSON unchanged.
 */
export function bigintNumber() {
  return z.number().int();
}

/** A `double precision` value: any finite number (zod refuses NaN and ±Infinity; 1e400 parses as Infinity). */
export function double() {
  return z.number();
}

/** Largest value of a `numeric(12, 2)` column (prices, amounts). */
export const NUMERIC_12_2_MAX = 9_999_999_999.99;

/** An amount of money in a `numeric(12, 2)` column. */
export function money() {
  return z.number().min(-NUMERIC_12_2_MAX).max(NUMERIC_12_2_MAX);
}

/**
 * The instants a timestamp may name: 0001-01-01 to 9999-12-31 UTC. PostgreSQL's timestamptz reaches further, but
 * it refuses year 0 on input, and outside these years `toISOString()` (how the server reads a timestamp back)
 * writes a sign and six digits that the wire format below does not accept, so the device could not read its own
 * record back. Every timestamp of Lectern is an event of the app or a study plan, well inside this range.
 */
export const TIMESTAMP_MIN_MS = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
export const TIMESTAMP_MAX_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z
export const TIMESTAMP_RANGE_MESSAGE = "Date must be between the years 1 and 9999";

/** Whether an ISO timestamp names an instant inside the storable range. */
export function isStorableInstant(iso: string): boolean {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) && ms >= TIMESTAMP_MIN_MS && ms <= TIMESTAMP_MAX_MS;
}

/**
 * An ISO-8601 timestamp with a time zone ('Z' or an offset), as timestamps travel on the wire: a real calendar
 * date and time (zod checks month lengths and leap years), in the storable range.
 */
export function timestamp() {
  return z.iso.datetime({ offset: true }).refine(isStorableInstant, TIMESTAMP_RANGE_MESSAGE);
}

/** Deepest nesting a jsonb value may have; deeper input is refused rather than walked. */
export const JSON_MAX_DEPTH = 32;

/** The first path (keys and indexes) under `value` whose string or key the database cannot store, or null. */
export function unstorableJsonPath(value: unknown, depth = 0): (string | number)[] | null {
  if (depth > JSON_MAX_DEPTH) return [];
  if (typeof value === "string") return isStorableText(value) ? null : [];
  if (typeof value === "number") return Number.isFinite(value) ? null : [];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const path = unstorableJsonPath(item, depth + 1);
      if (path) return [index, ...path];
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [key];
      const path = unstorableJsonPath(item, depth + 1);
      if (path) return [key, ...path];
    }
  }
  return null;
}

/** A superRefine for free-form JSON (loose objects, records of unknown): every string and key storable. */
export function checkStorableJson(value: unknown, ctx: z.RefinementCtx): void {
  const path = unstorableJsonPath(value);
  if (path) ctx.addIssue({ code: "custom", message: UNSTORABLE_TEXT_MESSAGE, path, input: value });
}
