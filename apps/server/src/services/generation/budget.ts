// A generation's time budget (GENERATION_BUDGET_MS) counted in its thread's CPU time, not the clock's. The
// threads run at a low priority (GENERATION_WORK_NICENESS), so on a machine kept busy by others a note that takes
// 5 s of work can take a minute of the clock: counted by the clock, it would be refused as too long to analyse.
// The clock still bounds a job (WALL_BACKSTOP budgets), so a thread that gets no CPU at all is not waited on
// forever. Where a thread's CPU time cannot be read (not Linux), the clock alone counts, as before.
import fs from "node:fs";

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const MS_PER_TICK = 10;
/** How many budgets of the clock a job may take before it is stopped however little CPU it has had. */
export const WALL_BACKSTOP = 3;
/** setTimeout's longest delay: a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The calling thread's Linux thread id (from /proc/thread-self), for another thread to read its CPU time. */
export function ownThreadId(): number | null {
  try {
    const match = /\/task\/(\d+)$/.exec(fs.readlinkSync("/proc/thread-self"));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** A thread of this process: its CPU time so far in ms (user + system), or null when it cannot be read. */
export function threadCpuMs(thread: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
    // After "pid (comm) ": state is field 3, utime 14, stime 15 (proc(5)); comm may hold spaces and brackets.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}

/** The thread a job runs on, and its CPU time when the job started (read by the thread itself: null to read now). */
export type JobThread = { thread: number | null; cpuMs: number | null };

/** What a thread says of itself when it takes a job. */
export function ownJobThread(thread: number | null): JobThread {
  return { thread, cpuMs: thread === null ? null : threadCpuMs(thread) };
}

/**
 * Calls `onOver` once the job on `thread` has used `budgetMs` of CPU since it started, or `backstop` × budgetMs of the
 * clock has passed (the clock's budgetMs alone without a readable thread). Returns the function that stops watching.
 */
export function watchBudget(
  budgetMs: number,
  job: JobThread,
  onOver: () => void,
  backstop = WALL_BACKSTOP,
): () => void {
  const { thread } = job;
  const startCpu = thread === null ? null : (job.cpuMs ?? threadCpuMs(thread));
  if (thread === null || startCpu === null) {
    const timer = setTimeout(onOver, Math.min(budgetMs, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }
  let over = false;
  const end = () => {
    if (over) return;
    over = true;
    stop();
    onOver();
  };
  const clock = setTimeout(end, Math.min(budgetMs * backstop, LONGEST_TIMER_MS));
  // A few checks per budget, at most 4 a second: a read of a small /proc file each.
  const check = setInterval(
    () => {
      const now = threadCpuMs(thread);
      if (now !== null && now - startCpu >= budgetMs) end();
    },
    Math.min(250, Math.max(5, budgetMs / 4)),
  );
  const stop = () => {
    clearTimeout(clock);
    clearInterval(check);
  };
  return stop;
}
