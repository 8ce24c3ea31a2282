import { messages } from "@lectern/core";
import type { Blocker } from "react-router";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";

/** Asks before leaving the editor with unsaved changes (issue 6). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === "blocked";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.state === "blocked" && blocker.reset()}>
      <DialogContent showClose={false}>
        <DialogHeader>
          <DialogTitle>{messages.notes.leaveWithoutSaving}</DialogTitle>
          <DialogDescription>
            You have unsaved changes to this note. They will be lost if you leave now.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.state === "blocked" && blocker.reset()}>
            Stay on this page
          </Button>
          <Button variant="destructive" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            Leave without saving
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
