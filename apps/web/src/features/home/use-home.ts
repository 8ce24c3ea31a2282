import { HOME_DATA_CACHE_KEY, type HomeData } from "@lectern/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useAuthSession } from "@/data/auth";
import { useHomeData } from "@/data/progress";

/** What home shows when the data could not be fetched (spec 1 §8: neutral defaults, zero stats, empty lists). */
export const NEUTRAL_HOME_DATA: HomeData = {
  stats: { studyMinutes: 0, notesCreated: 0, averageQuizScore: null },
  recentActivity: [],
  todaysGoals: [],
  dueCards: 0,
};

export interface HomeView {
  /** What to render: the server's (or cached) data, the neutral defaults after a failure, undefined while loading. */
  home: HomeData | undefined;
  email: string | null | undefined;
  offline: boolean;
  savedAt: number | undefined;
  /** The last fetch failed (online): the kept copy, else the neutral defaults, is on screen with a Retry. */
  failed: boolean;
  retry: () => void;
}

/** Home's state: the home-data answer (cached 5 minutes, spec 1 §2) and what to show when it is missing. */
export function useHome(): HomeView {
  const { user } = useAuthSession();
  const { data, offline, savedAt, isLoading, error } = useHomeData();
  const queryClient = useQueryClient();
  const userId = user?.id ?? "";
  const retry = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: ["online", userId, HOME_DATA_CACHE_KEY], exact: true });
  }, [queryClient, userId]);
  // Offline with nothing kept is no failure to retry: the offline notice says what is missing.
  const missing = data === undefined && !isLoading && (error !== null || offline);
  return useMemo(
    () => ({
      home: data ?? (missing ? NEUTRAL_HOME_DATA : undefined),
      email: user?.email,
      offline,
      savedAt,
      failed: error !== null && !offline && !isLoading,
      retry,
    }),
    [data, missing, error, isLoading, user?.email, offline, savedAt, retry],
  );
}
