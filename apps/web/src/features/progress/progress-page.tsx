import { messages } from "@lectern/core";
import { FilePlusIcon, LayersIcon, RefreshCwIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { buttonVariants } from "@/ui/button-variants";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { GoalsCard } from "./goals/goals-card";
import { ReviewHeatmap } from "./review-heatmap";
import { DashboardSkeleton } from "./skeleton";
import { SubjectPerformance } from "./subject-performance";
import { SummaryTiles } from "./summary-tiles";
import { UpcomingReviews } from "./upcoming-reviews";
import { useProgress } from "./use-progress";
import { WeakAreas } from "./weak-areas";
import { WeeklyActivity } from "./weekly-activity";

const t = messages.progress;

// spec 2 §2 Progress dashboard: tiles, weekly activity, subjects, weak areas, goals, reviews, the review heat map
// (issue 17 Deliver 2); links to /note-editor/new and /flashcard-study/due.
export function ProgressPage() {
  const view = useProgress();
  const { dashboard, offline } = view;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <title>Progress · Lectern</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
          <p className="text-muted-foreground">{t.subtitle}</p>
        </div>
        <nav aria-label={t.title} className="flex flex-wrap gap-2">
          <Link to="/note-editor/new" className={buttonVariants({ variant: "outline" })}>
            <FilePlusIcon aria-hidden="true" />
            {t.createNote}
          </Link>
          <Link to="/flashcard-study/due" className={buttonVariants()}>
            <LayersIcon aria-hidden="true" />
            {t.reviewDueCards}
          </Link>
        </nav>
      </header>
      {!view.signedIn ? (
        <Alert variant="info">{t.signInRequired}</Alert>
      ) : (
        <>
          {offline && (
            // issue 17: the kept copy marked 'Offline — last updated …'
            <OfflineDataNotice
              savedAt={dashboard ? view.savedAt : undefined}
              savedText={t.offlineUpdated}
              emptyText={t.offlineNoData}
              testId="progress-offline"
            />
          )}
          {view.failed && (
            <Alert variant="error" data-testid="progress-load-failed">
              <p>{t.loadFailed}</p>
              <Button size="sm" variant="outline" className="w-fit" onClick={view.retry}>
                <RefreshCwIcon aria-hidden="true" />
                {t.retry}
              </Button>
            </Alert>
          )}
          {dashboard ? (
            <div className="flex flex-col gap-6" data-testid="progress-dashboard">
              <SummaryTiles summary={dashboard.summary} />
              <WeeklyActivity days={dashboard.weekly} />
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <SubjectPerformance subjects={dashboard.subjects} />
                <WeakAreas areas={dashboard.weakAreas} hasQuizzes={dashboard.subjects.length > 0} />
              </div>
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <GoalsCard goals={dashboard.goals} offline={offline} />
                <UpcomingReviews reviews={dashboard.upcomingReviews} />
              </div>
              <ReviewHeatmap heatmap={dashboard.heatmap} />
            </div>
          ) : (
            !view.failed && !offline && <DashboardSkeleton />
          )}
        </>
      )}
    </div>
  );
}
