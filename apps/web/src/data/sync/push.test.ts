import "fake-indexeddb/auto";
import { messages, newId, type SyncPushResult, type SyncQueueItem } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { readQueue } from "../db/queue";
import { createRepository } from "../db/repository";
import { drainQueue } from "./push";
import { FakeSyncServer, jsonResponse, recordingTransport, testContext } from "./test-support";

const NOW = Date.parse("2026-03-01T12:00:00.000Z");
let db: LecternDB;
let notes: ReturnType<typeof createRepository<"notes">>;

beforeEach(async () => {
  db = new LecternDB(newId());
  notes = createRepository("notes", { database: () => db });
});
afterEach(() => deleteUserDatabase(db));

const opsOf = (body: unknown) => (body as { ops: SyncQueueItem[] }).ops;

/** A server that answers every op with `answer(op)`. */
function answering(answer: (op: SyncQueueItem) => SyncPushResult | undefined) {
  return recordingTransport(({ body }) =>
    jsonResponse({ results: opsOf(body).flatMap((op) => answer(op) ?? []) }),
  );
}

describe("drainQueue: applied (DESIGN §4)", () => {
  it("sends queue items as they are, then clears the queue and the flag and keeps the server's copy", async () => {
    const note = await notes.save({ title: "Cells" });
    const { transport, requests } = answering((op) => ({
      id: op.id,
      status: "applied",
      record: { ...op.data, server_seq: 7 },
    }));

    const result = await drainQueue(testContext(db, transport));

    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url.pathname).toBe("/api/sync/push");
    const [op] = opsOf(requests[0]?.body);
    expect(Object.keys(op ?? {}).sort()).toEqual(["data", "id", "operation", "timestamp", "type"]);
    expect(op).toMatchObject({ type: "notes", operation: "update", data: { id: note.id, title: "Cells" } });
    expect(result).toMatchObject({ applied: 1, stale: 0, retrying: 0, unauthorized: false, error: null });
    expect(await db.sync_queue.count()).toBe(0);
    expect(await db.records("notes").get(note.id)).toMatchObject({
      title: "Cells",
      pending: 0,
      server_seq: 7,
    });
  });

  it("removes an acknowledged tombstone from the device", async () => {
    const note = await notes.save({ title: "Bye" });
    await notes.remove(note.id);
    const { transport } = answering((op) => ({ id: op.id, status: "applied", record: op.data }));
    await drainQueue(testContext(db, transport));
    expect(await db.records("notes").get(note.id)).toBeUndefined();
    expect(await db.sync_queue.count()).toBe(0);
  });

  it("keeps the flag while a later change of the record is still queued", async () => {
    const note = await notes.save({ title: "v1" });
    const firstOp = (await readQueue(db))[0]!;
    // The device saves v2 while v1 is on its way; the server is then unreachable for v2.
    const { transport, requests } = recordingTransport(async () => {
      if (requests.length > 1) return jsonResponse({ error: "down" }, 503);
      await notes.save({ ...note, title: "v2" });
      return jsonResponse({
        results: [{ id: firstOp.id, status: "applied", record: { ...firstOp.data, server_seq: 1 } }],
      });
    });
    await drainQueue(testContext(db, transport));
    // v1's answer must neither overwrite v2 nor clear its flag.
    expect(await db.records("notes").get(note.id)).toMatchObject({ title: "v2", pending: 1 });
    expect((await readQueue(db)).map((op) => op.data.title)).toEqual(["v2"]);
  });
});

describe("drainQueue: stale", () => {
  it("takes the server's newer record and keeps the device's as a previous version", async () => {
    const note = await notes.save({ title: "Mine" });
    const theirs = {
      ...note,
      pending: undefined,
      title: "Theirs",
      updated_at: "2026-03-02T00:00:00.000Z",
      server_seq: 9,
    };
    const { transport } = answering((op) => ({ id: op.id, status: "stale", record: theirs }));

    const result = await drainQueue(testContext(db, transport));

    expect(result.stale).toBe(1);
    expect(await db.sync_queue.count()).toBe(0);
    expect(await db.records("notes").get(note.id)).toMatchObject({
      title: "Theirs",
      pending: 0,
      server_seq: 9,
    });
    const previous = await db.previous_versions.toArray();
    expect(previous).toHaveLength(1);
    expect(previous[0]).toMatchObject({ collection: "notes", record_id: note.id, record: { title: "Mine" } });
    expect(previous[0]?.record).not.toHaveProperty("pending");
  });
});

