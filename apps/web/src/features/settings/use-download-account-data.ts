import { messages } from "@lectern/core";
import { useState } from "react";
import { fetchAccountData } from "@/data/account";
import { saveFile } from "@/ui/save-file";
import { notify } from "@/ui/toaster";

/**
 * 'Download my data' (issue 18 §6): fetches the server's zip and saves it; a refusal (the export limit, a session
 * gone) stays beside the button with the server's message, so the student sees why and when to try again.
 */
export function useDownloadAccountData() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await fetchAccountData();
      if (!result.success) return setError(result.error);
      saveFile(result.file, result.fileName);
      notify.success(messages.account.exportStarted, { id: "account-export" });
    } finally {
      setBusy(false);
    }
  };

  return { download, error, busy };
}
