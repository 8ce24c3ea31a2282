import { messages } from "@lectern/core";
import { AlarmClockIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/ui/button-variants";
import type { StartGuard } from "./use-start-guard";

const t = messages.study;
const DUE_PATH = "/flashcard-study/due";

/**
 * Today's due reviews (spec 2 §2 due banner; issue 14 Deliver 5): the count with a link to the due deck, and how
 * many the daily cap holds back for the next days.
 */
export function DueBanner({ due, heldBack, guard }: { due: number; heldBack: number; guard: StartGuard }) {
  if (due === 0 && heldBack === 0) return null;
  return (
    <section
      aria-label={t.dueCount(due)}
      data-testid="due-banner"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3 text-accent-foreground sm:flex-row sm:items-center"
    >
      <AlarmClockIcon className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-semibold">{t.dueCount(due)}</p>
        {heldBack > 0 && <p className="text-sm">{t.heldBack(heldBack)}</p>}
      </div>
      {due > 0 && (
        <Link
          to={DUE_PATH}
          onClick={guard(DUE_PATH, t.signInToStudyFlashcards)}
          className={buttonVariants({ size: "sm", className: "w-full sm:w-auto" })}
        >
          {t.reviewDue}
        </Link>
      )}
    </section>
  );
}
