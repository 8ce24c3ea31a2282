import { type ReactNode, useState } from "react";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";

export type ConfirmDialogProps = {
  title: string;
  description: string;
  /** What the action is about (e.g. the goal's title), under the description. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** Shown in the dialog when `onConfirm` throws; the dialog stays open so the user can try again. */
  failedMessage: string;
  /** The action; resolves when done (the dialog then closes), throws when it failed. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
};

/**
 * A destructive action asked first (spec 2 §5: deleting a goal, cancelling a subscription): busy from the click so it
 * never runs twice, not dismissable while busy, and on failure it says so and stays open.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await props.onConfirm();
      props.onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && props.onClose()}>
      <DialogContent role="alertdialog" data-testid={props.testId}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {props.children}
        {failed && <Alert variant="error">{props.failedMessage}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
