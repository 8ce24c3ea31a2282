import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { deckKind, emptyDeckMessage } from "./deck-route";
import { examStartFromInput } from "./exam-date";
import { sessionKeyAction } from "./use-session-keys";

describe("deck ids (spec 2 §2, §5)", () => {
  it("names the special decks, accepts a note id and refuses anything else", () => {
    expect(deckKind("due")).toBe("due");
    expect(deckKind("uncategorized_flashcards")).toBe("uncategorized");
    expect(deckKind("direct")).toBe("direct");
    expect(deckKind("0b9f1e4c-8d2a-4c1b-9e3f-2a7d5c6b8e01")).toBe("note");
    expect(deckKind("not-a-deck")).toBe("invalid");
    expect(deckKind("Due")).toBe("invalid");
  });

  it("an empty deck says the spec's message for it (spec 2 §8)", () => {
    expect(emptyDeckMessage("due", true)).toBe(
      "No flashcards due for review. Check back later or create some flashcards!",
    );
    expect(emptyDeckMessage("uncategorized", true)).toBe("No uncategorized flashcards found...");
    expect(emptyDeckMessage("note", true)).toBe("No flashcards found for this deck");
    expect(emptyDeckMessage("due", false)).toBe(
      "No flashcards available offline. Connect to the internet to load more flashcards.",
    );
  });
});

describe("session keys", () => {
  const on = (selector: string | null) => ({
    closest: (s: string) => (selector && s.includes(selector) ? {} : null),
  });
  it("Space turns the card unless a control or field has focus; 1/→ correct, 2/← incorrect", () => {
    expect(sessionKeyAction(" ", on(null))).toBe("flip");
    expect(sessionKeyAction(" ", on("button"))).toBeNull();
    expect(sessionKeyAction("1", on("button"))).toBe("correct");
    expect(sessionKeyAction("ArrowRight", on(null))).toBe("correct");
    expect(sessionKeyAction("2", on(null))).toBe("incorrect");
    expect(sessionKeyAction("ArrowLeft", on(null))).toBe("incorrect");
    expect(sessionKeyAction("1", on("input"))).toBeNull();
    expect(sessionKeyAction("x", on(null))).toBeNull();
  });
});

describe("exam date field", () => {
  const now = new Date(2030, 5, 10, 15, 0);
  it("takes today or a later day as the exam's local start", () => {
    expect(examStartFromInput("2030-06-10", now)).toEqual({ iso: new Date(2030, 5, 10).toISOString() });
    expect(examStartFromInput("2030-07-01", now)).toEqual({ iso: new Date(2030, 6, 1).toISOString() });
  });
  it("refuses a past day or a malformed one with a clear message", () => {
    expect(examStartFromInput("2030-06-09", now)).toEqual({ error: messages.studySettings.examDatePast });
    expect(examStartFromInput("", now)).toEqual({ error: messages.studySettings.examDateInvalid });
    expect(examStartFromInput("2030-02-30", now)).toEqual({ error: messages.studySettings.examDateInvalid });
  });
});
