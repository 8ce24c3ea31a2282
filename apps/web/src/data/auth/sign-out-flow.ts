import { messages } from "@lectern/core";
import { refreshSession, signOut, signOutEverywhere } from "./account";
import type { AccountResult } from "./account-result";
import { writeCachedUser } from "./session-cache";
import { runSignOutCleanups, setSigningOut } from "./sign-out-cleanup";

/**
 * Sign Out (spec 1 §4): clears all local data first (every registered cleanup), then ends the session — this
 * device's, or every device's. While it runs the signed-in guard knows the session is going away on purpose;
 * the guard clears the flag when it leaves (or this does, when sign-out failed).
 */
export type SignOutScope = "this-device" | "all-devices";

export async function signOutAndClear(scope: SignOutScope = "this-device"): Promise<AccountResult> {
  setSigningOut(true);
  try {
    const failures = await runSignOutCleanups();
    for (const failure of failures) console.error("A sign-out cleanup failed", failure);
    const result = scope === "all-devices" ? await signOutEverywhere() : await signOut();
    if (!result.success) {
      setSigningOut(false);
      return result;
    }
    writeCachedUser(null);
    await refreshSession();
    return result;
  } catch (error) {
    console.error("Sign-out failed", error);
    setSigningOut(false);
    return { success: false, error: messages.auth.signOutFailed };
  }
}
