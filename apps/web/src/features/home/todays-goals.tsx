import { goalProgressPercent, messages, type StudyGoal } from "@lectern/core";
import { ArrowRightIcon, CheckCircle2Icon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/ui/badge";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { Progress } from "@/ui/progress";
import { SetGoalsDialog } from "./set-goals-dialog";
import { Skeleton } from "./skeleton";

const t = messages.home;

/** A goal's numbers as the bar's caption: rounded, so a mean score never shows decimals. */
const rounded = (value: number) => Math.round(value * 10) / 10;

/**
 * spec 1 §2 Today's Goals: a progress bar per goal (current of target, unit, completed mark), 'View all goals' to
 * /progress; empty state 'No goals set yet' with 'Set Your Goals'.
 */
export function TodaysGoals({ goals, offline }: { goals: StudyGoal[] | undefined; offline: boolean }) {
  return (
    <Card className="flex flex-col" data-testid="todays-goals">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-3">
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t.todaysGoals}</h2>
        <Link
          to="/progress"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.viewAllGoals}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="flex-1">
        {goals === undefined ? (
          <div className="flex flex-col gap-5" aria-busy="true">
            {[0, 1, 2].map((n) => (
              <span key={n} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-2 w-full" />
              </span>
            ))}
          </div>
        ) : goals.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-muted-foreground">{t.noGoals}</p>
            <SetGoalsDialog offline={offline} />
          </div>
        ) : (
          <ul className="flex flex-col gap-5">
            {goals.map((goal) => (
              <GoalRow key={goal.id} goal={goal} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function GoalRow({ goal }: { goal: StudyGoal }) {
  const percent = goalProgressPercent(goal.current, goal.target);
  const labelId = `goal-${goal.id}`;
  return (
    <li className="flex flex-col gap-2" data-testid="home-goal">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span id={labelId} className="min-w-0 font-medium break-words">
          {goal.goal}
        </span>
        {goal.isCompleted && (
          <Badge variant="success">
            <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
            {t.goalCompleted}
          </Badge>
        )}
      </div>
      <Progress value={percent} aria-labelledby={labelId} />
      <p className="flex justify-between text-sm text-muted-foreground">
        <span>{t.goalProgress(rounded(goal.current), rounded(goal.target), goal.unit)}</span>
        <span className="tabular-nums">{percent}%</span>
      </p>
    </li>
  );
}
