import fs from "node:fs";
import path from "node:path";

/**
 * A benchmark compares ours with a reference side by side in one run and reports the ratio (DESIGN §9): never a
 * timed test. Each case runs `warmup` rounds, then `rounds` measured rounds; the table shows the median.
 */
export type BenchCase = { name: string; run: () => Promise<void> | void };
export type BenchRow = { name: string; medianMs: number; p95Ms: number; opsPerSec: number; ratio: number };

export async function runBench(
  benchName: string,
  reference: BenchCase,
  candidates: BenchCase[],
  {
    rounds = 30,
    warmup = 5,
    opsPerRound = 1,
  }: { rounds?: number; warmup?: number; opsPerRound?: number } = {},
): Promise<BenchRow[]> {
  const measure = async (c: BenchCase) => {
    for (let i = 0; i < warmup; i++) await c.run();
    const samples: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      await c.run();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return {
      median: samples[Math.floor(samples.length / 2)] ?? 0,
      p95: samples[Math.floor(samples.length * 0.95)] ?? 0,
    };
  };
  const ref = await measure(reference);
  const rows: BenchRow[] = [];
  for (const c of [reference, ...candidates]) {
    const m = c === reference ? ref : await measure(c);
    rows.push({
      name: c.name,
      medianMs: round(m.median),
      p95Ms: round(m.p95),
      opsPerSec: Math.round((opsPerRound * 1000) / Math.max(m.median, 1e-6)),
      ratio: round(m.median / Math.max(ref.median, 1e-6)),
    });
  }
  printTable(benchName, rows);
  const out = path.resolve("bench/results", `${benchName}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ bench: benchName, at: new Date().toISOString(), rows }, null, 2)}\n`,
  );
  return rows;
}

const round = (n: number) => Math.round(n * 100) / 100;

function printTable(benchName: string, rows: BenchRow[]) {
  console.log(`\n${benchName} (ratio = median / reference median; lower is faster)`);
  console.table(
    rows.map((r) => ({
      case: r.name,
      "median ms": r.medianMs,
      "p95 ms": r.p95Ms,
      "ops/s": r.opsPerSec,
      ratio: r.ratio,
    })),
  );
}

/** Writes bench/results/NAME.json: the rows of one benchmark, stamped with when they were measured. */
export function writeResults(benchName: string, rows: unknown[], extra: Record<string, unknown> = {}) {
  const out = path.resolve("bench/results", `${benchName}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ bench: benchName, at: new Date().toISOString(), ...extra, rows }, null, 2)}\n`,
  );
}
