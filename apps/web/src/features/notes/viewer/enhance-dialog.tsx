import { messages, type Note, noteDraftFrom } from "@lectern/core";
import { useCallback } from "react";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
import { notify } from "@/ui/toaster";
import { useNoteSave } from "../editor/use-note-save";

/**
 * The enhanced text (spec 1 §7 enhance-content) for the owner to read, then apply to the note — through the
 * note's normal save path, so it syncs like any edit — or discard. Shown as text, never HTML.
 */
export function EnhanceDialog({
  note,
  enhancedContent,
  provider,
  onClose,
}: {
  note: Note;
  enhancedContent: string | null;
  provider: string;
  onClose: () => void;
}) {
  const onSaved = useCallback(() => notify.success(messages.notes.saved), []);
  const { state, save } = useNoteSave(note.id, note, onSaved);

  const apply = async () => {
    if (enhancedContent === null) return;
    const saved = await save(noteDraftFrom({ ...note, content: enhancedContent }));
    if (saved) onClose();
    else notify.error(messages.notes.saveFailed);
  };

  return (
    <Dialog open={enhancedContent !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Enhanced content</DialogTitle>
          <DialogDescription>
            Cleaned up by {provider}. Apply it to replace the note's content, or discard it.
          </DialogDescription>
        </DialogHeader>
        <section
          aria-label="Enhanced content"
          data-testid="enhanced-content"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the text can be long; keyboard users scroll it
          tabIndex={0}
          className="max-h-[50dvh] overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm leading-relaxed break-words whitespace-pre-wrap focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {enhancedContent}
        </section>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Discard
          </Button>
          <Button onClick={() => void apply()} disabled={state === "saving"}>
            Apply to note
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
