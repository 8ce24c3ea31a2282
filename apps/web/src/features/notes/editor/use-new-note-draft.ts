import { useCallback, useEffect, useRef, useState } from "react";
import {
  clearNewNoteDraft,
  isDraftWorthKeeping,
  type NewNoteDraft,
  readNewNoteDraft,
  writeNewNoteDraft,
} from "./new-note-draft";

/** Typing pauses this long before the draft is written (and at once when the page goes away). */
export const DRAFT_WRITE_MS = 400;

type Text = { title: string; content: string };

/**
 * Keeps a new note's title and content on the device while the student types (issue 21 Deliver 3). Opening the
 * editor with a draft kept from before offers it back; until the student restores or discards it, nothing
 * overwrites it. Saving the note clears it.
 */
export function useNewNoteDraft({
  isNew,
  userId,
  text,
  onRestore,
}: {
  isNew: boolean;
  userId: string | null | undefined;
  text: Text;
  onRestore: (draft: Text) => void;
}) {
  const [offer, setOffer] = useState<NewNoteDraft | null>(null);
  // Until the student has seen the offer (or there was none), the kept draft must not be overwritten.
  const [decided, setDecided] = useState(false);
  const saved = useRef(false);
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    if (!isNew || decided) return;
    const kept = readNewNoteDraft(userId);
    const same = kept && kept.title === latest.current.title && kept.content === latest.current.content;
    if (kept && !same && isDraftWorthKeeping(kept)) setOffer(kept);
    else {
      setOffer(null);
      setDecided(true);
    }
  }, [isNew, userId, decided]);

  const write = useCallback(() => {
    if (!isNew || !decided || saved.current) return;
    writeNewNoteDraft(userId, latest.current);
  }, [isNew, decided, userId]);

  // Debounced as the student types.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is read from `latest`; these say when
  useEffect(() => {
    const timer = setTimeout(write, DRAFT_WRITE_MS);
    return () => clearTimeout(timer);
  }, [text.title, text.content, write]);

  // A reload, a closed tab or the app sent to the background within the debounce still keeps the last keystroke.
  useEffect(() => {
    const flush = () => write();
    const hidden = () => document.visibilityState === "hidden" && write();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", hidden);
      flush();
    };
  }, [write]);

  return {
    /** A draft kept from before, offered back (Restore / Discard). */
    offer,
    restore: () => {
      if (offer) onRestore({ title: offer.title, content: offer.content });
      setOffer(null);
      setDecided(true);
    },
    discard: () => {
      clearNewNoteDraft(userId);
      setOffer(null);
      setDecided(true);
    },
    /** The note is saved: its draft goes, and nothing writes it again. */
    clear: () => {
      saved.current = true;
      clearNewNoteDraft(userId);
    },
  };
}
