import type { ProgressDashboard } from "@lectern/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAuthSession } from "@/data/auth";
import { PROGRESS_DATA_CACHE_KEY, useProgressDashboard } from "@/data/progress";

export interface ProgressView {
  signedIn: boolean;
  dashboard: ProgressDashboard | undefined;
  offline: boolean;
  savedAt: number | undefined;
  isLoading: boolean;
  /** The last load failed and there is nothing kept to show (spec 2 §8: 'Failed to load dashboard data…'). */
  failed: boolean;
  retry: () => void;
}

/** The dashboard's state: the server's answer (or the 5-minute offline copy) and a way to ask again. */
export function useProgress(): ProgressView {
  const { user } = useAuthSession();
  const { data, offline, savedAt, isLoading, error } = useProgressDashboard();
  const queryClient = useQueryClient();
  const userId = user?.id ?? "";
  const retry = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: ["online", userId, PROGRESS_DATA_CACHE_KEY], exact: true });
  }, [queryClient, userId]);
  return {
    signedIn: userId !== "",
    dashboard: data,
    offline,
    savedAt,
    isLoading,
    failed: error !== null && !offline,
    retry,
  };
}
