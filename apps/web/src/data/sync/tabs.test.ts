import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, describe, expect, it } from "vitest";
import { syncStatusStore } from "../connectivity";
import { fakeBrowser } from "../connectivity/test-support";
import { clearAllLocalData, setCurrentDatabase } from "../db/current";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { createRepository } from "../db/repository";
import { createSyncEngine } from "./engine";
import { startSync } from "./lifecycle";
import { createTabCoordinator, type LockManagerLike, SYNC_LOCK_NAME, type TabEnvironment } from "./tabs";
import { FakeSyncServer, flushIo } from "./test-support";
import type { SyncTransport } from "./transport";

// Node has BroadcastChannel (real, across instances in one process) but no navigator.locks: the lock below is an
// exclusive FIFO lock with the Web Locks API's shape; Chromium's own is used by e2e/sync-tabs.spec.ts.
function fifoLocks(): LockManagerLike & { names: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request(name, callback) {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const browserChannels: TabEnvironment["openChannel"] = (name) => new BroadcastChannel(name);
const opened: { close(): void }[] = [];
const databases: LecternDB[] = [];

afterEach(async () => {
  for (const item of opened.splice(0)) item.close();
  await clearAllLocalData();
  setCurrentDatabase(null);
  await Promise.all(databases.splice(0).map(deleteUserDatabase));
});

/** A tab: its own connection to the user's shared IndexedDB (one browser), its own engine and coordinator. */
function tab(userId: string, transport: SyncTransport, env: TabEnvironment) {
  const db = new LecternDB(userId);
  databases.push(db);
  const tabs = createTabCoordinator(userId, env);
  opened.push(tabs);
  const engine = createSyncEngine({ db, userId, transport, exclusive: tabs.exclusive });
  const notes = createRepository("notes", { database: () => db });
  return { db, tabs, engine, notes };
}

function countingServer() {
  const server = new FakeSyncServer();
  const pushes: string[][] = [];
  const transport: SyncTransport = async (url, init) => {
    if (new URL(url, "http://x").pathname === "/api/sync/push") {
      const { ops } = JSON.parse(String(init.body)) as { ops: { id: string }[] };
      pushes.push(ops.map((op) => op.id));
    }
    // Both tabs' requests are in flight together unless the lock keeps them apart.
    await flushIo(5);
    return server.transport(url, init);
  };
  return { server, pushes, transport };
}

describe("one tab syncs at a time (Web Locks, issue 13)", () => {
  it("two tabs syncing at once send the shared queue once", async () => {
    const userId = newId();
    const { server, pushes, transport } = countingServer();
    const env: TabEnvironment = { locks: fifoLocks(), openChannel: null };
    const a = tab(userId, transport, env);
    const b = tab(userId, transport, env);
    await a.notes.save({ title: "one" });
    await a.notes.save({ title: "two" });
    const [fromA, fromB] = await Promise.all([a.engine.syncNow(), b.engine.syncNow()]);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toHaveLength(2);
    expect((fromA.drain?.applied ?? 0) + (fromB.drain?.applied ?? 0)).toBe(2);
    expect(server.rows.size).toBe(2);
    expect(await b.db.sync_queue.count()).toBe(0);
  });

  it("takes the lock named lectern-sync for every run", async () => {
    const locks = fifoLocks();
    const { transport } = countingServer();
    const a = tab(newId(), transport, { locks, openChannel: null });
    await a.engine.syncNow();
    await a.engine.syncNow({ pull: false });
    expect(locks.names).toEqual([SYNC_LOCK_NAME, SYNC_LOCK_NAME]);
  });

  it("without Web Locks a tab still syncs on its own", async () => {
    const { pushes, transport } = countingServer();
    const a = tab(newId(), transport, { locks: null, openChannel: null });
    await a.notes.save({ title: "alone" });
    const result = await a.engine.syncNow();
    expect(result.drain?.applied).toBe(1);
    expect(pushes).toHaveLength(1);
  });

  it("a lock that fails is a failed run, not a thrown one", async () => {
    const { pushes, transport } = countingServer();
    const locks: LockManagerLike = { request: () => Promise.reject(new Error("InvalidStateError")) };
    const a = tab(newId(), transport, { locks, openChannel: null });
    const result = await a.engine.syncNow();
    expect(result.error).toBe("InvalidStateError");
    expect(pushes).toHaveLength(0);
  });
});

describe("the other tabs hear changes (BroadcastChannel, issue 13)", () => {
  it("an announcement reaches this user's other tabs, not the announcing tab nor another user's", async () => {
    const userId = newId();
    const env: TabEnvironment = { locks: null, openChannel: browserChannels };
    const a = createTabCoordinator(userId, env);
    const b = createTabCoordinator(userId, env);
    const other = createTabCoordinator(newId(), env);
    opened.push(a, b, other);
    const heard: string[] = [];
    a.onChange(() => heard.push("a"));
    other.onChange(() => heard.push("other"));
    const reachedB = new Promise<void>((resolve) => b.onChange(resolve));
    a.announce();
    await reachedB;
    // Let any wrongly routed message arrive too.
    b.announce();
    await new Promise<void>((resolve) => a.onChange(resolve));
    expect(heard).toEqual(["a"]);
  });

  it("without BroadcastChannel announcing does nothing and throws nothing", () => {
    const lone = createTabCoordinator(newId(), { locks: null, openChannel: null });
    expect(() => lone.announce()).not.toThrow();
    lone.close();
  });

  it("a save in another tab updates this tab's pending count", async () => {
    const userId = newId();
    const env: TabEnvironment = { locks: fifoLocks(), openChannel: browserChannels };
    const { transport } = countingServer();
    // This tab: the app's offline layer, offline so nothing is sent.
    await startSync({ userId, transport, env: fakeBrowser(false), storage: {}, tabs: env });
    await flushIo();
    expect(syncStatusStore.get().pending).toBe(0);
    // The other tab writes the shared database and tells the others.
    const other = tab(userId, transport, env);
    await other.notes.save({ title: "Written in the other tab" });
    const counted = new Promise<void>((resolve) => {
      const off = syncStatusStore.subscribe(() => {
        if (syncStatusStore.get().pending === 1) {
          off();
          resolve();
        }
      });
    });
    other.tabs.announce();
    await counted;
    expect(syncStatusStore.get().pending).toBe(1);
  });
});
