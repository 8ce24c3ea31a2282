import { NEW_NOTE_ID } from "@lectern/core";
import { useParams } from "react-router";
import { NoteEditor } from "./editor/note-editor";

// spec 1 §2: /note-editor and /note-editor/:id ('new' for a new note). A different id is a different editor.
export function NoteEditorPage() {
  const { id } = useParams();
  return <NoteEditor key={id ?? NEW_NOTE_ID} routeId={id} />;
}
