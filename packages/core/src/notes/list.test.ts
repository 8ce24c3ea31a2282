import { describe, expect, it } from "vitest";
import { DEFAULT_SUBJECTS } from "../constants/subjects.ts";
import { messages } from "../messages.ts";
import {
  filterNotes,
  hasActiveNoteFilters,
  type ListedNote,
  matchesNoteSearch,
  matchesSubjectFilter,
  matchesTypeFilter,
  NO_NOTE_FILTERS,
  NOTE_TYPE_FILTER_OPTIONS,
  notePreview,
  noteSubjectOptions,
  notesEmptyState,
  sortNotes,
  titleCollator,
  visibleTags,
} from "./list.ts";

let counter = 0;
function note(fields: Partial<ListedNote> = {}): ListedNote {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    title: `Note ${counter}`,
    content: "",
    tags: [],
    subject: "General",
    type: "manual",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...fields,
  };
}

describe("matchesNoteSearch (spec 1 §2: search title, content, tags)", () => {
  const cells = note({
    title: "Cell Biology",
    content: "Mitochondria make ATP.",
    tags: ["exam-prep", "Lab"],
  });

  it("finds the query in the title, the content or a tag, ignoring case", () => {
    expect(matchesNoteSearch(cells, "cell")).toBe(true);
    expect(matchesNoteSearch(cells, "MITOCHONDRIA")).toBe(true);
    expect(matchesNoteSearch(cells, "exam")).toBe(true);
    expect(matchesNoteSearch(cells, "lab")).toBe(true);
    expect(matchesNoteSearch(cells, "photosynthesis")).toBe(false);
  });

  it("trims the query, and an empty query matches every note", () => {
    expect(matchesNoteSearch(cells, "  atp  ")).toBe(true);
    expect(matchesNoteSearch(cells, "")).toBe(true);
    expect(matchesNoteSearch(cells, "   ")).toBe(true);
  });

  it("never matches across two fields", () => {
    expect(matchesNoteSearch(cells, "biology mitochondria")).toBe(false);
    expect(matchesNoteSearch(note({ tags: ["a", "b"] }), "a b")).toBe(false);
  });

  it("treats the query as text, not a pattern", () => {
    expect(matchesNoteSearch(note({ title: "C++ (intro)" }), "c++ (")).toBe(true);
    expect(matchesNoteSearch(note({ title: "abc" }), ".*")).toBe(false);
  });
});

describe("matchesTypeFilter (spec 1 §2: All Types, Recordings, Manual Notes)", () => {
  it("lists the spec's options in order, with the catalogue's labels", () => {
    expect(NOTE_TYPE_FILTER_OPTIONS.map((o) => o.label)).toEqual(["All Types", "Recordings", "Manual Notes"]);
  });

  it("Recordings are recording notes; everything else, uploads and scans included, is a Manual Note", () => {
    const types = ["manual", "recording", "document", "scan"] as const;
    const pick = (filter: "all" | "recording" | "manual") =>
      types.filter((type) => matchesTypeFilter({ type }, filter));
    expect(pick("all")).toEqual(types);
    expect(pick("recording")).toEqual(["recording"]);
    expect(pick("manual")).toEqual(["manual", "document", "scan"]);
  });
});

describe("matchesSubjectFilter and noteSubjectOptions (spec 1 §9 subjects)", () => {
  it("null is every subject; a subject matches exactly", () => {
    expect(matchesSubjectFilter({ subject: "Physics" }, null)).toBe(true);
    expect(matchesSubjectFilter({ subject: "Physics" }, "Physics")).toBe(true);
    expect(matchesSubjectFilter({ subject: "Physics" }, "physics")).toBe(false);
  });

  it("offers the defaults, General and the user's own subjects, once each, A to Z", () => {
    const options = noteSubjectOptions(
      [{ subject: "Astronomy" }, { subject: "Physics" }, { subject: "Zoology" }, { subject: "Astronomy" }],
      "en",
    );
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(options).size).toBe(options.length);
    for (const subject of [...DEFAULT_SUBJECTS, "General", "Astronomy", "Zoology"]) {
      expect(options).toContain(subject);
    }
    expect(options).toHaveLength(DEFAULT_SUBJECTS.length + 3);
  });
});

describe("filterNotes", () => {
  const notes = [
    note({ title: "Waves", type: "recording", subject: "Physics" }),
    note({ title: "Wave optics", type: "manual", subject: "Physics" }),
    note({ title: "Cells", type: "recording", subject: "Biology" }),
  ];

  it("applies search, type and subject together", () => {
    const titles = (filters: Partial<typeof NO_NOTE_FILTERS>) =>
      filterNotes(notes, { ...NO_NOTE_FILTERS, ...filters }).map((n) => n.title);
    expect(titles({})).toEqual(["Waves", "Wave optics", "Cells"]);
    expect(titles({ search: "wave" })).toEqual(["Waves", "Wave optics"]);
    expect(titles({ search: "wave", type: "recording" })).toEqual(["Waves"]);
    expect(titles({ subject: "Biology" })).toEqual(["Cells"]);
    expect(titles({ subject: "Biology", type: "manual" })).toEqual([]);
  });

  it("uses a given search text, so a long list can cache it", () => {
    const cache = new Map(notes.map((n) => [n, "cached"]));
    const found = filterNotes(notes, { ...NO_NOTE_FILTERS, search: "CACHED" }, (n) => cache.get(n) ?? "");
    expect(found).toHaveLength(3);
  });
});

