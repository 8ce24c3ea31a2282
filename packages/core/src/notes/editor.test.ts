import { describe, expect, it } from "vitest";
import { TAG_MAX_CHARS } from "../constants/limits.ts";
import { DEFAULT_SUBJECTS } from "../constants/subjects.ts";
import { messages } from "../messages.ts";
import { noteSchema } from "../schemas/notes.ts";
import {
  addSubject,
  addTag,
  aiToolsUnavailableMessage,
  canSaveNote,
  emptyNoteDraft,
  escapeMarkdownHtml,
  flashcardDialogCounts,
  isNoteDraftChanged,
  isOwnNote,
  nextSaveState,
  normalizeTags,
  noteDraftFrom,
  noteExportFileName,
  noteExportText,
  noteFetchFailure,
  noteFromNavigationState,
  noteLoadMessage,
  noteLookup,
  noteSaveProblem,
  removeTag,
  sanitizeFileName,
  shouldAutoSave,
  subjectOptions,
} from "./editor.ts";

const ID = "3f1c2b7a-9d4e-4f8a-b1c2-0123456789ab";
const XSS = [
  '<img src=x onerror="window.__xss=1">',
  "<script>window.__xss=1</script>",
  "javascript:alert(1)",
];

describe("tags (spec 1 §5: trimmed, non-empty, no duplicates)", () => {
  it("adds a trimmed tag", () => {
    expect(addTag(["a"], "  exam  ")).toEqual(["a", "exam"]);
  });
  it("refuses blank and duplicate tags, returning the same list", () => {
    const tags = ["exam"];
    expect(addTag(tags, "   ")).toBe(tags);
    expect(addTag(tags, "")).toBe(tags);
    expect(addTag(tags, " exam ")).toBe(tags);
    expect(addTag(tags, "EXAM")).toBe(tags);
  });
  it("refuses a tag longer than the stored limit", () => {
    expect(addTag([], "x".repeat(TAG_MAX_CHARS + 1))).toEqual([]);
  });
  it("removes a tag", () => {
    expect(removeTag(["a", "b"], "a")).toEqual(["b"]);
  });
  it("normalises a list from elsewhere", () => {
    expect(normalizeTags([" ocr ", "ocr", "", 3, "camera"])).toEqual(["ocr", "camera"]);
  });
});

describe("subjects (spec 1 §5, §9)", () => {
  it("adds a trimmed new subject and selects it", () => {
    expect(addSubject([], "  Astronomy ")).toEqual({ subjects: ["Astronomy"], subject: "Astronomy" });
  });
  it("refuses a blank subject", () => {
    expect(addSubject([], "   ")).toBeNull();
  });
  it("selects an existing subject instead of adding it twice", () => {
    const subjects = ["Astronomy"];
    expect(addSubject(subjects, "astronomy")).toEqual({ subjects, subject: "Astronomy" });
  });
  it("lists General, the default subjects, added ones, then the note's own", () => {
    expect(subjectOptions([], "General")).toEqual(["General", ...DEFAULT_SUBJECTS]);
    expect(subjectOptions(["Astronomy"], "Law")).toEqual([
      "General",
      ...DEFAULT_SUBJECTS,
      "Astronomy",
      "Law",
    ]);
    expect(subjectOptions([], "Biology")).toHaveLength(DEFAULT_SUBJECTS.length + 1);
  });
});

