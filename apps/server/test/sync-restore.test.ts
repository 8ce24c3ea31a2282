import "fake-indexeddb/auto";
import { sql } from "drizzle-orm";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../../web/src/data/db/database.ts";
import { getMeta } from "../../web/src/data/db/meta.ts";
import { createRepository } from "../../web/src/data/db/repository.ts";
import { createSyncEngine } from "../../web/src/data/sync/engine.ts";
import type { SyncTransport } from "../../web/src/data/sync/transport.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { readJson, rowsOf } from "./support.ts";

// Issue 13: a server restored from a backup lost changes that devices hold. The next pull says so (a new epoch,
// `reset`), the device starts over from cursor 0 and sends its records back, and nothing it held is lost.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let user: Awaited<ReturnType<typeof signedInBrowser>>;
const opened: LecternDB[] = [];

beforeAll(async () => {
  t = await startAuthTestApp();
  user = await signedInBrowser(t.app, t.smtp, "restore@sync.test");
});
afterAll(async () => {
  await Promise.all(opened.map(deleteUserDatabase));
  await t.close();
});

/** The real web sync engine on its own IndexedDB, talking to the app. */
function device() {
  const transport: SyncTransport = async (url, init) => {
    const { pathname, search } = new URL(url, "http://device.test");
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    return user.call(`${pathname}${search}`, { method: init.method, body });
  };
  const db = new LecternDB(user.userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  opened.push(db);
  const engine = createSyncEngine({ db, userId: user.userId, transport });
  const notes = createRepository("notes", { database: () => db });
  const cards = createRepository("flashcards", { database: () => db });
  const reviews = createRepository("flashcard_reviews", { database: () => db });
  return { db, engine, notes, cards, reviews };
}

const highestSeq = async () =>
  Number(
    rowsOf<{ n: string | number }>(
      await t.database.db.execute(sql`select last_value as n from lectern_server_seq`),
    )[0]?.n,
  );

const BACKED_UP = ["notes", "flashcards", "flashcard_reviews", "sync_applied_ops"];

/** A backup of the tables this test writes, and the sequence, as a copy beside them. */
async function takeBackup(): Promise<number> {
  const { db } = t.database;
  for (const table of BACKED_UP) {
    await db.execute(
      sql`create table ${sql.identifier(`backup_${table}`)} as select * from ${sql.identifier(table)}`,
    );
  }
  return highestSeq();
}

/**
 * Restores that backup as an operator would: every row exactly as it was (triggers off, so rows keep their
 * numbers), and the sequence back where it stood. The changes made since are gone from the server.
 */
async function restoreBackup(backupSeq: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of BACKED_UP) {
      await tx.execute(sql`delete from ${sql.identifier(table)}`);
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from ${sql.identifier(`backup_${table}`)}`,
      );
    }
    await tx.execute(sql`select setval('lectern_server_seq', ${backupSeq})`);
  });
}

const serverTitles = async () => {
  const page = await readJson(await user.call("/api/sync/pull?since=0&limit=1000"));
  return page.changes
    .filter((c: { collection: string; record: { deleted_at: unknown } }) => c.collection === "notes")
    .filter((c: { record: { deleted_at: unknown } }) => !c.record.deleted_at)
    .map((c: { record: { title: string } }) => c.record.title)
    .sort();
};

describe("a server restored from a backup", () => {
  it("gets back from the device what it lost, keeps what it has, and the device loses nothing", async () => {
    const phone = device();
    const kept = await phone.notes.save({ title: "Before the backup", content: "one" });
    await phone.engine.syncNow({ ignoreBackoff: true });
    const backupSeq = await takeBackup();
    const epochBefore = await getMeta(phone.db, "sync_epoch");
    expect(epochBefore).toEqual(expect.any(String));

    await phone.notes.save({ ...kept, content: "one, edited after the backup" });
    await phone.notes.save({ title: "After the backup", content: "two" });
    const card = await phone.cards.save({
      note_id: kept.id,
      front: "One?",
      back: "One.",
      difficulty: "easy",
    });
    await phone.reviews.save({
      flashcard_id: card.id,
      quality: 4,
      correct: true,
      reviewed_at: new Date().toISOString(),
    });
    await phone.engine.syncNow({ ignoreBackoff: true });
    expect(await phone.db.sync_queue.count()).toBe(0);

    await restoreBackup(backupSeq);
    expect(await serverTitles()).toEqual(["Before the backup"]);

    const run = await phone.engine.syncNow({ ignoreBackoff: true });
    expect(run.error).toBeNull();
    expect(run.pull?.requeued).toBeGreaterThan(0);
    expect(await getMeta(phone.db, "sync_epoch")).not.toBe(epochBefore);
    expect(await phone.db.sync_queue.count()).toBe(0);
    expect(await phone.db.sync_rejections.count()).toBe(0);
    // Nothing was lost on either side, and nothing the device held came back as an earlier version.
    expect(await serverTitles()).toEqual(["After the backup", "Before the backup"]);
    const edited = await phone.notes.get(kept.id);
    expect(edited?.content).toBe("one, edited after the backup");
    expect(await phone.db.previous_versions.count()).toBe(0);

    // A second device that starts now sees everything the phone sent back.
    const laptop = device();
    await laptop.engine.syncNow({ ignoreBackoff: true });
    expect((await laptop.notes.list()).map((n) => n.content).sort()).toEqual([
      "one, edited after the backup",
      "two",
    ]);
    expect(await laptop.reviews.list()).toHaveLength(1);
  });
});
