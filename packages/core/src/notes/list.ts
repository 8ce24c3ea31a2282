// The notes list's rules (spec 1 §2 notes list, §9 preview; spec 2 §9 note card): search, filters, sort,
// preview, tags and the empty state. Pure, so the screen and its tests share one copy.

import { NOTE_CARD_MAX_TAGS, NOTE_PREVIEW_CHARS, type NOTE_TYPE_FILTERS } from "../constants/notes.ts";
import { DEFAULT_SUBJECTS } from "../constants/subjects.ts";
import { messages } from "../messages.ts";
import type { Note } from "../schemas/notes.ts";

export type NoteTypeFilter = (typeof NOTE_TYPE_FILTERS)[number];
export type NoteSortKey = "date" | "title";

/** The fields of a note the list reads. */
export type ListedNote = Pick<Note, "id" | "title" | "content" | "tags" | "subject" | "type" | "updated_at">;

/** What the user chose above the list; `subject: null` is every subject. */
export interface NoteListFilters {
  search: string;
  type: NoteTypeFilter;
  subject: string | null;
}

export const NO_NOTE_FILTERS: NoteListFilters = { search: "", type: "all", subject: null };

// --- Search (spec 1 §2: search) ------------------------------------------------------------------------------

/** The query as the search compares it: trimmed and lower-cased; '' searches nothing. */
export function normaliseNoteSearch(query: string): string {
  return query.trim().toLowerCase();
}

/**
 * The text a search looks in: title, content and tags, lower-cased. Fields are joined by a newline, which a
 * one-line query cannot hold, so a match never spans two fields. Worth caching per note for long lists.
 */
export function noteSearchText(note: Pick<Note, "title" | "content" | "tags">): string {
  return `${note.title}\n${note.content}\n${note.tags.join("\n")}`.toLowerCase();
}

/** A note matches when its title, content or a tag contains the query, ignoring case (spec 1 §2). */
export function matchesNoteSearch(
  note: Pick<Note, "title" | "content" | "tags">,
  query: string,
  searchText: string = noteSearchText(note),
): boolean {
  const wanted = normaliseNoteSearch(query);
  return wanted === "" || searchText.includes(wanted);
}

// --- Type filter (spec 1 §2: All Types, Recordings, Manual Notes) ---------------------------------------------

/** The type filter's options, in the spec's order, with their labels. */
export const NOTE_TYPE_FILTER_OPTIONS: ReadonlyArray<{ value: NoteTypeFilter; label: string }> = [
  { value: "all", label: messages.notes.filterAllTypes },
  { value: "recording", label: messages.notes.filterRecordings },
  { value: "manual", label: messages.notes.filterManualNotes },
];

/**
 * Recordings are notes of type 'recording'. The spec knows two note types; Lectern's uploaded ('document') and
 * scanned ('scan') notes are text the student brought in and edits like a typed note, so they count as Manual
 * Notes: every note is under exactly one of the two filters.
 */
export function matchesTypeFilter(note: Pick<Note, "type">, filter: NoteTypeFilter): boolean {
  if (filter === "all") return true;
  if (filter === "recording") return note.type === "recording";
  return note.type !== "recording";
}

// --- Subject filter (spec 1 §2, §9) --------------------------------------------------------------------------

export function matchesSubjectFilter(note: Pick<Note, "subject">, subject: string | null): boolean {
  return subject === null || note.subject === subject;
}

/**
 * The reader's-language order for titles and subjects (accents and case ignored, numbers in numeric order), made
 * once per locale: making a collator loads the language's collation data, tens of milliseconds on a slow phone
 * (issue 18 §1), and the list sorts again on every sync batch.
 */
const collators = new Map<string, Intl.Collator>();
export function titleCollator(locale?: string): Intl.Collator {
  const key = locale ?? "";
  let collator = collators.get(key);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(key, collator);
  }
  return collator;
}

/**
 * The subject filter's choices: the default subject list (spec 1 §9), the note default 'General', and every
 * subject the user's notes carry, once each, A→Z.
 */
export function noteSubjectOptions(notes: ReadonlyArray<Pick<Note, "subject">>, locale?: string): string[] {
  const subjects = new Set<string>(["General", ...DEFAULT_SUBJECTS]);
  for (const note of notes) subjects.add(note.subject);
  return [...subjects].sort(titleCollator(locale).compare);
}

/** Search, type and subject together: what the list shows before sorting. */
export function filterNotes<N extends ListedNote>(
  notes: readonly N[],
  filters: NoteListFilters,
  searchText: (note: N) => string = noteSearchText,
): N[] {
  const wanted = normaliseNoteSearch(filters.search);
  return notes.filter(
    (note) =>
      matchesTypeFilter(note, filters.type) &&
      matchesSubjectFilter(note, filters.subject) &&
      (wanted === "" || searchText(note).includes(wanted)),
  );
}

