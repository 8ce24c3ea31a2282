// What sign-out sends and counts before it clears the device (issue 13): one push of the queue through the
// running sync engine (no pull: the device is about to be cleared), then the queue's length.
// Relative imports: the unit test runs without the app's "@/" alias.

import { getCurrentDatabase, pendingCount } from "../data/db";
import { getSyncEngine } from "../data/sync";

export const pendingChangesOfSync = {
  async send(): Promise<void> {
    await getSyncEngine()?.syncNow({ ignoreBackoff: true, pull: false });
  },
  async count(): Promise<number> {
    const db = getCurrentDatabase();
    return db ? pendingCount(db) : 0;
  },
};
