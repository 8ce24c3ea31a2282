// The remaining count (spec 2 §3, issue 19 §5): the server's tier corrected by the extraction records on the device
// (record-extraction.ts writes them).

import { remainingDocuments } from "@lectern/core";
import { useRecords } from "@/data/db";
import { useTier } from "@/data/online/use-tier";

/**
 * Documents left: the server's tier (GET /api/tier, kept 5 minutes) corrected by the extractions this device
 * holds, so one made offline counts at once (core's remainingDocuments). Null while the tier is unknown: signed
 * out, loading, or offline with nothing kept.
 */
export function useRemainingDocuments(): {
  remaining: number | null;
  isFreeTier: boolean | null;
  loading: boolean;
} {
  const tier = useTier();
  const records = useRecords("document_extractions");
  if (!tier.data) return { remaining: null, isFreeTier: null, loading: tier.isLoading };
  return {
    remaining: records ? remainingDocuments(tier.data, records.length) : null,
    isFreeTier: tier.data.tier === "free",
    loading: tier.isLoading || records === undefined,
  };
}
