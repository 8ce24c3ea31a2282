import { hasActiveNoteFilters, messages, notesEmptyState } from "@lectern/core";
import { useCallback, useState } from "react";
import { useAwaitingFirstPull } from "@/data/db/hooks";
import { Spinner } from "@/ui/spinner";
import { NoteCreateActions } from "./list/note-create-actions";
import { NotesEmptyState } from "./list/notes-empty-state";
import { NotesLoadBoundary } from "./list/notes-load-boundary";
import { NotesToolbar } from "./list/notes-toolbar";
import { RenameNoteDialog } from "./list/rename-note-dialog";
import { useNoteActions } from "./list/use-note-actions";
import { type ListNote, useNotesList } from "./list/use-notes-list";
import { VirtualNoteGrid } from "./list/virtual-note-grid";
import { DeleteNoteDialog } from "./shared/delete-note-dialog";

const t = messages.notes;

// spec 1 §2 notes list: search, filters, sort, note cards with a menu, floating actions, empty states.
export function NotesPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 pb-28 sm:px-6 lg:px-8">
      <title>{`${t.notesHeading} · Lectern`}</title>
      <NotesLoadBoundary>
        <NotesList />
      </NotesLoadBoundary>
      <NoteCreateActions />
    </div>
  );
}

function NotesList() {
  const list = useNotesList();
  const actions = useNoteActions();
  const [renaming, setRenaming] = useState<ListNote | null>(null);
  const [deleting, setDeleting] = useState<ListNote | null>(null);
  const closeRename = useCallback(() => setRenaming(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const total = list.all?.length ?? 0;
  const filtered = hasActiveNoteFilters(list.filters);
  // A new device's list is empty until its first pull lands, and a deferred redraw can trail the store by a frame:
  // both are loading, not "no notes yet" (which would flash before the notes).
  const awaitingFirstPull = useAwaitingFirstPull(list.neverPulled);
  const loading = list.all === undefined || (total === 0 && (awaitingFirstPull || list.catchingUp));

  return (
    <>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.notesHeading}</h1>
        {!loading && (
          <p role="status" className="text-sm text-muted-foreground" data-testid="notes-count">
            {filtered ? t.noteCount(list.shown.length, total) : t.noteCount(total)}
          </p>
        )}
      </header>
      <NotesToolbar list={list} />
      {loading ? (
        <Spinner label={messages.app.loading} showLabel className="justify-center py-14" />
      ) : list.shown.length === 0 ? (
        <NotesEmptyState state={notesEmptyState(list.filters, total)} onClearFilters={list.clearFilters} />
      ) : (
        <VirtualNoteGrid notes={list.shown} onRename={setRenaming} onDelete={setDeleting} />
      )}
      <RenameNoteDialog note={renaming} onClose={closeRename} onRename={actions.rename} />
      <DeleteNoteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDelete()}
        noteTitle={deleting?.title}
        onConfirm={() => {
          // The list closes at once and deletes in the background; the toast reports the outcome.
          if (deleting) void actions.remove(deleting);
        }}
      />
    </>
  );
}
