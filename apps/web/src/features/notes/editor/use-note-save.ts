// Writing the note through the repository with the save states of spec 1 §4:
// idle → saving → saved | error → idle after SAVED_INDICATOR_RESET_MS.

import {
  type Note,
  type NoteDraft,
  type NoteSaveState,
  nextSaveState,
  SAVED_INDICATOR_RESET_MS,
} from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { createRepository } from "@/data/db";
import { storedNoteFields } from "../shared/note-fields";

const notes = createRepository("notes");

/** The stored note's own fields (topics and the like survive an edit); the repository stamps the rest. */
function saveInput(id: string, draft: NoteDraft, stored: Note | null) {
  return { ...storedNoteFields(stored), ...draft, title: draft.title.trim(), id };
}

export function useNoteSave(id: string, stored: Note | null, onSaved: (draft: NoteDraft) => void) {
  const [state, setState] = useState<NoteSaveState>("idle");
  const busy = useRef(false);

  useEffect(() => {
    if (state !== "saved" && state !== "error") return;
    const timer = setTimeout(() => setState((s) => nextSaveState(s, "reset")), SAVED_INDICATOR_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  /** Saves this snapshot of the draft; true when it is stored. Never two saves at once. */
  const save = useCallback(
    async (draft: NoteDraft): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setState((s) => nextSaveState(s, "save"));
      try {
        await notes.save(saveInput(id, draft, stored));
        setState((s) => nextSaveState(s, "succeed"));
        onSaved(draft);
        return true;
      } catch (error) {
        console.error("Saving the note failed", error);
        setState((s) => nextSaveState(s, "fail"));
        return false;
      } finally {
        busy.current = false;
      }
    },
    [id, stored, onSaved],
  );

  return { state, save };
}
