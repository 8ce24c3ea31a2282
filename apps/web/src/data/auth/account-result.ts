// Account results (spec 1 §8): `{ success: true, message }` or `{ success: false, error }` — the spec's success
// texts, the server's message passed through, else the spec's fallback.

import { messages } from "@lectern/core";

export type AccountSuccess = { success: true; message: string };
export type AccountFailure = {
  success: false;
  error: string;
  /** The server's error code when it gave one (e.g. EMAIL_NOT_VERIFIED, TOO_MANY_REQUESTS). */
  code?: string;
  status?: number;
};
export type AccountResult = AccountSuccess | AccountFailure;

/** The error shape better-auth's client returns (better-fetch: the JSON body plus status). */
export type AuthErrorLike = {
  status?: number;
  statusText?: string;
  message?: unknown;
  error?: unknown;
  code?: unknown;
};

export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";
export const TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

export function accountSuccess(message: string): AccountSuccess {
  return { success: true, message };
}

/**
 * A failed call as an account result: an unverified e-mail gets our explanation (the screen offers a resend);
 * anything else shows the server's message (a 429 carries the wait), else the fallback.
 */
export function accountFailure(error: AuthErrorLike | null | undefined, fallback: string): AccountFailure {
  const code = text(error?.code) || undefined;
  const status = typeof error?.status === "number" ? error.status : undefined;
  if (code === EMAIL_NOT_VERIFIED) {
    return { success: false, error: messages.auth.emailNotVerified, code, status };
  }
  const message = text(error?.message) || text(error?.error) || fallback;
  return { success: false, error: message, ...(code ? { code } : {}), ...(status ? { status } : {}) };
}

/** Maps a better-auth answer `{ data, error }` to an account result. */
export function toAccountResult(
  answer: { error?: AuthErrorLike | null } | null | undefined,
  successMessage: string,
  fallback: string,
): AccountResult {
  if (answer?.error) return accountFailure(answer.error, fallback);
  return accountSuccess(successMessage);
}
