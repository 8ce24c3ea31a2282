// issue 18 §7: where a Lectern server's time went during the clock, from its own Prometheus metrics (issue 18 §4,
// METRICS_TOKEN): time inside the server per route (beside the client's latency, which also counts the wait for
// the server's thread), the CPU it used and how late its event loop ran. Read before and after the clock.
import type { ServerProcess } from "./load-servers.ts";

/** The token the bench's servers are started with (METRICS_TOKEN), to read /metrics. */
export const LOAD_METRICS_TOKEN = "load-bench-metrics-token";

type Sample = Map<string, number>;

/** Every sample of the server's /metrics, keyed by name and labels as written. */
export async function scrape(server: ServerProcess): Promise<Sample> {
  const res = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${LOAD_METRICS_TOKEN}` },
  });
  const samples: Sample = new Map();
  if (!res.ok) return samples;
  for (const line of (await res.text()).split("\n")) {
    const m = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m) samples.set(m[1] as string, Number(m[2]));
  }
  return samples;
}

export type ServerTime = {
  /** Time inside the server per route during the clock (seconds, requests), keyed like the recorder's routes. */
  byRoute: Record<string, { sum: number; count: number }>;
  /** CPU the server process used during the clock (every thread: requests, database, workers, hashing). */
  cpuSeconds: number;
  /** The event loop's delay over the clock (prom-client resets it at each scrape). */
  eventLoopLagP99Ms: number;
  eventLoopLagMaxMs: number;
};

/** What changed between two scrapes of one server. */
export function serverTime(before: Sample, after: Sample): ServerTime {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const [key, value] of after) {
    const m = /^lectern_http_request_duration_seconds_(sum|count)\{(.*)\}$/.exec(key);
    if (!m) continue;
    const labels = Object.fromEntries(
      [...(m[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]),
    );
    const route = routeOf(labels.method ?? "", labels.route ?? "");
    const entry = sums.get(route) ?? { sum: 0, count: 0 };
    entry[m[1] as "sum" | "count"] += value - (before.get(key) ?? 0);
    sums.set(route, entry);
  }
  const ms = (name: string) => Math.round((after.get(name) ?? 0) * 10000) / 10;
  return {
    byRoute: Object.fromEntries(sums),
    cpuSeconds:
      Math.round(
        ((after.get("process_cpu_seconds_total") ?? 0) - (before.get("process_cpu_seconds_total") ?? 0)) * 10,
      ) / 10,
    eventLoopLagP99Ms: ms("nodejs_eventloop_lag_p99_seconds"),
    eventLoopLagMaxMs: ms("nodejs_eventloop_lag_max_seconds"),
  };
}

/** The recorder's name of a route template (load-stats.ts): generation calls together; auth is only sign-in. */
function routeOf(method: string, template: string): string {
  if (template.startsWith("/api/ai/")) return `${method} /api/ai/*`;
  if (template.startsWith("/api/auth/")) return `${method} /api/auth/sign-in/email`;
  return `${method} ${template}`;
}

/** Mean ms inside the servers per route, over every server of a run. */
export function meanServerMs(times: ServerTime[]): Record<string, number> {
  const total = new Map<string, { sum: number; count: number }>();
  for (const t of times)
    for (const [route, v] of Object.entries(t.byRoute)) {
      const e = total.get(route) ?? { sum: 0, count: 0 };
      total.set(route, { sum: e.sum + v.sum, count: e.count + v.count });
    }
  return Object.fromEntries(
    [...total]
      .filter(([, v]) => v.count > 0)
      .map(([k, v]) => [k, Math.round((v.sum / v.count) * 10000) / 10]),
  );
}
