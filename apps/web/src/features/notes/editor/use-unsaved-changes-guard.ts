// Leaving the editor with unsaved changes asks first (issue 6): in-app navigation through the router's
// blocker, closing or reloading the tab through beforeunload.

import { useEffect } from "react";
import { useBlocker } from "react-router";

export function useUnsavedChangesGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [unsaved]);

  return blocker;
}
