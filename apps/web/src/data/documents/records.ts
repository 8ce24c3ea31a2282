// The document count (spec 2 §3, issue 19 §5): each successful extraction appends a document_extractions record
// on the device, saved and queued through the repository like every record, so the server counts it once by its
// id, also when it was made offline and pushed later.

import { remainingDocuments, TITLE_MAX_CHARS } from "@lectern/core";
import { createRepository, type Repository, useRecords } from "@/data/db";
import { useTier } from "@/data/online/use-tier";

let repository: Repository<"document_extractions"> | null = null;

export async function recordDocumentExtraction(input: {
  fileName: string;
  provider: string;
  pagesProcessed: number;
}): Promise<void> {
  repository ??= createRepository("document_extractions");
  await repository.save({
    file_name: input.fileName.trim().slice(0, TITLE_MAX_CHARS) || "document",
    provider: input.provider,
    pages_processed: Math.max(0, Math.floor(input.pagesProcessed)),
    extracted_at: new Date().toISOString(),
  });
}

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
