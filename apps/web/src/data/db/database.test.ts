import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearAllLocalData,
  getCurrentDatabase,
  onBeforeClear,
  requireDatabase,
  setCurrentDatabase,
  subscribeCurrentDatabase,
} from "./current";
import { databaseNameFor, LecternDB, openUserDatabase } from "./database";
import { setMeta } from "./meta";
import { createRepository } from "./repository";
import { STORES_V1 } from "./schema";

afterEach(() => setCurrentDatabase(null));

describe("one database per user (DESIGN §4)", () => {
  it("names the database after the user", () => {
    expect(databaseNameFor("0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d")).toBe(
      "lectern-user-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
    );
    expect(() => databaseNameFor(" ")).toThrow();
  });

  it("has one store per collection plus the queue and the engine's stores", async () => {
    const db = await openUserDatabase(newId());
    expect(db.tables.map((table) => table.name).sort()).toEqual([
      "document_extractions",
      "flashcard_reviews",
      "flashcards",
      "meta",
      "notes",
      "previous_versions",
      "quiz_attempts",
      "quizzes",
      "spaced_repetition_schedule",
      "study_preferences",
      "study_sessions",
      "summaries",
      "sync_queue",
      "sync_rejections",
      "user_goals",
    ]);
    expect(
      db
        .records("notes")
        .schema.indexes.map((index) => index.name)
        .sort(),
    ).toEqual(["pending", "subject", "type", "updated_at"]);
    expect(
      db
        .records("spaced_repetition_schedule")
        .schema.indexes.map((index) => index.name)
        .sort(),
    ).toEqual(["flashcard_id", "next_review_date", "pending"]);
    await db.delete();
  });

  it("upgrades a version 1 database (before issue 14) and keeps its records and queue", async () => {
    const userId = newId();
    const old = new Dexie(databaseNameFor(userId));
    old.version(1).stores(STORES_V1);
    await old.open();
    const note = { id: newId(), title: "Kept", updated_at: "2026-03-01T10:00:00.000Z", pending: 1 };
    await old.table("notes").put(note);
    await old.table("sync_queue").add({ id: newId(), type: "notes", record_id: note.id, next_attempt_at: 0 });
    old.close();

    const db = await openUserDatabase(userId);
    expect(db.verno).toBe(2);
    expect(await db.records("notes").get(note.id)).toMatchObject({ title: "Kept" });
    expect(await db.sync_queue.count()).toBe(1);
    expect(await db.records("study_preferences").count()).toBe(0);
    expect(
      db
        .records("flashcard_reviews")
        .schema.indexes.map((index) => index.name)
        .sort(),
    ).toEqual(["flashcard_id", "pending", "reviewed_at"]);
    await db.delete();
  });

  it("never shows user A's records to user B on the same browser", async () => {
    const alice = await openUserDatabase(newId());
    const bob = await openUserDatabase(newId());
    const aliceNotes = createRepository("notes", { database: () => alice });
    const bobNotes = createRepository("notes", { database: () => bob });
    const secret = await aliceNotes.save({ title: "Alice's diary" });

    expect(await bobNotes.list()).toEqual([]);
    expect(await bobNotes.get(secret.id)).toBeUndefined();
    expect(await bob.sync_queue.count()).toBe(0);
    // Bob's own records stay his, and Alice still has hers.
    await bobNotes.save({ title: "Bob's list" });
    expect((await aliceNotes.list()).map((n) => n.title)).toEqual(["Alice's diary"]);
    expect((await bobNotes.list()).map((n) => n.title)).toEqual(["Bob's list"]);
    await alice.delete();
    await bob.delete();
  });

  it("repositories use the signed-in user's database and refuse to work signed out", async () => {
    const notes = createRepository("notes");
    expect(() => requireDatabase()).toThrow(/No local database/);
    await expect(notes.list()).rejects.toThrow(/No local database/);
    const db = await openUserDatabase(newId());
    let changes = 0;
    const off = subscribeCurrentDatabase(() => changes++);
    setCurrentDatabase(db);
    await notes.save({ title: "Mine" });
    expect((await notes.list()).map((n) => n.user_id)).toEqual([db.userId]);
    expect(changes).toBe(1);
    off();
    await db.delete();
  });
});

describe("clearAllLocalData (spec 1 §4 sign-out clears all local data first)", () => {
  it("stops sync first, then removes every record, the queue, the meta and the database", async () => {
    const db = await openUserDatabase(newId());
    setCurrentDatabase(db);
    const notes = createRepository("notes");
    await notes.save({ title: "Private" });
    await createRepository("quizzes").save({
      title: "Quiz: Private",
      questions: [{ id: "q1", type: "true-false", question: "Sky is blue?", correctAnswer: "True" }],
      time_limit: 15,
      difficulty: "easy",
    });
    await setMeta(db, "pull_cursor", 42);
    const order: string[] = [];
    const off = onBeforeClear(() => {
      order.push(`hook saw open database: ${getCurrentDatabase() === db}`);
    });

    await clearAllLocalData();
    off();

    expect(order).toEqual(["hook saw open database: true"]);
    expect(getCurrentDatabase()).toBeNull();
    expect(await Dexie.exists(db.name)).toBe(false);
    // The same user signing in again starts from an empty database.
    const again = await openUserDatabase(db.userId);
    expect(await again.records("notes").count()).toBe(0);
    expect(await again.records("quizzes").count()).toBe(0);
    expect(await again.sync_queue.count()).toBe(0);
    expect(await again.meta.count()).toBe(0);
    await again.delete();
  });

  it("a closed database is not re-created by a late write", async () => {
    const db = await openUserDatabase(newId());
    setCurrentDatabase(db);
    await clearAllLocalData();
    await expect(db.records("notes").put({ id: newId() } as never)).rejects.toThrow();
    expect(await Dexie.exists(db.name)).toBe(false);
  });

  it("can clear a given user's database without touching the signed-in one", async () => {
    const current = await openUserDatabase(newId());
    setCurrentDatabase(current);
    const other = new LecternDB(newId());
    await createRepository("notes", { database: () => other }).save({ title: "Left behind" });
    other.close();

    await clearAllLocalData(other.userId);
    expect(await Dexie.exists(other.name)).toBe(false);
    expect(getCurrentDatabase()).toBe(current);
    await current.delete();
  });
});
