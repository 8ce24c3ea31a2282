import { messages } from "@lectern/core";
import { useEffect } from "react";
import { useAppUpdate } from "@/data/pwa/use-app-update";
import { notify } from "@/ui/toaster";

/** When a new version of the app has been downloaded, offer to reload into it (issue 5, offline app). */
export function UpdatePrompt() {
  const { updateReady, applyUpdate, dismiss } = useAppUpdate();
  useEffect(() => {
    if (!updateReady) return;
    notify.info(messages.network.updateReady, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: messages.network.reload, onClick: () => void applyUpdate() },
      onDismiss: dismiss,
    });
  }, [updateReady, applyUpdate, dismiss]);
  return null;
}
