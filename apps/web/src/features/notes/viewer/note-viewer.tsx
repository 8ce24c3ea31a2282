import { isOwnNote, messages, type Note } from "@lectern/core";
import { useAuthSession } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Card } from "@/ui/card";
import { AiToolsPanel } from "./ai-tools-panel";
import { NoteActions } from "./note-actions";
import { NoteDetails } from "./note-details";
import { useDeleteNote } from "./use-note-actions";

/** One note as its owner sees it (spec 2 §2, §6); anyone else is refused. */
export function NoteViewer({ note }: { note: Note }) {
  const { user } = useAuthSession();
  const owner = isOwnNote(note, user?.id);
  const { remove, deleting, deleted } = useDeleteNote(note.id);
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
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article className="flex min-w-0 flex-col gap-5" aria-labelledby="note-title">
        <NoteDetails note={note} owner={owner} />
        <NoteActions note={note} onDelete={remove} deleting={deleting} />
        <Card className="p-4 sm:p-6">
          <h2 className="sr-only">Content</h2>
          <div data-testid="note-content" className="leading-relaxed break-words whitespace-pre-wrap">
            {note.content}
          </div>
        </Card>
      </article>
      <aside className="lg:pt-1">
        <AiToolsPanel note={note} owner={owner} />
      </aside>
    </div>
  );
}
