import { goalProgressPercent, messages, type StudyGoal } from "@lectern/core";
import { CheckCircle2Icon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { Progress } from "@/ui/progress";
import { DeleteGoalDialog } from "./delete-goal-dialog";
import { GoalFormDialog } from "./goal-form-dialog";
import { localDateOf } from "./goal-form-values";

const t = messages.progress;
const OFFLINE_NOTE_ID = "goals-offline-note";
/** A mean score or minutes as the caption shows them: at most one decimal. */
const rounded = (value: number) => Math.round(value * 10) / 10;

type Editing =
  | { kind: "add" }
  | { kind: "edit"; goal: StudyGoal }
  | { kind: "delete"; goal: StudyGoal }
  | null;

/**
 * Study goals (spec 2 §2, §3): a progress bar each, a completed mark, Add, Edit and Delete. Goal writes need the
 * server, so offline they are disabled and the card says why (spec 2 §6). /progress?addGoal=1 opens the form.
 */
export function GoalsCard({ goals, offline }: { goals: StudyGoal[]; offline: boolean }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [params, setParams] = useSearchParams();
  const askedToAdd = params.get("addGoal") === "1";
  useEffect(() => {
    if (!askedToAdd) return;
    if (!offline) setEditing({ kind: "add" });
    setParams(
      (next) => {
        next.delete("addGoal");
        return next;
      },
      { replace: true },
    );
  }, [askedToAdd, offline, setParams]);
  const disabledNote = offline ? { "aria-describedby": OFFLINE_NOTE_ID } : {};
  const close = () => setEditing(null);
  return (
    <Card role="region" aria-labelledby="goals-heading" data-testid="study-goals">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-3">
        <h2 id="goals-heading" className="text-lg font-semibold leading-tight tracking-tight">
          {t.goalsHeading}
        </h2>
        <Button size="sm" disabled={offline} onClick={() => setEditing({ kind: "add" })} {...disabledNote}>
          <PlusIcon aria-hidden="true" />
          {t.addGoal}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {offline && (
          <p id={OFFLINE_NOTE_ID} className="text-sm text-muted-foreground" data-testid="goals-offline">
            {t.goalsOffline}
          </p>
        )}
        {goals.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t.goalsEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-5">
            {goals.map((goal) => (
              <GoalRow
                key={goal.id}
                goal={goal}
                offline={offline}
                onEdit={() => setEditing({ kind: "edit", goal })}
                onDelete={() => setEditing({ kind: "delete", goal })}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {editing?.kind === "add" && <GoalFormDialog goal={null} onClose={close} />}
      {editing?.kind === "edit" && <GoalFormDialog goal={editing.goal} onClose={close} />}
      {editing?.kind === "delete" && <DeleteGoalDialog goal={editing.goal} onClose={close} />}
    </Card>
  );
}

type RowProps = { goal: StudyGoal; offline: boolean; onEdit: () => void; onDelete: () => void };

function GoalRow({ goal, offline, onEdit, onDelete }: RowProps) {
  const percent = goalProgressPercent(goal.current, goal.target);
  const labelId = `goal-label-${goal.id}`;
  const disabledNote = offline ? { "aria-describedby": OFFLINE_NOTE_ID } : {};
  return (
    <li className="flex flex-col gap-2" data-testid="goal-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span id={labelId} className="min-w-0 basis-full font-medium break-words sm:basis-auto sm:flex-1">
          {goal.goal}
        </span>
        {goal.isCompleted && (
          <Badge variant="success" data-testid="goal-completed">
            <CheckCircle2Icon aria-hidden="true" />
            {t.goalCompleted}
          </Badge>
        )}
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={offline}
            onClick={onEdit}
            aria-label={`${t.editGoal} ${goal.goal}`}
            {...disabledNote}
          >
            <PencilIcon aria-hidden="true" />
            <span className="hidden sm:inline">{t.editGoal}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={offline}
            onClick={onDelete}
            aria-label={`${t.deleteGoal} ${goal.goal}`}
            {...disabledNote}
          >
            <Trash2Icon aria-hidden="true" />
            <span className="hidden sm:inline">{t.deleteGoal}</span>
          </Button>
        </div>
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-muted-foreground">
        <span data-testid="goal-progress">
          {t.goalProgress(rounded(goal.current), rounded(goal.target), goal.unit)}
        </span>
        <span className="tabular-nums">
          {goal.period === "custom" && goal.endDate ? `${t.goalEnds(localDateOf(goal.endDate))} · ` : ""}
          {percent}%
        </span>
      </p>
    </li>
  );
}
