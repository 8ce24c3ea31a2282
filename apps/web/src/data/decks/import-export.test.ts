import "fake-indexeddb/auto";
import { guessColumnMapping, looksLikeHeader, newId, rowsToDeckFileCards } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { readQueue } from "../db/queue";
import { createRepository } from "../db/repository";
import type { ImportCard } from "./apkg-read";
import { deckExportFile, loadExportDeck } from "./export-deck";
import { planImport } from "./plan";
import { readDeckText } from "./read-deck";
import { existingFrontsFor, ImportSaveError, saveImportedDeck } from "./save-import";

let db: LecternDB;
const clock = new Date("2026-03-01T10:00:00.000Z");
const options = { database: () => db, now: () => clock };

beforeEach(async () => {
  db = new LecternDB(newId());
  await db.open();
});
afterEach(() => deleteUserDatabase(db));

const card = (front: string, back: string, extra: Partial<ImportCard> = {}): ImportCard => ({
  front,
  back,
  tags: [],
  source: null,
  ...extra,
});
const live = {
  notes: () => db.records("notes").toArray(),
  flashcards: () => db.records("flashcards").toArray(),
  reviews: () => db.records("flashcard_reviews").toArray(),
};

describe("saveImportedDeck: one batch of synced records", () => {
  it("creates the deck's note with the cards' tags, the cards and their queue entries", async () => {
    const saved = await saveImportedDeck(
      {
        cards: [
          card("ATP", "Energy", { tags: ["bio"], source: "p. 1" }),
          card("DNA", "Genes", { tags: ["bio", "gen"] }),
        ],
        target: { kind: "new", title: "Biology" },
        keepHistory: false,
      },
      options,
    );
    const [note] = await live.notes();
    expect(note).toMatchObject({ title: "Biology", tags: ["bio", "gen"], pending: 1 });
    expect(saved).toEqual({ deckId: note?.id, cards: 2, reviews: 0 });
    const cards = await live.flashcards();
    expect(cards.map((c) => [c.front, c.back, c.source, c.note_id, c.difficulty])).toEqual(
      expect.arrayContaining([
        ["ATP", "Energy", "p. 1", note?.id, "unknown"],
        ["DNA", "Genes", null, note?.id, "unknown"],
      ]),
    );
    expect((await readQueue(db)).map((op) => op.type).sort()).toEqual(["flashcards", "flashcards", "notes"]);
    // The deck keeps the file's order (cards are listed oldest first).
    const deck = await loadExportDeck(note?.id as string, () => db);
    expect(deck.cards.map((c) => c.front)).toEqual(["ATP", "DNA"]);
  });

  it("keeps the review history when asked, and the cards' counts follow from it", async () => {
    const reviews = [
      { quality: 1, reviewed_at: "2026-02-01T10:00:00.000Z" },
      { quality: 4, reviewed_at: "2026-02-02T10:00:00.000Z" },
    ];
    const saved = await saveImportedDeck(
      { cards: [card("ATP", "Energy", { reviews })], target: { kind: "uncategorized" }, keepHistory: true },
      options,
    );
    expect(saved).toEqual({ deckId: "uncategorized_flashcards", cards: 1, reviews: 2 });
    const [stored] = await live.flashcards();
    expect(stored).toMatchObject({
      note_id: null,
      review_count: 2,
      correct_count: 1,
      last_reviewed: reviews[1]?.reviewed_at,
    });
    expect((await live.reviews()).map((r) => [r.quality, r.correct])).toEqual(
      expect.arrayContaining([
        [1, false],
        [4, true],
      ]),
    );
    const schedules = await db.records("spaced_repetition_schedule").toArray();
    expect(schedules).toHaveLength(1);
  });

  it("tells its progress after each slice of cards, the last one too", async () => {
    const progress: number[] = [];
    const cards = Array.from({ length: 520 }, (_, i) => card(`front ${i}`, "back"));
    await saveImportedDeck(
      { cards, target: { kind: "uncategorized" }, keepHistory: false },
      { ...options, sliceSize: 250, onProgress: (n) => progress.push(n) },
    );
    expect(progress).toEqual([250, 500, 520]);
    expect(await live.flashcards()).toHaveLength(520);
  });

  it("leaves the history out when not asked", async () => {
    const reviews = [{ quality: 5, reviewed_at: "2026-02-01T10:00:00.000Z" }];
    await saveImportedDeck(
      { cards: [card("a", "b", { reviews })], target: { kind: "uncategorized" }, keepHistory: false },
      options,
    );
    expect(await live.reviews()).toEqual([]);
  });

  it("writes nothing when one record is refused", async () => {
    const error = await saveImportedDeck(
      {
        cards: [card("fine", "ok"), card("x".repeat(10_001), "too long")],
        target: { kind: "new", title: "Deck" },
        keepHistory: false,
      },
      options,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportSaveError);
    expect((error as Error).message).toBe(
      "The cards could not be saved. Nothing was imported. Please try again.",
    );
    expect(await live.notes()).toEqual([]);
    expect(await live.flashcards()).toEqual([]);
    expect(await readQueue(db)).toEqual([]);
  });
});

