import { ScreenPlaceholder } from "@/ui/screen-placeholder";

// spec 1 §2: /note-editor and /note-editor/:id ('new' for a new note).
export function NoteEditorPage() {
  return <ScreenPlaceholder title="Note Editor" />;
}
