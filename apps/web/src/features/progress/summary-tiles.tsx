import { formatStudyTime, messages, type ProgressSummary } from "@lectern/core";
import {
  BookOpenIcon,
  ClockIcon,
  FileTextIcon,
  FlameIcon,
  HourglassIcon,
  LayersIcon,
  type LucideIcon,
  RepeatIcon,
  TrophyIcon,
} from "lucide-react";

const t = messages.progress;

/** The summary tiles (spec 2 §2): this week's totals, then the whole history's. */
export function SummaryTiles({ summary }: { summary: ProgressSummary }) {
  const tiles: { id: string; label: string; value: string; Icon: LucideIcon }[] = [
    {
      id: "week-study",
      label: t.tileWeekStudy,
      value: formatStudyTime(summary.weekStudyMinutes),
      Icon: ClockIcon,
    },
    { id: "week-notes", label: t.tileWeekNotes, value: String(summary.weekNotes), Icon: FileTextIcon },
    { id: "week-quizzes", label: t.tileWeekQuizzes, value: String(summary.weekQuizzes), Icon: BookOpenIcon },
    {
      id: "average-score",
      label: t.tileAverageScore,
      value: summary.averageScore === null ? t.noScoreYet : `${Math.round(summary.averageScore)}%`,
      Icon: TrophyIcon,
    },
    { id: "cards-due", label: t.tileCardsDue, value: String(summary.cardsDue), Icon: LayersIcon },
    { id: "streak", label: t.tileStreak, value: t.streakDays(summary.streakDays), Icon: FlameIcon },
    {
      id: "total-study",
      label: t.tileTotalStudy,
      value: formatStudyTime(summary.totalStudyMinutes),
      Icon: HourglassIcon,
    },
    { id: "total-reviews", label: t.tileTotalReviews, value: String(summary.totalReviews), Icon: RepeatIcon },
  ];
  return (
    <section aria-labelledby="progress-summary-heading">
      <h2 id="progress-summary-heading" className="sr-only">
        {t.summaryHeading}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ id, label, value, Icon }) => (
          // a dl may hold a div per term and its value, nothing deeper: the tile is that div
          <div
            key={id}
            className="flex flex-col-reverse gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
            data-testid={`tile-${id}`}
          >
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {label}
            </dt>
            <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
