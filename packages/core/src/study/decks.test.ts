import { describe, expect, it } from "vitest";
import { DECK_ID_UNCATEGORIZED } from "../constants/study.ts";
import { messages } from "../messages.ts";
import {
  buildDecks,
  type DeckCard,
  type DeckNote,
  deckCategory,
  deckDifficulty,
  deckProgress,
} from "./decks.ts";

const card = (over: Partial<DeckCard> = {}): DeckCard => ({
  note_id: null,
  difficulty: "easy",
  category: "general",
  review_count: 0,
  last_reviewed: null,
  ...over,
});
const NOTE_A = "11111111-1111-4111-8111-111111111111";
const NOTE_B = "22222222-2222-4222-8222-222222222222";
const NOTE_C = "33333333-3333-4333-8333-333333333333";
const note = (id: string, title: string, over: Partial<DeckNote> = {}): DeckNote => ({
  id,
  title,
  subject: "General",
  ...over,
});

describe("deckDifficulty (spec 2 §4)", () => {
  const of = (...difficulties: string[]) =>
    deckDifficulty(difficulties.map((difficulty) => card({ difficulty })));

  it("is hard if any card is hard, else medium if any is medium, else easy", () => {
    expect(of("easy", "medium", "hard", "easy")).toBe("hard");
    expect(of("easy", "medium", "easy")).toBe("medium");
    expect(of("easy", "easy")).toBe("easy");
  });

  it("counts 'unknown' cards as neither: a deck of unknown cards, or none, is easy", () => {
    expect(of("unknown", "medium")).toBe("medium");
    expect(of("unknown", "unknown")).toBe("easy");
    expect(of()).toBe("easy");
  });
});

describe("deckProgress (spec 2 §4)", () => {
  const of = (...counts: number[]) => deckProgress(counts.map((review_count) => card({ review_count })));

  it("is the percent of cards with review_count above 0, rounded", () => {
    expect(of(0, 0, 0, 0)).toBe(0);
    expect(of(3, 0, 0, 0)).toBe(25);
    expect(of(1, 2, 0)).toBe(67);
    expect(of(1, 0, 0)).toBe(33);
    expect(of(5, 1)).toBe(100);
  });

  it("is 0 for a deck without cards", () => {
    expect(of()).toBe(0);
  });
});

describe("deckCategory (spec 2 §9)", () => {
  it("takes the note's subject when it is one of the colour categories", () => {
    expect(deckCategory("Biology", [card({ category: "physics" })])).toBe("biology");
    expect(deckCategory(" mathematics ", [])).toBe("mathematics");
  });

  it("else the most common category of the cards (ties in the list's order), else general", () => {
    const cards = [
      card({ category: "Physics" }),
      card({ category: "chemistry" }),
      card({ category: "physics" }),
    ];
    expect(deckCategory("General", cards)).toBe("physics");
    expect(deckCategory("History", [card({ category: "chemistry" }), card({ category: "physics" })])).toBe(
      "physics",
    );
    expect(deckCategory(null, [card({ category: "History" }), card({ category: null })])).toBe("general");
    expect(deckCategory(undefined, [])).toBe("general");
  });
});

describe("buildDecks (spec 2 §2, §3)", () => {
  it("makes one deck per live note with cards, and the uncategorized deck", () => {
    const notes = [
      note(NOTE_A, "Cells", { subject: "Biology" }),
      note(NOTE_B, "Forces"),
      note(NOTE_C, "Empty"),
    ];
    const cards = [
      card({
        note_id: NOTE_A,
        difficulty: "medium",
        review_count: 2,
        last_reviewed: "2026-02-02T10:00:00.000Z",
      }),
      card({ note_id: NOTE_A, difficulty: "easy" }),
      card({ note_id: NOTE_B, difficulty: "hard", category: "physics" }),
      card({ note_id: null, review_count: 1, last_reviewed: "2026-02-01T10:00:00.000Z" }),
    ];
    expect(buildDecks(cards, notes)).toEqual([
      {
        id: NOTE_A,
        title: "Cells",
        cardCount: 2,
        progress: 50,
        difficulty: "medium",
        lastStudied: "2026-02-02T10:00:00.000Z",
        category: "biology",
        note_id: NOTE_A,
      },
      {
        id: DECK_ID_UNCATEGORIZED,
        title: "Uncategorized Flashcards",
        cardCount: 1,
        progress: 100,
        difficulty: "easy",
        lastStudied: "2026-02-01T10:00:00.000Z",
        category: "general",
        note_id: null,
      },
      {
        id: NOTE_B,
        title: "Forces",
        cardCount: 1,
        progress: 0,
        difficulty: "hard",
        lastStudied: null,
        category: "physics",
        note_id: NOTE_B,
      },
    ]);
    expect(messages.study.uncategorizedDeckTitle).toBe("Uncategorized Flashcards");
  });

  it("leaves out deleted cards, and puts cards of a deleted or missing note in the uncategorized deck", () => {
    const notes = [note(NOTE_A, "Gone", { deleted_at: "2026-02-01T00:00:00.000Z" }), note(NOTE_B, "Kept")];
    const cards = [
      card({ note_id: NOTE_A }),
      card({ note_id: NOTE_C }),
      card({ note_id: NOTE_B, deleted_at: "2026-02-01T00:00:00.000Z" }),
    ];
    const decks = buildDecks(cards, notes);
    expect(decks.map((deck) => [deck.id, deck.cardCount])).toEqual([[DECK_ID_UNCATEGORIZED, 2]]);
  });

  it("lists recently studied decks first, never-studied ones last, then by title", () => {
    const notes = [note(NOTE_A, "Beta"), note(NOTE_B, "alpha"), note(NOTE_C, "Gamma")];
    const cards = [
      card({ note_id: NOTE_A }),
      card({ note_id: NOTE_B }),
      card({ note_id: NOTE_C, review_count: 1, last_reviewed: "2026-01-01T00:00:00.000Z" }),
    ];
    expect(buildDecks(cards, notes).map((deck) => deck.title)).toEqual(["Gamma", "alpha", "Beta"]);
  });

  it("is empty without cards", () => {
    expect(buildDecks([], [note(NOTE_A, "Cells")])).toEqual([]);
  });
});
