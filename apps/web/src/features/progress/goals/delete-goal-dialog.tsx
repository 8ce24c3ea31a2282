import { messages, type StudyGoal } from "@lectern/core";
import { useState } from "react";
import { useGoalActions } from "@/data/progress";
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
import { notify } from "@/ui/toaster";

const t = messages.progress;

/** spec 2 §5: deleting a goal asks first; a failure says so and leaves the goal (spec 2 §8). */
export function DeleteGoalDialog({ goal, onClose }: { goal: StudyGoal; onClose: () => void }) {
  const { deleteGoal } = useGoalActions();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await deleteGoal(goal.id);
      notify.success(t.goalDeleted);
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent role="alertdialog" data-testid="delete-goal-dialog">
        <DialogHeader>
          <DialogTitle>{t.deleteGoalTitle}</DialogTitle>
          <DialogDescription>{t.confirmDeleteGoal}</DialogDescription>
        </DialogHeader>
        <p className="font-medium break-words">{goal.goal}</p>
        {failed && <Alert variant="error">{t.goalDeleteFailed}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? t.deletingGoal : t.deleteGoal}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
