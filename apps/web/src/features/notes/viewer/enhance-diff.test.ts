import { describe, expect, it } from "vitest";
import {
  type DiffSegment,
  diffWordCounts,
  enhanceChangedNothing,
  enhanceDiff,
  WORD_DIFF_MAX_EDITS,
} from "./enhance-diff";

const sideOf = (segments: DiffSegment[], kind: "added" | "removed") =>
  segments
    .filter((s) => s.kind !== kind)
    .map((s) => s.text)
    .join("");

describe("enhanceDiff (issue 16 §7: Enhance shows its changes)", () => {
  const transcript = "um so the cell is small.  uh it has a nucleus\nand the\nnucleus holds DNA";
  const enhanced = "So the cell is small. It has a nucleus and the nucleus holds DNA.\n\n## Next";
  const segments = enhanceDiff(transcript, enhanced) ?? [];

  it("marks the removed fillers and the added words, in the enhanced text's order", () => {
    expect(segments).toEqual([
      { kind: "removed", text: "um so" },
      { kind: "added", text: "So" },
      { kind: "same", text: " the cell is small. " },
      { kind: "removed", text: "uh it" },
      { kind: "added", text: "It" },
      { kind: "same", text: " has a nucleus and the nucleus holds DNA" },
      { kind: "added", text: ".\n\n## Next" },
    ]);
  });

  it("reads as the enhanced text exactly when the removed parts are left out", () => {
    expect(sideOf(segments, "removed")).toBe(enhanced);
  });

  it("shows a change of spacing or line breaks alone as kept text, not as a change", () => {
    const regrouped = enhanceDiff(
      "The cell is small.\nIt has a nucleus.",
      "The cell is small. It has a nucleus.",
    );
    expect(regrouped).toEqual([{ kind: "same", text: "The cell is small. It has a nucleus." }]);
  });

  it("counts the words added and removed ('.' and '##' are not words)", () => {
    expect(diffWordCounts(segments)).toEqual({ added: 3, removed: 4 });
  });

  it("an enhanced text with nothing in common is all removed, then all added", () => {
    expect(enhanceDiff("alpha beta", "gamma delta")).toEqual([
      { kind: "removed", text: "alpha beta" },
      { kind: "added", text: "gamma delta" },
    ]);
  });
});

describe("enhanceDiff past WORD_DIFF_MAX_EDITS", () => {
  it("is null (the dialog shows the enhanced text instead), not a diff claiming everything changed", () => {
    // Every other word differs: 2,500 words changed, 5,000 edits.
    const words = Array.from({ length: 5_000 }, (_, i) => `w${i}`);
    const original = words.join(" ");
    const enhanced = words.map((w, i) => (i % 2 ? `x${w}` : w)).join(" ");
    expect(enhanceDiff(original, enhanced)).toBeNull();
    // Just under the cut, the same kind of change is shown.
    const few = words.slice(0, WORD_DIFF_MAX_EDITS / 4);
    expect(enhanceDiff(few.join(" "), few.map((w, i) => (i % 2 ? `x${w}` : w)).join(" "))).not.toBeNull();
  });
});

describe("enhanceChangedNothing ('No changes needed')", () => {
  it("is true when only spacing differs", () => {
    expect(
      enhanceChangedNothing(
        "The cell is small.\n\nIt has  a nucleus. ",
        "The cell is small. It has a nucleus.",
      ),
    ).toBe(true);
  });
  it("is false when a word, a letter's case or a mark changed", () => {
    expect(enhanceChangedNothing("the cell is small", "The cell is small")).toBe(false);
    expect(enhanceChangedNothing("The cell is small", "The cell is small.")).toBe(false);
    expect(enhanceChangedNothing("um the cell", "the cell")).toBe(false);
  });
});
