// Record ids: UUID v4, made where the record is born (spec 1 §3, DESIGN §3).

/**
 * A UUID v4: version nibble 4 and variant 8, 9, a or b, any letter case. Lookups by id (note, quiz,
 * flashcard, summary, attempt) need this format; anything else finds nothing (spec 1 §5).
 */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID v4 string (spec 1 §5). Non-strings are never ids. */
export function isUuidV4(value: unknown): value is string {
  return typeof value === "string" && UUID_V4_PATTERN.test(value);
}

// core carries no DOM or Node types; the Web Crypto API is on globalThis in browsers and Node ≥ 19.
type RandomUuidSource = { crypto?: { randomUUID?: () => string } };

/** A new UUID v4 from the platform's cryptographic generator. */
export function newId(): string {
  const randomUUID = (globalThis as RandomUuidSource).crypto?.randomUUID;
  if (typeof randomUUID !== "function") {
    throw new Error("crypto.randomUUID is not available in this environment");
  }
  return randomUUID.call((globalThis as RandomUuidSource).crypto);
}
