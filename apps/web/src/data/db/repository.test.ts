import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onLocalChange } from "./current";
import { deleteUserDatabase, LecternDB } from "./database";
import { readQueue } from "./queue";
import { createRepository } from "./repository";

let db: LecternDB;
let clock: Date;
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const options = () => ({ database: () => db, now: () => clock });

beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
  clock = new Date("2026-03-01T10:00:00.000Z");
});
afterEach(() => deleteUserDatabase(db));

describe("save (spec 1 §4 save path)", () => {
  it("stores the record as pending and queues an update op in the same write", async () => {
    const notes = createRepository("notes", options());
    const saved = await notes.save({ title: "Cells", content: "Mitochondria" });

    expect(saved).toMatchObject({
      title: "Cells",
      content: "Mitochondria",
      subject: "General",
      user_id: db.userId,
      created_at: "2026-03-01T10:00:00.000Z",
      updated_at: "2026-03-01T10:00:00.000Z",
      deleted_at: null,
      pending: 1,
    });
    expect(await db.records("notes").get(saved.id)).toEqual(saved);
    const queue = await readQueue(db);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      type: "notes",
      operation: "update",
      record_id: saved.id,
      timestamp: "2026-03-01T10:00:00.000Z",
      attempts: 0,
      next_attempt_at: 0,
      last_error: null,
    });
    // The op carries the record as the server will store it, without the device's flag.
    const { pending: _pending, ...record } = saved;
    expect(queue[0]?.data).toEqual(record);
  });

  it("keeps created_at, moves updated_at forward and queues one op per save", async () => {
    const notes = createRepository("notes", options());
    const first = await notes.save({ title: "Draft" });
    tick(5000);
    const second = await notes.save({ ...first, title: "Final" });
    expect(second.id).toBe(first.id);
    expect(second.created_at).toBe("2026-03-01T10:00:00.000Z");
    expect(second.updated_at).toBe("2026-03-01T10:00:05.000Z");
    expect((await readQueue(db)).map((op) => op.data.title)).toEqual(["Draft", "Final"]);
  });

  it("gives a save in the same millisecond a later updated_at, so it still wins the merge", async () => {
    const notes = createRepository("notes", options());
    const first = await notes.save({ title: "A" });
    const second = await notes.save({ ...first, title: "B" });
    expect(second.updated_at).toBe("2026-03-01T10:00:00.001Z");
  });

  it("stamps the signed-in user whatever the input says", async () => {
    const notes = createRepository("notes", options());
    const input = { title: "Mine", user_id: newId() } as unknown as Parameters<typeof notes.save>[0];
    expect((await notes.save(input)).user_id).toBe(db.userId);
  });

  it("writes neither the record nor the op when the transaction fails", async () => {
    const notes = createRepository("notes", options());
    const spy = vi.spyOn(db.sync_queue, "add").mockRejectedValueOnce(new Error("disk full"));
    const id = newId();
    await expect(notes.save({ id, title: "Lost" })).rejects.toThrow("disk full");
    spy.mockRestore();
    expect(await db.records("notes").get(id)).toBeUndefined();
    expect(await db.sync_queue.count()).toBe(0);
  });

  it("refuses an invalid record and stores nothing", async () => {
    const notes = createRepository("notes", options());
    await expect(notes.save({ title: "   " })).rejects.toThrow();
    expect(await db.records("notes").count()).toBe(0);
    expect(await db.sync_queue.count()).toBe(0);
  });

  it("announces each committed change to the sync layer", async () => {
    const heard: string[] = [];
    const off = onLocalChange((collection) => heard.push(collection));
    const cards = createRepository("flashcards", options());
    const card = await cards.save({ front: "Q", back: "A", difficulty: "easy" });
    await cards.remove(card.id);
    await cards.remove(card.id); // already gone: no change, no event
    off();
    expect(heard).toEqual(["flashcards", "flashcards"]);
  });
});

describe("queue order (spec 1 §4 oldest first)", () => {
  it("lists ops oldest first across collections, insertion order breaking ties", async () => {
    const notes = createRepository("notes", options());
    const cards = createRepository("flashcards", options());
    const note = await notes.save({ title: "One" });
    const card = await cards.save({ note_id: note.id, front: "Q", back: "A", difficulty: "easy" });
    tick(10);
    await notes.save({ ...note, title: "Two" });
    const queue = await readQueue(db);
    expect(queue.map((op) => [op.type, op.record_id])).toEqual([
      ["notes", note.id],
      ["flashcards", card.id],
      ["notes", note.id],
    ]);
  });

  it("never lets a later op carry an earlier timestamp, even when the clock goes back", async () => {
    const notes = createRepository("notes", options());
    const first = await notes.save({ title: "Before" });
    clock = new Date("2026-03-01T09:00:00.000Z");
    const second = await notes.save({ title: "After a clock change" });
    const queue = await readQueue(db);
    expect(queue.map((op) => op.record_id)).toEqual([first.id, second.id]);
    expect(queue[1]?.timestamp).toBe("2026-03-01T10:00:00.001Z");
  });
});

