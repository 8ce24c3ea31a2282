// Signed-out visitors may look at the study deck but not start anything (spec 2 §6): a start sends them to
// sign-in with the spec's toast, remembering where they wanted to go.

import { useCallback } from "react";
import { useNavigate } from "react-router";
import { loginPathFor } from "@/data/auth";
import { notify } from "@/ui/toaster";

/** A click handler for a start link: lets it through when signed in, else toasts and goes to sign-in. */
export function useStartGuard(signedOut: boolean) {
  const navigate = useNavigate();
  return useCallback(
    (to: string, message: string) => (event: { preventDefault: () => void }) => {
      if (!signedOut) return;
      event.preventDefault();
      notify.error(message, { id: "study-sign-in" });
      navigate(loginPathFor(to), { state: { from: { pathname: to } } });
    },
    [navigate, signedOut],
  );
}

export type StartGuard = ReturnType<typeof useStartGuard>;
