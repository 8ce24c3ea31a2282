import { messages } from "@lectern/core";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import type { NewNoteDraft } from "./new-note-draft";

const t = messages.noteMarkdown;

const when = (savedAt: number) =>
  savedAt > 0
    ? new Date(savedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : t.draftEarlier;

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
  const title = draft.title.trim() || t.untitledDraft;
  return (
    <Alert data-testid="draft-restore" aria-label={t.unsavedDraft}>
      <p>
        {t.draftOffer(when(draft.savedAt))} <strong className="break-words">{title}</strong>{" "}
        {t.draftSize(draft.content.length.toLocaleString())}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          {t.restoreDraft}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {t.discardDraft}
        </Button>
      </div>
    </Alert>
  );
}
