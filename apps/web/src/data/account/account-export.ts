// 'Download my data' (issue 18 §6): the server makes the zip; the page fetches it so that a refusal shows why.
// Relative imports only: web tests load this file without the app's path aliases.

import { messages } from "@lectern/core";
import { errorMessageOf } from "../api/api-error";
import { reportUnauthorized } from "../auth/session-expiry";

/** 'Download my data': the server makes the zip and names it (Content-Disposition). */
export const ACCOUNT_EXPORT_URL = "/api/account/export";
/** The name when the answer names none (the server always does: lectern-data-YYYY-MM-DD.zip). */
const FALLBACK_EXPORT_NAME = "lectern-data.zip";

export type AccountDataResult =
  | { success: true; file: Blob; fileName: string }
  | { success: false; error: string };

/** The file name of an attachment's Content-Disposition (`attachment; filename="…"`), if it has one. */
export function attachmentFileName(contentDisposition: string | null): string | null {
  const name = /filename="([^"]+)"/i.exec(contentDisposition ?? "")?.[1]?.trim();
  return name || null;
}

/**
 * 'Download my data' fetched by the page rather than followed as a link (issue 18 §6): a refusal — the export
 * limit's 429, a session gone — then shows the server's message, where a link would show a failed download and
 * no reason. A 5xx, no answer or an answer cut off mid-zip says exportFailed.
 */
export async function fetchAccountData(fetchImpl: typeof fetch = fetch): Promise<AccountDataResult> {
  const failed = { success: false, error: messages.account.exportFailed } as const;
  let response: Response;
  try {
    response = await fetchImpl(ACCOUNT_EXPORT_URL, { credentials: "same-origin" });
    if (response.ok) {
      const fileName =
        attachmentFileName(response.headers.get("content-disposition")) ?? FALLBACK_EXPORT_NAME;
      return { success: true, file: await response.blob(), fileName };
    }
  } catch {
    return failed;
  }
  if (response.status === 401) reportUnauthorized();
  if (response.status >= 500) return failed;
  const body: unknown = await response.json().catch(() => null);
  return { success: false, error: errorMessageOf(body) ?? failed.error };
}
