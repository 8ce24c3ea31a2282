// The sync engine of one signed-in user: drain the queue, then pull; one run at a time (DESIGN §4).

import type { LecternDB } from "../db/database";
import type { RejectedChange } from "../db/schema";
import type { SyncContext } from "./context";
import { type PullResult, pull } from "./pull";
import { type DrainOptions, type DrainResult, drainQueue } from "./push";
import { fetchTransport, SYNC_REQUEST_TIMEOUT_MS, type SyncTransport } from "./transport";

export interface SyncEngineOptions {
  db: LecternDB;
  userId: string;
  transport?: SyncTransport;
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
  random?: () => number;
  /** Runs each sync run alone across the browser's tabs (tabs.ts, a Web Lock); by default it just runs. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface SyncRunOptions extends DrainOptions {
  /** Pull after draining (default true). */
  pull?: boolean;
}

export interface SyncRunResult {
  drain: DrainResult | null;
  pull: PullResult | null;
  unauthorized: boolean;
  /** A failure of the run itself (the database closed under it, …); network failures are in drain/pull. */
  error: string | null;
}

export interface SyncEngine {
  readonly userId: string;
  drainQueue(options?: DrainOptions): Promise<DrainResult>;
  pull(): Promise<PullResult>;
  /** Drain then pull. A call during a run is answered by one more run after it, never a second one at once. */
  syncNow(options?: SyncRunOptions): Promise<SyncRunResult>;
  isSyncing(): boolean;
  /** Whether a 401 stopped the engine; it stays stopped until a new engine is started after sign-in. */
  isHalted(): boolean;
  onRejected(listener: (change: RejectedChange) => void): () => void;
  onUnauthorized(listener: () => void): () => void;
  onSyncStart(listener: () => void): () => void;
  onSyncEnd(listener: (result: SyncRunResult) => void): () => void;
}

function listeners<A extends unknown[]>() {
  const set = new Set<(...args: A) => void>();
  return {
    add(listener: (...args: A) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(...args: A) {
      for (const listener of set) listener(...args);
    },
  };
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const ctx: SyncContext = {
    db: options.db,
    userId: options.userId,
    transport: options.transport ?? fetchTransport(),
    baseUrl: options.baseUrl ?? "",
    timeoutMs: options.timeoutMs ?? SYNC_REQUEST_TIMEOUT_MS,
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
  };
  const rejected = listeners<[RejectedChange]>();
  const unauthorized = listeners<[]>();
  const started = listeners<[]>();
  const ended = listeners<[SyncRunResult]>();
  let halted = false;
  let current: Promise<SyncRunResult> | null = null;
  let trailing: Promise<SyncRunResult> | null = null;
  let trailingOptions: SyncRunOptions | undefined;

  function halt(result: SyncRunResult): SyncRunResult {
    if (!halted) {
      halted = true;
      unauthorized.emit();
    }
    return { ...result, unauthorized: true };
  }

  const exclusive = options.exclusive ?? ((work) => work());

  async function run(runOptions: SyncRunOptions): Promise<SyncRunResult> {
    try {
      // Inside the lock: while another tab syncs, this one waits and is not "syncing" yet.
      return await exclusive(async () => {
        started.emit();
        const result = await attempt(runOptions);
        ended.emit(result);
        return result;
      });
    } catch (error) {
      // The lock itself failed (the page is being torn down): nothing was sent.
      return {
        drain: null,
        pull: null,
        unauthorized: false,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  async function attempt(runOptions: SyncRunOptions): Promise<SyncRunResult> {
    const result: SyncRunResult = { drain: null, pull: null, unauthorized: false, error: null };
    try {
      result.drain = await drainQueue(ctx, runOptions);
      for (const change of result.drain.rejected) rejected.emit(change);
      if (result.drain.unauthorized) return halt(result);
      if (runOptions.pull !== false) {
        result.pull = await pull(ctx);
        if (result.pull.unauthorized) return halt(result);
        // The server lost changes (a restored backup) and the device queued its copies again: send them now.
        if (result.pull.requeued > 0) {
          result.drain = await drainQueue(ctx, runOptions);
          for (const change of result.drain.rejected) rejected.emit(change);
          if (result.drain.unauthorized) return halt(result);
        }
      }
      return result;
    } catch (error) {
      return { ...result, error: error instanceof Error ? error.message : String(error) };
    }
  }

  function syncNow(runOptions: SyncRunOptions = {}): Promise<SyncRunResult> {
    if (halted) return Promise.resolve({ drain: null, pull: null, unauthorized: true, error: null });
    if (!current) {
      current = run(runOptions).finally(() => {
        current = null;
      });
      return current;
    }
    // Changes saved during a run may have missed it: one trailing run collects every request made meanwhile.
    trailingOptions = mergeRunOptions(trailingOptions, runOptions);
    trailing ??= current.then(() => {
      const next = trailingOptions;
      trailing = null;
      trailingOptions = undefined;
      return syncNow(next);
    });
    return trailing;
  }

  return {
    userId: options.userId,
    drainQueue: (drainOptions) => drainQueue(ctx, drainOptions),
    pull: () => pull(ctx),
    syncNow,
    isSyncing: () => current !== null,
    isHalted: () => halted,
    onRejected: rejected.add,
    onUnauthorized: unauthorized.add,
    onSyncStart: started.add,
    onSyncEnd: ended.add,
  };
}

/** Two requests folded into one run: it ignores backoff or pulls if either asked for it. */
function mergeRunOptions(a: SyncRunOptions | undefined, b: SyncRunOptions): SyncRunOptions {
  if (!a) return { ...b };
  return {
    ignoreBackoff: Boolean(a.ignoreBackoff || b.ignoreBackoff),
    pull: a.pull !== false || b.pull !== false,
  };
}
