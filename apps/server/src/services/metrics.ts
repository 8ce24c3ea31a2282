import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { requestMetrics } from "../http/request-context.ts";

/** How a generation run ended, as counted (issue 18 §4). */
export type GenerationOutcome = "succeeded" | "failed" | "cancelled";

/**
 * The Prometheus metrics of one app (issue 18 §4): one Registry per createApp, so the many apps a test run makes
 * never register a metric twice. Made only when METRICS_TOKEN is set; otherwise nothing is measured.
 */
export type Metrics = {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  countSyncOps(statuses: readonly string[]): void;
  countGenerationJob(kind: string, provider: string, outcome: GenerationOutcome): void;
};

/** `pendingJobs` reads the local engine's queue depth (jobs running or waiting) at each scrape. */
export function createMetrics(pendingJobs: () => number): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: "lectern_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const syncOps = new Counter({
    name: "lectern_sync_ops_total",
    help: "Sync push ops answered, by outcome (applied, stale, rejected)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const generationJobs = new Counter({
    name: "lectern_generation_jobs_total",
    help: "Generation runs, by kind, provider and outcome (succeeded, failed, cancelled)",
    labelNames: ["kind", "provider", "outcome"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "lectern_generation_queue_depth",
    help: "Local engine jobs running or waiting for a worker thread",
    registers: [registry],
    collect() {
      this.set(pendingJobs());
    },
  });
  return {
    registry,
    observeRequest: (method, route, status, seconds) =>
      requestDuration.observe({ method, route, status: String(status) }, seconds),
    countSyncOps(statuses) {
      for (const outcome of statuses) syncOps.inc({ outcome });
    },
    countGenerationJob: (kind, provider, outcome) => generationJobs.inc({ kind, provider, outcome }),
  };
}

/** Counts a push's answered ops on the serving app's metrics (if any) and hands the results on unchanged. */
export function countSyncOutcomes<T extends { status: string }>(results: T[]): T[] {
  requestMetrics()?.countSyncOps(results.map((r) => r.status));
  return results;
}