describe("drainQueue: rejected (never retried forever, never dropped silently)", () => {
  it("removes the op, keeps the record, stores and returns the refusal", async () => {
    const note = await notes.save({ title: "Over the limit" });
    const { transport } = answering((op) => ({
      id: op.id,
      status: "rejected",
      code: "tier_limit",
      reason: "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
    }));

    const result = await drainQueue(testContext(db, transport));

    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]).toMatchObject({
      collection: "notes",
      record_id: note.id,
      code: "tier_limit",
      rejected_at: "2026-03-01T12:00:00.000Z",
    });
    expect(await db.sync_queue.count()).toBe(0);
    expect(await db.records("notes").get(note.id)).toMatchObject({ title: "Over the limit", pending: 0 });
    expect((await db.sync_rejections.toArray()).map((r) => r.reason)).toEqual([
      "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
    ]);
  });

  it("settles a batch mixing applied, stale and rejected answers op by op", async () => {
    const a = await notes.save({ title: "a" });
    const b = await notes.save({ title: "b" });
    const c = await notes.save({ title: "c" });
    const { transport } = answering((op) => {
      if (op.data.id === a.id) return { id: op.id, status: "applied", record: { ...op.data, server_seq: 1 } };
      if (op.data.id === b.id)
        return {
          id: op.id,
          status: "stale",
          record: { ...op.data, title: "B!", updated_at: "2027-01-01T00:00:00Z" },
        };
      return { id: op.id, status: "rejected", code: "validation", reason: "title: too long" };
    });
    const result = await drainQueue(testContext(db, transport));
    expect([result.applied, result.stale, result.rejected.length]).toEqual([1, 1, 1]);
    const titles = (await db.records("notes").toArray()).map((n) => [n.title, n.pending]).sort();
    expect(titles).toEqual([
      ["B!", 0],
      ["a", 0],
      ["c", 0],
    ]);
    expect(c.id).toBe((await db.sync_rejections.toArray())[0]?.record_id);
  });

  it("isolates a bad op when the server refuses the whole request (400), and sends the rest", async () => {
    const good = await notes.save({ title: "good" });
    const bad = await notes.save({ title: "bad" });
    const { transport, requests } = recordingTransport(({ body }) => {
      const ops = opsOf(body);
      if (ops.some((op) => op.data.title === "bad"))
        return jsonResponse({ error: "ops.0.data.title: bad" }, 400);
      return jsonResponse({ results: ops.map((op) => ({ id: op.id, status: "applied", record: op.data })) });
    });
    const result = await drainQueue(testContext(db, transport));
    expect(requests.map((r) => opsOf(r.body).length)).toEqual([2, 1, 1]);
    expect(result.applied).toBe(1);
    expect(result.rejected.map((r) => [r.record_id, r.code, r.reason])).toEqual([
      [bad.id, "validation", "ops.0.data.title: bad"],
    ]);
    expect(await db.records("notes").get(good.id)).toMatchObject({ pending: 0 });
    expect(await db.sync_queue.count()).toBe(0);
  });
});

