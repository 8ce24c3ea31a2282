import { useCallback, useState } from "react";
import { notify } from "@/ui/toaster";
import { type SignOutScope, signOutAndClear } from "./sign-out-flow";
import { sendPendingBeforeSignOut } from "./sign-out-pending";

/**
 * Sign Out (the user menu: this device; Settings: every device): local data cleared, session ended, 'Signed out
 * successfully!' (spec 1 §4, §8).
 * Changes not yet on the server are sent first; if some are still left, the student is asked (issue 13):
 * `unsaved` is their count while the question is open, and `confirm` or `cancel` answers it.
 */
export function useSignOut(scope: SignOutScope = "this-device") {
  const [pending, setPending] = useState(false);
  const [unsaved, setUnsaved] = useState(0);

  const finish = useCallback(async () => {
    setPending(true);
    const result = await signOutAndClear(scope);
    setPending(false);
    if (result.success) notify.success(result.message);
    else notify.error(result.error);
  }, [scope]);

  const signOut = useCallback(async () => {
    setPending(true);
    const left = await sendPendingBeforeSignOut();
    if (left > 0) {
      setPending(false);
      setUnsaved(left);
      return;
    }
    await finish();
  }, [finish]);

  const confirm = useCallback(async () => {
    setUnsaved(0);
    await finish();
  }, [finish]);

  // Nothing is cleared: the student stays signed in with every change still queued.
  const cancel = useCallback(() => setUnsaved(0), []);

  return { signOut, pending, unsaved, confirm, cancel };
}
