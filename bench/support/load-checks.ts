// issue 18 §7: what the load bench checks besides speed — every device converged on the server's rows, and the
// limits kept in the database hold across two servers.
import { randomUUID } from "node:crypto";
import { getTableName } from "drizzle-orm";
import { SYNCED_TABLES } from "../../apps/server/src/services/sync/collections.ts";
import { call, type Endpoint } from "./load-client.ts";
import { LoadRecorder } from "./load-stats.ts";
import type { Student } from "./load-students.ts";

/** Runs one SQL statement on the run's database (pg, or the embedded directory once its server stopped). */
export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

export type Convergence = { devices: number; converged: number; mismatches: string[] };

/**
 * Every device holds exactly the server's rows of its student: the same ids in every synced table (tombstones
 * included), each at the same server_seq and updated_at, read by a direct query of each table.
 */
export async function checkConvergence(query: Query, students: Student[]): Promise<Convergence> {
  const result: Convergence = { devices: 0, converged: 0, mismatches: [] };
  for (const s of students) {
    const server = new Map<string, string>();
    for (const [collection, { table }] of Object.entries(SYNCED_TABLES)) {
      const rows = await query(
        `select id, server_seq, updated_at from "${getTableName(table)}" where user_id = $1`,
        [s.userId],
      );
      for (const row of rows)
        server.set(`${collection}/${row.id}`, versionKey(row.server_seq, row.updated_at));
    }
    for (const [d, device] of s.devices.entries()) {
      result.devices++;
      const held = new Map([...device.seen].map(([k, v]) => [k, `${v.seq}@${v.updatedAt}`]));
      const wrong = [...server].filter(([k, v]) => held.get(k) !== v).map(([k]) => k);
      const extra = [...held.keys()].filter((k) => !server.has(k));
      if (wrong.length === 0 && extra.length === 0) result.converged++;
      else if (result.mismatches.length < 5)
        result.mismatches.push(
          `${s.email} device ${d}: ${wrong.length} missing or behind (${wrong.slice(0, 2).join(", ")}), ${extra.length} unknown to the server`,
        );
    }
  }
  return result;
}

const versionKey = (seq: unknown, updatedAt: unknown) =>
  `${Number(seq)}@${new Date(updatedAt as string | Date).getTime()}`;

/**
 * A limit kept in the database, probed across servers: `send` makes the i-th request of one client (one address,
 * one user) to `at`; every answer but 429 counts as allowed. Add a probe here to check a new limit.
 */
export type LimitProbe = {
  name: string;
  /** The setting and its value in this run, e.g. "AUTH_RATE_LIMIT_MAX=10 per 60 s". */
  setting: string;
  max: number;
  /** Requests already counted in the window before the probe (e.g. the push that saved the user's notes). */
  used?: number;
  send: (at: Endpoint, i: number) => Promise<number>;
};

/** What a probe's i-th request answered (0: no answer); recorded aside, so a refusal is counted, not thrown. */
async function statusOf(at: Endpoint, path: string, options: Parameters<typeof call>[3]): Promise<number> {
  return (await call(at, "POST", path, options, { to: new LoadRecorder(), route: "probe" }))?.status ?? 0;
}

/** Failed sign-ins from one address to different unknown e-mails: the per-address auth limit (issue 12). */
export function failedSignInProbe(max: number, windowSeconds: number): LimitProbe {
  return {
    name: "failed sign-ins, one address",
    setting: `AUTH_RATE_LIMIT_MAX=${max} per ${windowSeconds} s`,
    max,
    send: (at, i) =>
      statusOf(at, "/api/auth/sign-in/email", {
        ip: "10.250.0.9",
        body: { email: `nobody-${i}-${Date.now()}@probe.test`, password: "wrong-password-1" },
      }),
  };
}

/** Waitlist joins from one address with different e-mails: the per-address waitlist limit (issue 18 §2). */
export function waitlistProbe(max: number, windowSeconds: number): LimitProbe {
  return {
    name: "waitlist joins, one address",
    setting: `WAITLIST_RATE_LIMIT_MAX=${max} per ${windowSeconds} s`,
    max,
    send: (at, i) =>
      statusOf(at, "/api/waitlist", {
        ip: "10.250.0.10",
        body: { email: `wait-${i}-${Date.now()}@probe.test` },
      }),
  };
}

/** Pushes of one new note each by one user: the per-user push limit (issue 18 §2). */
export function pushProbe(s: Student, max: number, windowSeconds: number): LimitProbe {
  return {
    name: "sync pushes, one user",
    setting: `SYNC_PUSH_RATE_LIMIT_MAX=${max} per ${windowSeconds} s`,
    max,
    used: 1, // enrol's push of the notes
    send: (at, i) => {
      const now = new Date().toISOString();
      const data = {
        id: randomUUID(),
        user_id: s.userId,
        title: `Probe ${i}`,
        content: "Cells divide.",
        tags: [],
        created_at: now,
        updated_at: now,
      };
      const ops = [{ id: randomUUID(), type: "notes", operation: "update", data, timestamp: now }];
      return statusOf(at, "/api/sync/push", { cookie: s.cookie, ip: s.ip, body: { ops } });
    },
  };
}

/** Summaries of one of the user's short notes, one after another: the per-user generation limit (issue 18 §2). */
export function generationProbe(s: Student, max: number, windowSeconds: number): LimitProbe {
  const note = s.notes.reduce((a, b) => (b.content.length < a.content.length ? b : a));
  return {
    name: "generations, one user",
    setting: `GENERATION_RATE_LIMIT_MAX=${max} per ${windowSeconds} s`,
    max,
    send: (at) =>
      statusOf(at, "/api/ai/generate-summary", {
        cookie: s.cookie,
        ip: s.ip,
        body: { note: { id: note.id, title: note.title, content: note.content }, requestId: randomUUID() },
        timeoutMs: 120_000,
      }),
  };
}

export type LimitResult = {
  probe: string;
  setting: string;
  sent: number;
  allowed: number;
  limit: number;
  perServer: number[];
  holds: boolean;
};

/**
 * Sends 2 × max + 2 requests alternately to each server, one after another; allowed must equal what is left of
 * the limit (max less `used`), not twice it.
 */
export async function probeLimit(probe: LimitProbe, servers: Endpoint[]): Promise<LimitResult> {
  const sent = 2 * probe.max + 2;
  const perServer = servers.map(() => 0);
  const statuses: number[] = [];
  for (let i = 0; i < sent; i++) {
    const at = i % servers.length;
    const status = await probe.send(servers[at] as Endpoint, i);
    statuses.push(status);
    if (status !== 429) perServer[at] = (perServer[at] ?? 0) + 1;
  }
  const allowed = perServer.reduce((a, b) => a + b, 0);
  return {
    probe: probe.name,
    setting: probe.setting,
    sent,
    allowed,
    limit: probe.max - (probe.used ?? 0),
    perServer,
    holds: allowed === probe.max - (probe.used ?? 0) && statuses.every((st) => st !== 0 && st < 500),
  };
}
