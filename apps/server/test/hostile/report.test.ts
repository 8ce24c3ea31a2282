import { describe, expect, it } from "vitest";
import type { BarrageResult, Probe } from "./barrage.ts";
import { HEALTH_BUDGET_MS, slowProbes } from "./report.ts";

const resultOf = (probes: Probe[]) => ({ probes }) as unknown as BarrageResult;
const probe = (ms: number, stolenMs: number, status = 200): Probe => ({ ms, status, stolenMs, inFlight: [] });

describe("the health bar (issue 12)", () => {
  it("holds every probe to the budget, less only the time the host stopped every vCPU", () => {
    const slow = slowProbes(
      resultOf([
        probe(40, 0),
        probe(HEALTH_BUDGET_MS, 0),
        probe(132, 20),
        probe(132, 40),
        probe(50, 0, 502),
        probe(Number.POSITIVE_INFINITY, 0, 0),
      ]),
    );
    expect(slow).toEqual([
      "200 in 100 ms (0 ms stolen from every vCPU) during ",
      "200 in 132 ms (20 ms stolen from every vCPU) during ",
      "502 in 50 ms (0 ms stolen from every vCPU) during ",
      "0 in ∞ ms (0 ms stolen from every vCPU) during ",
    ]);
  });
});
