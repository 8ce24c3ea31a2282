import { DATA_CACHE_TTL_MS } from "@lectern/core";
import { useQuery } from "@tanstack/react-query";
import { useAuthSession } from "@/data/auth";
import { useSyncStatus } from "@/data/connectivity";
import { readOnlineCache, writeOnlineCache } from "./online-cache";

export interface OnlineData<T> {
  data: T | undefined;
  /** When the shown data arrived from the server (epoch ms). */
  savedAt: number | undefined;
  /** The device is offline: what is shown (if anything) comes from the 5-minute cache. */
  offline: boolean;
  isLoading: boolean;
  error: Error | null;
}

/**
 * Server data that only exists online (dashboard, subscription, tier): fetched with TanStack Query, kept on the
 * device for 5 minutes (spec 1 §9) so that a reload while offline still shows it, marked as offline so the
 * screen can say so. Needs a signed-in user; the cache is per user.
 */
export function useOnlineData<T>(name: string, load: () => Promise<T>): OnlineData<T> {
  const { user } = useAuthSession();
  const { online } = useSyncStatus();
  const userId = user?.id ?? "";
  const kept = userId ? readOnlineCache<T>(userId, name) : null;
  const query = useQuery({
    queryKey: ["online", userId, name],
    queryFn: async () => {
      const value = await load();
      writeOnlineCache(userId, name, value);
      return value;
    },
    enabled: userId !== "" && online,
    initialData: kept?.value,
    initialDataUpdatedAt: kept?.savedAt,
    staleTime: DATA_CACHE_TTL_MS,
  });
  return {
    data: query.data,
    savedAt: query.data === undefined ? undefined : query.dataUpdatedAt,
    offline: !online,
    isLoading: query.data === undefined && query.fetchStatus === "fetching",
    error: query.error,
  };
}
