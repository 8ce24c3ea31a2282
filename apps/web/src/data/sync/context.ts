// What push and pull need: the user's database, the transport, and injectable time and randomness.

import type { LecternDB } from "../db/database";
import type { SyncTransport } from "./transport";

export interface SyncContext {
  db: LecternDB;
  userId: string;
  transport: SyncTransport;
  /** Prefix of the API paths ("" for the same origin). */
  baseUrl: string;
  timeoutMs: number;
  now: () => number;
  /** In [0, 1): the retry jitter. */
  random: () => number;
}
