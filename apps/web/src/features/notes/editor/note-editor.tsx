import { Spinner } from "@/ui/spinner";
import { BackToNotes } from "../shared/back-to-notes";
import { EarlierVersionsList } from "../shared/earlier-versions-list";
import { NoteLoadError } from "../shared/note-load-error";
import { DraftRestore } from "./draft-restore";
import { NoteConflictPanel } from "./note-conflict";
import { NoteEditorForm } from "./note-editor-form";
import { SaveStatus } from "./save-status";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { useNoteEditor } from "./use-note-editor";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

/** The note editor of spec 1 §2 for one note id, or 'new'. */
export function NoteEditor({ routeId }: { routeId: string | undefined }) {
  const editor = useNoteEditor(routeId);
  const blocker = useUnsavedChangesGuard(editor.unsaved);
  const heading = editor.isNew ? "New Note" : "Edit Note";

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <title>{`${heading} · Lectern`}</title>
      <div className="flex flex-col gap-3">
        <BackToNotes />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
          {editor.status === "ready" && <SaveStatus state={editor.saveState} />}
        </div>
      </div>
      {editor.status === "loading" && <Spinner showLabel className="py-12" />}
      {editor.failure && <NoteLoadError message={editor.failure} />}
      {editor.conflict && <NoteConflictPanel conflict={editor.conflict} onChoose={editor.chooseVersion} />}
      {editor.status === "ready" && editor.draftOffer && (
        <DraftRestore
          draft={editor.draftOffer}
          onRestore={editor.restoreDraft}
          onDiscard={editor.discardDraft}
        />
      )}
      {editor.status === "ready" && <NoteEditorForm editor={editor} />}
      {editor.status === "ready" && editor.stored && <EarlierVersionsList note={editor.stored} />}
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}