// --- Sort (spec 1 §2: by date or title) ----------------------------------------------------------------------

/**
 * A sorted copy. 'date': last updated first. 'title': A→Z in the reader's language (accents and case
 * ignored, numbers in numeric order). Ties fall back to the other key, then the id, so the order is stable.
 */
export function sortNotes<N extends ListedNote>(notes: readonly N[], key: NoteSortKey, locale?: string): N[] {
  const collator = titleCollator(locale);
  // Timestamps carry offsets, so compare instants, parsed once per note rather than once per comparison.
  const rows = notes.map((note) => ({ note, time: Date.parse(note.updated_at) || 0 }));
  const byDate = (a: (typeof rows)[number], b: (typeof rows)[number]) => b.time - a.time;
  const byTitle = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    collator.compare(a.note.title, b.note.title);
  const [first, second] = key === "date" ? [byDate, byTitle] : [byTitle, byDate];
  rows.sort(
    (a, b) => first(a, b) || second(a, b) || (a.note.id < b.note.id ? -1 : a.note.id > b.note.id ? 1 : 0),
  );
  return rows.map((row) => row.note);
}

// --- Card (spec 1 §2, §9; spec 2 §9) -------------------------------------------------------------------------

/** Appended to a preview that was cut; three dots, like the spec's own texts. */
export const NOTE_PREVIEW_ELLIPSIS = "...";

/**
 * The card's preview: the first 100 characters of the content with runs of whitespace (line breaks included)
 * collapsed to one space, plus an ellipsis when the content is longer. Counts characters, not UTF-16 units,
 * so an emoji is never cut in half.
 */
export function notePreview(content: string): string {
  // Only the start of a long note matters; fall back to all of it if the start is mostly whitespace.
  const head = collapseWhitespace(content.slice(0, NOTE_PREVIEW_CHARS * 8));
  const text = [...head].length > NOTE_PREVIEW_CHARS ? head : collapseWhitespace(content);
  const chars = [...text];
  if (chars.length <= NOTE_PREVIEW_CHARS) return text;
  return `${chars.slice(0, NOTE_PREVIEW_CHARS).join("").trimEnd()}${NOTE_PREVIEW_ELLIPSIS}`;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The first 3 tags, and '+N more' for the rest (spec 1 §2, spec 2 §9). */
export function visibleTags(tags: readonly string[]): { shown: string[]; moreLabel: string | null } {
  const hidden = tags.length - NOTE_CARD_MAX_TAGS;
  return {
    shown: tags.slice(0, NOTE_CARD_MAX_TAGS),
    moreLabel: hidden > 0 ? messages.notes.moreTags(hidden) : null,
  };
}

// --- Empty state (spec 1 §2: messages vary by active filter) -------------------------------------------------

export type NotesEmptyReason = "no-notes" | "search" | "type" | "subject";

export interface NotesEmptyState {
  reason: NotesEmptyReason;
  title: string;
  description: string;
  /** Whether clearing the filters would show notes. */
  canClearFilters: boolean;
}

/**
 * Which empty state an empty list shows. With no notes at all, the invitation to create one; otherwise the
 * filter the user touched most specifically explains it: the search, then the type, then the subject.
 */
export function notesEmptyState(filters: NoteListFilters, totalNotes: number): NotesEmptyState {
  const t = messages.notes;
  const search = filters.search.trim();
  const filtered = (reason: NotesEmptyReason, title: string, description: string): NotesEmptyState => ({
    reason,
    title,
    description,
    canClearFilters: true,
  });
  if (totalNotes > 0 && search !== "") return filtered("search", t.emptySearch(search), t.emptySearchHint);
  if (totalNotes > 0 && filters.type === "recording")
    return filtered("type", t.emptyRecordings, t.emptyRecordingsHint);
  if (totalNotes > 0 && filters.type === "manual")
    return filtered("type", t.emptyManualNotes, t.emptyManualNotesHint);
  if (totalNotes > 0 && filters.subject !== null)
    return filtered("subject", t.emptySubject(filters.subject), t.emptySubjectHint);
  // No notes at all (or, for a moment, every note gone while the filters were clear).
  return {
    reason: "no-notes",
    title: t.emptyNoNotes,
    description: t.emptyNoNotesHint,
    canClearFilters: false,
  };
}

/** Whether any filter narrows the list (so a 'Clear filters' action means something). */
export function hasActiveNoteFilters(filters: NoteListFilters): boolean {
  return filters.search.trim() !== "" || filters.type !== "all" || filters.subject !== null;
}
