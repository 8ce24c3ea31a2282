import { messages } from "@lectern/core";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
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

/** Delete with the spec's confirmation (spec 1 §2, spec 2 §2). */
export function DeleteNoteDialog({
  onConfirm,
  deleting,
}: {
  onConfirm: () => Promise<void>;
  deleting: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          {messages.notes.delete}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete note?</DialogTitle>
          <DialogDescription>{messages.notes.confirmDelete}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={deleting}
            onClick={async () => {
              await onConfirm();
              setOpen(false);
            }}
          >
            {messages.notes.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
