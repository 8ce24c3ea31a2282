// issue 18 §7: what the load bench records of every timed request — latency and outcome by route — and the table.

/** One route's samples: latencies of answered requests and how each ended. */
type RouteSamples = {
  ms: number[];
  /** When each sample's request started (Date.now() ms), beside its latency. */
  startedAt: number[];
  ok: number;
  limited: number;
  errors: number;
  examples: string[];
};

/**
 * Routes shown but outside the p99 target: a generation is a long job by nature, and a sign-in hashes the password
 * with scrypt, slow on purpose (and once per session).
 */
export const OUTSIDE_TARGET = new Set(["POST /api/ai/*", "POST /api/auth/sign-in/email"]);
/** The row that the targets (0 errors, p99 ≤ 250 ms) are read from. */
export const TARGET_ROW = "pulls, pushes and reads";

export type RouteRow = {
  route: string;
  requests: number;
  errors: number;
  "of which 429": number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  /** The p99 of the requests started once the whole class had signed in (the sign-in burst over). */
  "p99 after arrival ms": number | "–";
};

/**
 * Every timed request of one run, by route template. An error is any answer that is not 2xx (a 429 is also
 * counted apart: a student doing ordinary things should never be refused) and any request that got no answer.
 */
export class LoadRecorder {
  readonly routes = new Map<string, RouteSamples>();

  record(route: string, ms: number, status: number, detail = "") {
    const r = this.samples(route);
    r.ms.push(ms);
    r.startedAt.push(Date.now() - ms);
    if (status >= 200 && status < 300) {
      r.ok++;
      return;
    }
    r.errors++;
    if (status === 429) r.limited++;
    if (r.examples.length < 5) r.examples.push(`${status} ${detail}`.slice(0, 300));
  }

  /** A request that never got an answer (connection refused or reset, timeout). */
  failed(route: string, error: unknown) {
    const r = this.samples(route);
    r.errors++;
    if (r.examples.length < 5) r.examples.push(`no answer: ${String(error)}`.slice(0, 300));
  }

  private samples(route: string): RouteSamples {
    let r = this.routes.get(route);
    if (!r) {
      r = { ms: [], startedAt: [], ok: 0, limited: 0, errors: 0, examples: [] };
      this.routes.set(route, r);
    }
    return r;
  }

  /** One row per route, then the routes of the target together (TARGET_ROW); `arrivedAt`: the last sign-in. */
  rows(arrivedAt: number): RouteRow[] {
    const rows = [...this.routes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, r]) => rowOf(route, r, arrivedAt));
    const interactive = [...this.routes.entries()].filter(([route]) => !OUTSIDE_TARGET.has(route));
    rows.push(
      rowOf(
        TARGET_ROW,
        {
          ms: interactive.flatMap(([, r]) => r.ms),
          startedAt: interactive.flatMap(([, r]) => r.startedAt),
          ok: sum(interactive.map(([, r]) => r.ok)),
          limited: sum(interactive.map(([, r]) => r.limited)),
          errors: sum(interactive.map(([, r]) => r.errors)),
          examples: [],
        },
        arrivedAt,
      ),
    );
    return rows;
  }

  errorExamples(): Record<string, string[]> {
    return Object.fromEntries(
      [...this.routes.entries()].filter(([, r]) => r.examples.length > 0).map(([k, r]) => [k, r.examples]),
    );
  }
}

function rowOf(route: string, r: RouteSamples, arrivedAt: number): RouteRow {
  const sorted = [...r.ms].sort((a, b) => a - b);
  const after = r.ms.filter((_, i) => (r.startedAt[i] ?? 0) >= arrivedAt).sort((a, b) => a - b);
  return {
    route,
    requests: r.ok + r.errors,
    errors: r.errors,
    "of which 429": r.limited,
    "p50 ms": round(quantile(sorted, 0.5)),
    "p99 ms": round(quantile(sorted, 0.99)),
    "max ms": round(sorted.at(-1) ?? 0),
    "p99 after arrival ms": after.length > 0 ? round(quantile(after, 0.99)) : "–",
  };
}

/** The nearest-rank quantile of sorted samples. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? 0;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (n: number) => Math.round(n * 10) / 10;
