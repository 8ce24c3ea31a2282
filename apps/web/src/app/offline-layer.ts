// Spec 1 §4 auth events: signing in starts the offline layer and sync; signing out clears every local store and
// the queue first, after one try to send what is pending (issue 13). Called once when the app boots.
import {
  registerPendingChanges,
  registerSignOutCleanup,
  reportUnauthorized,
  subscribeSessionUser,
} from "@/data/auth";
import { clearAllLocalData, getCurrentDatabase } from "@/data/db";
import { clearOnlineCache } from "@/data/online";
import { warmStudyData } from "@/data/study";
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
    if (!user) return stopSync();
    void startSync({ userId: user.id, notify, onUnauthorized: reportUnauthorized }).then(() => {
      // The study deck's rows come into memory while the browser is idle, so /study opens at once.
      const db = getCurrentDatabase();
      if (db?.userId === user.id) warmStudyData(db);
    });
  });
}
