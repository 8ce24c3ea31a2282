// spec 2 §7 textract-document for paid users: the file goes to POST /api/textract-document as a base64 data URL.
// When the server is busy (429), failing (5xx) or unreachable, the browser engines read the file instead and the
// server's message is kept as the result's warning; answers about the file itself (400, 413) are final.

import {
  type DocumentMime,
  type ExtractionResult,
  extractionResultSchema,
  PAID_TIER_PAGE_LIMIT,
} from "@lectern/core";
import { ApiError } from "@/data/api/api-error";
import { fetchJson } from "@/data/api/fetch-json";

/** Statuses after which the browser engines take over; anything else is the server's final word. */
export function serverFailureFallsBack(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return error instanceof TypeError; // fetch's network failure
}

function dataUrlOf(bytes: Uint8Array, mime: DocumentMime): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(new Blob([bytes as BlobPart], { type: mime }));
  });
}

export async function extractOnServer(
  bytes: Uint8Array,
  file: { name: string; mime: DocumentMime },
  signal: AbortSignal,
): Promise<ExtractionResult> {
  const fileData = await dataUrlOf(bytes, file.mime);
  const answer = await fetchJson<unknown>("/api/textract-document", {
    method: "POST",
    body: JSON.stringify({
      fileData,
      fileName: file.name,
      mimeType: file.mime,
      pageLimit: PAID_TIER_PAGE_LIMIT,
    }),
    signal,
  });
  return extractionResultSchema.parse(answer);
}
