import type { BarrageResult, Failure, Probe } from "./barrage.ts";

/**
 * The health bar of issue 12: every probe answered 200 within this many milliseconds, on the two shared cores the
 * battery runs on beside its own attacker. Runs used to put 1-2 of ~6,500 probes at 103-211 ms: the request thread
 * was waiting for a core, not working (a probe of its own CPU time showed it running 0-30 ms in those stalls), while
 * password hashes took both cores at normal priority. Since hashes run on threads of lower priority
 * (src/auth/password-worker.ts), four runs (two in CI, PGlite and PostgreSQL; two on a quiet machine) had a
 * maximum of 31-44 ms and none at or over 100 ms. The log prints median, p99, max and the count at or over it.
 */
export const HEALTH_BUDGET_MS = 100;

/**
 * Failures grouped by endpoint and verdict, each with its count and the smallest failing request (the easiest
 * to reproduce) and its case key (HOSTILE_CASE replays it).
 */
export function failureSummary(failures: Failure[]): string[] {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.endpoint} → ${f.verdict.replace(/\d+ ms/, "N ms")}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, list]) => {
      const smallest = list.reduce((a, b) => (b.request.length < a.request.length ? b : a));
      return `${group}: ${list.length} case(s); smallest ${smallest.key} (${smallest.steps.join("; ")}) ${smallest.request}`;
    });
}

/**
 * A probe's time as the server's: less the time the hypervisor ran none of this machine's vCPUs (steal time counted
 * on every vCPU at once). This machine is a 2-vCPU virtual machine on a shared host; while it is stopped whole,
 * nothing of ours runs, so that wait is the host's, not the server's.
 */
export const serverMs = (p: Probe) => p.ms - p.stolenMs;

/** The health probes that break the bar: not answered 200, or later than HEALTH_BUDGET_MS; with the endpoints in flight. */
export function slowProbes(result: BarrageResult): string[] {
  return result.probes
    .filter((p) => p.status !== 200 || serverMs(p) >= HEALTH_BUDGET_MS)
    .map(
      (p) =>
        `${p.status} in ${Number.isFinite(p.ms) ? Math.round(p.ms) : "∞"} ms (${p.stolenMs} ms stolen from every vCPU) during ${p.inFlight.join(", ")}`,
    );
}

/** Status counts per endpoint and the probe latencies, for the log of a passing run as much as a failing one. */
export function statusTable(result: BarrageResult): string {
  const lines = [...result.statuses].map(
    ([endpoint, counts]) =>
      `${endpoint.padEnd(48)} ${String(Math.round(result.busy.get(endpoint) ?? 0)).padStart(7)} ms ${[
        ...counts,
      ]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
  );
  lines.push(
    `sent again after a kept-alive socket closed unanswered: ${result.retried.length}`,
    ...result.retried.map((r) => `  ${r.slice(0, 300)}`),
  );
  lines.push("slowest answers:", ...result.slowest.map((s) => `  ${Math.round(s.ms)} ms ${s.what}`));
  const ms = result.probes.map((p) => p.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? Number.NaN);
  lines.push(
    `${result.requests} requests in ${(result.ms / 1000).toFixed(1)} s; ${ms.length} health probes: ` +
      `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms, ` +
      `${ms.filter((m) => m >= HEALTH_BUDGET_MS).length} at or over ${HEALTH_BUDGET_MS} ms; ` +
      `${result.probes.filter((p) => serverMs(p) >= HEALTH_BUDGET_MS).length} with the host's steal taken off`,
    "slowest probes (ms, of which stolen from every vCPU):",
    ...[...result.probes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((p) => `  ${Math.round(p.ms)} ms (${p.stolenMs} stolen)`),
  );
  return lines.join("\n");
}
