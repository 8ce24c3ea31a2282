import { randomUUID } from "node:crypto";
import { generatedRecordId } from "@lectern/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneRememberedRequests } from "../src/services/sync/prune.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { saveNote } from "./generation-support.ts";
import { type Json, readJson, rowsOf } from "./support.ts";

// Issue 13: a restored server tells devices to start over (epoch), generation is idempotent by the device's
// request id, and remembered op ids are forgotten after 30 days.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@epoch.test");
});
afterAll(() => t.close());

const pull = async (since: number) => readJson(await ada.call(`/api/sync/pull?since=${since}&limit=50`));
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string | number }>(await t.database.db.execute(query))[0]?.n);

describe("the sync epoch", () => {
  it("answers the same epoch until a cursor is beyond every number given, then a new one and reset", async () => {
    await saveNote(ada, "Before the backup");
    const first: Json = await pull(0);
    expect(first.epoch).toEqual(expect.any(String));
    expect(first.reset).toBeUndefined();
    expect((await pull(first.cursor)).epoch).toBe(first.epoch);

    // A device that saw numbers this database no longer has (it was restored from an older backup).
    const lost: Json = await pull(first.cursor + 1_000_000);
    expect(lost).toEqual({ changes: [], cursor: 0, hasMore: true, epoch: expect.any(String), reset: true });
    expect(lost.epoch).not.toBe(first.epoch);
    // Every device now sees the new epoch, and starting over from 0 gives everything again.
    const again: Json = await pull(0);
    expect(again.epoch).toBe(lost.epoch);
    expect(again.changes.map((c: Json) => c.record.title)).toContain("Before the backup");
    // Numbers the device already holds are never handed out again: a new row is numbered past its cursor.
    await saveNote(ada, "After the restore");
    const after: Json = await pull(first.cursor + 1_000_000);
    expect(after.reset).toBeUndefined();
    expect(after.changes.map((c: Json) => c.record.title)).toEqual(["After the restore"]);
  });
});

describe("generation by request id", () => {
  it("answers a repeat of a finished run with the saved answer and writes nothing new", async () => {
    const note = await saveNote(ada, "Cell biology");
    const requestId = randomUUID();
    const body = { note, maxCards: 3, requestId };
    const first: Json = await readJson(await ada.call("/api/ai/create-flashcards", { body }));
    expect(first.flashcards.length).toBeGreaterThan(0);
    expect(first.flashcards.map((c: Json) => c.id)).toEqual(
      first.flashcards.map((_: Json, i: number) => generatedRecordId(requestId, i)),
    );
    const cards = () => count(sql`select count(*) as n from flashcards where note_id = ${note.id}`);
    const saved = await cards();
    const seq = () => count(sql`select max(server_seq) as n from flashcards where note_id = ${note.id}`);
    const before = await seq();

    const repeat: Json = await readJson(await ada.call("/api/ai/create-flashcards", { body }));
    expect(repeat).toEqual(first);
    expect(await cards()).toBe(saved);
    expect(await seq()).toBe(before);

    // Two at once (a retry racing the first answer): one set of cards.
    const other = { ...body, requestId: randomUUID() };
    const both = await Promise.all([1, 2].map(() => ada.call("/api/ai/create-flashcards", { body: other })));
    const [a, b] = await Promise.all(both.map((res) => readJson(res)));
    expect(a.flashcards).toEqual(b.flashcards);
    expect(await cards()).toBe(saved + a.flashcards.length);
  });

  it("keeps one run's id to its user: another user's same request id saves that user's own run", async () => {
    const eve = await signedInBrowser(t.app, t.smtp, "eve@epoch.test");
    const requestId = randomUUID();
    const adaNote = await saveNote(ada, "Ada's note");
    const eveNote = await saveNote(eve, "Eve's note");
    const mine: Json = await readJson(
      await ada.call("/api/ai/generate-summary", { body: { note: adaNote, requestId } }),
    );
    const hers: Json = await readJson(
      await eve.call("/api/ai/generate-summary", { body: { note: eveNote, requestId } }),
    );
    expect(mine.saved.user_id).toBe(ada.userId);
    expect(hers.saved.user_id).toBe(eve.userId);
    expect(hers.saved.note_id).toBe(eveNote.id);
  });
});

describe("remembered op ids", () => {
  it("are forgotten after 30 days, and recent ones kept", async () => {
    const fresh = randomUUID();
    const old = randomUUID();
    for (const [opId, days] of [
      [fresh, 29],
      [old, 31],
    ] as const) {
      await t.database.db.execute(sql`
        insert into sync_applied_ops (op_id, user_id, collection, status, applied_at)
        values (${opId}, ${ada.userId}, 'notes', 'applied', now() - make_interval(days => ${days}))`);
    }
    await pruneRememberedRequests(t.database.db);
    const left = rowsOf<{ op_id: string }>(
      await t.database.db.execute(sql`select op_id from sync_applied_ops where op_id in (${fresh}, ${old})`),
    ).map((r) => r.op_id);
    expect(left).toEqual([fresh]);
  });
});
