import "fake-indexeddb/auto";
import type { SyncedCollection } from "@lectern/core";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { deleteUserDatabase, LecternDB } from "../../web/src/data/db/database.ts";
import { createRepository } from "../../web/src/data/db/repository.ts";
import { createSyncEngine, type SyncEngine } from "../../web/src/data/sync/engine.ts";
import { createTabCoordinator, type LockManagerLike } from "../../web/src/data/sync/tabs.ts";
import type { SyncTransport } from "../../web/src/data/sync/transport.ts";
import type { HttpUser, ServerProcess } from "./sync-convergence-server.ts";

// The randomized convergence run of issue 13, shared by the server suite (500 ops) and `npm run bench` (5,000):
// the real web sync engine (Dexie on fake-indexeddb) in three devices, one of them with two tabs on one database
// (one sync at a time by tabs.ts's coordinator), against the real server in a child process that is SIGKILLed and
// restarted on its data at random points, also while a push is on the wire. Random creates, edits and deletes of
// notes, summaries (one per note), reviews (an insert-only log plus one schedule per card), quiz attempts and
// generation runs by request id (retried after a lost answer), with offline spells and device clocks up to a day
// off. `checkConvergence` lists every way the end state breaks the promise; an empty list is a pass.

export const DAY = 86_400_000;
export type Json = Record<string, unknown>;

/** mulberry32: a small seeded generator, so a failure replays exactly. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T | undefined =>
  list[Math.floor(random() * list.length)];

/** Node has no Web Locks: an exclusive FIFO lock with their shape, shared by the tabs of one device. */
function fifoLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/**
 * How the server is made to fail on the next push: killed `afterMs` after the push is sent (before it arrives,
 * while the server applies it, or after it committed and before it answered, depending on where that instant
 * falls), or after it answered (the answer lost on the way).
 */
type PushFault = { mode: "kill-while-sent"; afterMs: number } | { mode: "kill-answer-lost" };

/** Everything the server acknowledged: per record, the versions (server_seq) it answered as applied. */
export interface Ledger {
  acked: { key: string; seq: number; record: Json }[];
  versions: Map<string, Set<number>>;
  /** Generation request ids asked for, to tell a card of a run from a duplicate. */
  requestIds: Set<string>;
  /** Per request id, the ids of the records its first answer saved; a later answer must name the same ones. */
  answers: Map<string, string>;
  /** Request ids answered with other records than before (a retry that saved a second set). */
  secondSets: string[];
}

export const keyOf = (collection: string, id: unknown) => `${collection}/${String(id)}`;

export function acknowledge(ledger: Ledger, collection: string, record: Json, withContent: boolean) {
  const key = keyOf(collection, record.id);
  const seq = Number(record.server_seq);
  if (withContent) ledger.acked.push({ key, seq, record });
  const seen = ledger.versions.get(key) ?? new Set<number>();
  seen.add(seq);
  ledger.versions.set(key, seen);
}

export interface World {
  server: ServerProcess;
  user: HttpUser;
  random: () => number;
  ledger: Ledger;
  fault: PushFault | null;
  devices: Device[];
  /** Generation runs whose answer never came: retried under the same request id. */
  pendingRuns: GenerationRun[];
  stats: {
    kills: number;
    killsBy: Record<string, number>;
    generations: number;
    retries: number;
    steps: number;
    /** Generation runs the server refused, by HTTP status. */
    refusedRuns: Record<number, number>;
    /** The changes the devices' engines were refused, by collection, code and reason (kept in Sync issues). */
    rejected: Record<string, number>;
    /** The server's records per collection at the check, live and deleted. */
    records: Record<string, { live: number; deleted: number }>;
  };
  close(): Promise<void>;
}

export interface Tab {
  engine: SyncEngine;
  repo: <C extends SyncedCollection>(collection: C) => ReturnType<typeof createRepository<C>>;
}

export interface Device {
  name: string;
  db: LecternDB;
  /** Every tab's connection to the device's database (the first is `db`). */
  connections: LecternDB[];
  tabs: Tab[];
  online: boolean;
  now: () => Date;
}