describe("saving (spec 1 §4, §5)", () => {
  it("moves idle → saving → saved | error → idle", () => {
    expect(nextSaveState("idle", "save")).toBe("saving");
    expect(nextSaveState("saving", "succeed")).toBe("saved");
    expect(nextSaveState("saving", "fail")).toBe("error");
    expect(nextSaveState("saved", "reset")).toBe("idle");
    expect(nextSaveState("error", "reset")).toBe("idle");
  });
  it("ignores events that do not belong to the state", () => {
    expect(nextSaveState("idle", "succeed")).toBe("idle");
    expect(nextSaveState("saving", "reset")).toBe("saving");
    expect(nextSaveState("saved", "fail")).toBe("saved");
  });
  it("needs a title, content and a signed-in user", () => {
    expect(canSaveNote({ title: "T", content: "C", signedIn: true })).toBe(true);
    expect(canSaveNote({ title: " ", content: "C", signedIn: true })).toBe(false);
    expect(canSaveNote({ title: "T", content: "\n", signedIn: true })).toBe(false);
    expect(canSaveNote({ title: "T", content: "C", signedIn: false })).toBe(false);
  });
  it("says why with the spec's texts", () => {
    expect(noteSaveProblem({ title: "", content: "", signedIn: true })).toBe(
      "Please provide both a title and content for your note.",
    );
    expect(noteSaveProblem({ title: "", content: "", signedIn: false })).toBe(
      "Please sign in to save notes.",
    );
    expect(noteSaveProblem({ title: "T", content: "C", signedIn: true })).toBeNull();
  });
  it("auto-saves only existing, changed, complete notes that are not saving", () => {
    const ok = { title: "T", content: "C", signedIn: true, existing: true, changed: true, saving: false };
    expect(shouldAutoSave(ok)).toBe(true);
    expect(shouldAutoSave({ ...ok, existing: false })).toBe(false);
    expect(shouldAutoSave({ ...ok, changed: false })).toBe(false);
    expect(shouldAutoSave({ ...ok, saving: true })).toBe(false);
    expect(shouldAutoSave({ ...ok, title: "  " })).toBe(false);
    expect(shouldAutoSave({ ...ok, content: "" })).toBe(false);
    expect(shouldAutoSave({ ...ok, signedIn: false })).toBe(false);
  });
});

describe("drafts", () => {
  it("a new draft is a manual note in General", () => {
    expect(emptyNoteDraft()).toMatchObject({
      title: "",
      content: "",
      subject: "General",
      tags: [],
      type: "manual",
    });
  });
  it("a stored note's draft keeps its recording fields", () => {
    const draft = noteDraftFrom({
      title: "T",
      content: "C",
      subject: "",
      tags: ["a"],
      type: "recording",
      duration: 5,
    });
    expect(draft).toMatchObject({ subject: "General", tags: ["a"], type: "recording", duration: 5 });
  });
  it("notices edits of title, content, subject and tags only", () => {
    const a = noteDraftFrom({ title: "T", content: "C", tags: ["x"] });
    expect(isNoteDraftChanged(a, { ...a })).toBe(false);
    expect(isNoteDraftChanged({ ...a, content: "C2" }, a)).toBe(true);
    expect(isNoteDraftChanged({ ...a, subject: "Physics" }, a)).toBe(true);
    expect(isNoteDraftChanged({ ...a, tags: ["y"] }, a)).toBe(true);
    expect(isNoteDraftChanged({ ...a, duration: 9 }, a)).toBe(false);
  });
});

describe("noteFromNavigationState (spec 1 §2, spec 2 §2)", () => {
  const now = new Date("2026-11-23T10:00:00.000Z");

  it("ignores state without text", () => {
    expect(noteFromNavigationState(undefined, now)).toBeNull();
    expect(noteFromNavigationState({ transcript: "  " }, now)).toBeNull();
    expect(noteFromNavigationState({ from: "/notes" }, now)).toBeNull();
  });

  it("a recording carries transcript, duration, segments and recording date", () => {
    const draft = noteFromNavigationState(
      {
        transcript: "Mitochondria make ATP.",
        duration: 65.4,
        segments: [{ text: "Mitochondria make ATP.", timestamp: [0, 2.5] }, { text: "bad" }],
        recordingDate: "2026-11-22T09:00:00.000Z",
      },
      now,
    );
    expect(draft).toEqual({
      title: "Lecture recording 2026-11-22",
      content: "Mitochondria make ATP.",
      subject: "General",
      tags: [],
      type: "recording",
      duration: 65,
      recording_date: "2026-11-22T09:00:00.000Z",
      segments: [{ text: "Mitochondria make ATP.", timestamp: [0, 2.5] }],
      document_type: "audio",
      extraction_metadata: {
        source: "recording",
        extractedAt: "2026-11-23T10:00:00.000Z",
        duration: 65,
        recordingDate: "2026-11-22T09:00:00.000Z",
      },
    });
  });

  it("an upload and a scan carry tags and type", () => {
    const upload = noteFromNavigationState(
      { transcript: "Text", tags: ["document-upload", "ocr"], type: "document" },
      now,
    );
    expect(upload).toMatchObject({
      type: "document",
      tags: ["document-upload", "ocr"],
      document_type: "pdf",
      duration: null,
      extraction_metadata: { source: "document-upload", extractedAt: now.toISOString() },
    });
    const scan = noteFromNavigationState({ transcript: "Text", tags: ["document-scan"], type: "scan" }, now);
    expect(scan).toMatchObject({
      type: "scan",
      document_type: "camera",
      title: "Scanned document 2026-11-23",
    });
    const docx = noteFromNavigationState({ transcript: "T", type: "document", documentType: "docx" }, now);
    expect(docx?.document_type).toBe("docx");
  });

  it("makes a note the schema accepts", () => {
    const draft = noteFromNavigationState(
      { transcript: "T", duration: 3, recordingDate: now.toISOString() },
      now,
    );
    const stamp = now.toISOString();
    const parsed = noteSchema.safeParse({
      ...draft,
      id: ID,
      user_id: ID,
      created_at: stamp,
      updated_at: stamp,
    });
    expect(parsed.success).toBe(true);
  });
});

