import { describe, expect, it } from "vitest";
import { failedAnswerMessage, wrapGenerationError } from "./errors";

describe("failed answers (spec 1 §7, §8)", () => {
  it("surfaces error, else details, else the HTTP status", () => {
    expect(failedAnswerMessage(400, { error: "Note content is empty...", details: "x" })).toBe(
      "Note content is empty...",
    );
    expect(failedAnswerMessage(502, { error: "", details: "The model answered 500" })).toBe(
      "The model answered 500",
    );
    expect(failedAnswerMessage(504, "<html>")).toBe("HTTP error! status: 504");
    expect(failedAnswerMessage(500, null)).toBe("HTTP error! status: 500");
  });
  it("shows a refusal the engine gives (422: a note not in English) as the error it is (issue 16 §5)", () => {
    const refusal =
      "The built-in engine writes English study material. Connect an AI model in Settings for other languages.";
    expect(wrapGenerationError("quiz", failedAnswerMessage(422, { error: refusal }))).toBe(
      `Failed to generate quiz: ${refusal}`,
    );
  });

  it("wraps each kind once", () => {
    expect(wrapGenerationError("flashcards", "Note content is empty...")).toBe(
      "Failed to create flashcards: Note content is empty...",
    );
    expect(wrapGenerationError("quiz", "x")).toBe("Failed to generate quiz: x");
    expect(wrapGenerationError("summary", "x")).toBe("Failed to generate summary: x");
    expect(wrapGenerationError("enhance", "x")).toBe("Failed to enhance content: x");
    expect(wrapGenerationError("quiz", "Failed to generate quiz: x")).toBe("Failed to generate quiz: x");
  });
});
