// spec 2 §7 textract-document for paid users: the file goes to POST /api/textract-document as a base64 data URL.
// Which failures fall back to the browser engines: server-fallback.ts.

import {
  type DocumentMime,
  type ExtractionResult,
  extractionResultSchema,
  PAID_TIER_PAGE_LIMIT,
} from "@lectern/core";
import { fetchJson } from "@/data/api/fetch-json";

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
