import { describe, expect, it } from "vitest";
import { appendNewText } from "./live-text.ts";

describe("appendNewText (spec 1 §4: only text not already present is appended)", () => {
  it("starts the transcript with the first text", () => {
    expect(appendNewText("", " Hello world. ")).toBe("Hello world.");
  });

  it("leaves the transcript as it is for empty or blank incoming text", () => {
    expect(appendNewText("Hello world.", "")).toBe("Hello world.");
    expect(appendNewText("Hello world.", "   ")).toBe("Hello world.");
    expect(appendNewText("Hello world.", " ... ")).toBe("Hello world.");
  });

  it("leaves the transcript as it is for identical text", () => {
    expect(appendNewText("Hello world.", "Hello world.")).toBe("Hello world.");
  });

  it("ignores case and punctuation when deciding what is already there", () => {
    expect(appendNewText("Hello, world.", "hello world")).toBe("Hello, world.");
    expect(appendNewText("The cell divides. Then it grows", "then it grows!")).toBe(
      "The cell divides. Then it grows",
    );
  });

  it("appends only the words after the overlap of the tail and the head", () => {
    expect(appendNewText("The mitochondria is the powerhouse", "is the powerhouse of the cell.")).toBe(
      "The mitochondria is the powerhouse of the cell.",
    );
    expect(appendNewText("Today we cover cells.", "Cells, and then membranes.")).toBe(
      "Today we cover cells. and then membranes.",
    );
  });

  it("takes the longest overlap", () => {
    expect(appendNewText("a b a b", "a b a b c")).toBe("a b a b c");
  });

  it("appends everything when nothing overlaps", () => {
    expect(appendNewText("First part.", "Second part.")).toBe("First part. Second part.");
  });

  it("does not treat a repeat elsewhere in the middle as overlap", () => {
    expect(appendNewText("one two three four", "two three five")).toBe("one two three four two three five");
  });
});
