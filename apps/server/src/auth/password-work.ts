import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { PasswordTask, PasswordWorkerData } from "./password-worker.ts";

// From source (tests, dev) the worker is TypeScript, loaded through tsx; the build ships it bundled beside
// dist/index.js as password-worker.js (build.mjs), as the generation worker is.
const fromSource = import.meta.url.endsWith(".ts");
const WORKER_FILE = new URL(fromSource ? "./password-worker.ts" : "./password-worker.js", import.meta.url)
  .href;

/** How much lower a password thread's CPU priority is than the server's (Linux nice, 0-19): requests come first. */
export const PASSWORD_WORK_NICENESS = 10;

/**
 * A password hash (scrypt, 32 MB, ~90 ms of a core) runs in a worker thread of its own at a lower CPU priority
 * (password-worker.ts), never on the request thread. One thread per core: a burst of sign-ins (a class arriving,
 * or someone guessing) uses every core the requests leave idle, and the request thread and the database, at normal
 * priority, take a core back the moment they need it. Before, hashes ran at normal priority on libuv's pool, one
 * at a time so as not to starve the request thread: a class of 100 signing in within 10 s waited up to 1.4 s.
 * Hashes beyond one per thread wait their turn here, using no CPU.
 */
export function createPasswordWork(slots = availableParallelism()) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const pool = new Piscina<PasswordTask, string | boolean>({
    filename: WORKER_FILE,
    execArgv: fromSource ? ["--import", "tsx"] : [],
    workerData: { niceness: PASSWORD_WORK_NICENESS } satisfies PasswordWorkerData,
    minThreads: 0,
    maxThreads: slots,
    // Threads stay a minute after the last sign-in, so a class arriving pays the start of a thread once.
    idleTimeout: 60_000,
  });

  async function inTurn<T>(task: PasswordTask): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return (await pool.run(task)) as T;
    } finally {
      // The slot passes straight to the next in line, so `running` counts it still taken.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    hash: (password: string) => inTurn<string>({ op: "hash", password }),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      inTurn<boolean>({ op: "verify", hash, password }),
    /** Hashes running or waiting now (for tests). */
    load: () => ({ running, waiting: waiting.length }),
    /** Ends the threads (a server that stops; tests). */
    close: () => pool.destroy(),
  };
}
