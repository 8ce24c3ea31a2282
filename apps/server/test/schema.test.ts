import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import { documentCounts, documentExtractions, notes, user } from "../src/db/schema/index.ts";
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
    const [created] = await handle.db
      .insert(notes)
      .values({ id, user_id: userId, title: "Cells", content: "Mitochondria" })
      .returning();
    expect(created?.server_seq).toBeGreaterThan(0);
    expect(created?.subject).toBe("General");
    expect(created?.tags).toEqual([]);
    const [updated] = await handle.db
      .update(notes)
      .set({ deleted_at: new Date().toISOString() })
      .where(eq(notes.id, id))
      .returning();
    expect(updated!.server_seq).toBeGreaterThan(created!.server_seq);
    expect(updated!.deleted_at).not.toBeNull();
  });

  it("derives document_counts from the extraction log, ignoring tombstones", async () => {
    const base = { user_id: userId, provider: "pdf.js" };
    await handle.db.insert(documentExtractions).values([
      { ...base, id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", file_name: "a.pdf" },
      { ...base, id: "2a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", file_name: "b.pdf" },
      {
        ...base,
        id: "3a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d",
        file_name: "c.pdf",
        deleted_at: new Date().toISOString(),
      },
    ]);
    const rows = await handle.db.select().from(documentCounts).where(eq(documentCounts.user_id, userId));
    expect(rows).toEqual([{ user_id: userId, count: 2 }]);
  });

  it("rejects a row whose user does not exist", async () => {
    await expect(
      handle.db.insert(notes).values({
        id: "7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
        user_id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
        title: "x",
      }),
    ).rejects.toThrow();
  });
});