describe("get, list, where (spec 1 §5 lookups)", () => {
  it("finds nothing for a malformed id", async () => {
    const notes = createRepository("notes", options());
    await notes.save({ title: "x" });
    expect(await notes.get("not-a-uuid")).toBeUndefined();
    expect(await notes.get("6f1c1b8e-3c2b-1a5d-9e7f-0a1b2c3d4e5f")).toBeUndefined(); // v1
    expect(await notes.get(42)).toBeUndefined();
    expect(await notes.get(newId())).toBeUndefined();
  });

  it("looks records up by index and hides tombstones everywhere", async () => {
    const notes = createRepository("notes", options());
    const cards = createRepository("flashcards", options());
    const note = await notes.save({ title: "Bio", subject: "Biology" });
    await notes.save({ title: "Maths", subject: "Mathematics" });
    const keep = await cards.save({ note_id: note.id, front: "1", back: "1", difficulty: "easy" });
    const gone = await cards.save({ note_id: note.id, front: "2", back: "2", difficulty: "hard" });
    await cards.save({ note_id: null, front: "3", back: "3", difficulty: "medium" });
    await cards.remove(gone.id);

    expect((await cards.where("note_id", note.id)).map((card) => card.id)).toEqual([keep.id]);
    expect(await cards.get(gone.id)).toBeUndefined();
    expect(await cards.count()).toBe(2);
    expect((await notes.where("subject", "Biology")).map((n) => n.title)).toEqual(["Bio"]);
    expect(await notes.get(note.id)).toMatchObject({ title: "Bio" });
  });

  it("orders, reverses, limits and filters", async () => {
    const notes = createRepository("notes", options());
    for (const title of ["a", "b", "c", "d"]) {
      await notes.save({ title, subject: title === "c" ? "Physics" : "General" });
      tick(1000);
    }
    const newest = await notes.query({ orderBy: "updated_at", reverse: true, limit: 2 });
    expect(newest.map((n) => n.title)).toEqual(["d", "c"]);
    const general = await notes.query({
      where: { index: "subject", equals: "General" },
      orderBy: "updated_at",
      reverse: true,
      filter: (n) => n.title !== "d",
    });
    expect(general.map((n) => n.title)).toEqual(["b", "a"]);
  });
});

describe("remove (tombstones; spec 1 §5 false when absent)", () => {
  it("writes a pending tombstone and queues a delete op carrying it", async () => {
    const notes = createRepository("notes", options());
    const note = await notes.save({ title: "Old" });
    tick(60_000);
    expect(await notes.remove(note.id)).toBe(true);

    const stored = await db.records("notes").get(note.id);
    expect(stored).toMatchObject({
      deleted_at: "2026-03-01T10:01:00.000Z",
      updated_at: "2026-03-01T10:01:00.000Z",
      pending: 1,
    });
    const queue = await readQueue(db);
    expect(queue.map((op) => op.operation)).toEqual(["update", "delete"]);
    expect(queue[1]?.data).toMatchObject({ id: note.id, deleted_at: "2026-03-01T10:01:00.000Z" });
  });

  it("returns false for an absent, already deleted or malformed id and queues nothing", async () => {
    const notes = createRepository("notes", options());
    const note = await notes.save({ title: "x" });
    await notes.remove(note.id);
    const before = await db.sync_queue.count();
    expect(await notes.remove(newId())).toBe(false);
    expect(await notes.remove(note.id)).toBe(false);
    expect(await notes.remove("nope")).toBe(false);
    expect(await db.sync_queue.count()).toBe(before);
  });
});

