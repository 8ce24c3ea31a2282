import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { afterEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { createRepository } from "../db/repository";
import { createSyncEngine } from "./engine";
import { FakeSyncServer, jsonResponse, recordingTransport } from "./test-support";
import type { SyncTransport } from "./transport";

const opened: LecternDB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map(deleteUserDatabase));
});

/** A device: its own IndexedDB (two devices of one user share the database name, not the browser). */
function device(userId: string, transport: SyncTransport, clock: { now: Date }) {
  const db = new LecternDB(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  opened.push(db);
  const engine = createSyncEngine({ db, userId, transport, now: () => clock.now.getTime(), random: () => 0 });
  const notes = createRepository("notes", { database: () => db, now: () => clock.now });
  return { db, engine, notes };
}

describe("syncNow", () => {
  it("drains, then pulls", async () => {
    const server = new FakeSyncServer();
    const { transport, requests } = recordingTransport((r) =>
      server.transport(r.url.toString(), { method: r.method, body: JSON.stringify(r.body) }),
    );
    const { notes, engine } = device(newId(), transport, { now: new Date() });
    await notes.save({ title: "x" });
    const result = await engine.syncNow();
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      "POST /api/sync/push",
      "GET /api/sync/pull",
    ]);
    expect(result.drain?.applied).toBe(1);
    expect(result.pull).toMatchObject({ pages: 1, cursor: 1 });
  });

  it("never runs two syncs at once; calls during a run share one trailing run", async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let release: () => void = () => undefined;
    const server = new FakeSyncServer();
    const calls: string[] = [];
    const transport: SyncTransport = async (url, init) => {
      calls.push(init.method ?? "GET");
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      inFlight--;
      return server.transport(url, init);
    };
    const { notes, engine } = device(newId(), transport, { now: new Date() });
    await notes.save({ title: "first" });

    const first = engine.syncNow();
    expect(engine.isSyncing()).toBe(true);
    await notes.save({ title: "saved during the run" });
    const second = engine.syncNow();
    const third = engine.syncNow();
    expect(second).toBe(third);
    // Release each request as it comes, until both runs are done.
    let done = false;
    void Promise.all([first, second]).then(() => {
      done = true;
    });
    while (!done) {
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(maxInFlight).toBe(1);
    // The first run's drain also sends what was saved during it; the trailing run still pulls once more.
    expect((await first).drain?.applied).toBe(2);
    expect((await second).drain?.applied).toBe(0);
    expect((await second).pull?.pages).toBe(1);
    expect(calls).toEqual(["POST", "POST", "GET", "GET"]);
    expect(server.rows.size).toBe(2);
    expect(engine.isSyncing()).toBe(false);
  });

  it("reports rejected changes to its listeners", async () => {
    const { transport } = recordingTransport(({ body, method }) =>
      method === "POST"
        ? jsonResponse({
            results: (body as { ops: { id: string }[] }).ops.map((op) => ({
              id: op.id,
              status: "rejected",
              code: "forbidden",
              reason: "Not yours",
            })),
          })
        : jsonResponse({ changes: [], cursor: 0, hasMore: false }),
    );
    const { notes, engine } = device(newId(), transport, { now: new Date() });
    const note = await notes.save({ title: "x" });
    const heard: string[] = [];
    engine.onRejected((change) => heard.push(`${change.record_id}: ${change.reason}`));
    await engine.syncNow();
    expect(heard).toEqual([`${note.id}: Not yours`]);
  });

  it("stops on 401, tells its listeners once, and stays stopped", async () => {
    const { transport, requests } = recordingTransport(() => jsonResponse({ error: "Unauthorized" }, 401));
    const { notes, engine } = device(newId(), transport, { now: new Date() });
    await notes.save({ title: "x" });
    let told = 0;
    engine.onUnauthorized(() => told++);
    expect((await engine.syncNow()).unauthorized).toBe(true);
    expect((await engine.syncNow()).unauthorized).toBe(true);
    expect(told).toBe(1);
    expect(requests).toHaveLength(1);
    expect(engine.isHalted()).toBe(true);
  });

  it("reports a failure of the run itself instead of throwing", async () => {
    const { transport } = recordingTransport(() => jsonResponse({ changes: [], cursor: 0, hasMore: false }));
    const { db, engine } = device(newId(), transport, { now: new Date() });
    await db.delete();
    const result = await engine.syncNow();
    expect(result.error).toMatch(/closed/i);
  });
});

describe("two devices of one user through the server", () => {
  it("a change made on one device shows on the other", async () => {
    const server = new FakeSyncServer();
    const userId = newId();
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const laptop = device(userId, server.transport, clock);
    const phone = device(userId, server.transport, clock);

    const note = await laptop.notes.save({ title: "Lecture 1" });
    await laptop.engine.syncNow();
    await phone.engine.syncNow();
    expect(await phone.notes.get(note.id)).toMatchObject({ title: "Lecture 1", pending: 0, server_seq: 1 });

    await phone.notes.remove(note.id);
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    expect(await laptop.notes.get(note.id)).toBeUndefined();
    expect(await laptop.db.records("notes").get(note.id)).toBeUndefined();
  });

  it("offline edits of one record: the later edit wins on both, the loser is kept as a previous version", async () => {
    const server = new FakeSyncServer();
    const userId = newId();
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const laptop = device(userId, server.transport, clock);
    const phone = device(userId, server.transport, clock);
    const note = await laptop.notes.save({ title: "v0" });
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    clock.now = new Date("2026-03-01T11:00:00Z");
    await laptop.notes.save({ ...note, title: "laptop edit (earlier)" });
    clock.now = new Date("2026-03-01T12:00:00Z");
    const phoneNote = await phone.notes.get(note.id);
    await phone.notes.save({ ...phoneNote!, title: "phone edit (later)" });

    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    expect((await laptop.notes.get(note.id))?.title).toBe("phone edit (later)");
    expect((await phone.notes.get(note.id))?.title).toBe("phone edit (later)");
    expect((await laptop.db.previous_versions.toArray()).map((v) => v.record.title)).toEqual([
      "laptop edit (earlier)",
    ]);
    expect(await laptop.db.sync_queue.count()).toBe(0);
  });
});