describe("planImport against the chosen deck", () => {
  it("skips duplicates of the deck and of the file, and incomplete or too long cards, counting each", async () => {
    const note = await createRepository("notes", options).save({ title: "Chem" });
    await createRepository("flashcards", options).save({
      note_id: note.id,
      front: "Atomic Number",
      back: "Z",
      difficulty: "easy",
    });
    const fronts = await existingFrontsFor({ kind: "note", noteId: note.id }, options);
    expect(fronts).toEqual(["Atomic Number"]);
    const plan = planImport(
      [
        card("atomic  number", "dup of deck"),
        card("Mole", "6.022e23"),
        card(" mole ", "dup in file"),
        card("", "no front"),
        card("long", "y".repeat(10_001)),
      ],
      fronts,
    );
    expect(plan).toMatchObject({ ok: true, read: 5, duplicates: 2, incomplete: 1, tooLong: 1 });
    expect(plan.ok && plan.cards.map((c) => c.front)).toEqual(["Mole"]);
    expect(await existingFrontsFor({ kind: "new", title: "x" }, options)).toEqual([]);
  });

  it("refuses more than 50,000 cards", () => {
    const many = Array.from({ length: 50_001 }, (_, i) => card(`f${i}`, "b"));
    expect(planImport(many, [])).toEqual({
      ok: false,
      error: "This file has more than 50,000 cards. Please split the deck and import it in parts.",
    });
  });
});

describe("export", () => {
  it("gives a note's cards its tags and sources, and a CSV that imports back the same", async () => {
    const note = await createRepository("notes", options).save({
      title: "Cell, Biology",
      tags: ["bio", "cells"],
    });
    const cards = createRepository("flashcards", options);
    await cards.save({
      note_id: note.id,
      front: 'The "powerhouse"',
      back: "Mitochondria,\nmostly",
      difficulty: "easy",
      source: "Ch. 1",
    });
    await cards.save({ note_id: null, front: "loose", back: "card", difficulty: "easy" });
    const deck = await loadExportDeck(note.id, () => db);
    expect(deck).toEqual({
      title: "Cell, Biology",
      cards: [
        { front: 'The "powerhouse"', back: "Mitochondria,\nmostly", tags: ["bio", "cells"], source: "Ch. 1" },
      ],
    });
    expect((await loadExportDeck("all", () => db)).cards).toHaveLength(2);

    for (const format of ["csv", "tsv"] as const) {
      const file = await deckExportFile(deck, format, async () => new Uint8Array());
      expect(file.fileName).toBe(`Cell_Biology.${format}`);
      const read = readDeckText(await file.blob.text(), format);
      if (!read.ok || read.format === "apkg" || read.format === "quizlet") throw new Error("not a table");
      const [header = [], ...rows] = read.rows;
      expect(looksLikeHeader(header)).toBe(true);
      expect(rowsToDeckFileCards(rows, guessColumnMapping(header, true))).toEqual(deck.cards);
    }
  });
});
