// Where the audio lives in the Origin Private File System: `lectern-audio/<user id>/`, one `<id>.audio` media file
// and one `<id>.json` sidecar per recording. Per user like the Dexie database (DESIGN §4), so two users of one
// browser never see each other's lectures.

import { getCurrentDatabase, subscribeCurrentDatabase } from "@/data/db/current";
import { rewriteName } from "./append-protocol";
import type { StoredAudio } from "./types";

export const AUDIO_ROOT = "lectern-audio";
const MEDIA_SUFFIX = ".audio";
const SIDECAR_SUFFIX = ".json";
/** Recording ids are UUIDs; anything else never reaches a file name. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const mediaName = (id: string) => `${checkedId(id)}${MEDIA_SUFFIX}`;
export const sidecarName = (id: string) => `${checkedId(id)}${SIDECAR_SUFFIX}`;
/** Room held while a recording is written (keepRoom). */
export const roomName = (id: string) => `${checkedId(id)}.room`;

/**
 * What a recording holds back from the disk while it is written. A full disk stops the recording (issue 23 §1), and
 * closing it still writes the sidecar through a swap copy. Without room held back that write fails too, and what
 * was recorded cannot be closed and transcribed. Given back when it is closed, the room also leaves the little
 * that follows (the transcribed mark) a chance. 128 KB is some seconds of Opus.
 */
export const ROOM_BYTES = 128 * 1024;

/** Holds ROOM_BYTES of the disk for the recording `id` (released by releaseRoom before it is closed). */
export async function keepRoom(folder: FileSystemDirectoryHandle, id: string): Promise<void> {
  await writeWhole(folder, roomName(id), new Blob([new Uint8Array(ROOM_BYTES)]));
}

/**
 * Gives the recording's held room back: before it is closed, recovered or deleted. Never fails: the room is an
 * extra, and a storage error giving it back must not stop the close, recovery or deletion it comes before.
 */
export function releaseRoom(folder: FileSystemDirectoryHandle, id: string): Promise<void> {
  return removeIfThere(folder, roomName(id)).catch(() => undefined);
}

function checkedId(id: string): string {
  if (!ID.test(id)) throw new Error(`Not a recording id: ${id}`);
  return id;
}

export function isAudioStoreAvailable(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.storage?.getDirectory === "function";
}

/** The folder names of a user's audio, from the OPFS root. */
export function userFolderPath(userId: string | undefined): string[] {
  if (!userId) throw new Error("Audio is kept per signed-in user: nobody is signed in");
  return [AUDIO_ROOT, userId];
}

const SIGN_IN_WAIT_MS = 10_000;

/**
 * The signed-in user's folder path. Right after a page load the user's database opens a moment after the screens
 * start (the recording screen asks for unfinished recordings at once), so a call waits for it a while before
 * refusing.
 */
export function signedInFolderPath(): Promise<string[]> {
  const now = getCurrentDatabase()?.userId;
  if (now) return Promise.resolve(userFolderPath(now));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error("Audio is kept per signed-in user: nobody is signed in"));
    }, SIGN_IN_WAIT_MS);
    const stop = subscribeCurrentDatabase(() => {
      const userId = getCurrentDatabase()?.userId;
      if (!userId) return;
      clearTimeout(timer);
      stop();
      resolve(userFolderPath(userId));
    });
  });
}

export async function openFolder(path: string[], create: boolean): Promise<FileSystemDirectoryHandle | null> {
  if (!isAudioStoreAvailable()) throw new Error("This browser cannot keep audio on the device");
  let folder = await navigator.storage.getDirectory();
  for (const name of path) {
    try {
      folder = await folder.getDirectoryHandle(name, { create });
    } catch (error) {
      if (!create && error instanceof DOMException && error.name === "NotFoundError") return null;
      throw error;
    }
  }
  return folder;
}

export async function userFolder(): Promise<FileSystemDirectoryHandle> {
  const folder = await openFolder(await signedInFolderPath(), true);
  if (!folder) throw new Error("The audio folder could not be made");
  return folder;
}

/** The file handle, or null when it is not there. */
export async function fileIn(folder: FileSystemDirectoryHandle, name: string, create = false) {
  try {
    return await folder.getFileHandle(name, { create });
  } catch (error) {
    if (error instanceof DOMException && error.name === "NotFoundError") return null;
    throw error;
  }
}

/** Every file name of the folder. */
export async function fileNames(folder: FileSystemDirectoryHandle): Promise<string[]> {
  const names: string[] = [];
  const entries = folder as unknown as { keys(): AsyncIterable<string> };
  for await (const name of entries.keys()) names.push(name);
  return names;
}

/** The ids that have a sidecar. */
export async function sidecarIds(folder: FileSystemDirectoryHandle): Promise<string[]> {
  return (await fileNames(folder))
    .filter((name) => name.endsWith(SIDECAR_SUFFIX))
    .map((name) => name.slice(0, -SIDECAR_SUFFIX.length))
    .filter((id) => ID.test(id));
}

/** Replaces a small file whole: createWritable writes a swap file and swaps it in on close, so a crash never
 * leaves half a sidecar. */
export async function writeWhole(folder: FileSystemDirectoryHandle, name: string, data: Blob | string) {
  const handle = await folder.getFileHandle(name, { create: true });
  const writable = await handle.createWritable();
  try {
    await writable.write(data);
    await writable.close();
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
}

export async function readSidecar(
  folder: FileSystemDirectoryHandle,
  id: string,
): Promise<StoredAudio | null> {
  const handle = await fileIn(folder, sidecarName(id));
  if (!handle) return null;
  try {
    const meta = JSON.parse(await (await handle.getFile()).text()) as StoredAudio;
    return meta && meta.id === id ? meta : null;
  } catch {
    // A sidecar that is not JSON is treated as missing: the listing must not fail for every recording.
    return null;
  }
}

export async function removeIfThere(folder: FileSystemDirectoryHandle, name: string): Promise<void> {
  try {
    await folder.removeEntry(name);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "NotFoundError")) throw error;
  }
}

/**
 * Finishes or forgets a seekable rewrite (append.worker.ts) another tab or a crash left behind: with the original
 * there the copy may be half-written and goes; with the original gone the copy was complete (the original is
 * removed only after the copy is flushed) and takes its name. Returns whether the media file is there.
 */
export async function settleRewrite(folder: FileSystemDirectoryHandle, id: string): Promise<boolean> {
  const tmp = await fileIn(folder, rewriteName(mediaName(id)));
  const media = await fileIn(folder, mediaName(id));
  if (!tmp) return media !== null;
  if (media) {
    // Still open in a worker of another tab: that tab finishes it.
    await removeIfThere(folder, rewriteName(mediaName(id))).catch(() => undefined);
    return true;
  }
  await (tmp as unknown as { move(name: string): Promise<void> }).move(mediaName(id));
  return true;
}
