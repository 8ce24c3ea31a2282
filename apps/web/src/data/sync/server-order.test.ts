import "fake-indexeddb/auto";
import { messages, newId, type SyncedCollection, type SyncQueueItem } from "@lectern/core";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { afterEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { createRepository } from "../db/repository";
import { createSyncEngine } from "./engine";
import { drainQueue } from "./push";
import { FakeSyncServer, jsonResponse, recordingTransport, testContext } from "./test-support";
import type { SyncTransport } from "./transport";

// Issue 13 on the device: ops carry their base version, stale and rejected answers bring the server's row in and
// keep the device's version as a previous version, natural keys end as one record on every device.

const opened: LecternDB[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map(deleteUserDatabase));
});

/** A device: its own IndexedDB and clock, syncing with `transport`. */
function device(userId: string, transport: SyncTransport, clock: { now: Date }) {
  const db = new LecternDB(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  opened.push(db);
  const engine = createSyncEngine({ db, userId, transport, now: () => clock.now.getTime(), random: () => 0 });
  const repo = <C extends SyncedCollection>(collection: C) =>
    createRepository(collection, { database: () => db, now: () => clock.now });
  return { db, engine, notes: repo("notes"), repo };
}

const opsOf = (body: unknown) => (body as { ops: SyncQueueItem[] }).ops;

describe("ops carry their base version", () => {
  it("a create has none; an edit carries the server_seq the device last saw", async () => {
    const server = new FakeSyncServer();
    const { transport, requests } = recordingTransport((request) =>
      server.transport(request.url.href, {
        method: request.method,
        body: JSON.stringify(request.body),
      }),
    );
    const laptop = device(newId(), transport, { now: new Date("2026-03-01T10:00:00Z") });
    const note = await laptop.notes.save({ title: "v1" });
    await laptop.engine.syncNow({ pull: false });
    const synced = await laptop.notes.get(note.id);
    await laptop.notes.save({ ...synced!, title: "v2" });
    await laptop.notes.remove(note.id);
    await laptop.engine.syncNow({ pull: false });

    const pushed = requests.filter((r) => r.url.pathname === "/api/sync/push").flatMap((r) => opsOf(r.body));
    expect(pushed.map((op) => [op.operation, op.base_seq])).toEqual([
      ["update", undefined],
      ["update", synced?.server_seq],
      ["delete", synced?.server_seq],
    ]);
    // The server chained the edit and the delete of one base: both applied, nothing stale.
    expect(await laptop.db.previous_versions.count()).toBe(0);
    expect(server.rows.get(note.id)?.deleted_at).toBeTruthy();
  });

  it("moves the base of a record's later queued change on once an earlier one is applied", async () => {
    const db = new LecternDB(newId());
    opened.push(db);
    const notes = createRepository("notes", { database: () => db });
    const note = await notes.save({ title: "v1", content: "first" });
    await notes.save({ ...note, title: "v2", content: "second" });
    // The server answers only the first op this time: the second stays queued.
    const { transport } = recordingTransport(({ body }) => {
      const [first] = opsOf(body);
      return jsonResponse({
        results: [{ id: first!.id, status: "applied", record: { ...first!.data, server_seq: 9 } }],
      });
    });
    await drainQueue(testContext(db, transport));
    const [left] = await db.sync_queue.toArray();
    expect(left).toMatchObject({ base_seq: 9, base_content: "first", data: { title: "v2" } });
  });
});

describe("the server orders merges, whatever the device clocks say", () => {
  it("a device a day ahead that edits from an old version gets the server's row and keeps its own as a previous version", async () => {
    const server = new FakeSyncServer();
    const userId = newId();
    const phoneClock = { now: new Date("2026-03-01T10:00:00Z") };
    const laptopClock = { now: new Date("2026-03-02T10:00:00Z") };
    server.now = () => phoneClock.now;
    const phone = device(userId, server.transport, phoneClock);
    const laptop = device(userId, server.transport, laptopClock);
    const note = await phone.notes.save({ title: "v0" });
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    await laptop.notes.save({ ...(await laptop.notes.get(note.id))!, title: "laptop, clock a day ahead" });
    await phone.notes.save({ ...(await phone.notes.get(note.id))!, title: "phone" });
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    for (const d of [phone, laptop]) expect((await d.notes.get(note.id))?.title).toBe("phone");
    expect((await laptop.db.previous_versions.toArray()).map((v) => v.record.title)).toEqual([
      "laptop, clock a day ahead",
    ]);
    // Device times are for display, clamped to the server's clock plus the skew.
    expect(Date.parse(String(server.rows.get(note.id)?.created_at))).toBeLessThan(laptopClock.now.getTime());
  });

  it("a delete made without seeing the other device's edit comes back stale: the note returns with that edit", async () => {
    const server = new FakeSyncServer();
    const userId = newId();
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const phone = device(userId, server.transport, clock);
    const laptop = device(userId, server.transport, clock);
    const note = await phone.notes.save({ title: "v0" });
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    await phone.notes.save({ ...(await phone.notes.get(note.id))!, title: "edited on the phone" });
    await phone.engine.syncNow();
    await laptop.notes.remove(note.id);
    const result = await laptop.engine.syncNow();

    expect(result.drain?.stale).toBe(1);
    expect((await laptop.notes.get(note.id))?.title).toBe("edited on the phone");
    expect(server.rows.get(note.id)?.deleted_at).toBeNull();
    const [kept] = await laptop.db.previous_versions.toArray();
    expect(kept?.record.deleted_at).toBeTruthy();
  });
});

describe("a rejected op re-fetches the server's row", () => {
  it("a rewrite of a study session is refused (log_rewrite): the server's row comes back, the refused copy is kept", async () => {
    const server = new FakeSyncServer();
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const laptop = device(newId(), server.transport, clock);
    const sessions = laptop.repo("study_sessions");
    const session = await sessions.save({
      cards_studied: 3,
      correct_answers: 2,
      session_duration: 60,
      completed_at: clock.now.toISOString(),
    });
    await laptop.engine.syncNow();
    await sessions.save({ ...(await sessions.get(session.id))!, cards_studied: 300 });
    const result = await laptop.engine.syncNow();

    expect(result.drain?.rejected.map((r) => [r.code, r.reason])).toEqual([
      ["log_rewrite", messages.network.logRewrite],
    ]);
    expect(await sessions.get(session.id)).toMatchObject({ cards_studied: 3, pending: 0 });
    const [kept] = await laptop.db.previous_versions.toArray();
    expect(kept?.record).toMatchObject({ id: session.id, cards_studied: 300 });
    expect((await laptop.db.sync_rejections.toArray()).map((r) => r.server_restored)).toEqual([true]);
  });
});

describe("natural keys end as one record on every device", () => {
  it("two devices summarise one note offline: one summary, the same on both", async () => {
    const server = new FakeSyncServer();
    const userId = newId();
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const phone = device(userId, server.transport, clock);
    const laptop = device(userId, server.transport, clock);
    const note = await phone.notes.save({ title: "Cells" });
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    const summary = (text: string) => ({
      note_id: note.id,
      summary_text: text,
      key_points: [],
      word_count: 1,
      reading_time: 1,
      complexity: "easy",
    });
    await phone.repo("summaries").save(summary("phone's summary"));
    await laptop.repo("summaries").save(summary("laptop's summary"));
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    const serverSummaries = [...server.rows.values()].filter((row) => row.collection === "summaries");
    expect(serverSummaries.map((row) => row.summary_text)).toEqual(["laptop's summary"]);
    for (const d of [phone, laptop]) {
      const local = await d.repo("summaries").list();
      expect(local.map((s) => [s.id, s.summary_text, s.pending])).toEqual([
        [serverSummaries[0]?.id, "laptop's summary", 0],
      ]);
    }
  });
});

describe("a stale note merges its text three-way from the base", () => {
  async function twoDevicesWithNote(content: string) {
    const server = new FakeSyncServer();
    const userId = newId();
    const clock = { now: new Date("2026-03-01T10:00:00Z") };
    const phone = device(userId, server.transport, clock);
    const laptop = device(userId, server.transport, clock);
    const note = await phone.notes.save({ title: "Cells", content });
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    return { server, phone, laptop, id: note.id };
  }
  const edit = async (d: ReturnType<typeof device>, id: string, change: (text: string) => string) => {
    const note = (await d.notes.get(id))!;
    await d.notes.save({ ...note, content: change(note.content) });
  };

  it("edits of different paragraphs on two devices: both kept, on both devices and the server", async () => {
    const { server, phone, laptop, id } = await twoDevicesWithNote("Para one.\n\nPara two.\n\nPara three.");
    await edit(phone, id, (text) => text.replace("Para one.", "Para one, edited on the phone."));
    await edit(laptop, id, (text) => text.replace("Para three.", "Para three, edited on the laptop."));
    await phone.engine.syncNow();
    await laptop.engine.syncNow();
    await phone.engine.syncNow();

    const both = "Para one, edited on the phone.\n\nPara two.\n\nPara three, edited on the laptop.";
    expect(server.rows.get(id)?.content).toBe(both);
    for (const d of [phone, laptop])
      expect(await d.notes.get(id)).toMatchObject({ content: both, pending: 0 });
    expect(await laptop.db.sync_queue.count()).toBe(0);
  });

  it("edits of the same line: the server's version stays, the device's is kept as a previous version", async () => {
    const { phone, laptop, id } = await twoDevicesWithNote("One line.");
    await edit(phone, id, () => "Phone's line.");
    await edit(laptop, id, () => "Laptop's line.");
    await phone.engine.syncNow();
    await laptop.engine.syncNow();

    expect((await laptop.notes.get(id))?.content).toBe("Phone's line.");
    expect((await laptop.db.previous_versions.toArray()).map((v) => v.record.content)).toEqual([
      "Laptop's line.",
    ]);
  });
});
