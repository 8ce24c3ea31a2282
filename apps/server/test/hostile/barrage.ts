import type http from "node:http";
import { Worker } from "node:worker_threads";
import { buildCase, type Case } from "./cases.ts";
import type { Endpoint, Student } from "./endpoints.ts";
import { type Answer, ORIGIN, send } from "./live-server.ts";
import { HEALTH_BUDGET_MS } from "./report.ts";

/** What the bar finds wrong with one answer, or null when it meets it (issue 12 Acceptance). */
export function verdictOf(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  if (answer.status < 400) return null;
  if (!/^application\/json\b/i.test(answer.contentType))
    return `${answer.status} not JSON (${answer.contentType || "no content-type"})`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} body does not parse`;
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== "string" || !error) return `${answer.status} has no "error"`;
  return null;
}

export type Failure = { endpoint: string; verdict: string; key: string; steps: string[]; request: string };
/**
 * One health probe: its time, its status, the endpoints in flight when it was slow, and how long the hypervisor
 * took every vCPU of this machine away meanwhile (steal time; probe-worker.mjs).
 */
export type Probe = { ms: number; status: number; inFlight: string[]; stolenMs: number };
export type BarrageResult = {
  failures: Failure[];
  statuses: Map<string, Map<number, number>>;
  /** Milliseconds spent answering each endpoint, summed over its cases. */
  busy: Map<string, number>;
  /** Requests sent again after a kept-alive socket closed before answering them (as a browser would). */
  retried: string[];
  /** The slowest answers, for the log: where the barrage's time went. */
  slowest: Array<{ ms: number; what: string }>;
  probes: Probe[];
  requests: number;
  ms: number;
};

/** The request as text for the report: method, path, headers, and the body's start. */
function describeRequest(c: Case): string {
  const body = c.request.body ?? Buffer.alloc(0);
  const shown = body.subarray(0, 300).toString("utf8");
  const headers = c.request.headers.map(([k, v]) => `${k}: ${v}`).join("; ");
  return `${c.request.method} ${c.request.path.slice(0, 200)} [${headers}] ${body.length} bytes: ${JSON.stringify(shown)}${body.length > 300 ? "…" : ""}`;
}

const PROBE_INTERVAL_MS = 20;
const SLOWEST_KEPT = 10;

/** A client address per case (TRUST_PROXY), so per-address limits see many students, not one attacker. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * Sends `casesPerEndpoint` cases to every endpoint, `concurrency` at a time, interleaving endpoints, while a
 * second connection asks GET /api/health one probe after another. Every answer is judged by verdictOf.
 */
export async function runBarrage(options: {
  base: URL;
  agent: http.Agent;
  endpoints: Endpoint[];
  student: Student & { cookie: string };
  seed: string;
  casesPerEndpoint: number;
  concurrency: number;
  onlyCase?: string;
}): Promise<BarrageResult> {
  const { base, agent, endpoints, student, seed, casesPerEndpoint } = options;
  const jobs: Array<[Endpoint, number]> = [];
  for (let i = 0; i < casesPerEndpoint; i++) for (const e of endpoints) jobs.push([e, i]);
  const selected = options.onlyCase
    ? jobs.filter(([e, i]) => `${seed}#${e.name}#${i}` === options.onlyCase)
    : jobs;

  const failures: Failure[] = [];
  const statuses = new Map<string, Map<number, number>>();
  const busy = new Map<string, number>();
  const intervals: Array<{ name: string; start: number; end: number }> = [];
  const probes: Probe[] = [];
  const started = performance.now();
  let next = 0;
  const slowest: Array<{ ms: number; what: string }> = [];
  const retried: string[] = [];

  const worker = async () => {
    while (next < selected.length) {
      const n = next++;
      const [endpoint, index] = selected[n]!;
      let c: Case;
      try {
        c = buildCase(endpoint, student, seed, index);
      } catch (error) {
        // the battery's own bug: reported like a failure so it cannot pass silently
        const key = `${seed}#${endpoint.name}#${index}`;
        failures.push({
          endpoint: endpoint.name,
          verdict: `battery error: ${error}`,
          key,
          steps: [],
          request: "",
        });
        continue;
      }
      const headers: Array<[string, string]> = [
        ["origin", ORIGIN],
        ["x-forwarded-for", addressOf(n)],
      ];
      if (endpoint.signedIn) headers.push(["cookie", student.cookie]);
      const start = performance.timeOrigin + performance.now();
      let verdict: string | null;
      try {
        const answer = await send(agent, base, c.request, headers, 60_000).catch((error) => {
          if (!error.unanswered) throw error;
          retried.push(`${c.key}: ${error.message}`);
          return send(agent, base, c.request, headers, 60_000);
        });
        const counts = statuses.get(endpoint.name) ?? new Map<number, number>();
        counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
        statuses.set(endpoint.name, counts);
        busy.set(endpoint.name, (busy.get(endpoint.name) ?? 0) + answer.ms);
        slowest.push({
          ms: answer.ms,
          what: `${c.key} → ${answer.status} (${c.steps.join("; ").slice(0, 160)})`,
        });
        if (slowest.length > 4 * SLOWEST_KEPT) slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_KEPT);
        verdict = verdictOf(answer);
      } catch (error) {
        verdict = `no answer: ${(error as Error).message}`;
      } finally {
        intervals.push({ name: endpoint.name, start, end: performance.timeOrigin + performance.now() });
      }
      if (verdict) {
        failures.push({
          endpoint: endpoint.name,
          verdict,
          key: c.key,
          steps: c.steps,
          request: describeRequest(c),
        });
      }
    }
  };

  // The probe runs in its own thread (probe-worker.mjs) and sends back each answer's time; which cases were in
  // flight is worked out afterwards, from the cases' own times, for the probes over the budget.
  const prober = new Worker(new URL("./probe-worker.mjs", import.meta.url), {
    workerData: { host: base.hostname, port: Number(base.port), intervalMs: PROBE_INTERVAL_MS },
  });
  const timed: Array<{ at: number; ms: number; status: number; stolenMs: number }> = [];
  const proberDone = new Promise<void>((resolve, reject) => {
    prober.on("message", (message) => (message === "done" ? resolve() : timed.push(message)));
    prober.on("error", reject);
  });
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  prober.postMessage("stop");
  await proberDone;
  await prober.terminate();
  for (const { at, ms, status, stolenMs } of timed) {
    const during =
      ms >= HEALTH_BUDGET_MS
        ? [...new Set(intervals.filter((i) => i.start < at + ms && i.end > at).map((i) => i.name))]
        : [];
    probes.push({ ms, status, inFlight: during, stolenMs });
  }
  slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_KEPT);
  return {
    retried,
    failures,
    statuses,
    busy,
    slowest,
    probes,
    requests: selected.length,
    ms: performance.now() - started,
  };
}
