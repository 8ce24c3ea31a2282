// Spec 1 §4 auth events: signing in starts the offline layer and sync; signing out clears every local store and
// the queue first, after one try to send what is pending (issue 13). Called once when the app boots.
// issue 18 §1: the user's database opens at once (the screens read it, so a returning student sees their notes
// in the first paint), while the sync engine, its schemas and the study warm-up load after the page's load
// event: they are not needed to draw /notes, and the first pull only adds to what the database shows.
import {
  checkSessionNow,
  registerPendingChanges,
  registerSignOutCleanup,
  subscribeSessionUser,
} from "@/data/auth";
import { clearAllLocalData, getCurrentDatabase, setCurrentDatabase } from "@/data/db/current";
import { LecternDB } from "@/data/db/database";
import { clearOnlineCache } from "@/data/online";
import { afterPageLoad } from "@/ui/after-page-load";
import { pendingChangesOfSync } from "./pending-changes";

type SyncLayer = typeof import("./offline-sync");

let started = false;
/** The signed-in user as last announced; a deferred start for someone else is dropped. */
let latestUserId: string | null = null;
/** The sync half once loaded, so sign-out stops it synchronously, as before. */
let syncLayer: SyncLayer | null = null;

export function startOfflineLayer(): void {
  if (started) return;
  started = true;
  registerPendingChanges(pendingChangesOfSync);
  registerSignOutCleanup(async () => {
    clearOnlineCache();
    await clearAllLocalData();
  });
  subscribeSessionUser((user) => {
    latestUserId = user?.id ?? null;
    if (!user) return syncLayer?.stopSync();
    openDatabaseOf(user.id);
    afterPageLoad(() => void startSyncFor(user.id));
  });
  checkSessionNow();
}

/**
 * The screens' database for this user. Opened now rather than on the first read, so IndexedDB creates the stores
 * of a new device while React draws the screen (issue 18 §1: the notes list waits for it).
 */
function openDatabaseOf(userId: string): void {
  if (getCurrentDatabase()?.userId === userId) return;
  const db = new LecternDB(userId);
  setCurrentDatabase(db);
  // A failure is not lost: the screens' reads open it again and show their own error.
  db.open().catch(() => undefined);
}

async function startSyncFor(userId: string): Promise<void> {
  const layer = syncLayer ?? (await import("./offline-sync"));
  syncLayer = layer;
  if (latestUserId === userId) await layer.startSyncFor(userId);
}
