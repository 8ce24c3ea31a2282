import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { embeddedDatabaseDir, lockForAdmin } from "./backup.ts";
import { AdminError, readBackupFile } from "./backup-file.ts";
import { renewEpochNow } from "./epoch.ts";

export type RestoreOutcome = { epoch: string; keptAside: string | null };

/**
 * `npm run admin -- restore <file>` on the embedded database (issue 18 §5). In this order, so that a bad file or a
 * running server changes nothing:
 * 1. the file is read and checked (readBackupFile) before the data dir is touched;
 * 2. the data-dir lock is taken: refused while a server runs there, and no server starts meanwhile;
 * 3. the backup opens in a folder of its own beside the database (a backup PGlite cannot open, or one that is not
 *    Lectern's, stops here and the folder is removed) and gets a new sync epoch, so every device starts over and
 *    re-sends what the backup lacks (DESIGN §4); its server_seq moves past every number the replaced database
 *    handed out, so a number a device holds from after the backup never names another version (epoch.ts);
 * 4. only then does the database in use move aside (pglite.before-restore-<time>, kept, never deleted) and the
 *    restored one take its place.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<RestoreOutcome> {
  const tar = readBackupFile(file);
  const unlock = lockForAdmin(dataDir, "restoring");
  try {
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    const current = embeddedDatabaseDir(dataDir);
    const staging = `${current}.restoring-${stamp}`;
    const handedOut = await highWaterOf(current);
    let epoch: string;
    try {
      epoch = await openAndRenew(staging, tar, file, handedOut);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    let keptAside: string | null = null;
    if (fs.existsSync(current)) {
      keptAside = `${current}.before-restore-${stamp}`;
      fs.renameSync(current, keptAside);
    }
    fs.renameSync(staging, current);
    return { epoch, keptAside };
  } finally {
    unlock();
  }
}

/** Opens the backup in `dir` (a new folder), checks it is a Lectern database and starts a new epoch in it. */
async function openAndRenew(dir: string, tar: Uint8Array, file: string, handedOut: number): Promise<string> {
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir, {
      loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>], { type: "application/x-tar" }),
    });
  } catch (error) {
    throw new AdminError(
      `${file} is not a usable Lectern backup (the database in it does not open: ${(error as Error).message}). Nothing was changed.`,
    );
  }
  try {
    const db = drizzle({ client: pg, schema }) as unknown as Database;
    try {
      return await renewEpochNow(db, handedOut);
    } catch {
      throw new AdminError(
        `${file} is not a Lectern backup (its database has no sync epoch). Nothing was changed.`,
      );
    }
  } finally {
    await pg.close();
  }
}

/**
 * The highest server_seq the database in `dir` handed out, or 0 when there is none or it does not open (a
 * damaged database is a reason to restore): then the pull's own rule (pull.ts) moves the sequence past each
 * device's cursor as it comes back.
 */
async function highWaterOf(dir: string): Promise<number> {
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) return 0;
  try {
    const pg = await PGlite.create(dir);
    try {
      const { rows } = await pg.query<{ n: string | number }>(
        "select case when is_called then last_value else 0 end as n from lectern_server_seq",
      );
      return Number(rows[0]?.n ?? 0);
    } finally {
      await pg.close();
    }
  } catch {
    return 0;
  }
}
