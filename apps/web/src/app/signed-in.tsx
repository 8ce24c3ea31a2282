// The signed-in part of the app (issue 18 §1): loaded with the first signed-in route, never on the landing or
// auth pages, so their first load carries no local database, sync engine or study data.
import { TooltipProvider } from "@/ui/tooltip";
import { RequireAuth } from "./guards";

export { startOfflineLayer } from "./offline-layer";

/** The sign-in guard, inside the providers that only signed-in screens use. */
export function SignedInRoot() {
  return (
    <TooltipProvider>
      <RequireAuth />
    </TooltipProvider>
  );
}
