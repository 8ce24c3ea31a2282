// Relative imports: the web unit tests run without the "@" alias.
import { DATA_CACHE_TTL_MS } from "@lectern/core";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../data/api/api-error";

/** Don't retry what the server refused (4xx); retry network trouble and 5xx twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Online-only server state (DESIGN §2, §4): cached 5 minutes, retried, served from cache when offline. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_CACHE_TTL_MS,
        retry: shouldRetry,
        networkMode: "offlineFirst",
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: "offlineFirst" },
    },
  });
}
