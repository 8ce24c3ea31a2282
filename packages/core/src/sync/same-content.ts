// Whether two copies of a record say the same thing, whoever stamped them (issue 13).

/**
 * Fields that record who numbered or stamped a copy rather than what it says: the server's sequence number,
 * the device's pending flag, the owner (set by the server) and the times (device clocks are clamped by the
 * server, so a copy that never came back from it may differ there alone).
 */
const BOOKKEEPING = new Set(["server_seq", "pending", "user_id", "created_at", "updated_at"]);

/**
 * Whether every field `copy` gives, bookkeeping aside, equals the other record's. A log row re-sent unchanged
 * (after a restored server asked devices to re-send) is then already there, not a rewrite; and a stale answer
 * that holds what the device has loses nothing, so no previous version is kept. JSON values compare by content
 * (PostgreSQL's jsonb does not keep key order).
 */
export function sameRecordContent(copy: Record<string, unknown>, other: Record<string, unknown>): boolean {
  for (const [field, value] of Object.entries(copy)) {
    if (BOOKKEEPING.has(field) || value === undefined) continue;
    if (!sameValue(value, other[field])) return false;
  }
  return true;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
    // An absent field and null say the same (a copy may leave out what the other holds as null).
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}
