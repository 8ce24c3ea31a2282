// What sign-out sends and counts before it clears the device (issue 13): one push of the queue through the
// running sync engine (no pull: the device is about to be cleared), then the queue's length.
// Relative imports: the unit test runs without the app's "@/" alias.

import { getCurrentDatabase } from "../data/db/current";
import { pendingCount } from "../data/db/queue";

export const pendingChangesOfSync = {
  async send(): Promise<void> {
    // The engine loads after the page (issue 18 §1); one that has not started has nothing to send.
    const { getSyncEngine } = await import("../data/sync/lifecycle");
    await getSyncEngine()?.syncNow({ ignoreBackoff: true, pull: false });
  },
  async count(): Promise<number> {
    const db = getCurrentDatabase();
    return db ? pendingCount(db) : 0;
  },
};
