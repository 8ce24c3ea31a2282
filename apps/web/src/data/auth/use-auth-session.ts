import { useEffect, useMemo, useRef } from "react";
import { clearDataOfDeletedAccounts } from "../account/account-gone";
import { authClient } from "./auth-client";
import { readCachedUser, writeCachedUser } from "./session-cache";
import { type ResolvedSession, resolveSession, settledSession } from "./session-state";

export type AuthSession = ResolvedSession & { refetch: () => Promise<void> };

/** The signed-in user (spec 1 §4 auth state), `isPending` until the first answer, offline-tolerant. */
export function useAuthSession(): AuthSession {
  const { data, error, isPending, refetch } = authClient.useSession();
  // A refetch in flight keeps the last settled answer (session-state settledSession).
  const lastSettled = useRef<ResolvedSession | null>(null);
  const resolved = useMemo(
    () => settledSession(resolveSession({ data, error, isPending }, readCachedUser), lastSettled.current),
    [data, error, isPending],
  );
  useEffect(() => {
    if (!resolved.isPending) lastSettled.current = resolved;
  }, [resolved]);

  // Keep the device's copy in step with what the server said. No session: if the account was deleted meanwhile,
  // its data on this device goes too (issue 18 §6).
  useEffect(() => {
    if (!resolved.fromServer) return;
    if (!resolved.user) void clearDataOfDeletedAccounts();
    writeCachedUser(resolved.user);
  }, [resolved]);

  return useMemo(() => ({ ...resolved, refetch: () => refetch() }), [resolved, refetch]);
}
