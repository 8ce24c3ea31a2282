import { formatWaitlistCount } from "@lectern/core";
import { useWaitlistCount } from "@/data/waitlist/use-waitlist-count";
import { StatsSection } from "./stats-section";

/** The stats with the live waitlist count (spec 1 §9: in thousands with a plus above 10000; 10000 when unreadable). */
export function LiveStatsSection() {
  const waiting = useWaitlistCount();
  return <StatsSection studentsWaiting={waiting.isLoading ? null : formatWaitlistCount(waiting.count)} />;
}
