import { messages } from "@lectern/core";
import { useDeferredValue, useEffect, useRef, useSyncExternalStore } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { notifySessionEnded } from "@/data/account/account-gone";
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
import { isVisitorRoute } from "./route-handles";

/**
 * The sign-in guard of every signed-in screen (spec 1 §2): 'Loading...' while the session loads; no user → sign-in,
 * remembering the full location. A session that ends mid-use (a 401 from any API call, or the session turning
 * null) does the same and says why; a deliberate sign-out just goes to sign-in.
 */
export function RequireAuth() {
  const { user, isPending, refetch } = useAuthSession();
  // A user who has just arrived (the session's answer) is drawn in a transition: React then builds the shell and
  // the screen in slices that leave the page responsive, instead of one long task (issue 18 §1, total blocking
  // time). Until then the loading screen stays; losing the user is never deferred.
  const arrivedUser = useDeferredValue(user);
  const signingOut = useSyncExternalStore(subscribeSigningOut, isSigningOut);
  const hadUser = useRef(false);
  const visitorsWelcome = useMatches().some((match) => isVisitorRoute(match.handle));

  // A 401 elsewhere: ask the server again; if the session is gone the redirect below follows.
  useEffect(() => onUnauthorized(() => void refetch()), [refetch]);
  useEffect(() => {
    if (user) hadUser.current = true;
  }, [user]);
  // Leaving the signed-in screens ends a sign-out in progress.
  useEffect(() => () => setSigningOut(false), []);

  if (user && !arrivedUser) return <AppLoading />;
  if (user) return <Outlet />;
  if (isPending) return <AppLoading />;
  // spec 2 §6: a signed-out visitor may look at the study deck (with sign-in prompts), not start anything.
  if (visitorsWelcome && !signingOut && !hadUser.current) return <Outlet />;
  if (signingOut) return <Navigate to={LOGIN_PATH} replace />;
  return <RedirectToLogin expired={hadUser.current} />;
}

/** The toast a signed-out visitor gets for trying to start studying (spec 2 §6), by where they were going. */
function signInToStartMessage(pathname: string): string | null {
  if (pathname.startsWith("/flashcard-study")) return messages.study.signInToStudyFlashcards;
  if (pathname.startsWith("/quiz/")) return messages.study.signInToTakeQuizzes;
  if (pathname.startsWith("/progress")) return messages.progress.signInRequired;
  // spec 2 §5, §8: the document screens need a signed-in user.
  if (pathname.startsWith("/upload-document")) return messages.documents.signInToUpload;
  if (pathname.startsWith("/scan-document")) return messages.scan.signInToProcessImages;
  return null;
}

function RedirectToLogin({ expired }: { expired: boolean }) {
  const location = useLocation();
  const startMessage = signInToStartMessage(location.pathname);
  useEffect(() => {
    // An account deleted elsewhere says so instead of 'session expired' (issue 18 §6).
    if (expired) void notifySessionEnded();
    else if (startMessage) notify.error(startMessage, { id: "study-sign-in" });
  }, [expired, startMessage]);
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
