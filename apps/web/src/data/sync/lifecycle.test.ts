import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { Dexie } from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetPersistentStorageRequest, syncStatusStore } from "../connectivity";
import { fakeBrowser, recordingNotifier } from "../connectivity/test-support";
import { clearAllLocalData, getCurrentDatabase, setCurrentDatabase } from "../db/current";
import { dismissRejectedChange } from "../db/hooks";
import { createRepository } from "../db/repository";
import { getSyncEngine, type StartSyncOptions, startSync, stopSync } from "./lifecycle";
import { FakeSyncServer, flushIo, jsonResponse } from "./test-support";
import type { SyncTransport } from "./transport";

let server: FakeSyncServer;
let requests: string[];
let transport: SyncTransport;
let browser: ReturnType<typeof fakeBrowser>;
let notify: ReturnType<typeof recordingNotifier>;
const notes = createRepository("notes");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  server = new FakeSyncServer();
  requests = [];
  transport = (url, init) => {
    requests.push(`${init.method} ${new URL(url, "http://x").pathname}`);
    return server.transport(url, init);
  };
  browser = fakeBrowser(true);
  notify = recordingNotifier();
  resetPersistentStorageRequest();
});

afterEach(async () => {
  await clearAllLocalData();
  setCurrentDatabase(null);
  vi.useRealTimers();
});

const start = (overrides: Partial<StartSyncOptions> = {}) =>
  startSync({ userId: newId(), transport, env: browser, notify, random: () => 0, storage: {}, ...overrides });

