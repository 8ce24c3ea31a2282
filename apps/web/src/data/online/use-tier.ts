import type { TierDecision } from "@lectern/core";
import { fetchJson } from "@/data/api/fetch-json";
import { type OnlineData, useOnlineData } from "./use-online-data";

/** The signed-in user's tier from GET /api/tier: online-only, kept 5 minutes. */
export function useTier(): OnlineData<TierDecision> {
  return useOnlineData("tier", async () => (await fetchJson<{ tier: TierDecision }>("/api/tier")).tier);
}
