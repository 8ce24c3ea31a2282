import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { serverSettings } from "../db/schema/index.ts";

/**
 * A secret the server needs but the self-hoster did not set: made once and kept in the database, so a restart
 * keeps sessions valid and every server on one PostgreSQL signs with the same key.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(serverSettings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, key));
  if (!row) throw new Error(`Could not read the server setting ${key}`);
  return row.value;
}