/** The transport of one device: offline throws as fetch does; a push answered `applied` goes in the ledger. */
function deviceTransport(world: World, device: Device): SyncTransport {
  return async (url, init) => {
    if (!device.online || !world.server.isUp()) throw new TypeError("Failed to fetch");
    const isPush = url.startsWith("/api/sync/push");
    const fault = isPush ? world.fault : null;
    if (fault) world.fault = null;
    const sent = world.user.call(url, init);
    // Read below, after the kill: a connection reset meanwhile is not an unhandled rejection.
    sent.catch(() => undefined);
    if (fault?.mode === "kill-while-sent") {
      // The instant of the kill is the fault being injected (not a wait for something): a seeded 0–40 ms.
      await new Promise((resolve) => setTimeout(resolve, fault.afterMs));
      await killServer(world, `${fault.afterMs} ms after a push was sent`);
    }
    const res = await sent;
    if (isPush && res.ok) {
      const { results } = (await res.clone().json()) as { results: Json[] };
      const { ops } = JSON.parse(String(init.body)) as { ops: { id: string; type: string }[] };
      const typeOf = new Map(ops.map((op) => [op.id, op.type]));
      if (fault?.mode === "kill-answer-lost") {
        // The server committed and answered; the connection died before the device read it.
        await killServer(world, "after a push was answered (answer lost)");
        throw new TypeError("Failed to fetch");
      }
      for (const result of results)
        if (result.status === "applied")
          acknowledge(world.ledger, String(typeOf.get(String(result.id))), result.record as Json, true);
    }
    return res;
  };
}

export async function killServer(world: World, how: string) {
  world.stats.kills++;
  world.stats.killsBy[how] = (world.stats.killsBy[how] ?? 0) + 1;
  await world.server.kill();
}

function makeDevice(world: World, name: string, skewMs: number, tabCount: number): Device {
  const indexedDB = new IDBFactory();
  const locks = fifoLocks();
  const device: Device = {
    name,
    db: null as unknown as LecternDB,
    connections: [],
    tabs: [],
    online: true,
    now: () => new Date(Date.now() + skewMs),
  };
  for (let i = 0; i < tabCount; i++) {
    // Each tab its own connection to the device's one database, its own engine and coordinator.
    const db = new LecternDB(world.user.userId, { indexedDB, IDBKeyRange });
    if (i === 0) device.db = db;
    device.connections.push(db);
    const tabs = createTabCoordinator(world.user.userId, { locks, openChannel: null });
    const engine = createSyncEngine({
      db,
      userId: world.user.userId,
      transport: deviceTransport(world, device),
      now: () => device.now().getTime(),
      exclusive: tabs.exclusive,
    });
    const repos = new Map<string, unknown>();
    const repo = <C extends SyncedCollection>(collection: C) => {
      if (!repos.has(collection))
        repos.set(collection, createRepository(collection, { database: () => db, now: device.now }));
      return repos.get(collection) as ReturnType<typeof createRepository<C>>;
    };
    device.tabs.push({ engine, repo });
  }
  return device;
}

export function createWorld(server: ServerProcess, user: HttpUser, seed: number): World {
  const random = seeded(seed);
  const world: World = {
    server,
    user,
    random,
    ledger: { acked: [], versions: new Map(), requestIds: new Set(), answers: new Map(), secondSets: [] },
    fault: null,
    devices: [],
    pendingRuns: [],
    stats: {
      kills: 0,
      killsBy: {},
      generations: 0,
      retries: 0,
      steps: 0,
      refusedRuns: {},
      rejected: {},
      records: {},
    },
    close: async () => {
      for (const d of world.devices) {
        // The other tabs' connections first: an open one would hold the delete up.
        for (const db of d.connections.slice(1)) db.close();
        await deleteUserDatabase(d.db).catch(() => undefined);
      }
    },
  };
  const skew = () => Math.round((random() * 2 - 1) * DAY);
  world.devices = [makeDevice(world, "laptop", skew(), 2), makeDevice(world, "phone", skew(), 1)];
  world.devices.push(makeDevice(world, "tablet", skew(), 1));
  return world;
}

export const live = <T extends { deleted_at?: unknown }>(rows: T[]) => rows.filter((row) => !row.deleted_at);

/** A generation call a device made and must make again under the same request id (its answer was lost). */
export interface GenerationRun {
  kind: "flashcards" | "quiz";
  body: Json;
}