describe("drainQueue: failures stay queued with backoff", () => {
  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), "Failed to fetch"],
    ["a 503", () => jsonResponse({ error: "Service unavailable" }, 503), "Service unavailable"],
    ["a 500 HTML page", () => new Response("<html>oops</html>", { status: 500 }), "HTTP error! status: 500"],
    ["a 200 that is not JSON", () => new Response("<html>wifi login</html>"), "Unreadable answer (HTTP 200)"],
    ["a 429", () => jsonResponse({ error: "Too many requests" }, 429), "Too many requests"],
  ])("keeps the ops after %s and schedules the next try", async (_name, answer, error) => {
    const note = await notes.save({ title: "x" });
    const { transport } = recordingTransport(answer);
    const result = await drainQueue(testContext(db, transport));
    expect(result).toMatchObject({ retrying: 1, error, nextRetryAt: NOW + 1000, unauthorized: false });
    const [entry] = await readQueue(db);
    expect(entry).toMatchObject({ attempts: 1, next_attempt_at: NOW + 1000, last_error: error });
    expect(await db.records("notes").get(note.id)).toMatchObject({ pending: 1 });
  });

  it("treats no answer within the timeout as a failure", async () => {
    await notes.save({ title: "x" });
    const never = () => new Promise<Response>(() => undefined);
    const result = await drainQueue(testContext(db, never, { timeoutMs: 20 }));
    expect(result.error).toBe("No answer within 0.02 s");
    expect((await readQueue(db))[0]?.attempts).toBe(1);
  });

  it("doubles the wait with each failed attempt, with the injected jitter", async () => {
    await notes.save({ title: "x" });
    const { transport } = recordingTransport(() => jsonResponse({ error: "down" }, 502));
    let now = NOW;
    const ctx = testContext(db, transport, { now: () => now, random: () => 0.5 });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const result = await drainQueue(ctx, { ignoreBackoff: true });
      waits.push((result.nextRetryAt ?? 0) - now);
      now += 1;
    }
    expect(waits).toEqual([900, 1800, 3600, 7200]);
    expect((await readQueue(db))[0]?.attempts).toBe(4);
  });

  it("holds the queue while its head waits for its retry, unless told to try now", async () => {
    await notes.save({ title: "x" });
    let now = NOW;
    const server = new FakeSyncServer();
    server.failWith = 503;
    const ctx = testContext(db, server.transport, { now: () => now });
    await drainQueue(ctx);
    server.failWith = null;

    now = NOW + 999;
    const waiting = await drainQueue(ctx);
    expect(waiting).toMatchObject({ applied: 0, nextRetryAt: NOW + 1000 });
    expect(await db.sync_queue.count()).toBe(1);

    expect((await drainQueue(ctx, { ignoreBackoff: true })).applied).toBe(1);
    expect(await db.sync_queue.count()).toBe(0);
  });

  it("retries only the ops the server left unanswered", async () => {
    const a = await notes.save({ title: "a" });
    await notes.save({ title: "b" });
    const { transport } = answering((op) =>
      op.data.id === a.id ? { id: op.id, status: "applied", record: op.data } : undefined,
    );
    const result = await drainQueue(testContext(db, transport));
    expect(result).toMatchObject({ applied: 1, retrying: 1, error: "The server did not answer this change" });
    expect((await readQueue(db)).map((op) => [op.data.title, op.attempts])).toEqual([["b", 1]]);
  });
});

describe("drainQueue: an op the server keeps failing on (issue 12)", () => {
  /** A server that answers 500 (an empty body) to any push holding a note titled "poison", else applies. */
  function poisonedServer() {
    return recordingTransport(({ body }) => {
      const ops = opsOf(body);
      if (ops.some((op) => op.data.title === "poison")) return new Response("", { status: 500 });
      return jsonResponse({ results: ops.map((op) => ({ id: op.id, status: "applied", record: op.data })) });
    });
  }
  async function drainTimes(ctx: ReturnType<typeof testContext>, times: number) {
    const results = [];
    for (let i = 0; i < times; i++) results.push(await drainQueue(ctx, { ignoreBackoff: true }));
    return results;
  }

  it("splits the failing batch, sends the good ops and refuses the poison one once it failed alone", async () => {
    const titles = ["g1", "g2", "poison", "g3", "g4"];
    const saved = [];
    for (const title of titles) saved.push(await notes.save({ title }));
    const { transport, requests } = poisonedServer();
    const ctx = testContext(db, transport);

    // 1st: one failure may pass; 2nd: halves until the good ops before the poison are through.
    expect((await drainTimes(ctx, 1))[0]).toMatchObject({ applied: 0, retrying: 5 });
    expect((await drainTimes(ctx, 1))[0]).toMatchObject({ applied: 2, rejected: [] });
    expect((await readQueue(db)).map((e) => e.data.title)).toEqual(["poison", "g3", "g4"]);
    // 3rd: the poison op fails alone a third time while the server takes g3 and g4: refused and kept to show.
    const [third] = await drainTimes(ctx, 1);
    expect(third?.applied).toBe(2);
    expect(third?.rejected.map((r) => [r.record_id, r.code, r.reason])).toEqual([
      [saved[2]?.id, "server_error", messages.network.serverKeptFailing("HTTP error! status: 500")],
    ]);
    expect(await db.sync_queue.count()).toBe(0);
    expect((await db.sync_rejections.toArray()).map((r) => r.record_id)).toEqual([saved[2]?.id]);
    // The poison note stays on the device with its text, no longer pending.
    expect(await db.records("notes").get(saved[2]?.id ?? "")).toMatchObject({ title: "poison", pending: 0 });
    expect(requests.length).toBeLessThan(20);
  });

  it("refuses nothing while the server fails on everything", async () => {
    for (const title of ["a", "b", "c"]) await notes.save({ title });
    const { transport } = recordingTransport(() => jsonResponse({ error: "down" }, 503));
    const results = await drainTimes(testContext(db, transport), 6);
    expect(results.flatMap((r) => r.rejected)).toEqual([]);
    expect(await db.sync_queue.count()).toBe(3);
    expect(await db.sync_rejections.count()).toBe(0);
  });

  it("keeps a lone poison op queued until the server takes another change, then refuses it", async () => {
    const poison = await notes.save({ title: "poison" });
    const { transport } = poisonedServer();
    const ctx = testContext(db, transport);
    const alone = await drainTimes(ctx, 5);
    expect(alone.flatMap((r) => r.rejected)).toEqual([]);
    expect((await readQueue(db)).map((e) => e.record_id)).toEqual([poison.id]);

    const later = await notes.save({ title: "later" });
    const [result] = await drainTimes(ctx, 1);
    expect(result?.rejected.map((r) => r.record_id)).toEqual([poison.id]);
    expect(await db.records("notes").get(later.id)).toMatchObject({ pending: 0 });
    expect(await db.sync_queue.count()).toBe(0);
  });
});

