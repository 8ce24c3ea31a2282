import { formatStudyTime, type HomeData, messages } from "@lectern/core";
import { ClockIcon, FileTextIcon, type LucideIcon, TrophyIcon } from "lucide-react";
import { Card } from "@/ui/card";
import { averageScoreText } from "./home-text";
import { Skeleton } from "./skeleton";

const t = messages.home;

/** spec 1 §2: the three stat cards, Study Time (hours and minutes, spec 1 §9), Notes Created, Average Quiz Score. */
export function StatCards({ stats }: { stats: HomeData["stats"] | undefined }) {
  const tiles: { label: string; value: string | undefined; Icon: LucideIcon; id: string }[] = [
    {
      id: "study-time",
      label: t.studyTime,
      value: stats && formatStudyTime(stats.studyMinutes),
      Icon: ClockIcon,
    },
    {
      id: "notes-created",
      label: t.notesCreated,
      value: stats && String(stats.notesCreated),
      Icon: FileTextIcon,
    },
    {
      id: "average-score",
      label: t.averageQuizScore,
      value: stats && averageScoreText(stats.averageQuizScore),
      Icon: TrophyIcon,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" aria-busy={stats === undefined}>
      {tiles.map(({ id, label, value, Icon }) => (
        <Card key={id} className="flex items-center gap-4 p-5" data-testid={`stat-${id}`}>
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <p className="flex min-w-0 flex-col-reverse">
            <span className="text-sm text-muted-foreground">{label}</span>
            <span className="text-2xl font-bold tabular-nums" data-testid="stat-value">
              {value ?? <Skeleton className="my-1 h-6 w-16" />}
            </span>
          </p>
        </Card>
      ))}
    </div>
  );
}
