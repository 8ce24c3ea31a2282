import { messages, type WeeklyDay, weeklySummary } from "@lectern/core";
import { lazy, Suspense } from "react";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { Skeleton } from "./skeleton";

const t = messages.progress;

// The chart library is its own chunk, fetched only when this screen shows a chart (issue 17: lazy-loaded).
const WeeklyChart = lazy(() => import("./weekly-chart"));

/** Hours with at most two decimals, as the table and the chart read them. */
export const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

/**
 * Weekly activity (spec 2 §2, §3): study hours, notes and quizzes per day of this Monday–Sunday week. The chart
 * is for the eye; the table (visually hidden) and the caption carry the same figures for screen readers.
 */
export function WeeklyActivity({ days }: { days: WeeklyDay[] }) {
  const { studyHours } = weeklySummary(days, []);
  const notes = days.reduce((sum, day) => sum + day.notes, 0);
  const quizzes = days.reduce((sum, day) => sum + day.quizzes, 0);
  const empty = studyHours === 0 && notes === 0 && quizzes === 0;
  return (
    <Card role="region" aria-labelledby="weekly-heading" data-testid="weekly-activity">
      <CardHeader className="pb-3">
        <h2 id="weekly-heading" className="text-lg font-semibold leading-tight tracking-tight">
          {t.weeklyHeading}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="weekly-summary">
          {empty ? t.weeklyEmpty : t.weeklySummary(Number(hoursText(studyHours)), notes, quizzes)}
        </p>
      </CardHeader>
      <CardContent>
        {!empty && (
          <div aria-hidden="true" className="h-64 w-full">
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <WeeklyChart days={days} />
            </Suspense>
          </div>
        )}
        <table className="sr-only" data-testid="weekly-table">
          <caption>{t.weeklyTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columnDay}</th>
              <th scope="col">{t.columnStudyHours}</th>
              <th scope="col">{t.columnNotes}</th>
              <th scope="col">{t.columnQuizzes}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.day}</th>
                <td>{hoursText(day.studyTime)}</td>
                <td>{day.notes}</td>
                <td>{day.quizzes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
