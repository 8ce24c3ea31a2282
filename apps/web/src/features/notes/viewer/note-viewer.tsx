import { isOwnNote, messages, type Note } from "@lectern/core";
import { useState } from "react";
import { useLocation } from "react-router";
import { useAuthSession } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { EarlierVersionsList } from "../shared/earlier-versions-list";
import { AiToolsPanel } from "./ai-tools-panel";
import { GeneratedMaterial } from "./generated-material";
import { LectureAudio } from "./lecture-audio";
import { NoteActions } from "./note-actions";
import { NoteContent, type PassageRequest } from "./note-content";
import { NoteDetails } from "./note-details";
import { useDeleteNote } from "./use-note-actions";

/** One note as its owner sees it (spec 2 §2, §6); anyone else is refused. */
export function NoteViewer({ note }: { note: Note }) {
  const { user } = useAuthSession();
  const owner = isOwnNote(note, user?.id);
  const { remove, deleting, deleted } = useDeleteNote(note.id);
  // The passage a generated item's "Show in note" link asked for (issue 8), or that a link from another screen
  // handed over in navigation state (the study screen's "Open in note", issue 14).
  const handedOver: unknown = (useLocation().state as { passage?: unknown } | null)?.passage;
  const [passage, setPassage] = useState<PassageRequest | null>(() =>
    typeof handedOver === "string" && handedOver ? { text: handedOver, seq: 0 } : null,
  );
  const showPassage = (text: string) => setPassage((p) => ({ text, seq: (p?.seq ?? 0) + 1 }));
  if (deleted) return null;

  if (!owner) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="error">
          <p>{messages.notes.noPermission}</p>
        </Alert>
        <AiToolsPanel note={note} owner={false} />
      </div>
    );
  }

  return (
    // On narrow screens the AI tools come right after the note and before what they made (DOM order = visual
    // order); on wide ones they sit beside both.
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr]">
      <article className="flex min-w-0 flex-col gap-5" aria-labelledby="note-title">
        <NoteDetails note={note} owner={owner} />
        <NoteActions note={note} onDelete={remove} deleting={deleting} />
        {note.segments?.length ? <LectureAudio note={note} /> : null}
        <NoteContent content={note.content} passage={passage} />
        <EarlierVersionsList note={note} />
      </article>
      <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pt-1">
        <AiToolsPanel note={note} owner={owner} />
      </aside>
      <div className="min-w-0 empty:hidden lg:col-start-1">
        <GeneratedMaterial note={note} onShowPassage={showPassage} />
      </div>
    </div>
  );
}
