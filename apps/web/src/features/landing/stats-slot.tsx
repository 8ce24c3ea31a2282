import { lazy, Suspense } from "react";
import { usePageLoaded } from "@/ui/use-page-loaded";
import { StatsSection } from "./stats-section";

// issue 18 §1: the count's query and message code load after the page; the section shows its placeholder until then.
const LiveStatsSection = lazy(() =>
  import("./live-stats-section").then((m) => ({ default: m.LiveStatsSection })),
);

/** The stats with their placeholder until the page has loaded, then the live count (a slot, so only it re-renders). */
export function StatsSlot() {
  const pageLoaded = usePageLoaded();
  const statsLoading = <StatsSection studentsWaiting={null} />;
  if (!pageLoaded) return statsLoading;
  return (
    <Suspense fallback={statsLoading}>
      <LiveStatsSection />
    </Suspense>
  );
}
