// A student's own data (issue 18 §6): the server calls behind Settings → 'Your data'.

import { messages } from "@lectern/core";
import { ApiError } from "../api/api-error";
import { fetchJson } from "../api/fetch-json";
import { writeCachedUser } from "../auth/session-cache";
import { runSignOutCleanups } from "../auth/sign-out-cleanup";
import { deleteAudioOfAccount } from "./account-audio";

export type DeleteAccountRequest = { confirmation: string; password?: string; code?: string };
export type DeleteAccountResult = { success: true } | { success: false; error: string };

/** Deletes the account on the server; a refusal (wrong password or code, too many tries) says why. */
export async function deleteAccountOnServer(request: DeleteAccountRequest): Promise<DeleteAccountResult> {
  try {
    await fetchJson("/api/account", { method: "DELETE", body: JSON.stringify(request) });
    return { success: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { success: false, error: error.message };
    return { success: false, error: messages.account.deleteFailed };
  }
}

/**
 * After 'Delete my account' succeeded: this device's stores and queue are cleared like at sign-out (every
 * registered cleanup) and the cached user forgotten. The caller has left the signed-in screens first, so the
 * session vanishing meanwhile is not taken for an expiry.
 */
export async function clearDeviceOfDeletedAccount(): Promise<void> {
  // Lecture audio outlives a sign-out (the only copy of a lecture), but not the account it belonged to.
  const userId = (await import("../db/current")).getCurrentDatabase()?.userId;
  if (userId)
    await deleteAudioOfAccount(userId).catch((error) => console.error("Deleting the audio failed", error));
  const failures = await runSignOutCleanups();
  for (const failure of failures) console.error("A cleanup after deleting the account failed", failure);
  writeCachedUser(null);
}