describe("export (spec 1 §2, spec 2 §9)", () => {
  it("names the file after the sanitised title", () => {
    expect(sanitizeFileName("Cell Biology: Week 1/2")).toBe("Cell_Biology_Week_1_2");
    expect(sanitizeFileName("  ../..\\etc ")).toBe("etc");
    expect(sanitizeFileName("Café — résumé")).toBe("Café_résumé");
    expect(sanitizeFileName("<>")).toBe("note");
    expect(noteExportFileName(XSS[0] as string, "md")).toBe("img_src_x_onerror_window_xss_1.md");
    expect(sanitizeFileName("a".repeat(300))).toHaveLength(100);
  });

  const note = { title: "Cells", content: "Line 1\nLine 2", subject: "Biology", tags: ["exam", "week-1"] };

  it("TXT is the note as written", () => {
    expect(noteExportText(note, "txt")).toBe(
      "Cells\n\nSubject: Biology\nTags: exam, week-1\n\nLine 1\nLine 2\n",
    );
  });

  it("TXT shows a recording's duration", () => {
    const text = noteExportText({ ...note, tags: [], type: "recording", duration: 75 }, "txt");
    expect(text).toBe("Cells\n\nSubject: Biology\nDuration: 01:15\n\nLine 1\nLine 2\n");
  });

  it("Markdown has a heading, the metadata and the text", () => {
    expect(noteExportText(note, "md")).toBe(
      "# Cells\n\n**Subject:** Biology  \n**Tags:** exam, week\\-1\n\n---\n\nLine 1\nLine 2\n",
    );
  });

  it("keeps script payloads as text in both formats", () => {
    const evil = {
      title: XSS[0] as string,
      content: XSS.join("\n"),
      subject: XSS[1] as string,
      tags: [XSS[2] as string],
    };
    const txt = noteExportText(evil, "txt");
    for (const payload of XSS) expect(txt).toContain(payload);
    const md = noteExportText(evil, "md");
    // No raw tag can open in a Markdown viewer: every '<' is escaped.
    expect(md).not.toMatch(/(^|[^\\])</m);
    expect(md).toContain('\\<img src=x onerror="window.__xss=1">');
    expect(md).toContain("\\<script>window.__xss=1\\</script>");
  });
});

