import { describe, expect, it } from "vitest";
import { findPassage } from "./find-passage";

describe("findPassage", () => {
  const note =
    "Photosynthesis\n\nThe light reactions  happen in the\nthylakoid membrane. Then the Calvin cycle.";

  it("maps a whitespace-normalised passage back to the note's exact characters", () => {
    const range = findPassage(note, "The light reactions happen in the thylakoid membrane.");
    expect(range).not.toBeNull();
    expect(note.slice(range?.start, range?.end)).toBe(
      "The light reactions  happen in the\nthylakoid membrane.",
    );
  });
  it("accepts a passage with its own extra whitespace", () => {
    const range = findPassage(note, "  Then the\tCalvin   cycle. ");
    expect(note.slice(range?.start, range?.end)).toBe("Then the Calvin cycle.");
  });
  it("finds the first word of the note", () => {
    expect(findPassage(note, "Photosynthesis")).toEqual({ start: 0, end: 14 });
  });
  it("says null for a passage that is not in the note, or a blank one", () => {
    expect(findPassage(note, "The dark reactions")).toBeNull();
    expect(findPassage(note, "  ")).toBeNull();
  });
});
