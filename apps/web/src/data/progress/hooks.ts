import {
  type GoalPayload,
  HOME_DATA_CACHE_KEY,
  type HomeData,
  type ProgressDashboard,
  type StudyGoal,
} from "@lectern/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { type OnlineData, useAskAgainOnVisit, useOnlineData } from "@/data/online";
import { fetchHomeData, fetchProgressDashboard, patchGoal, postGoal, removeGoal } from "./api";

/** The online-data name of the dashboard (its 5-minute device cache, spec 1 §9). */
export const PROGRESS_DATA_CACHE_KEY = "progress-dashboard";

/** GET /api/progress: needs a connection; offline it shows the cached copy (spec 2 §2). */
export function useProgressDashboard(): OnlineData<ProgressDashboard> {
  useAskAgainOnVisit(PROGRESS_DATA_CACHE_KEY);
  return useOnlineData(PROGRESS_DATA_CACHE_KEY, fetchProgressDashboard);
}

/** GET /api/home, cached under the home-data key (spec 1 §2). */
export function useHomeData(): OnlineData<HomeData> {
  useAskAgainOnVisit(HOME_DATA_CACHE_KEY);
  return useOnlineData(HOME_DATA_CACHE_KEY, fetchHomeData);
}

export interface GoalActions {
  createGoal: (payload: GoalPayload) => Promise<StudyGoal>;
  updateGoal: (id: string, payload: GoalPayload) => Promise<StudyGoal>;
  deleteGoal: (id: string) => Promise<void>;
}

/**
 * Goal writes (online actions, spec 2 §8: goal edit and delete are disabled offline). After a success both the
 * dashboard and home are refetched, so their goal lists and the device caches agree with the server.
 */
export function useGoalActions(): GoalActions {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === "online" &&
          (query.queryKey[2] === PROGRESS_DATA_CACHE_KEY || query.queryKey[2] === HOME_DATA_CACHE_KEY),
      });
    const after = async <T>(write: Promise<T>): Promise<T> => {
      const value = await write;
      await refresh();
      return value;
    };
    return {
      createGoal: (payload) => after(postGoal(payload)),
      updateGoal: (id, payload) => after(patchGoal(id, payload)),
      deleteGoal: (id) => after(removeGoal(id)),
    };
  }, [queryClient]);
}
