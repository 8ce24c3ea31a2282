import { messages } from "@lectern/core";
import {
  BarChart3Icon,
  BookOpenIcon,
  ChevronRightIcon,
  type LucideIcon,
  NotebookTextIcon,
} from "lucide-react";
import { Link } from "react-router";

const t = messages.home;

const ACTIONS: { to: string; title: string; hint: string; Icon: LucideIcon }[] = [
  { to: "/notes", title: t.quickNotes, hint: t.quickNotesHint, Icon: NotebookTextIcon },
  { to: "/study", title: t.quickStudy, hint: t.quickStudyHint, Icon: BookOpenIcon },
  { to: "/progress", title: t.quickProgress, hint: t.quickProgressHint, Icon: BarChart3Icon },
];

/** spec 1 §2: quick-action cards to /notes, /study and /progress. */
export function QuickActions() {
  return (
    <nav aria-label={t.quickActionsLabel}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {ACTIONS.map(({ to, title, hint, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm outline-none hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{title}</span>
                <span className="text-sm text-muted-foreground">{hint}</span>
              </span>
              <ChevronRightIcon
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
