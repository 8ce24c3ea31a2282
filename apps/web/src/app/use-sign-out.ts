import { useCallback, useState } from "react";
import { signOutAndClear } from "@/data/auth";
import { notify } from "@/ui/toaster";

/** Sign Out from the user menu: local data cleared, session ended, 'Signed out successfully!' (spec 1 §4, §8). */
export function useSignOut() {
  const [pending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    const result = await signOutAndClear("this-device");
    setPending(false);
    if (result.success) notify.success(result.message);
    else notify.error(result.error);
  }, []);
  return { signOut, pending };
}
