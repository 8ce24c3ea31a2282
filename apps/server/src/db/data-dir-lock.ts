import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no cross-process lock: two processes on one data directory corrupt it (DESIGN §11).
 * The server holds `DATA_DIR/lectern.lock` (its pid) while it runs and refuses to start a second time.
 */
export class DataDirLockedError extends Error {
  /** The pid that holds the lock, when one does (the admin commands name it). */
  constructor(
    message: string,
    readonly holder?: number,
  ) {
    super(message);
  }
}

/** Dirs this process holds: a lock file naming our own pid but not listed here was left by an earlier process
 * that had the same pid (containers reuse small pids), so it is stale. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "lectern.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      const ours = holder === process.pid;
      if ((ours && heldHere.has(file)) || (!ours && isAlive(holder))) {
        throw new DataDirLockedError(
          `Another Lectern server (pid ${holder}) is using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
          holder,
        );
      }
      // A lock left behind by a process that died: take it over.
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