describe("saveMany (issue 22: an import is one batch)", () => {
  it("stores and queues every record as save would, in order, with one change signal", async () => {
    const cards = createRepository("flashcards", options());
    const signals = vi.fn();
    const stop = onLocalChange(signals);
    const saved = await cards.saveMany([
      { front: "Q1", back: "A1", note_id: null, difficulty: "unknown", category: "general" },
      { front: "Q2", back: "A2", note_id: null, difficulty: "unknown", category: "general" },
    ]);
    stop();
    expect(saved.map((card) => [card.front, card.pending, card.user_id])).toEqual([
      ["Q1", 1, db.userId],
      ["Q2", 1, db.userId],
    ]);
    expect(await db.records("flashcards").count()).toBe(2);
    const queue = await readQueue(db);
    expect(queue.map((entry) => [entry.record_id, entry.operation, entry.base_seq])).toEqual([
      [saved[0]?.id, "update", null],
      [saved[1]?.id, "update", null],
    ]);
    expect(signals).toHaveBeenCalledTimes(1);
  });

  it("builds on the server version the device saw, or on a change still waiting, like save", async () => {
    const notes = createRepository("notes", options());
    const synced = { ...(await notes.save({ title: "Seen" })), server_seq: 7, pending: 0 as const };
    await db.sync_queue.clear();
    await db.records("notes").put(synced);
    const waiting = await notes.save({ title: "Waiting" });
    const queuedBefore = (await readQueue(db))[0];
    tick(1000);
    await notes.saveMany([
      { ...synced, title: "Seen, edited" },
      { ...waiting, title: "Waiting, edited" },
    ]);
    const queue = await readQueue(db);
    const last = queue.slice(-2);
    expect(last[0]).toMatchObject({ record_id: synced.id, base_seq: 7 });
    expect(last[1]).toMatchObject({ record_id: waiting.id, base_seq: queuedBefore?.base_seq ?? null });
    expect((await db.records("notes").get(synced.id))?.created_at).toBe(synced.created_at);
  });

  it("writes nothing when one record is invalid", async () => {
    const cards = createRepository("flashcards", options());
    await expect(
      cards.saveMany([
        { front: "Q1", back: "A1", note_id: null, difficulty: "unknown", category: "general" },
        { front: "", back: "A2", note_id: null, difficulty: "bogus" as "unknown", category: "general" },
      ]),
    ).rejects.toThrow();
    expect(await db.records("flashcards").count()).toBe(0);
    expect(await readQueue(db)).toHaveLength(0);
  });
});

describe("createMany (issue 22: an import's new records)", () => {
  const card = (front: string) => ({
    front,
    back: "A",
    note_id: null,
    difficulty: "unknown" as const,
    category: "general",
  });

  it("stores and queues new records as creates, in order, under ids it makes", async () => {
    const cards = createRepository("flashcards", options());
    const waiting = await cards.save(card("Before"));
    tick(1000);
    const saved = await cards.createMany([
      card("Q1"),
      { ...card("Q2"), created_at: "2026-02-01T00:00:00.000Z" },
    ]);
    expect(saved.map((c) => [c.front, c.pending, c.user_id, c.created_at])).toEqual([
      ["Q1", 1, db.userId, "2026-03-01T10:00:01.000Z"],
      ["Q2", 1, db.userId, "2026-02-01T00:00:00.000Z"],
    ]);
    expect(new Set(saved.map((c) => c.id)).size).toBe(2);
    expect(saved.every((c) => c.id !== waiting.id)).toBe(true);
    expect(await db.records("flashcards").bulkGet(saved.map((c) => c.id))).toEqual(saved);
    const queue = await readQueue(db);
    expect(queue.map((entry) => [entry.record_id, entry.operation, entry.base_seq, entry.timestamp])).toEqual(
      [
        [waiting.id, "update", null, "2026-03-01T10:00:00.000Z"],
        [saved[0]?.id, "update", null, "2026-03-01T10:00:01.000Z"],
        [saved[1]?.id, "update", null, "2026-03-01T10:00:01.000Z"],
      ],
    );
    const { pending: _pending, ...record } = saved[1] as (typeof saved)[number];
    expect(queue[2]?.data).toEqual(record);
  });

  it("writes nothing when one record is invalid", async () => {
    const cards = createRepository("flashcards", options());
    await expect(
      cards.createMany([card("Q1"), { ...card(""), difficulty: "bogus" as "unknown" }]),
    ).rejects.toThrow();
    expect(await db.records("flashcards").count()).toBe(0);
    expect(await readQueue(db)).toHaveLength(0);
  });

  it("signals the change once the caller's transaction commits, and never when it aborts", async () => {
    const cards = createRepository("flashcards", options());
    const signals = vi.fn();
    const stop = onLocalChange(signals);
    let signalledInside = -1;
    await db.transaction("rw", db.records("flashcards"), db.sync_queue, async () => {
      await cards.createMany([card("Q1")]);
      await cards.createMany([card("Q2")]);
      signalledInside = signals.mock.calls.length;
    });
    expect(signalledInside).toBe(0);
    expect(signals.mock.calls).toEqual([["flashcards"]]);

    signals.mockClear();
    await expect(
      db.transaction("rw", db.records("flashcards"), db.sync_queue, async () => {
        await cards.createMany([card("Q3")]);
        throw new Error("the import failed after this slice");
      }),
    ).rejects.toThrow("the import failed");
    stop();
    expect(signals).not.toHaveBeenCalled();
    expect((await db.records("flashcards").toArray()).map((c) => c.front).sort()).toEqual(["Q1", "Q2"]);
    expect(await readQueue(db)).toHaveLength(2);
  });
});
