import type { NotesEmptyState as EmptyState } from "@lectern/core";
import { messages } from "@lectern/core";
import { FilterXIcon, NotebookPenIcon, SearchXIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/ui/button";

/** What an empty list says; it differs by the filter that emptied it (spec 1 §2). */
export function NotesEmptyState({
  state,
  onClearFilters,
}: {
  state: EmptyState;
  onClearFilters: () => void;
}) {
  const Icon =
    state.reason === "no-notes" ? NotebookPenIcon : state.reason === "search" ? SearchXIcon : FilterXIcon;
  return (
    <section
      aria-labelledby="notes-empty-title"
      data-testid="notes-empty-state"
      data-reason={state.reason}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center"
    >
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 id="notes-empty-title" className="max-w-full text-lg font-semibold break-words">
        {state.title}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{state.description}</p>
      {state.canClearFilters ? (
        <Button variant="outline" onClick={onClearFilters}>
          {messages.notes.clearFilters}
        </Button>
      ) : (
        <Button asChild>
          <Link to="/note-editor/new">{messages.notes.createManualNote}</Link>
        </Button>
      )}
    </section>
  );
}
