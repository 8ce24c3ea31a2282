// Worker threads that do seconds of CPU (password hashes, document reading) run at a lower CPU priority than the
// request thread and the database, so /api/health and every other request stay fast while they work (issue 12's
// health probes, issue 18's load bench, issue 19 §2).
import os from "node:os";

/** What a pool gives each of its threads: how much lower its CPU priority is (Linux nice, 0-19). */
export type LowPriorityWorkerData = { niceness: number };

/**
 * Lowers the calling worker thread's priority. On Linux a nice value belongs to one thread: setPriority(0) from a
 * worker lowers only that one. Elsewhere it would lower the whole server, so it is left alone. A system that
 * refuses it leaves the thread at normal priority.
 */
export function lowerThisThreadPriority(data: LowPriorityWorkerData): void {
  if (process.platform !== "linux") return;
  try {
    os.setPriority(data.niceness);
  } catch {}
}
