// The battery's health probe, in a thread of its own (issue 12): the battery's main thread builds bodies of
// 10^5 items and depth 10,000, and a probe answer waiting there to be read would time this process, not the
// server. One probe at a time on one kept-alive connection, every PROBE_INTERVAL_MS, until told to stop.
import fs from "node:fs";
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

/** Linux's USER_HZ: /proc/stat counts in hundredths of a second. */
const MS_PER_TICK = 10;

/**
 * Each vCPU's steal time so far (ms): time the hypervisor ran something else while this machine's vCPU was ready to
 * run. Empty where /proc/stat is not there (not Linux).
 */
function stealPerCpu() {
  try {
    return fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n")
      .filter((line) => /^cpu\d+ /.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[8] ?? 0) * MS_PER_TICK);
  } catch {
    return [];
  }
}

/** How long every vCPU was taken away during a probe: the least steal of any one of them (0 without figures). */
function stolenFromAll(before, after) {
  if (before.length === 0 || before.length !== after.length) return 0;
  return Math.min(...after.map((ms, i) => ms - (before[i] ?? ms)));
}

const { host, port, intervalMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let stopping = false;
parentPort.on("message", (message) => {
  if (message === "stop") stopping = true;
});

function probeOnce() {
  return new Promise((resolve) => {
    const req = http.get({ agent, host, port, path: "/api/health" }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.setTimeout(10_000, () => req.destroy(new Error("no answer in 10 s")));
    req.on("error", () => resolve(0));
  });
}

while (!stopping) {
  const steal = stealPerCpu();
  const started = performance.now();
  const status = await probeOnce();
  const ms = performance.now() - started;
  parentPort.postMessage({
    at: performance.timeOrigin + started,
    ms: status ? ms : Number.POSITIVE_INFINITY,
    status,
    stolenMs: stolenFromAll(steal, stealPerCpu()),
  });
  // a sampling interval, not a wait for state: probing back to back would be a load test of its own
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
agent.destroy();
parentPort.postMessage("done");
