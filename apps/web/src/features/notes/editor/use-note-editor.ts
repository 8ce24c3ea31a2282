// The editor's state: the draft, what was last saved, saving by hand and by timer (spec 1 §2, §4, §5).

import {
  addSubject,
  addTag,
  canSaveNote,
  emptyNoteDraft,
  isNoteDraftChanged,
  messages,
  NEW_NOTE_ID,
  NOTE_AUTOSAVE_MS,
  type NoteDraft,
  newId,
  noteFromNavigationState,
  noteLoadMessage,
  noteSaveProblem,
  REDIRECT_AFTER_SAVE_MS,
  removeTag,
  shouldAutoSave,
  subjectOptions,
} from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginPathFor, useAuthSession } from "@/data/auth";
import { notify } from "@/ui/toaster";
import { linkRecordingAudio } from "../../recording/keep/link-note-audio";
import { useNoteRecord } from "../shared/use-note-record";
import { useNewNoteDraft } from "./use-new-note-draft";
import { useNoteMerge } from "./use-note-merge";
import { useNoteSave } from "./use-note-save";

export function useNoteEditor(routeId: string | undefined) {
  const isNew = !routeId || routeId === NEW_NOTE_ID;
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const record = useNoteRecord(isNew ? undefined : routeId);
  const stored = !isNew && record.status === "ready" ? record.note : null;

  // A new note gets its id once, so a retried save never makes a second note.
  const [noteId] = useState(() => (isNew ? newId() : routeId));
  // Arriving from recording, upload or scan pre-fills the new note; it counts as unsaved.
  const [draft, setDraft] = useState<NoteDraft | null>(() =>
    isNew ? (noteFromNavigationState(location.state) ?? emptyNoteDraft()) : null,
  );
  const [saved, setSaved] = useState<NoteDraft | null>(() => (isNew ? emptyNoteDraft() : null));
  const [subjects, setSubjects] = useState<readonly string[]>([]);
  const [leaving, setLeaving] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const failure = !draft && record.status === "failed" ? noteLoadMessage(record.failure, "editor") : null;
  useEffect(() => {
    if (failure) notify.error(failure, { id: "note-editor-load" });
  }, [failure]);

  const { state, save: saveDraft } = useNoteSave(noteId, stored, setSaved);
  // Seeds the draft from the stored note, then merges every newer version of it into the draft (issue 13).
  const apply = useCallback((next: NoteDraft, storedDraft: NoteDraft) => {
    setDraft(next);
    setSaved(storedDraft);
  }, []);
  const merge = useNoteMerge(stored, draft, apply, saveDraft);
  const { willSave } = merge;
  const save = useCallback(
    (snapshot: NoteDraft) => {
      willSave(snapshot);
      return saveDraft(snapshot);
    },
    [willSave, saveDraft],
  );
  const signedIn = Boolean(user);
  const current = draft ?? emptyNoteDraft();
  const changed = Boolean(draft && saved && isNoteDraftChanged(draft, saved));
  const check = { title: current.title, content: current.content, signedIn };
  // Never saved over a newer version until the student chose what to keep.
  const conflicted = merge.conflict !== null;

  // spec 1 §4: an existing note saves itself NOTE_AUTOSAVE_MS after the last change.
  const autoSave = shouldAutoSave({
    ...check,
    existing: !isNew,
    changed,
    saving: state === "saving" || leaving || conflicted,
  });
  useEffect(() => {
    if (!autoSave || !draft) return;
    const timer = setTimeout(async () => {
      if (await save(draft)) notify.success(messages.notes.autoSaved);
      else notify.error(messages.notes.autoSaveFailed);
    }, NOTE_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [autoSave, draft, save]);

  const saveNow = async () => {
    if (!draft || state === "saving" || leaving || conflicted) return;
    const problem = noteSaveProblem(check);
    if (problem) {
      notify.error(problem);
      if (!signedIn) navigate(loginPathFor(location));
      return;
    }
    if (!(await save(draft))) {
      notify.error(messages.notes.saveFailed);
      return;
    }
    notify.success(messages.notes.saved);
    if (isNew) newDraft.clear();
    // A note saved from the recording screen: its audio kept on this device now belongs to it (issue 23 §1).
    if (isNew) void linkRecordingAudio(noteId, location.state);
    setLeaving(true);
    redirect.current = setTimeout(() => navigate("/notes"), REDIRECT_AFTER_SAVE_MS);
  };

  const update = useCallback(
    (change: Partial<NoteDraft>) => setDraft((d) => (d ? { ...d, ...change } : d)),
    [],
  );
  // A new note's title and content stay on the device until it is saved (issue 21 Deliver 3).
  const newDraft = useNewNoteDraft({
    isNew,
    userId: user?.id,
    text: { title: current.title, content: current.content },
    onRestore: update,
  });

  return {
    status: failure ? ("failed" as const) : draft ? ("ready" as const) : ("loading" as const),
    failure,
    isNew,
    /** The note as last saved on the device (null for a new note): what flashcards are made from. */
    stored,
    draft: current,
    saveState: state,
    unsaved: changed && !leaving,
    canSave: canSaveNote(check) && state !== "saving" && !leaving && !conflicted,
    saveProblem: conflicted ? messages.notes.conflictSaveWaits : noteSaveProblem(check),
    /** A newer version of the note that overlaps the draft: the student chooses theirs, mine or both. */
    conflict: merge.conflict,
    /** A new note's draft kept on the device from before, offered back. */
    draftOffer: newDraft.offer,
    restoreDraft: newDraft.restore,
    discardDraft: newDraft.discard,
    chooseVersion: merge.choose,
    subjects,
    saveNow,
    setTitle: (title: string) => update({ title }),
    setContent: (content: string) => update({ content }),
    setSubject: (subject: string) => update({ subject }),
    /** false when the tag is blank or already there (spec 1 §5). */
    addTag: (raw: string) => {
      const tags = addTag(current.tags, raw);
      if (tags === current.tags) return false;
      update({ tags: [...tags] });
      return true;
    },
    removeTag: (tag: string) => update({ tags: removeTag(current.tags, tag) }),
    /** false when the name is blank (spec 1 §5); an existing subject is selected instead. */
    addSubject: (raw: string) => {
      const options = subjectOptions(subjects, current.subject);
      const added = addSubject(options, raw);
      if (!added) return false;
      if (added.subjects !== options) setSubjects([...subjects, added.subject]);
      update({ subject: added.subject });
      return true;
    },
  };
}

export type NoteEditorState = ReturnType<typeof useNoteEditor>;
