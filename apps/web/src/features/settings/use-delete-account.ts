import { messages } from "@lectern/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  clearDeviceOfDeletedAccount,
  type DeleteAccountRequest,
  deleteAccountOnServer,
} from "@/data/account";
import { refreshSession } from "@/data/auth";
import { notify } from "@/ui/toaster";

/**
 * 'Delete my account' (issue 18 §6): sends the confirmation; on success the student lands on the landing page
 * with a toast while this device's data is cleared, then signed out. A refusal stays in the dialog.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (request: DeleteAccountRequest) => {
    setBusy(true);
    setError(null);
    try {
      const result = await deleteAccountOnServer(request);
      if (!result.success) return setError(result.error);
      // Off the signed-in screens before anything reads the session again: the landing page loads lazily, and
      // a session found gone while Settings is still shown would read as an expiry (sign-in, not the landing page).
      await navigate("/", { replace: true, flushSync: true });
      notify.success(messages.account.deleted, { id: "account-deleted" });
      await clearDeviceOfDeletedAccount();
      await refreshSession();
    } catch {
      setError(messages.account.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return { submit, error, busy, clearError: () => setError(null) };
}
