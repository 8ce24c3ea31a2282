import { describe, expect, it } from "vitest";
import {
  findSetupNote,
  passedSetupNote,
  quizDroppedNotice,
  quizQuestionCounts,
  quizSetupProblem,
  quizTimeLimits,
} from "./quiz-setup.ts";

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

describe("the note the setup uses (spec 2 §2, §5)", () => {
  const device = {
    id: NOTE,
    title: "Cells",
    content: "Cells divide by mitosis.",
    tags: ["biology"],
    user_id: USER,
  };
  const OTHER = "5d7e1c2a-9b3f-4e8a-a1c2-3b4d5e6f7a80";
  const passed = {
    id: OTHER,
    title: "Seen in the viewer",
    content: "Osmosis moves water.",
    tags: [],
    user_id: USER,
  };

  it("reads what the note viewer passes: id, title, content, tags and owner", () => {
    expect(
      passedSetupNote({ noteId: OTHER, title: "T", content: "C", tags: ["a", 3, "b"], userId: USER }),
    ).toEqual({
      noteId: OTHER,
      note: { id: OTHER, title: "T", content: "C", tags: ["a", "b"], user_id: USER },
    });
    expect(passedSetupNote({ noteId: OTHER })).toEqual({ noteId: OTHER, note: null });
    expect(passedSetupNote({ noteId: OTHER, content: "C" })?.note?.user_id).toBeNull();
    for (const state of [null, undefined, "x", {}, { noteId: "" }, { noteId: 7 }]) {
      expect(passedSetupNote(state)).toBeNull();
    }
  });

  it("takes the device's copy first, else the passed note of the same id", () => {
    const stale = { ...device, content: "an older copy" };
    expect(findSetupNote(NOTE, [device], { ...stale })).toBe(device);
    expect(findSetupNote(OTHER, [device], passed)).toBe(passed);
  });

  it("is null when nothing is chosen or nothing matches, undefined while the device reads", () => {
    expect(findSetupNote("", [device], passed)).toBeNull();
    expect(findSetupNote(OTHER, [device], null)).toBeNull();
    expect(findSetupNote(OTHER, [device], { ...passed, id: NOTE })).toBeNull();
    expect(findSetupNote(OTHER, undefined, null)).toBeUndefined();
    expect(findSetupNote(OTHER, undefined, passed)).toBe(passed);
  });

  it("a passed note without its owner is not the user's own", () => {
    const note = findSetupNote(OTHER, [], { ...passed, user_id: null });
    expect(quizSetupProblem({ userId: USER, noteId: OTHER, note })).toBe(
      "You can only create quizzes from your own notes.",
    );
  });
});

describe("dropped questions notice (issue 15)", () => {
  it("says nothing when none were dropped", () => {
    expect(quizDroppedNotice(undefined)).toBeNull();
    expect(quizDroppedNotice(0)).toBeNull();
  });
  it("counts one in the singular and more in the plural", () => {
    expect(quizDroppedNotice(1)).toBe("1 question was dropped because its answer could not be checked");
    expect(quizDroppedNotice(2)).toBe("2 questions were dropped because their answers could not be checked");
    expect(quizDroppedNotice(12)).toBe(
      "12 questions were dropped because their answers could not be checked",
    );
  });
});