/** Advances fake time, letting IndexedDB work in between. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await flushIo();
}

describe("startSync (spec 1 §4: signing in starts the offline layer and sync)", () => {
  it("opens the user's database for the screens and syncs at once when online", async () => {
    const userId = newId();
    server.put("notes", {
      id: newId(),
      user_id: userId,
      title: "From the server",
      updated_at: "2026-03-01T10:00:00Z",
    });
    await start({ userId });
    expect(getCurrentDatabase()?.userId).toBe(userId);
    expect(requests).toEqual(["GET /api/sync/pull"]);
    expect((await notes.list()).map((n) => n.title)).toEqual(["From the server"]);
    await flushIo();
    expect(syncStatusStore.get()).toMatchObject({ online: true, syncing: false, pending: 0 });
    expect(syncStatusStore.get().lastSyncedAt).not.toBeNull();
  });

  it("only opens the database when offline, and syncs 5 s after reconnecting", async () => {
    browser = fakeBrowser(false);
    await start();
    expect(requests).toEqual([]);
    await notes.save({ title: "Offline note" });
    await flushIo();
    expect(syncStatusStore.get()).toMatchObject({ online: false, pending: 1 });

    browser.goOnline();
    await advance(4999);
    expect(requests).toEqual([]);
    await advance(1);
    await flushIo();
    expect(requests).toEqual(["POST /api/sync/push", "GET /api/sync/pull"]);
    expect(syncStatusStore.get().pending).toBe(0);
    expect(notify.toasts.map((t) => t.message)).toEqual([
      "You are back online",
      "All changes synced successfully",
    ]);
  });

  it("switching users shows only the new user's records", async () => {
    await start();
    await notes.save({ title: "Alice's" });
    await start();
    expect(await notes.list()).toEqual([]);
  });
});

describe("triggers while signed in (DESIGN §4)", () => {
  it("sends a burst of saves once, 300 ms after the last", async () => {
    await start();
    requests.length = 0;
    await notes.save({ title: "a" });
    await advance(200);
    await notes.save({ title: "b" });
    await advance(299);
    expect(requests).toEqual([]);
    await advance(1);
    await flushIo();
    expect(requests.filter((r) => r.startsWith("POST"))).toEqual(["POST /api/sync/push"]);
    expect(server.rows.size).toBe(2);
  });

  it("pulls every 60 s while online and visible, not while hidden", async () => {
    await start();
    requests.length = 0;
    await advance(60_000);
    expect(requests).toEqual(["GET /api/sync/pull"]);
    browser.hide();
    await advance(120_000);
    expect(requests).toEqual(["GET /api/sync/pull"]);
  });

  it("retries a failed push with backoff until it goes through", async () => {
    await start();
    requests.length = 0;
    server.failWith = 503;
    const note = await notes.save({ title: "x" });
    await advance(300);
    expect(requests).toEqual(["POST /api/sync/push", "GET /api/sync/pull"]);
    server.failWith = null;
    await advance(999);
    expect(requests).toHaveLength(2);
    await advance(1);
    await flushIo();
    expect(requests.at(-1)).toBe("POST /api/sync/push");
    expect(await notes.get(note.id)).toMatchObject({ pending: 0, server_seq: 1 });
  });

  it("says 'Syncing N pending changes...' when starting with more than 3 pending", async () => {
    browser = fakeBrowser(false);
    const userId = newId();
    await start({ userId });
    for (const title of ["1", "2", "3", "4"]) await notes.save({ title });
    stopSync();
    browser = fakeBrowser(true);
    await start({ userId });
    expect(notify.toasts.filter((t) => t.kind === "info")).toEqual([
      { kind: "info", message: "Syncing 4 pending changes...", options: { duration: 5000 } },
    ]);
    expect(server.rows.size).toBe(4);
  });

  it("shows and counts a refused change", async () => {
    const rejected: string[] = [];
    transport = async (_url, init) =>
      init.method === "POST"
        ? jsonResponse({
            results: JSON.parse(String(init.body)).ops.map((op: { id: string }) => ({
              id: op.id,
              status: "rejected",
              code: "validation",
              reason: "title is too long",
            })),
          })
        : jsonResponse({ changes: [], cursor: 0, hasMore: false });
    await start({ onRejected: (change) => rejected.push(change.reason) });
    await notes.save({ title: "x" });
    await advance(300);
    await flushIo();
    expect(rejected).toEqual(["title is too long"]);
    expect(notify.toasts.filter((t) => t.kind === "error")).toEqual([
      { kind: "error", message: "A change could not be synced: title is too long" },
    ]);
    expect(syncStatusStore.get()).toMatchObject({ rejected: 1, pending: 0 });
    const [kept] = await getCurrentDatabase()!.sync_rejections.toArray();
    await dismissRejectedChange(kept!.id);
    expect(syncStatusStore.get().rejected).toBe(0);
  });

  it("reports a 401 once and stops syncing", async () => {
    let unauthorized = 0;
    transport = async (url) => {
      requests.push(new URL(url, "http://x").pathname);
      return jsonResponse({ error: "Unauthorized" }, 401);
    };
    await start({ onUnauthorized: () => unauthorized++ });
    await notes.save({ title: "x" });
    await advance(120_000);
    expect(unauthorized).toBe(1);
    expect(requests).toEqual(["/api/sync/pull"]);
  });
});

describe("stopping and signing out", () => {
  it("stopSync ends every trigger", async () => {
    await start();
    stopSync();
    requests.length = 0;
    await notes.save({ title: "x" });
    browser.goOffline();
    browser.goOnline();
    await advance(120_000);
    expect(requests).toEqual([]);
    expect(getSyncEngine()).toBeNull();
  });

  it("clearAllLocalData stops sync, then deletes the user's data", async () => {
    await start();
    const db = getCurrentDatabase()!;
    await notes.save({ title: "Private" });
    await clearAllLocalData();
    expect(getSyncEngine()).toBeNull();
    expect(getCurrentDatabase()).toBeNull();
    expect(await Dexie.exists(db.name)).toBe(false);
  });

  it("tells the user once per account when the browser refuses persistent storage", async () => {
    const storage = { persisted: async () => false, persist: async () => false };
    const userId = newId();
    await start({ userId, storage });
    await flushIo();
    stopSync();
    resetPersistentStorageRequest();
    await start({ userId, storage });
    await flushIo();
    expect(notify.toasts.filter((t) => t.kind === "warning").map((t) => t.message)).toEqual([
      "Your browser may clear offline data when space runs low. Sync regularly to keep your work safe.",
    ]);
  });
});
