import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/** Something the operator can fix: said on one line, with no stack (cli.ts). */
export class AdminError extends Error {}

/**
 * A backup file is what PGlite's dumpDataDir writes (dump.ts): a gzipped tar of the data directory. Checked
 * before anything is touched (issue 18 §5): it exists, it is gzip and complete (gunzip checks the CRC and the
 * length), and it is a PostgreSQL data directory (PG_VERSION at its root). Answers the tar itself.
 */
export function readBackupFile(file: string): Uint8Array {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new AdminError(`No such file: ${file}`);
    if (code === "EISDIR") throw new AdminError(`${file} is a folder, not a backup file.`);
    throw new AdminError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const notABackup = (why: string) =>
    new AdminError(`${file} is not a usable Lectern backup (${why}). Nothing was changed.`);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw notABackup("it is not a gzip file");
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw notABackup("it is truncated or damaged");
  }
  const names = tarEntryNames(tar);
  if (names === null) throw notABackup("its archive is damaged");
  // PGlite names its entries from the data directory's root: "/PG_VERSION".
  if (!names.some((name) => name.replace(/^\.?\//, "") === "PG_VERSION"))
    throw notABackup("it holds no database");
  return tar;
}

/** The entry names of a ustar archive, or null when its headers do not hold together. */
function tarEntryNames(tar: Uint8Array): string[] | null {
  const names: string[] = [];
  const text = (from: number, length: number) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString("latin1")
      .replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return names;
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) return null;
    const prefix = text(offset + 345, 155);
    const name = text(offset, 100);
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
    if (offset > tar.length) return null;
  }
  return names.length > 0 ? names : null;
}

/**
 * Writes a backup beside its destination, checks what landed on disk, then renames it into place: a backup that
 * failed halfway never replaces a good one of the same name. The file is the owner's only (mode 0600): it holds
 * every account's password hash.
 */
export async function writeBackupFile(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<number> {
  const target = path.resolve(file);
  if (!fs.existsSync(path.dirname(target)))
    throw new AdminError(`The folder ${path.dirname(target)} does not exist.`);
  const partial = `${target}.partial`;
  try {
    await write(partial);
    readBackupFile(partial);
    fs.renameSync(partial, target);
    return fs.statSync(target).size;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
