import { messages } from "@lectern/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type DeleteAccountRequest, deleteAccountAndClear } from "@/data/account";
import { refreshSession } from "@/data/auth";
import { notify } from "@/ui/toaster";

/**
 * 'Delete my account' (issue 18 §6): sends the confirmation; on success this device's data is already cleared,
 * so the student lands on the landing page, signed out, with a toast. A refusal stays in the dialog.
 */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (request: DeleteAccountRequest) => {
    setBusy(true);
    setError(null);
    try {
      const result = await deleteAccountAndClear(request);
      if (!result.success) return setError(result.error);
      // Off the signed-in screens first, so the vanishing session is not taken for an expiry.
      navigate("/", { replace: true });
      notify.success(messages.account.deleted, { id: "account-deleted" });
      await refreshSession();
    } catch {
      setError(messages.account.deleteFailed);
    } finally {
      setBusy(false);
    }
  };

  return { submit, error, busy, clearError: () => setError(null) };
}
