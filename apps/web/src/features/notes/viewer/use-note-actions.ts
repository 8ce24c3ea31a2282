import { messages } from "@lectern/core";
// The viewer's Share and Delete (spec 2 §2, §8).

import { useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "@/ui/toaster";
import { deleteNote } from "../shared/delete-note";

/** Copies the note's link (spec 2 §2 "share (copies the link)"). */
export async function shareNote(id: string): Promise<void> {
  const link = new URL(`/note/${id}`, window.location.origin).href;
  try {
    await navigator.clipboard.writeText(link);
    notify.success(messages.notes.linkCopied);
  } catch {
    notify.error("Could not copy the link. Copy it from the address bar instead.");
  }
}

/** Deletes the note, then back to /notes (spec 2 §2). */
export function useDeleteNote(id: string) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const remove = async () => {
    setDeleting(true);
    const done = await deleteNote(id);
    setDeleting(false);
    if (!done) return;
    setDeleted(true);
    navigate("/notes", { replace: true });
  };

  return { remove, deleting, deleted };
}
