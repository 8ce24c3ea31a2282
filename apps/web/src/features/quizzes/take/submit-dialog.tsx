import { messages } from "@lectern/core";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";

const m = messages.quizTaking;

/** The confirm before Submit (issue 15 Deliver 2): lists the questions without an answer, and those still flagged. */
export function SubmitDialog({
  open,
  onOpenChange,
  unanswered,
  flagged,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Question numbers from 1. */
  unanswered: readonly number[];
  flagged: readonly number[];
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="quiz-submit-dialog">
        <DialogHeader>
          <DialogTitle>{m.confirmTitle}</DialogTitle>
          <DialogDescription data-testid="quiz-unanswered">
            {unanswered.length ? m.unanswered(...unanswered) : m.allAnswered}
          </DialogDescription>
        </DialogHeader>
        {flagged.length > 0 && <p className="text-sm">{m.flaggedStill(...flagged)}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.keepAnswering}
          </Button>
          <Button onClick={onConfirm}>{m.confirmSubmit}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
