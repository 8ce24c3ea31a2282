import { messages } from "@lectern/core";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";

export interface SignOutUnsavedDialogProps {
  /** Changes the server has not acknowledged; the dialog is open while this is above 0. */
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a sign-out that would lose changes (issue 13): Cancel keeps everything. */
export function SignOutUnsavedDialog({ count, onConfirm, onCancel }: SignOutUnsavedDialogProps) {
  return (
    <Dialog open={count > 0} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-md" showClose={false}>
        <DialogHeader>
          <DialogTitle>{messages.auth.unsavedChangesTitle}</DialogTitle>
          <DialogDescription>{messages.auth.unsavedChangesSignOut(count)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} autoFocus>
            {messages.notes.cancel}
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            {messages.auth.signOutAnyway}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
