import { randomUUID } from "node:crypto";
import { eq, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import { documentCounts, documentExtractions, notes, user } from "../src/db/schema/index.ts";
import { withUserWrites } from "../src/db/user-writes.ts";
import { SYNCED_TABLES } from "../src/services/sync/collections.ts";
import { openTestDatabase, rowsOf } from "./support.ts";

let handle: DatabaseHandle;
const userId = "0b7e3c1a-5d2f-4e8a-9b6c-1d2e3f4a5b6c";
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(user).values({ id: userId, name: "Ada Lovelace", email: "ada@example.com" });
});
afterAll(() => handle.close());

const TABLES = [
  "notes",
  "flashcards",
  "flashcard_reviews",
  "quizzes",
  "quiz_attempts",
  "summaries",
  "study_sessions",
  "user_goals",
  "spaced_repetition_schedule",
  "document_extractions",
  "waitlist",
  "subscription_plans",
  "user_subscriptions",
  "payments",
  "user",
  "session",
  "account",
  "verification",
];

describe("the schema", () => {
  it("has a table for every entity of both spec parts, and the document_counts view", async () => {
    const rows = await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rowsOf<{ table_name: string }>(rows).map((r) => r.table_name);
    for (const table of [...TABLES, "document_counts"]) expect(names, table).toContain(table);
  });

  it("gives every synced row user_id, timestamps, a tombstone and a server_seq", async () => {
    for (const table of TABLES.slice(0, 10)) {
      const rows = await handle.db.execute(
        sql`select column_name from information_schema.columns where table_name = ${table}`,
      );
      const columns = rowsOf<{ column_name: string }>(rows).map((r) => r.column_name);
      for (const c of ["id", "user_id", "created_at", "updated_at", "deleted_at", "server_seq"]) {
        expect(columns, `${table}.${c}`).toContain(c);
      }
    }
  });

  it("stamps a larger server_seq on every insert and update", async () => {
    const id = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
    const [created] = await withUserWrites(handle.db, userId, (tx) =>
      tx.insert(notes).values({ id, user_id: userId, title: "Cells", content: "Mitochondria" }).returning(),
    );
    expect(created?.server_seq).toBeGreaterThan(0);
    expect(created?.subject).toBe("General");
    expect(created?.tags).toEqual([]);
    const [updated] = await withUserWrites(handle.db, userId, (tx) =>
      tx.update(notes).set({ deleted_at: new Date().toISOString() }).where(eq(notes.id, id)).returning(),
    );
    expect(updated!.server_seq).toBeGreaterThan(created!.server_seq);
    expect(updated!.deleted_at).not.toBeNull();
  });

  it("derives document_counts from the extraction log, ignoring tombstones", async () => {
    const base = { user_id: userId, provider: "pdf.js" };
    await withUserWrites(handle.db, userId, (tx) =>
      tx.insert(documentExtractions).values([
        { ...base, id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", file_name: "a.pdf" },
        { ...base, id: "2a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", file_name: "b.pdf" },
        {
          ...base,
          id: "3a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
          file_name: "c.pdf",
          deleted_at: new Date().toISOString(),
        },
      ]),
    );
    const rows = await handle.db.select().from(documentCounts).where(eq(documentCounts.user_id, userId));
    expect(rows).toEqual([{ user_id: userId, count: 2 }]);
  });

  it("rejects a row whose user does not exist", async () => {
    const ghost = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
    await expect(
      withUserWrites(handle.db, ghost, (tx) =>
        tx.insert(notes).values({ id: "7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b", user_id: ghost, title: "x" }),
      ),
    ).rejects.toThrow();
  });

  it("answers 401 to a write for a user who is gone (an account deleted while the write waited on its lock)", async () => {
    const ghost = randomUUID();
    await expect(withUserWrites(handle.db, ghost, async () => "written")).rejects.toMatchObject({
      status: 401,
    });
  });
});

// Issue 13: every write to a synced table goes through withUserWrites (the user's lock, then the writer mark);
// the database refuses one that bypasses it, so no write path can commit server_seq numbers out of order.
describe("the synced tables' writer guard", () => {
  const bypassing = "the user's write lock is not held";
  const noteOf = (id: string) => ({ id, user_id: userId, title: "Guarded", content: "x" });

  it("refuses an insert and an update outside withUserWrites, on every synced table", async () => {
    await expect(handle.db.insert(notes).values(noteOf(randomUUID()))).rejects.toThrow();
    const refused = await handle.db
      .insert(notes)
      .values(noteOf(randomUUID()))
      .catch((error: { cause?: { message?: string } }) => error.cause?.message);
    expect(refused).toContain(bypassing);
    const id = randomUUID();
    await withUserWrites(handle.db, userId, (tx) => tx.insert(notes).values(noteOf(id)));
    await expect(handle.db.update(notes).set({ title: "Changed" }).where(eq(notes.id, id))).rejects.toThrow();
    const guarded = rowsOf<{ table: string }>(
      await handle.db.execute(sql`
        select distinct event_object_table as table from information_schema.triggers
        where trigger_name like '%_guard_writer'`),
    ).map((r) => r.table);
    const synced = Object.values(SYNCED_TABLES).map(({ table }) => getTableName(table));
    expect(guarded.sort()).toEqual(synced.sort());
  });

  it("refuses a plain transaction, one holding only the lock, and one marked for another user", async () => {
    const other = randomUUID();
    await expect(
      handle.db.transaction((tx) => tx.insert(notes).values(noteOf(randomUUID()))),
    ).rejects.toThrow();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7243, hashtext(${userId}))`);
        await tx.insert(notes).values(noteOf(randomUUID()));
      }),
    ).rejects.toThrow();
    await expect(
      withUserWrites(handle.db, other, (tx) => tx.insert(notes).values(noteOf(randomUUID()))),
    ).rejects.toThrow();
    const id = randomUUID();
    await withUserWrites(handle.db, userId, (tx) => tx.insert(notes).values(noteOf(id)));
    // Moving a row to another user is refused even by that user's writer.
    await expect(
      withUserWrites(handle.db, other, (tx) =>
        tx.update(notes).set({ user_id: other }).where(eq(notes.id, id)),
      ),
    ).rejects.toThrow();
    const [kept] = await handle.db.select().from(notes).where(eq(notes.id, id));
    expect(kept?.user_id).toBe(userId);
  });
});
