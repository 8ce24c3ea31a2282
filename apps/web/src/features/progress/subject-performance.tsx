import { messages, type SubjectPerformance as Subject } from "@lectern/core";
import { TrendingDownIcon, TrendingUpIcon } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { cn } from "@/ui/cn";
import { SCORE_TONE_TEXT, scoreTone } from "@/ui/score-tone";

const t = messages.progress;

/** Subject performance (spec 2 §3): score, improvement with its sign, the subject's colour. */
export function SubjectPerformance({ subjects }: { subjects: Subject[] }) {
  return (
    <Card role="region" aria-labelledby="subjects-heading" data-testid="subject-performance">
      <CardHeader className="pb-3">
        <h2 id="subjects-heading" className="text-lg font-semibold leading-tight tracking-tight">
          {t.subjectsHeading}
        </h2>
      </CardHeader>
      <CardContent>
        {subjects.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t.subjectsEmpty}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {subjects.map((subject) => (
              <SubjectRow key={subject.subject} subject={subject} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SubjectRow({ subject }: { subject: Subject }) {
  const { improvement } = subject;
  const Trend = improvement > 0 ? TrendingUpIcon : improvement < 0 ? TrendingDownIcon : null;
  return (
    <li className="flex flex-col gap-1.5" data-testid="subject-row">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: subject.color }}
        />
        <span className="min-w-0 flex-1 truncate font-medium">{subject.subject}</span>
        <span
          className={cn(
            "text-sm tabular-nums",
            improvement === 0 ? "text-muted-foreground" : SCORE_TONE_TEXT[improvement > 0 ? "good" : "poor"],
          )}
          data-testid="subject-improvement"
        >
          {Trend && <Trend className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />}
          <span aria-hidden="true">{t.improvement(improvement)}</span>
          <span className="sr-only">{t.improvementLabel(improvement)}</span>
        </span>
        <span
          className={cn(
            "w-12 text-right font-semibold tabular-nums",
            SCORE_TONE_TEXT[scoreTone(subject.score)],
          )}
          data-testid="subject-score"
        >
          {subject.score}%
        </span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-secondary" aria-hidden="true">
        <div
          className="h-full rounded-full"
          style={{ width: `${subject.score}%`, backgroundColor: subject.color }}
        />
      </div>
    </li>
  );
}
