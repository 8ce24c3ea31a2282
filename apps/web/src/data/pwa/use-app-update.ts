import { useRegisterSW } from "virtual:pwa-register/react";

/**
 * The service worker's life cycle for the shell: registers it (production builds only), and says when a new
 * version has been downloaded and waits for the user's go-ahead (`applyUpdate` reloads into it).
 */
export function useAppUpdate() {
  const {
    needRefresh: [updateReady, setUpdateReady],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  return {
    updateReady,
    offlineReady,
    applyUpdate: () => updateServiceWorker(true),
    dismiss: () => {
      setUpdateReady(false);
      setOfflineReady(false);
    },
  };
}
