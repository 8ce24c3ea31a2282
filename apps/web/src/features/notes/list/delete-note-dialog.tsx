import { messages } from "@lectern/core";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
import type { ListNote } from "./use-notes-list";

const t = messages.notes;

export interface DeleteNoteDialogProps {
  /** The note to delete; null when the dialog is closed. */
  note: ListNote | null;
  onClose: () => void;
  onDelete: (note: ListNote) => void;
}

/** The spec's delete confirmation (spec 1 §2). */
export function DeleteNoteDialog({ note, onClose, onDelete }: DeleteNoteDialogProps) {
  return (
    <Dialog open={note !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.deleteDialogTitle}</DialogTitle>
          <DialogDescription>{t.confirmDelete}</DialogDescription>
        </DialogHeader>
        <p className="line-clamp-3 rounded-md bg-muted px-3 py-2 text-sm font-medium break-words">
          {note?.title}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              if (!note) return;
              onClose();
              onDelete(note);
            }}
          >
            {t.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
