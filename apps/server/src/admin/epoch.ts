import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { serverSettings } from "../db/schema/index.ts";
import { renewEpoch, SYNC_EPOCH_KEY } from "../services/sync/epoch.ts";

/**
 * A new sync epoch, set by an operator after a restore (issue 18 §5, DESIGN §4): at its next pull every device
 * sees an epoch it does not know, starts over from cursor 0 and re-sends what this database lacks. The same
 * renewal a pull makes when it finds a cursor above the high water, from whatever epoch is current; the sequence
 * moves past `handedOut` (the numbers the replaced database gave, which devices may hold).
 */
export async function renewEpochNow(db: Database, handedOut = 0): Promise<string> {
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SYNC_EPOCH_KEY));
  if (!row) throw new Error("The sync epoch is missing from server_settings: is this a Lectern database?");
  return renewEpoch(db, row.value, handedOut);
}
