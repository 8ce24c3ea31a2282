import { messages, type StudyGoal } from "@lectern/core";
import { useGoalActions } from "@/data/progress";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { notify } from "@/ui/toaster";

const t = messages.progress;

/** spec 2 §5: deleting a goal asks first; a failure says so and leaves the goal (spec 2 §8). */
export function DeleteGoalDialog({ goal, onClose }: { goal: StudyGoal; onClose: () => void }) {
  const { deleteGoal } = useGoalActions();
  return (
    <ConfirmDialog
      testId="delete-goal-dialog"
      title={t.deleteGoalTitle}
      description={t.confirmDeleteGoal}
      cancelLabel={t.cancel}
      confirmLabel={t.deleteGoal}
      busyLabel={t.deletingGoal}
      failedMessage={t.goalDeleteFailed}
      onClose={onClose}
      onConfirm={async () => {
        await deleteGoal(goal.id);
        notify.success(t.goalDeleted);
      }}
    >
      <p className="font-medium break-words">{goal.goal}</p>
    </ConfirmDialog>
  );
}
