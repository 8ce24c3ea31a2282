import { noteLoadMessage } from "@lectern/core";
import { useParams } from "react-router";
import { Spinner } from "@/ui/spinner";
import { BackToNotes } from "./shared/back-to-notes";
import { NoteLoadError } from "./shared/note-load-error";
import { useNoteRecord } from "./shared/use-note-record";
import { NoteViewer } from "./viewer/note-viewer";

// spec 2 §2: the note viewer at /note/:id; every failure of spec 2 §8 is said in the page.
export function NotePage() {
  const { id } = useParams();
  const record = useNoteRecord(id);
  const title = record.status === "ready" ? record.note.title : "Note";
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <title>{`${title} · Lectern`}</title>
      <BackToNotes />
      {record.status === "loading" && <Spinner showLabel className="py-12" />}
      {record.status === "failed" && (
        <>
          <h1 className="sr-only">Note</h1>
          <NoteLoadError message={noteLoadMessage(record.failure, "viewer")} />
        </>
      )}
      {record.status === "ready" && <NoteViewer key={record.note.id} note={record.note} />}
    </div>
  );
}
