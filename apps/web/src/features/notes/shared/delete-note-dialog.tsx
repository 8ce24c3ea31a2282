import { messages } from "@lectern/core";
import type { ReactNode } from "react";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/ui/dialog";

const t = messages.notes;

export interface DeleteNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown under the question so the student sees which note goes. */
  noteTitle?: string;
  /** Runs when Delete is pressed; the dialog closes once it settles. */
  onConfirm: () => void | Promise<void>;
  /** True while a delete is under way: Delete is disabled so it cannot run twice. */
  busy?: boolean;
  /** The button that opens the dialog, when the caller does not open it itself. */
  trigger?: ReactNode;
}

/** The spec's delete confirmation (spec 1 §2, spec 2 §2), shared by the notes list and the viewer. */
export function DeleteNoteDialog({
  open,
  onOpenChange,
  noteTitle,
  onConfirm,
  busy = false,
  trigger,
}: DeleteNoteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.deleteDialogTitle}</DialogTitle>
          <DialogDescription>{t.confirmDelete}</DialogDescription>
        </DialogHeader>
        {noteTitle !== undefined && (
          <p className="line-clamp-3 rounded-md bg-muted px-3 py-2 text-sm font-medium break-words">
            {noteTitle}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.cancel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              try {
                await onConfirm();
              } finally {
                onOpenChange(false);
              }
            }}
          >
            {t.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
