import { DATA_CACHE_TTL_MS, WAITLIST_FALLBACK_COUNT } from "@lectern/core";
import { useQuery } from "@tanstack/react-query";
import { fetchWaitlistCount } from "./waitlist-api";

export const waitlistCountKey = ["waitlist", "count"] as const;

/**
 * The live waitlist count, cached 5 minutes (DESIGN §4). When it cannot be read the spec's fallback 10000
 * stands in (spec 1 §9); `isLoading` is true only before the first answer.
 */
export function useWaitlistCount(): { count: number; isLoading: boolean } {
  const query = useQuery({
    queryKey: waitlistCountKey,
    queryFn: fetchWaitlistCount,
    staleTime: DATA_CACHE_TTL_MS,
    retry: 1,
  });
  return {
    count: typeof query.data === "number" ? query.data : WAITLIST_FALLBACK_COUNT,
    isLoading: query.isPending && query.fetchStatus === "fetching",
  };
}
