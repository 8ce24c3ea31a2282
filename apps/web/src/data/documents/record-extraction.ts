// The document count (spec 2 §3, issue 19 §5): each successful extraction appends a document_extractions record
// on the device, saved and queued through the repository like every record, so the server counts it once by its
// id, also when it was made offline and pushed later.

import { TITLE_MAX_CHARS } from "@lectern/core";
import { createRepository, type Repository } from "../db/repository";

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
