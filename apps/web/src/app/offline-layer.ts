// Spec 1 §4 auth events: signing in starts the offline layer and sync; signing out clears every local store and
// the queue first, after one try to send what is pending (issue 13). Called once when the app boots.
import {
  registerPendingChanges,
  registerSignOutCleanup,
  reportUnauthorized,
  subscribeSessionUser,
} from "@/data/auth";
import { clearAllLocalData } from "@/data/db";
import { clearOnlineCache } from "@/data/online";
import { startSync, stopSync } from "@/data/sync";
import { notify } from "@/ui/toaster";
import { pendingChangesOfSync } from "./pending-changes";

let started = false;

export function startOfflineLayer(): void {
  if (started) return;
  started = true;
  registerPendingChanges(pendingChangesOfSync);
  registerSignOutCleanup(async () => {
    clearOnlineCache();
    await clearAllLocalData();
  });
  subscribeSessionUser((user) => {
    if (user) void startSync({ userId: user.id, notify, onUnauthorized: reportUnauthorized });
    else stopSync();
  });
}
