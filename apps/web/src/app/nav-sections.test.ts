import { describe, expect, it } from "vitest";
import { navSectionForPath } from "./nav-sections";

describe("navSectionForPath", () => {
  it("highlights each sidebar link on its own route", () => {
    expect(navSectionForPath("/home")).toBe("home");
    expect(navSectionForPath("/notes")).toBe("notes");
    expect(navSectionForPath("/recording")).toBe("recording");
    expect(navSectionForPath("/study")).toBe("study");
    expect(navSectionForPath("/progress")).toBe("progress");
  });

  it("keeps the parent link highlighted on sub-screens", () => {
    expect(navSectionForPath("/note/3f1c2a9e-8b4d-4c1e-9f2a-1b2c3d4e5f60")).toBe("notes");
    expect(navSectionForPath("/note-editor/new")).toBe("notes");
    expect(navSectionForPath("/upload-document")).toBe("notes");
    expect(navSectionForPath("/flashcard-study/due")).toBe("study");
    expect(navSectionForPath("/quiz-setup")).toBe("study");
    expect(navSectionForPath("/quiz/abc")).toBe("study");
  });

  it("matches whole path segments only", () => {
    expect(navSectionForPath("/homework")).toBeNull();
    expect(navSectionForPath("/quizzes")).toBeNull();
    expect(navSectionForPath("/notesX")).toBeNull();
  });

  it("highlights nothing on screens outside the sidebar", () => {
    expect(navSectionForPath("/settings")).toBeNull();
    expect(navSectionForPath("/subscription")).toBeNull();
    expect(navSectionForPath("/")).toBeNull();
  });
});