describe("drainQueue: 401", () => {
  it("stops at once and touches nothing", async () => {
    await notes.save({ title: "a" });
    await notes.save({ title: "b" });
    const { transport, requests } = recordingTransport(() => jsonResponse({ error: "Unauthorized" }, 401));
    const result = await drainQueue(testContext(db, transport));
    expect(result).toMatchObject({ unauthorized: true, applied: 0, retrying: 0 });
    expect(requests).toHaveLength(1);
    expect((await readQueue(db)).map((op) => op.attempts)).toEqual([0, 0]);
  });
});

describe("drainQueue: batches, oldest first", () => {
  it("sends 250 ops as 100 + 100 + 50, in queue order", async () => {
    const saved: string[] = [];
    for (let i = 0; i < 250; i++) saved.push((await notes.save({ title: `n${i}` })).id);
    const server = new FakeSyncServer();
    const sent: number[] = [];
    const order: string[] = [];
    const transport: typeof server.transport = (url, init) => {
      const ops = opsOf(JSON.parse(String(init.body)));
      sent.push(ops.length);
      order.push(...ops.map((op) => String(op.data.id)));
      return server.transport(url, init);
    };
    const result = await drainQueue(testContext(db, transport));
    expect(sent).toEqual([100, 100, 50]);
    expect(order).toEqual(saved);
    expect(result.applied).toBe(250);
    expect(await db.records("notes").where("pending").equals(1).count()).toBe(0);
  });

  it("reads the queue once for all its batches, and still sends an op queued meanwhile, last", async () => {
    const cards = createRepository("flashcards", { database: () => db });
    const imported = await cards.createMany(
      Array.from({ length: 250 }, (_, i) => ({
        front: `Q${i}`,
        back: "A",
        note_id: null,
        difficulty: "unknown" as const,
        category: "general",
      })),
    );
    const server = new FakeSyncServer();
    const sent: string[][] = [];
    let edited: string | null = null;
    const transport: typeof server.transport = async (url, init) => {
      const ops = opsOf(JSON.parse(String(init.body)));
      sent.push(ops.map((op) => String(op.data.id)));
      // While the first batch is on its way the user saves a note: it is the newest op.
      if (!edited) edited = (await notes.save({ title: "During the sync" })).id;
      return server.transport(url, init);
    };
    const reads = vi.spyOn(db.sync_queue, "toArray");
    const result = await drainQueue(testContext(db, transport));
    expect(sent.map((ops) => ops.length)).toEqual([100, 100, 50, 1]);
    expect(sent.flat()).toEqual([...imported.map((card) => card.id), edited]);
    expect(result.applied).toBe(251);
    // One read for the 250 ops, one that finds the op queued meanwhile, one that finds the queue empty.
    expect(reads).toHaveBeenCalledTimes(3);
    expect(await db.sync_queue.count()).toBe(0);
  });
});
