import { describe, expect, it } from "vitest";
import { noteFromNavigationState } from "../notes/editor.ts";
import { documentNoteState, extractedNoteText } from "./note.ts";

describe("extractedNoteText", () => {
  it("joins successful texts and leaves out failures and empty results (spec 2 §8)", () => {
    const items = [
      { provider: "pdf.js", text: " Page one text \n" },
      { provider: "Error", text: "Error processing image 2: blurry" },
      { provider: "tesseract.js", text: "   " },
      { provider: "tesseract.js", text: "Third image" },
    ];
    expect(extractedNoteText(items)).toBe("Page one text\n\nThird image");
    expect(extractedNoteText([{ provider: "Error", text: "Error processing image 1: x" }])).toBe("");
  });
});

describe("documentNoteState (spec 2 §2)", () => {
  it("hands upload and scan text to the note editor with their tags and types", () => {
    expect(documentNoteState("upload", "Cells")).toEqual({
      transcript: "Cells",
      tags: ["document-upload", "ocr"],
      type: "document",
    });
    const scan = noteFromNavigationState(
      documentNoteState("scan", "Mitochondria"),
      new Date("2026-11-24T10:00:00Z"),
    );
    expect(scan).toMatchObject({
      content: "Mitochondria",
      type: "scan",
      tags: ["document-scan", "camera", "ocr"],
    });
  });
});
