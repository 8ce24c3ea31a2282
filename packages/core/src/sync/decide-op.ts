// The server's rule for one pushed op (DESIGN §4 push, issue 13): the only copy of the stale rule. Both push
// paths of the server and the web tests' fake server call it; it does no I/O, the caller looks the rows up.

import { network } from "../messages/app.ts";
import type { SyncedCollection } from "../schemas/enums.ts";
import { sameRecordContent } from "./same-content.ts";

type Row = Record<string, unknown>;

/**
 * Logs are insert-only (DESIGN §3): counts, schedules and quotas are derived from them, so a device must never
 * rewrite or remove one after the server took it.
 */
export const LOG_COLLECTIONS: ReadonlySet<SyncedCollection> = new Set([
  "flashcard_reviews",
  "quiz_attempts",
  "study_sessions",
  "document_extractions",
]);

/** Collections with one record per key (one summary per note, one schedule per card): they merge by the key. */
export const NATURAL_KEYS: Partial<Record<SyncedCollection, string>> = {
  summaries: "note_id",
  spaced_repetition_schedule: "flashcard_id",
};

/** How far ahead of the server a device's clock may put a time it stamped (display only, never a decision). */
export const DEVICE_CLOCK_SKEW_MS = 5 * 60_000;

/** The record times a device stamps; the server stores them clamped. */
const DEVICE_TIMES = ["created_at", "updated_at", "deleted_at"] as const;

/** What decideOp needs of a pushed op. */
export interface OpToDecide {
  type: SyncedCollection;
  operation: "update" | "delete";
  /** The record (an update) or at least its id (a delete), already checked by its collection's schema. */
  data: Row;
  /** The server_seq this change builds on (what the device last saw of the record); absent for a create. */
  base_seq?: number | null;
  timestamp: string;
}

/** What the server holds of a record: the row with its owner and its sequence number. */
export type ServerRow = Row & { id: string; user_id: string; server_seq: number };

export interface DecideOpInput {
  op: OpToDecide;
  /** The pushing user. */
  userId: string;
  /** The server's row with the op's record id, or none. */
  current?: ServerRow | null;
  /**
   * For a collection with a natural key, the user's row with the same key under another id (a second device
   * made its own summary or schedule offline), when there is no row by id.
   */
  sameKey?: ServerRow | null;
  /** The server's clock. */
  now: Date;
}

/** Why an op is refused, beside the checks that ran before (validation) and the device's own verdicts. */
export type OpRefusalCode = "forbidden" | "log_rewrite";

export type OpDecision =
  /** Write these values (a create, an edit, or the other device's record of the same key taking this content). */
  | { status: "applied"; write: "upsert"; values: Row }
  /** Tombstone the row `id` with these times. */
  | { status: "applied"; write: "delete"; id: string; values: { deleted_at: string; updated_at: string } }
  /** Nothing to write: the op's effect is already there; answer with this record. */
  | { status: "applied"; write: "none"; record: Row }
  /** The base moved: the server's row comes back and the device merges or keeps its own as a previous version. */
  | { status: "stale"; record: ServerRow }
  /** Refused; the server's row (when the user has one) comes back so the device does not diverge. */
  | { status: "rejected"; code: OpRefusalCode; reason: string; record?: ServerRow };

/**
 * Decides one op against the server's row. In order:
 * 1. another user's row, or a record claiming another owner, is refused (forbidden) and never shown;
 * 2. a log row the server has is never rewritten or deleted (log_rewrite), and its row comes back; the same row
 *    sent again unchanged is already there;
 * 3. a record whose natural key the user already has under another id updates that row instead;
 * 4. a delete of a row that is gone (never reached the server, or already deleted) has nothing to do;
 * 5. a row whose server_seq moved past the op's base is stale, whatever the device's clock says;
 * 6. anything else is applied, with the device's times clamped to the server's clock plus a small skew.
 */