describe("loading a note (spec 1 §5, spec 2 §8)", () => {
  const base = { id: ID, signedIn: true, local: "missing" as const, online: true };

  it("an invalid id is not found, whatever else", () => {
    expect(noteLookup({ ...base, id: "not-a-uuid" })).toBe("not-found");
    expect(noteLookup({ ...base, id: "3f1c2b7a-9d4e-1f8a-b1c2-0123456789ab" })).toBe("not-found");
  });
  it("signed out cannot see notes", () => {
    expect(noteLookup({ ...base, signedIn: false })).toBe("signed-out");
  });
  it("shows a local note, fetches a missing one online, fails offline", () => {
    expect(noteLookup({ ...base, local: "found", online: false })).toBe("show");
    expect(noteLookup(base)).toBe("fetch");
    expect(noteLookup({ ...base, online: false })).toBe("offline");
    expect(noteLookup({ ...base, local: "deleted" })).toBe("not-found");
  });
  it("maps server answers", () => {
    expect(noteFetchFailure(404)).toBe("not-found");
    expect(noteFetchFailure(401)).toBe("signed-out");
    expect(noteFetchFailure(500)).toBe("failed");
    expect(noteFetchFailure(null)).toBe("failed");
  });
  it("uses the viewer's and the editor's texts", () => {
    expect(noteLoadMessage("not-found", "viewer")).toBe(
      "Note not found or access denied. You can only view your own notes.",
    );
    expect(noteLoadMessage("not-found", "editor")).toBe(
      "Note not found or access denied. You can only edit your own notes.",
    );
    expect(noteLoadMessage("signed-out", "viewer")).toBe(
      "Note not found. Please sign in to access your personal notes.",
    );
    expect(noteLoadMessage("offline", "viewer")).toBe(
      "Note not found in offline storage. Please connect to the internet to load this note.",
    );
    expect(noteLoadMessage("offline", "editor")).toBe(messages.notes.notFoundOffline);
    expect(noteLoadMessage("failed", "viewer")).toBe(
      "Failed to load note. It may have been deleted or moved.",
    );
    expect(noteLoadMessage("failed", "editor")).toBe("Failed to load note. Please try again.");
  });
});

describe("ownership and AI tools (spec 2 §6)", () => {
  it("only the owner owns a note", () => {
    expect(isOwnNote({ user_id: ID }, ID)).toBe(true);
    expect(isOwnNote({ user_id: ID }, "someone-else")).toBe(false);
    expect(isOwnNote({ user_id: null }, null)).toBe(false);
  });
  it("AI tools: owner and online only", () => {
    expect(aiToolsUnavailableMessage({ owner: true, online: true })).toBeNull();
    expect(aiToolsUnavailableMessage({ owner: true, online: false })).toBe(
      "AI tools require an internet connection. Please connect to use these features.",
    );
    expect(aiToolsUnavailableMessage({ owner: false, online: true })).toBe(
      "AI tools are only available for your own notes.",
    );
  });
  it("offline, the tools stay when the device's engine can run; the message only when no engine can", () => {
    expect(aiToolsUnavailableMessage({ owner: true, online: false, deviceEngine: true })).toBeNull();
    expect(aiToolsUnavailableMessage({ owner: true, online: true, deviceEngine: false })).toBeNull();
    expect(aiToolsUnavailableMessage({ owner: true, online: false, deviceEngine: false })).toBe(
      messages.notes.aiToolsOffline,
    );
    expect(aiToolsUnavailableMessage({ owner: false, online: false, deviceEngine: true })).toBe(
      messages.notes.aiToolsOwnNotesOnly,
    );
  });
});

describe("flashcard dialog (spec 1 §5)", () => {
  it("offers 5 to 50 in steps of 5", () => {
    expect(flashcardDialogCounts()).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });
});

describe("escapeMarkdownHtml (issue 21: the MD export is the Markdown itself, with no raw HTML)", () => {
  it("escapes raw HTML in text but leaves code blocks and code spans as written", () => {
    const note = ["a <b>bold</b> & c", "```ts", "if (a < b && c) {}", "```", "use `x < y` here <i>"].join(
      "\n",
    );
    expect(escapeMarkdownHtml(note)).toBe(
      ["a \\<b>bold\\</b> \\& c", "```ts", "if (a < b && c) {}", "```", "use `x < y` here \\<i>"].join("\n"),
    );
  });
  it("keeps escaping where backtick runs do not match, as a Markdown viewer reads them", () => {
    expect(escapeMarkdownHtml("``<img src=x onerror=alert(1)>`")).toBe("``\\<img src=x onerror=alert(1)>`");
    expect(escapeMarkdownHtml("~~~\n<script>\n")).toBe("~~~\n<script>\n");
  });
});
