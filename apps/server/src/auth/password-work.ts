import { availableParallelism } from "node:os";
import { hashPassword, verifyPassword } from "better-auth/crypto";

/**
 * A password hash (scrypt, 16 MB, tens of milliseconds of CPU) runs on libuv's thread pool, not on the request
 * thread; but several at once take every core, and the request thread — which also runs the embedded database —
 * then waits for CPU: a burst of sign-ins, password changes or two-factor checks, honest or not, slowed every
 * other request (issue 12's battery: GET /api/health over 100 ms). At most one hash per core beyond the first
 * runs at a time; the others wait their turn without using CPU.
 */
export function createPasswordWork(slots = Math.max(1, availableParallelism() - 1)) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` counts it still taken.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    hash: (password: string) => inTurn(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => inTurn(() => verifyPassword(data)),
    /** Hashes running or waiting now (for tests). */
    load: () => ({ running, waiting: waiting.length }),
  };
}
