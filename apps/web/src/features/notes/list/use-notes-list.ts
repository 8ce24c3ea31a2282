import {
  filterNotes,
  NO_NOTE_FILTERS,
  type NoteListFilters,
  type NoteSortKey,
  noteSearchText,
  noteSubjectOptions,
  sortNotes,
} from "@lectern/core";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useRecordsSincePull } from "@/data/db/hooks";
import type { LocalRecord } from "@/data/db/schema";

export type ListNote = LocalRecord<"notes">;

export interface NotesList {
  /** Every live note of the user; undefined while the local store opens. */
  all: ListNote[] | undefined;
  /** No pulled page has reached this device yet (a new device): an empty `all` may not mean "no notes". */
  neverPulled: boolean | undefined;
  /** `all` is behind the store (a deferred redraw is on its way), so an empty `all` may not mean "no notes". */
  catchingUp: boolean;
  /** The notes to show: filtered, then sorted. */
  shown: ListNote[];
  filters: NoteListFilters;
  sort: NoteSortKey;
  subjects: string[];
  setFilters: (change: Partial<NoteListFilters>) => void;
  setSort: (sort: NoteSortKey) => void;
  clearFilters: () => void;
}

/**
 * The notes list's state (spec 1 §2): the user's notes from the local store (so it reads the same offline),
 * the filters and the sort. Sorting runs when the notes or the sort change; typing only filters the sorted
 * list, over search texts cached per note and made ahead while the page is idle. That costs about 5 ms for
 * 10,000 notes, so it runs with the keystroke: useDeferredValue measured a frame slower here.
 */
export function useNotesList(): NotesList {
  // The store's answers (the first read, a sync's batch) redraw the list in a transition, in slices that leave
  // the page responsive (issue 18 §1); typing is not deferred (see above).
  const stored = useRecordsSincePull("notes");
  const shownState = useDeferredValue(stored);
  const all = shownState?.records;
  const [filters, setFilterState] = useState<NoteListFilters>(NO_NOTE_FILTERS);
  const [sort, setSort] = useState<NoteSortKey>("date");

  const sorted = useMemo(() => sortNotes(all ?? [], sort), [all, sort]);
  // Keyed by note object: a changed note is a new object, so an entry is never stale.
  const [searchText] = useState(cachedSearchText);
  const shown = useMemo(() => filterNotes(sorted, filters, searchText), [sorted, filters, searchText]);
  const subjects = useMemo(() => noteSubjectOptions(all ?? []), [all]);
  useEffect(() => warmWhenIdle(all ?? [], searchText), [all, searchText]);

  return {
    all,
    neverPulled: shownState?.neverPulled,
    catchingUp: shownState !== stored,
    shown,
    filters,
    sort,
    subjects,
    setFilters: (change) => setFilterState((prev) => ({ ...prev, ...change })),
    setSort,
    clearFilters: () => setFilterState(NO_NOTE_FILTERS),
  };
}

/** Each note's lower-cased search text, made on first use and kept while the note object lives. */
function cachedSearchText(): (note: ListNote) => string {
  const cache = new WeakMap<ListNote, string>();
  return (note) => {
    let text = cache.get(note);
    if (text === undefined) {
      text = noteSearchText(note);
      cache.set(note, text);
    }
    return text;
  };
}

/** Makes every note's search text while the page is idle, so even the first keystroke only compares. */
function warmWhenIdle(notes: ListNote[], searchText: (note: ListNote) => string): () => void {
  let next = 0;
  let handle = 0;
  const idle =
    window.requestIdleCallback ??
    ((run: IdleRequestCallback) =>
      window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 8 }), 50));
  const cancel = window.cancelIdleCallback ?? window.clearTimeout;
  const work: IdleRequestCallback = (deadline) => {
    while (next < notes.length && deadline.timeRemaining() > 1) {
      const end = Math.min(notes.length, next + 250);
      for (; next < end; next += 1) searchText(notes[next] as ListNote);
    }
    if (next < notes.length) handle = idle(work);
  };
  handle = idle(work);
  return () => cancel(handle);
}
