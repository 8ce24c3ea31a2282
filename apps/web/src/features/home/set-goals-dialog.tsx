import { messages } from "@lectern/core";
import { TargetIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { buttonVariants } from "@/ui/button-variants";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/ui/dialog";
import { defaultDailyGoals } from "./default-goals";
import { useDefaultGoals } from "./use-default-goals";

const t = messages.home;
const CHOOSE_OWN_PATH = "/progress?addGoal=1";

/**
 * 'Set Your Goals' (spec 1 §2 empty state): offers the default daily goals (spec 1 §9) or the progress page's goal
 * form. Creating needs a connection: offline the button is disabled and says why.
 */
export function SetGoalsDialog({ offline }: { offline: boolean }) {
  const [open, setOpen] = useState(false);
  const { saving, addDefaults } = useDefaultGoals();
  const goals = defaultDailyGoals();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={offline} aria-describedby={offline ? "set-goals-offline" : undefined}>
          <TargetIcon aria-hidden="true" />
          {t.setYourGoals}
        </Button>
      </DialogTrigger>
      {offline && (
        <p id="set-goals-offline" className="text-sm text-muted-foreground">
          {t.goalsOffline}
        </p>
      )}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.setGoalsTitle}</DialogTitle>
          <DialogDescription>{t.setGoalsDescription}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2 text-sm" data-testid="default-goals">
          {goals.map((goal) => (
            <li key={goal.goalType} className="flex items-center gap-2 rounded-md border px-3 py-2">
              <TargetIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex-1">{goal.title}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Link to={CHOOSE_OWN_PATH} className={buttonVariants({ variant: "outline" })}>
            {t.chooseOwnGoals}
          </Link>
          <Button
            disabled={saving || offline}
            onClick={async () => {
              if (await addDefaults()) setOpen(false);
            }}
          >
            {t.useDefaultGoals}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
