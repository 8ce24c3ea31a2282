import { messages } from "@lectern/core";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import {
  isSigningOut,
  LOGIN_PATH,
  loginPathFor,
  onUnauthorized,
  redirectTargetFrom,
  setSigningOut,
  subscribeSigningOut,
  useAuthSession,
} from "@/data/auth";
import { notify } from "@/ui/toaster";
import { AppLoading } from "./root-layout";

/**
 * The sign-in guard of every signed-in screen (spec 1 §2): 'Loading...' while the session loads; no user → sign-in,
 * remembering the full location. A session that ends mid-use (a 401 from any API call, or the session turning
 * null) does the same and says why; a deliberate sign-out just goes to sign-in.
 */
export function RequireAuth() {
  const { user, isPending, refetch } = useAuthSession();
  const signingOut = useSyncExternalStore(subscribeSigningOut, isSigningOut);
  const hadUser = useRef(false);

  // A 401 elsewhere: ask the server again; if the session is gone the redirect below follows.
  useEffect(() => onUnauthorized(() => void refetch()), [refetch]);
  useEffect(() => {
    if (user) hadUser.current = true;
  }, [user]);
  // Leaving the signed-in screens ends a sign-out in progress.
  useEffect(() => () => setSigningOut(false), []);

  if (user) return <Outlet />;
  if (isPending) return <AppLoading />;
  if (signingOut) return <Navigate to={LOGIN_PATH} replace />;
  return <RedirectToLogin expired={hadUser.current} />;
}

function RedirectToLogin({ expired }: { expired: boolean }) {
  const location = useLocation();
  const flashcards = location.pathname.startsWith("/flashcard-study");
  useEffect(() => {
    if (expired) notify.info(messages.auth.sessionExpired, { id: "session-expired" });
    // spec 2 §6: a signed-out visitor who tries to study flashcards is sent to sign-in with this toast.
    else if (flashcards) notify.error(messages.study.signInToStudyFlashcards, { id: "study-sign-in" });
  }, [expired, flashcards]);
  return <Navigate to={loginPathFor(location)} state={{ from: location }} replace />;
}

/**
 * Signed-out-only pages (/auth/login, /auth/register, /auth/forgot-password): a visitor who arrives signed in goes
 * to the page they asked for, else /home. Decided once, on arrival: signing in on the page itself is followed by
 * the page's own redirect (after its success toast).
 */
export function RedirectIfSignedIn() {
  const { user, isPending } = useAuthSession();
  const location = useLocation();
  const signedInOnArrival = useRef<boolean | null>(null);
  if (signedInOnArrival.current === null && !isPending) signedInOnArrival.current = user !== null;

  if (signedInOnArrival.current === null) return <AppLoading />;
  if (signedInOnArrival.current) {
    return <Navigate to={redirectTargetFrom(location.state, location.search)} replace />;
  }
  return <Outlet />;
}
