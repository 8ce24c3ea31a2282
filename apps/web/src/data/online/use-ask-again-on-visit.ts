import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuthSession } from "@/data/auth";
import { useSyncStatus } from "@/data/connectivity";

/**
 * Online-only data that must not look stale after something changed elsewhere (a quiz just taken, a payment that
 * came back through a full page load, another device): the 5-minute copy is for showing something offline, so each
 * visit while online asks the server again, with the kept copy on screen meanwhile. A first load already under way
 * is the fresh answer and is left alone.
 */
export function useAskAgainOnVisit(name: string): void {
  const queryClient = useQueryClient();
  const { user } = useAuthSession();
  const { online } = useSyncStatus();
  const userId = user?.id ?? "";
  useEffect(() => {
    if (userId === "" || !online) return;
    const queryKey = ["online", userId, name];
    const kept = queryClient.getQueryState(queryKey);
    if (kept?.data !== undefined && kept.fetchStatus === "idle") {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  }, [queryClient, userId, online, name]);
}
