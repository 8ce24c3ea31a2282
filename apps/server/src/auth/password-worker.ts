// The password worker thread (a piscina task module; bundled as dist/password-worker.js). It hashes with scrypt
// synchronously on its own thread, at a lower CPU priority than the request thread and the database: a class
// signing in at once uses the cores the requests leave idle, and never makes anyone else's request wait for CPU
// (issue 12's health probes, issue 18's load bench).
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { workerData } from "node:worker_threads";
import { type LowPriorityWorkerData, lowerThisThreadPriority } from "../worker-priority.ts";

/**
 * better-auth's scrypt settings and format (@better-auth/utils/password), so every hash it made verifies here and
 * every hash made here verifies there: `<salt as 32 hex digits>:<64-byte key in hex>`, the salt's hex text being
 * the salt, the password NFKC-normalised.
 */
const SCRYPT = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 } as const;
const KEY_LENGTH = 64;

export type PasswordWorkerData = LowPriorityWorkerData;

lowerThisThreadPriority(workerData as PasswordWorkerData);

export type PasswordTask =
  | { op: "hash"; password: string }
  | { op: "verify"; hash: string; password: string };

function keyOf(password: string, salt: string): Buffer {
  return scryptSync(password.normalize("NFKC"), salt, KEY_LENGTH, SCRYPT);
}

export default function passwordTask(task: PasswordTask): string | boolean {
  if (task.op === "hash") {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${keyOf(task.password, salt).toString("hex")}`;
  }
  const [salt, key] = task.hash.split(":");
  if (!salt || !key) throw new Error("Invalid password hash");
  const expected = Buffer.from(key, "hex");
  const actual = keyOf(task.password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
