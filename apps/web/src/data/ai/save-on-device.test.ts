import "fake-indexeddb/auto";
import { CARD_TEXT_MAX_CHARS, generatedRecordId, newId } from "@lectern/core";
import type { GeneratedFlashcard, GeneratedQuestion } from "@lectern/generator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearAllLocalData, setCurrentDatabase } from "../db/current";
import { LecternDB } from "../db/database";
import { mergeRemoteRecords } from "../db/merge-remote";
import { saveFlashcardsOnDevice, saveQuizOnDevice } from "./save-on-device";

let db: LecternDB;
const note = { id: newId(), title: "Cells", content: "Cells are the unit of life." };

beforeEach(() => {
  db = new LecternDB(newId());
  setCurrentDatabase(db);
});
afterEach(async () => {
  await clearAllLocalData();
});

const card = (n: number): GeneratedFlashcard => ({
  front: `Front ${n}`,
  back: `Back ${n}`,
  difficulty: "medium",
  category: "general",
  source: "Cells are the unit of life.",
});
const cards = (n: number) => Array.from({ length: n }, (_, i) => card(i));

describe("the device's own generation run (issue 13: one run, one transaction, one set)", () => {
  it("saves the run's cards under ids derived from its request id, each queued", async () => {
    const requestId = newId();
    expect(await saveFlashcardsOnDevice(note, cards(3), requestId)).toBe(3);
    const saved = await db.records("flashcards").toArray();
    expect(saved.map((c) => c.id).sort()).toEqual(
      [0, 1, 2].map((i) => generatedRecordId(requestId, i)).sort(),
    );
    expect(saved.every((c) => c.pending === 1 && c.note_id === note.id)).toBe(true);
    expect(await db.sync_queue.count()).toBe(3);
  });

  it("stores all of the run's cards or none", async () => {
    const bad = { ...card(2), front: "x".repeat(CARD_TEXT_MAX_CHARS + 1) };
    await expect(saveFlashcardsOnDevice(note, [card(0), card(1), bad], newId())).rejects.toThrow();
    expect(await db.records("flashcards").count()).toBe(0);
    expect(await db.sync_queue.count()).toBe(0);
  });

  it("saving the same run again adds nothing", async () => {
    const requestId = newId();
    await saveFlashcardsOnDevice(note, cards(3), requestId);
    expect(await saveFlashcardsOnDevice(note, cards(3), requestId)).toBe(3);
    expect(await db.records("flashcards").count()).toBe(3);
    expect(await db.sync_queue.count()).toBe(3);
  });

  it("adds nothing when the server's set of the run came by sync first", async () => {
    const requestId = newId();
    const serverSet = [0, 1].map((i) => ({
      id: generatedRecordId(requestId, i),
      user_id: db.userId,
      note_id: note.id,
      front: `Server ${i}`,
      back: "b",
      difficulty: "easy",
      category: "general",
      source: "Cells are the unit of life.",
      created_at: "2026-03-01T10:00:00.000Z",
      updated_at: "2026-03-01T10:00:00.000Z",
      deleted_at: null,
      server_seq: i + 1,
    }));
    await mergeRemoteRecords(db, "flashcards", serverSet);
    expect(await saveFlashcardsOnDevice(note, cards(4), requestId)).toBe(2);
    const held = await db.records("flashcards").toArray();
    expect(held.map((c) => c.front).sort()).toEqual(["Server 0", "Server 1"]);
    expect(await db.sync_queue.count()).toBe(0);
  });

  it("another run is another set", async () => {
    await saveFlashcardsOnDevice(note, cards(2), newId());
    await saveFlashcardsOnDevice(note, cards(2), newId());
    expect(await db.records("flashcards").count()).toBe(4);
  });

  it("a quiz of the run has the run's first id and is saved once", async () => {
    const requestId = newId();
    const questions: GeneratedQuestion[] = [
      {
        id: "q1",
        type: "true-false",
        question: "Cells are the unit of life.",
        options: ["True", "False"],
        correctAnswer: "True",
        explanation: "",
        source: "Cells are the unit of life.",
      },
    ];
    const id = await saveQuizOnDevice(note, questions, 10, "easy", requestId);
    expect(id).toBe(generatedRecordId(requestId, 0));
    expect(await saveQuizOnDevice(note, questions, 10, "easy", requestId)).toBe(id);
    expect(await db.records("quizzes").count()).toBe(1);
    expect(await db.sync_queue.count()).toBe(1);
  });
});