export function decideOp({ op, userId, current, sameKey, now }: DecideOpInput): OpDecision {
  // 1. Ownership is checked before anything reveals the row: another user's row answers as if forbidden.
  if (current && current.user_id !== userId) return refuse("forbidden", network.notYours);
  if (op.operation === "update" && op.data.user_id !== userId) return refuse("forbidden", network.notYours);

  // 2. Logs are insert-only: an op on a log row the server already has can only rewrite it.
  if (current && LOG_COLLECTIONS.has(op.type)) {
    // The same log row sent again (a device re-sending to a restored server) is already there.
    if (op.operation === "update" && sameRecordContent(op.data, current)) {
      return { status: "applied", write: "none", record: current };
    }
    return refuse("log_rewrite", network.logRewrite, current);
  }

  if (op.operation === "delete") {
    // 4. Born and deleted on the device before it synced, or deleted by both: no row to tombstone.
    if (!current) return { status: "applied", write: "none", record: tombstoneOf(op, now) };
    if (current.deleted_at) return { status: "applied", write: "none", record: current };
    // 5. A delete is an edit like any other: made without seeing the latest version, it must not hide it.
    if (isStale(op.base_seq, current)) return { status: "stale", record: current };
    const at = deviceTime(op.data.deleted_at, op.timestamp, now);
    return { status: "applied", write: "delete", id: current.id, values: { deleted_at: at, updated_at: at } };
  }

  // 3. One record per key: another device's record of the same key becomes an update of the user's row, so
  // two offline summaries of one note (or schedules of one card) end as one. The row keeps its id and birth.
  if (!current && sameKey) {
    return {
      status: "applied",
      write: "upsert",
      values: {
        ...clampTimes(op.data, now),
        id: sameKey.id,
        created_at: sameKey.created_at,
        user_id: userId,
      },
    };
  }
  // 5. The server orders merges: the row changed since the device last saw it.
  if (current && isStale(op.base_seq, current)) return { status: "stale", record: current };
  // 6. A create, or an edit of the version the device saw.
  return { status: "applied", write: "upsert", values: { ...clampTimes(op.data, now), user_id: userId } };
}

/** The server's row moved past the op's base; an op without a base (a create) is stale against any row. */
function isStale(base: number | null | undefined, current: ServerRow): boolean {
  return typeof base !== "number" || current.server_seq > base;
}

function refuse(code: OpRefusalCode, reason: string, record?: ServerRow): OpDecision {
  return record ? { status: "rejected", code, reason, record } : { status: "rejected", code, reason };
}

/**
 * A device's time, clamped to the server's clock plus DEVICE_CLOCK_SKEW_MS: times are for display, and a
 * clock running a day ahead must not show "edited tomorrow" on every device. A time that does not parse
 * becomes the server's.
 */
export function clampDeviceTime(value: unknown, now: Date): string {
  const latest = now.getTime() + DEVICE_CLOCK_SKEW_MS;
  const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return now.toISOString();
  return time > latest ? new Date(latest).toISOString() : (value as string);
}

function clampTimes(data: Row, now: Date): Row {
  const clamped: Row = { ...data };
  for (const field of DEVICE_TIMES) {
    if (typeof clamped[field] === "string") clamped[field] = clampDeviceTime(clamped[field], now);
  }
  return clamped;
}

/** When a delete happened: the device's delete time, else the op's time, clamped. */
function deviceTime(deletedAt: unknown, timestamp: string, now: Date): string {
  return clampDeviceTime(typeof deletedAt === "string" ? deletedAt : timestamp, now);
}

function tombstoneOf(op: OpToDecide, now: Date): Row {
  return { id: op.data.id, deleted_at: deviceTime(op.data.deleted_at, op.timestamp, now) };
}

/**
 * The base an op of a push is decided against. The device sends every queued change of a record with the base
 * it last saw; when an earlier op of the same push on that record was applied from the same base, this op builds
 * on that one (two saves of one note while offline), so its base is the seq the earlier op got. Feed it each
 * applied op in push order.
 */
export class PushChain {
  private readonly applied = new Map<string, { base: number | null; seq: number }>();

  baseOf(op: OpToDecide): number | null {
    const base = op.base_seq ?? null;
    const earlier = this.applied.get(chainKey(op));
    return earlier && earlier.base === base ? earlier.seq : base;
  }

  /** Records that `op` was applied and its row now has `seq`. */
  noteApplied(op: OpToDecide, seq: unknown): void {
    if (typeof seq !== "number") return;
    this.applied.set(chainKey(op), { base: op.base_seq ?? null, seq });
  }
}

const chainKey = (op: OpToDecide) => `${op.type}\u0000${String(op.data.id)}`;
