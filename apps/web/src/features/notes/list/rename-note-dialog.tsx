import { messages, TITLE_MAX_CHARS } from "@lectern/core";
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
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import type { ListNote } from "./use-notes-list";

const t = messages.notes;

export interface RenameNoteDialogProps {
  /** The note being renamed; null when the dialog is closed. */
  note: ListNote | null;
  onClose: () => void;
  onRename: (note: ListNote, title: string) => void;
}

/** Rename from the card menu (spec 1 §2); an empty title is ignored (spec 1 §5). */
export function RenameNoteDialog({ note, onClose, onRename }: RenameNoteDialogProps) {
  return (
    <Dialog open={note !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t.renameDialogTitle}</DialogTitle>
          <DialogDescription className="line-clamp-2 break-words">{note?.title}</DialogDescription>
        </DialogHeader>
        {note && (
          <form
            key={note.id}
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              const title = new FormData(event.currentTarget).get("title");
              onClose();
              onRename(note, typeof title === "string" ? title : "");
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="rename-note-title">{t.renameTitleLabel}</Label>
              <Input
                id="rename-note-title"
                name="title"
                defaultValue={note.title}
                maxLength={TITLE_MAX_CHARS}
                autoComplete="off"
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t.cancel}</Button>
              </DialogClose>
              <Button type="submit">{t.renameSave}</Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
