import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import type { NewNoteDraft } from "./new-note-draft";

const when = (savedAt: number) =>
  savedAt > 0
    ? new Date(savedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : "earlier";

/** A new note's draft kept on this device from before (issue 21 Deliver 3): restore it or discard it. */
export function DraftRestore({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: NewNoteDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const title = draft.title.trim() || "Untitled";
  return (
    <Alert data-testid="draft-restore" aria-label="Unsaved draft">
      <p>
        You have an unsaved draft from {when(draft.savedAt)}: <strong className="break-words">{title}</strong>{" "}
        ({draft.content.length.toLocaleString()} characters). Restore it?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore draft
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
      </div>
    </Alert>
  );
}
