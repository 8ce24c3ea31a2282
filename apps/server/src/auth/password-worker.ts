// The password worker thread (a piscina task module; bundled as dist/password-worker.js). It hashes with scrypt
// synchronously on its own thread, at a lower CPU priority than the request thread and the database: a class
// signing in at once uses the cores the requests leave idle, and never makes anyone else's request wait for CPU
// (issue 12's health probes, issue 18's load bench).
import { workerData } from "node:worker_threads";
import { type LowPriorityWorkerData, lowerThisThreadPriority } from "../worker-priority.ts";
import { keyOf, newPasswordHash, sameKey, storedHash } from "./password-scrypt.ts";

export type PasswordWorkerData = LowPriorityWorkerData;

lowerThisThreadPriority(workerData as PasswordWorkerData);

export type PasswordTask =
  | { op: "hash"; password: string }
  | { op: "verify"; hash: string; password: string };

export default function passwordTask(task: PasswordTask): string | boolean {
  if (task.op === "hash") return newPasswordHash(task.password);
  const stored = storedHash(task.hash);
  if (!stored) throw new Error("Invalid password hash");
  return sameKey(keyOf(task.password, stored.salt), stored.key);
}
