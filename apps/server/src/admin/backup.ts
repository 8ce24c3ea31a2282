import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock.ts";
import { AdminError, writeBackupFile } from "./backup-file.ts";
import { askServer, serverRefusal } from "./channel.ts";
import { dumpDataDir } from "./dump.ts";

/** Where the embedded database keeps its files inside DATA_DIR (db/client.ts opens it there). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, "pglite");

export type BackupOutcome = { bytes: number; from: "running server" | "stopped database" };

/**
 * `npm run admin -- backup <file>` on the embedded database (issue 18 §5). A server running on DATA_DIR makes
 * the copy itself, between two transactions, while it goes on serving (channel.ts, dump.ts); with none running,
 * the command takes the data-dir lock, so no server starts meanwhile, and copies the files the same way.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupOutcome> {
  const res = await askServer(dataDir, "backup");
  if (res) {
    if (res.statusCode !== 200) throw await serverRefusal(res);
    const bytes = await writeBackupFile(file, (partial) =>
      pipeline(res, fs.createWriteStream(partial, { mode: 0o600 })),
    );
    return { bytes, from: "running server" };
  }
  const pgDir = embeddedDatabaseDir(dataDir);
  if (!fs.existsSync(path.join(pgDir, "PG_VERSION")))
    throw new AdminError(
      `No Lectern server is running on ${dataDir} and it holds no database: nothing to back up. Set DATA_DIR to the server's data folder.`,
    );
  const unlock = lockForAdmin(dataDir, "backing up");
  try {
    const pg = new PGlite(pgDir);
    try {
      const tarball = await dumpDataDir(pg);
      const bytes = await writeBackupFile(file, async (partial) =>
        fs.writeFileSync(partial, tarball, { mode: 0o600 }),
      );
      return { bytes, from: "stopped database" };
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

/** The data-dir lock, or a clear refusal naming the server that holds it. */
export function lockForAdmin(
  dataDir: string,
  doing: "backing up" | "restoring" | "renewing the epoch" | "changing plans",
) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const holder = error.holder;
    throw new AdminError(
      doing === "restoring"
        ? `A Lectern server (pid ${holder}) is running on ${dataDir}. Stop it before restoring: a restore replaces its database.`
        : `A Lectern server (pid ${holder}) holds ${dataDir} but did not answer on its admin channel (${path.join(dataDir, "admin")}). Stop it, then run this again.`,
    );
  }
}
