// The half of the offline layer that waits for the page's load event (issue 18 §1, ./offline-layer): the sync
// engine for the signed-in user, then the study data warmed while the browser is idle.
import { reportUnauthorized } from "@/data/auth";
import { getCurrentDatabase } from "@/data/db/current";
import { warmStudyData } from "@/data/study";
import { startSync } from "@/data/sync";
import { notify } from "@/ui/toaster";

export { stopSync } from "@/data/sync";

export async function startSyncFor(userId: string): Promise<void> {
  await startSync({ userId, notify, onUnauthorized: reportUnauthorized });
  // The study deck's rows come into memory while the browser is idle, so /study opens at once.
  const db = getCurrentDatabase();
  if (db?.userId === userId) warmStudyData(db);
}