describe("sortNotes (spec 1 §2: by date or title)", () => {
  const older = note({ title: "beta", updated_at: "2026-01-01T10:00:00.000Z" });
  const newer = note({ title: "Alpha", updated_at: "2026-01-02T10:00:00.000Z" });
  // Noon in UTC+02:00 is 10:00 UTC: later than 09:30 UTC although its text sorts first.
  const offset = note({ title: "Ängel", updated_at: "2026-01-03T12:00:00+02:00" });
  const utc = note({ title: "Zeta", updated_at: "2026-01-03T09:30:00.000Z" });

  it("date: the last updated first, comparing instants, not strings", () => {
    expect(sortNotes([older, utc, newer, offset], "date").map((n) => n.title)).toEqual([
      "Ängel",
      "Zeta",
      "Alpha",
      "beta",
    ]);
  });

  it("title: A to Z in the reader's language, ignoring case and accents, numbers in order", () => {
    const numbered = [note({ title: "Lecture 10" }), note({ title: "Lecture 2" })];
    expect(sortNotes([utc, older, offset, newer], "title", "en").map((n) => n.title)).toEqual([
      "Alpha",
      "Ängel",
      "beta",
      "Zeta",
    ]);
    expect(sortNotes(numbered, "title", "en").map((n) => n.title)).toEqual(["Lecture 2", "Lecture 10"]);
  });

  it("breaks ties by the other key, then the id, and never changes its input", () => {
    const a = note({ title: "Same", updated_at: "2026-01-01T00:00:00.000Z" });
    const b = note({ title: "Same", updated_at: "2026-01-05T00:00:00.000Z" });
    const input = [a, b];
    expect(sortNotes(input, "title")).toEqual([b, a]);
    expect(input).toEqual([a, b]);
    const twin = { ...a, id: "00000000-0000-4000-8000-000000000000" };
    expect(sortNotes([a, twin], "date")).toEqual([twin, a]);
  });
});

describe("notePreview (spec 1 §2, §9: 100 characters)", () => {
  it("keeps short content whole, with whitespace collapsed", () => {
    expect(notePreview("  Line one\n\n\tline two  ")).toBe("Line one line two");
    expect(notePreview("")).toBe("");
    expect(notePreview("x".repeat(100))).toBe("x".repeat(100));
  });

  it("cuts longer content at 100 characters and adds an ellipsis", () => {
    const preview = notePreview("y".repeat(101));
    expect(preview).toBe(`${"y".repeat(100)}...`);
    const words = notePreview(`${"word ".repeat(40)}`);
    expect(words.endsWith("...")).toBe(true);
    expect(words.length).toBeLessThanOrEqual(103);
    expect(words).toBe(`${"word ".repeat(20).trimEnd()}...`);
  });

  it("counts characters, not UTF-16 units, and reads past a whitespace-heavy start", () => {
    const emoji = "📚".repeat(150);
    expect(notePreview(emoji)).toBe(`${"📚".repeat(100)}...`);
    expect(notePreview(`${" ".repeat(5000)}${"z".repeat(150)}`)).toBe(`${"z".repeat(100)}...`);
  });

  it("returns markup as the same text (the screen renders it as text)", () => {
    expect(notePreview("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});

describe("visibleTags (spec 1 §2, spec 2 §9: 3 tags then '+N more')", () => {
  it("shows up to 3 tags and counts the rest", () => {
    expect(visibleTags([])).toEqual({ shown: [], moreLabel: null });
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], moreLabel: null });
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], moreLabel: "+2 more" });
  });
});

describe("notesEmptyState (spec 1 §2: messages vary by active filter)", () => {
  const t = messages.notes;

  it("no notes at all: the invitation to create one, whatever the filters", () => {
    expect(notesEmptyState(NO_NOTE_FILTERS, 0)).toMatchObject({ reason: "no-notes", title: t.emptyNoNotes });
    expect(notesEmptyState({ ...NO_NOTE_FILTERS, search: "x" }, 0).reason).toBe("no-notes");
  });

  it("search first, naming the trimmed query", () => {
    const state = notesEmptyState({ search: "  atoms ", type: "recording", subject: "Physics" }, 4);
    expect(state).toEqual({
      reason: "search",
      title: 'No notes match "atoms"',
      description: t.emptySearchHint,
      canClearFilters: true,
    });
  });

  it("then the type filter, then the subject", () => {
    expect(notesEmptyState({ ...NO_NOTE_FILTERS, type: "recording", subject: "X" }, 4).title).toBe(
      t.emptyRecordings,
    );
    expect(notesEmptyState({ ...NO_NOTE_FILTERS, type: "manual" }, 4).title).toBe(t.emptyManualNotes);
    expect(notesEmptyState({ ...NO_NOTE_FILTERS, subject: "History" }, 4)).toMatchObject({
      reason: "subject",
      title: "No notes in History",
    });
  });

  it("knows whether any filter is active", () => {
    expect(hasActiveNoteFilters(NO_NOTE_FILTERS)).toBe(false);
    expect(hasActiveNoteFilters({ ...NO_NOTE_FILTERS, search: "  " })).toBe(false);
    expect(hasActiveNoteFilters({ ...NO_NOTE_FILTERS, subject: "General" })).toBe(true);
  });
});

describe("titleCollator (issue 18 §1: made once per locale)", () => {
  it("gives the same collator for a locale each time, and orders accents, case and numbers as a reader does", () => {
    expect(titleCollator("en")).toBe(titleCollator("en"));
    expect(titleCollator()).toBe(titleCollator());
    expect(["Week 10", "éclair", "Week 2", "apple"].sort(titleCollator("en").compare)).toEqual([
      "apple",
      "éclair",
      "Week 2",
      "Week 10",
    ]);
  });
});
