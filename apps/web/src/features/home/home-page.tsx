import { messages } from "@lectern/core";
import { RefreshCwIcon } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/ui/button";
import { OfflineDataNotice } from "@/ui/offline-data-notice";
import { DueCardsCard } from "./due-cards-card";
import { HomeGreeting } from "./home-greeting";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";
import { TodaysGoals } from "./todays-goals";
import { useHome } from "./use-home";

const t = messages.home;

// spec 1 §2 Home: greeting, stat cards, quick actions, due cards, recent activity, today's goals (issue 17 §4).
export function HomePage() {
  const { home, email, offline, savedAt, failed, retry } = useHome();
  // Relative times are read against one clock per render of fresh data.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the moment to re-read the clock
  const now = useMemo(() => new Date(), [home]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <title>Home · Lectern</title>
      <HomeGreeting email={email} />
      {offline && <OfflineDataNotice savedAt={savedAt} />}
      {failed && <LoadFailedNotice onRetry={retry} />}
      <StatCards stats={home?.stats} />
      <DueCardsCard due={home?.dueCards} />
      <QuickActions />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentActivity items={home?.recentActivity} now={now} />
        <TodaysGoals goals={home?.todaysGoals} offline={offline} />
      </div>
    </div>
  );
}

/** spec 1 §8: a failed fetch shows neutral defaults; this small notice says so and offers another try. */
function LoadFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="status"
      data-testid="home-load-failed"
      className="flex flex-col gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground sm:flex-row sm:items-center"
    >
      <p className="flex-1">{t.loadFailed}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCwIcon aria-hidden="true" />
        {t.retry}
      </Button>
    </div>
  );
}
