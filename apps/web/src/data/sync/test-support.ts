// Test doubles for the sync tests: a recording transport and an in-memory sync server that follows the
// protocol of DESIGN §4 (op ids applied once, server_seq, paginated pull) and decides each op by the server's own
// rule (decideOp: base_seq, insert-only logs, natural keys). Not used by the app.

import {
  decideOp,
  NATURAL_KEYS,
  type OpDecision,
  PushChain,
  type ServerRow,
  type SyncPushResult,
  type SyncQueueItem,
} from "@lectern/core";
import type { SyncTransport } from "./transport";

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A transport that answers with `handler` and records every request. */
export function recordingTransport(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const transport: SyncTransport = async (url, init) => {
    const request: RecordedRequest = {
      method: init.method ?? "GET",
      url: new URL(url, "http://lectern.test"),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return handler(request);
  };
  return { transport, requests };
}

type Row = Record<string, unknown> & { id: string; updated_at: string; server_seq: number };

/** One user's server: rows per collection, a sequence, and the op ids it already applied. */
export class FakeSyncServer {
  seq = 0;
  readonly rows = new Map<string, Row>();
  private readonly appliedOps = new Map<string, SyncPushResult>();
  /** Force a status for every request (e.g. 503), or null to answer normally. */
  failWith: number | null = null;
  /** The server's clock (device times are clamped to it). */
  now: () => Date = () => new Date();

  readonly transport: SyncTransport = async (url, init) => {
    if (this.failWith !== null) return jsonResponse({ error: "Unavailable" }, this.failWith);
    const parsed = new URL(url, "http://lectern.test");
    if (parsed.pathname === "/api/sync/push") {
      const { ops } = JSON.parse(String(init.body)) as { ops: SyncQueueItem[] };
      const chain = new PushChain();
      return jsonResponse({ results: ops.map((op) => this.apply(op, chain)) });
    }
    const since = Number(parsed.searchParams.get("since") ?? 0);
    const limit = Number(parsed.searchParams.get("limit") ?? 200);
    const newer = [...this.rows.values()]
      .filter((row) => row.server_seq > since)
      .sort((a, b) => a.server_seq - b.server_seq);
    const page = newer.slice(0, limit);
    return jsonResponse({
      changes: page.map(({ collection, ...record }) => ({ collection, record })),
      cursor: page.at(-1)?.server_seq ?? since,
      hasMore: newer.length > limit,
    });
  };

  /** A row written by another device. */
  put(collection: string, record: Record<string, unknown> & { id: string; updated_at: string }): Row {
    const row = { ...record, collection, server_seq: ++this.seq };
    this.rows.set(record.id, row);
    return row;
  }

  private apply(op: SyncQueueItem, chain: PushChain): SyncPushResult {
    const done = this.appliedOps.get(op.id);
    if (done) return done;
    // One user's server: whoever pushes owns every row.
    const userId = String(op.data.user_id ?? this.rows.get(String(op.data.id))?.user_id);
    const serverRow = (row: Row | undefined) =>
      row && ({ ...withoutCollection(row), user_id: userId } as ServerRow);
    const current = serverRow(this.rows.get(String(op.data.id)));
    const key = NATURAL_KEYS[op.type];
    const sameKey =
      current || !key || op.operation === "delete"
        ? undefined
        : serverRow(
            [...this.rows.values()].find((row) => row.collection === op.type && row[key] === op.data[key]),
          );
    const decision = decideOp({
      op: { ...op, base_seq: chain.baseOf(op) },
      userId,
      current,
      sameKey,
      now: this.now(),
    });
    const result = this.carryOut(op, decision);
    if (result.status === "applied") chain.noteApplied(op, result.record.server_seq);
    if (result.status !== "rejected") this.appliedOps.set(op.id, result);
    return result;
  }

  private carryOut(op: SyncQueueItem, decision: OpDecision): SyncPushResult {
    if (decision.status !== "applied") return { id: op.id, ...decision };
    if (decision.write === "none") return { id: op.id, status: "applied", record: decision.record };
    const existing = this.rows.get(decision.write === "delete" ? decision.id : String(decision.values.id));
    const values = decision.write === "delete" ? { ...existing, ...decision.values } : decision.values;
    const row = this.put(op.type, values as Row);
    return { id: op.id, status: "applied", record: withoutCollection(row) };
  }
}

function withoutCollection(row: Row): Record<string, unknown> {
  const { collection: _collection, ...record } = row;
  return record;
}

/** Lets IndexedDB (fake-indexeddb schedules with setImmediate) and pending promises run. */
export async function flushIo(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** A context for drainQueue/pull with a fixed clock and no jitter. */
export function testContext(
  db: import("../db/database").LecternDB,
  transport: SyncTransport,
  overrides: Partial<import("./context").SyncContext> = {},
): import("./context").SyncContext {
  return {
    db,
    userId: db.userId,
    transport,
    baseUrl: "",
    timeoutMs: 1000,
    now: () => Date.parse("2026-03-01T12:00:00.000Z"),
    random: () => 0,
    ...overrides,
  };
}
