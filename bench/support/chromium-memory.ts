// Memory of a running Chromium, read from /proc (Linux): every 200 ms the resident set of each of the browser's
// descendant processes, grouped by Chromium's process type, keeping the peaks. The tab's memory is its renderer
// (page, workers, WebCodecs audio decoding, Web Audio) plus the GPU and utility processes serving it.

import fs from "node:fs";

export type ProcessKind = "browser" | "renderer" | "gpu" | "utility" | "other";

export interface MemoryPeaks {
  /** Highest resident set of the busiest renderer process (MB). */
  rendererMb: number;
  /** Highest sum over renderer, GPU and utility processes (MB): the tab's memory. */
  tabMb: number;
  /** Highest sum over every Chromium process, the browser process included (MB). */
  allMb: number;
  /** CPU time of all Chromium processes while watched (user + system, seconds). */
  cpuSeconds: number;
  samples: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of a process so far, in seconds. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the comm.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

function kindOf(pid: number): ProcessKind | null {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (!/chrom/i.test(cmdline)) return null;
    const type = /--type=([a-z-]+)/.exec(cmdline)?.[1];
    if (!type) return "browser";
    if (type === "renderer") return "renderer";
    if (type === "gpu-process") return "gpu";
    if (type === "utility") return "utility";
    return "other";
  } catch {
    return null;
  }
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** The current resident sets of the Chromium processes among `rootPid` and its descendants, with their kinds. */
export function chromiumMemory(rootPid: number): { pid: number; kind: ProcessKind; mb: number }[] {
  const children = childrenOf();
  const pids: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids.flatMap((pid) => {
    const kind = kindOf(pid);
    return kind ? [{ pid, kind, mb: rssMb(pid) }] : [];
  });
}

/**
 * Samples every `intervalMs` until stopped; `stop` returns the peaks. `rootPid` is a Chromium process or an
 * ancestor of one (this Node process, which Playwright launches Chromium from).
 */
export function watchChromiumMemory(rootPid: number, intervalMs = 200): { stop: () => MemoryPeaks } {
  const peaks: MemoryPeaks = { rendererMb: 0, tabMb: 0, allMb: 0, cpuSeconds: 0, samples: 0 };
  // CPU time per process, first and last seen: a process that ends keeps what it used.
  const cpuAtStart = new Map<number, number>();
  const cpuLast = new Map<number, number>();
  const sample = () => {
    const processes = chromiumMemory(rootPid);
    for (const { pid } of processes) {
      const cpu = cpuSecondsOf(pid);
      if (!cpuAtStart.has(pid)) cpuAtStart.set(pid, cpu);
      cpuLast.set(pid, cpu);
    }
    const renderers = processes.filter((p) => p.kind === "renderer").map((p) => p.mb);
    const tab = processes.filter((p) => p.kind !== "browser" && p.kind !== "other");
    peaks.rendererMb = Math.max(peaks.rendererMb, ...renderers, 0);
    peaks.tabMb = Math.max(
      peaks.tabMb,
      tab.reduce((sum, p) => sum + p.mb, 0),
    );
    peaks.allMb = Math.max(
      peaks.allMb,
      processes.reduce((sum, p) => sum + p.mb, 0),
    );
    peaks.samples++;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return {
        rendererMb: Math.round(peaks.rendererMb),
        tabMb: Math.round(peaks.tabMb),
        allMb: Math.round(peaks.allMb),
        cpuSeconds:
          Math.round([...cpuLast].reduce((sum, [pid, cpu]) => sum + cpu - cpuAtStart.get(pid)!, 0) * 10) / 10,
        samples: peaks.samples,
      };
    },
  };
}
