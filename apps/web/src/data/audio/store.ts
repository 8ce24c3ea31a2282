// Reading, changing and deleting the kept audio (issue 23 §1). Nothing here uploads anything.

import { rewriteName } from "./append-protocol";
import { emitAudioChange } from "./changes";
import { measureDuration } from "./duration";
import {
  fileIn,
  isAudioStoreAvailable,
  mediaName,
  openFolder,
  readSidecar,
  releaseRoom,
  removeIfThere,
  settleRewrite,
  sidecarIds,
  sidecarName,
  signedInFolderPath,
  userFolder,
  userFolderPath,
  writeWhole,
} from "./opfs";
import { rewriting } from "./rewriting";
import type { AudioPatch, StoredAudio } from "./types";
import { makeRecordingSeekable } from "./writer";

// Sidecar changes of one recording run one after another, so two patches never overwrite each other.
const chains = new Map<string, Promise<unknown>>();
function serial<T>(id: string, step: () => Promise<T>): Promise<T> {
  const run = (chains.get(id) ?? Promise.resolve()).then(step, step);
  const settled = run.catch(() => undefined);
  chains.set(id, settled);
  void settled.then(() => chains.get(id) === settled && chains.delete(id));
  return run;
}

async function mediaFile(folder: FileSystemDirectoryHandle, id: string): Promise<File | null> {
  let handle = await fileIn(folder, mediaName(id));
  // A crash (or a failed move) between the seekable rewrite's remove and move leaves only the finished copy.
  if (!handle && !rewriting.has(id) && (await settleRewrite(folder, id)))
    handle = await fileIn(folder, mediaName(id));
  return handle ? handle.getFile() : null;
}

function mustExist(meta: StoredAudio | null, id: string): StoredAudio {
  if (!meta) throw new Error(`No audio ${id} on this device`);
  return meta;
}

/** An upload kept as its original file (issue 23 §1), streamed to OPFS by the browser. */
export async function keepUploadedAudio(file: File): Promise<StoredAudio> {
  const folder = await userFolder();
  const id = crypto.randomUUID();
  try {
    await writeWhole(folder, mediaName(id), file);
    const meta: StoredAudio = {
      id,
      fileName: file.name || "audio",
      mimeType: file.type || "application/octet-stream",
      bytes: file.size,
      seconds: await measureDuration(file),
      startedAt: new Date().toISOString(),
      finished: true,
      noteId: null,
      offsetSeconds: 0,
      transcribed: false,
    };
    await writeWhole(folder, sidecarName(id), JSON.stringify(meta));
    emitAudioChange();
    return meta;
  } catch (error) {
    // Never half-kept: no media without a sidecar, no sidecar without media.
    await removeIfThere(folder, mediaName(id)).catch(() => undefined);
    await removeIfThere(folder, sidecarName(id)).catch(() => undefined);
    throw error;
  }
}

/** Every recording of the signed-in user, with its size as the file has it now. */
export async function listStoredAudio(): Promise<StoredAudio[]> {
  if (!isAudioStoreAvailable()) return [];
  const folder = await openFolder(await signedInFolderPath(), false);
  if (!folder) return [];
  const all: StoredAudio[] = [];
  for (const id of await sidecarIds(folder)) {
    const meta = await readSidecar(folder, id);
    if (!meta) continue;
    let bytes = meta.bytes;
    try {
      const file = await mediaFile(folder, id);
      if (!file) continue;
      bytes = file.size;
    } catch {
      // The file is open for writing in this tab (a recording under way): the sidecar's size stands.
    }
    all.push({ ...meta, bytes });
  }
  return all.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

export async function listUnfinishedRecordings(): Promise<StoredAudio[]> {
  return (await listStoredAudio()).filter((audio) => !audio.finished);
}

/** Marks a recording cut off by a crash or reload finished, its length read from the file when unknown. */
export function recoverRecording(id: string): Promise<StoredAudio> {
  return serial(id, async () => {
    const folder = await userFolder();
    const meta = mustExist(await readSidecar(folder, id), id);
    if (!rewriting.has(id)) await settleRewrite(folder, id);
    if (!(await mediaFile(folder, id))) throw new Error(`The audio file of ${id} is gone`);
    // A recording cut off still holds its room (writer.ts): given back for the writes below. Only now: a
    // recording another tab is still writing has a media file it holds open, and the check above fails for it.
    await releaseRoom(folder, id);
    // Seekable first: the Duration it writes also spares measureDuration its read to the end.
    await makeRecordingSeekable(await signedInFolderPath(), id, meta.mimeType);
    const file = await mediaFile(folder, id);
    if (!file) throw new Error(`The audio file of ${id} is gone`);
    const seconds = meta.seconds ?? (await measureDuration(file));
    const recovered = { ...meta, bytes: file.size, seconds, finished: true };
    await writeWhole(folder, sidecarName(id), JSON.stringify(recovered));
    emitAudioChange();
    return recovered;
  });
}

/** The OPFS file itself, named and typed as kept: the bytes stay on disk until something reads them. */
export async function readAudioFile(id: string): Promise<File> {
  const folder = await userFolder();
  const meta = mustExist(await readSidecar(folder, id), id);
  const file = await mediaFile(folder, id);
  if (!file) throw new Error(`The audio file of ${id} is gone`);
  // A File made of a File refers to the same bytes: nothing is copied into memory.
  return new File([file], meta.fileName, { type: meta.mimeType, lastModified: file.lastModified });
}

export function updateAudio(id: string, patch: AudioPatch): Promise<StoredAudio> {
  return serial(id, async () => {
    const folder = await userFolder();
    const meta = mustExist(await readSidecar(folder, id), id);
    const { noteId, offsetSeconds, transcribed, seconds } = patch;
    const next: StoredAudio = {
      ...meta,
      ...(noteId !== undefined && { noteId }),
      ...(offsetSeconds !== undefined && { offsetSeconds }),
      ...(transcribed !== undefined && { transcribed }),
      ...(seconds !== undefined && { seconds }),
    };
    await writeWhole(folder, sidecarName(id), JSON.stringify(next));
    emitAudioChange();
    return next;
  });
}

/** The parts of a note's audio in timeline order. */
export async function audioOfNote(noteId: string): Promise<StoredAudio[]> {
  return (await listStoredAudio())
    .filter((audio) => audio.noteId === noteId)
    .sort((a, b) => a.offsetSeconds - b.offsetSeconds);
}

export function deleteAudio(id: string): Promise<void> {
  return serial(id, async () => {
    const folder = await openFolder(await signedInFolderPath(), false);
    if (!folder) return;
    // The media first: a sidecar left alone is skipped by the listing, a media file without one would be lost space.
    await removeIfThere(folder, mediaName(id));
    await removeIfThere(folder, rewriteName(mediaName(id))).catch(() => undefined);
    // The room before the sidecar: a room left without a sidecar would be found by nothing.
    await releaseRoom(folder, id);
    await removeIfThere(folder, sidecarName(id));
    emitAudioChange();
  });
}

export async function deleteAudioOfNote(noteId: string): Promise<void> {
  for (const audio of await audioOfNote(noteId)) await deleteAudio(audio.id);
}

/** Every recording of one user, for account deletion (their folder goes whole). */
export async function deleteAllAudioOf(userId: string): Promise<void> {
  if (!isAudioStoreAvailable()) return;
  const root = await openFolder(userFolderPath(userId).slice(0, 1), false);
  if (!root) return;
  await root.removeEntry(userId, { recursive: true }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === "NotFoundError")) throw error;
  });
  emitAudioChange();
}
