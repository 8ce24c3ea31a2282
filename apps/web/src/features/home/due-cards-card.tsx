import { messages } from "@lectern/core";
import { AlarmClockIcon, CheckCircle2Icon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/ui/button-variants";
import { Skeleton } from "./skeleton";

const t = messages.home;
const DUE_PATH = "/flashcard-study/due";

/** Cards due now with a link to the due deck (issue 17 Deliver 4), or a calm line when none are due. */
export function DueCardsCard({ due }: { due: number | undefined }) {
  if (due === undefined) return <Skeleton className="h-[4.5rem] w-full rounded-xl" />;
  const some = due > 0;
  const Icon = some ? AlarmClockIcon : CheckCircle2Icon;
  return (
    <section
      aria-label={some ? t.cardsDue(due) : t.noCardsDue}
      data-testid="due-cards-card"
      className={
        some
          ? "flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-accent-foreground sm:flex-row sm:items-center"
          : "flex items-center gap-3 rounded-xl border bg-card px-4 py-3 text-card-foreground"
      }
    >
      <Icon className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-semibold">{some ? t.cardsDue(due) : t.noCardsDue}</p>
        <p className="text-sm text-muted-foreground">{some ? t.cardsDueHint : t.noCardsDueHint}</p>
      </div>
      {some && (
        <Link to={DUE_PATH} className={buttonVariants({ size: "sm", className: "w-full sm:w-auto" })}>
          {t.reviewNow}
        </Link>
      )}
    </section>
  );
}
