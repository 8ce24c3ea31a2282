import { describe, expect, it } from "vitest";
import { quizQuestionCounts, quizSetupProblem, quizTimeLimits } from "./quiz-setup.ts";

const USER = "7f0c7c0e-7a6e-4d4b-9d3e-2f7f5d3c9a10";
const NOTE = "0b9c2b8e-2f1e-4a55-8c5f-6f3a4d2e1b00";

describe("quiz setup options (spec 2 §5, §9)", () => {
  it("offers 5 to 50 questions and 5 to 60 minutes, in steps of 5", () => {
    expect(quizQuestionCounts()).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
    expect(quizTimeLimits()).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
  });
});

describe("quiz setup validation (spec 2 §5)", () => {
  const own = { user_id: USER, content: "Cells divide by mitosis." };
  it("needs a signed-in user first", () => {
    expect(quizSetupProblem({ userId: null, noteId: NOTE, note: own })).toBe(
      "Please sign in to create quizzes.",
    );
  });
  it("needs a chosen note", () => {
    expect(quizSetupProblem({ userId: USER, noteId: "", note: undefined })).toBe(
      "Please select a note to generate quiz from",
    );
  });
  it("needs the note's data", () => {
    expect(quizSetupProblem({ userId: USER, noteId: NOTE, note: null })).toBe("Selected note data not found");
  });
  it("only the user's own notes", () => {
    expect(quizSetupProblem({ userId: USER, noteId: NOTE, note: { ...own, user_id: "someone" } })).toBe(
      "You can only create quizzes from your own notes.",
    );
  });
  it("needs content that is more than whitespace", () => {
    expect(quizSetupProblem({ userId: USER, noteId: NOTE, note: { ...own, content: " \n\t " } })).toBe(
      "Note content not found. Please ensure the note has content before generating a quiz.",
    );
  });
  it("passes an own note with content", () => {
    expect(quizSetupProblem({ userId: USER, noteId: NOTE, note: own })).toBeNull();
  });
});
