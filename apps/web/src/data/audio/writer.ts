// The page's side of a recording being written: slices go to the append worker, the sidecar says what is known.

import type { AppendRequest, AppendResponse } from "./append-protocol";
import { emitAudioChange } from "./changes";
import {
  keepRoom,
  mediaName,
  releaseRoom,
  removeIfThere,
  sidecarName,
  signedInFolderPath,
  userFolder,
  writeWhole,
} from "./opfs";
import { rewriting } from "./rewriting";
import { AudioQuotaError, type RecordingWriter, type StoredAudio } from "./types";

type Pending = { resolve: (size: number) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextSeq = 1;

/** One worker for every recording of the tab, started on first use. */
function appendWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./append.worker.ts", import.meta.url), {
    type: "module",
    name: "audio-append",
  });
  started.onmessage = (event: MessageEvent<AppendResponse>) => {
    const response = event.data;
    const waiting = pending.get(response.seq);
    pending.delete(response.seq);
    if (!waiting) return;
    if (response.ok) waiting.resolve(response.size);
    else waiting.reject(response.quota ? new AudioQuotaError() : new Error(response.message));
  };
  started.onerror = (event) => {
    for (const waiting of pending.values())
      waiting.reject(new Error(event.message || "The audio writer failed"));
    pending.clear();
    worker = null;
  };
  worker = started;
  return started;
}

type WithoutSeq<T> = T extends unknown ? Omit<T, "seq"> : never;

function ask(request: WithoutSeq<AppendRequest>): Promise<number> {
  const seq = nextSeq++;
  return new Promise((resolve, reject) => {
    pending.set(seq, { resolve, reject });
    appendWorker().postMessage({ ...request, seq } as AppendRequest);
  });
}

/**
 * Rewrites a finished WebM recording once into a seekable one (seekable.ts), in the worker. Returns the new size,
 * or null when it was not rewritten: the recording is kept as it was, and plays, only seeking slowly.
 */
export async function makeRecordingSeekable(
  path: string[],
  id: string,
  mimeType: string,
): Promise<number | null> {
  if (!/webm/i.test(mimeType)) return null;
  rewriting.add(id);
  try {
    return await ask({ op: "seekable", path, name: mediaName(id) });
  } catch (error) {
    console.warn(`The recording ${id} was kept as recorded (not made seekable):`, error);
    return null;
  } finally {
    rewriting.delete(id);
  }
}

/** `recording-2026-11-25T01-02-03-000Z.webm`: the time, safe in every file system. */
export function recordingFileName(startedAt: Date, mimeType: string): string {
  const extension = /ogg/.test(mimeType) ? "ogg" : /mp4|aac/.test(mimeType) ? "m4a" : "webm";
  return `recording-${startedAt.toISOString().replace(/[:.]/g, "-")}.${extension}`;
}

export async function startRecordingFile(o: { mimeType: string; startedAt: Date }): Promise<RecordingWriter> {
  const path = await signedInFolderPath();
  const folder = await userFolder();
  const id = crypto.randomUUID();
  let meta: StoredAudio = {
    id,
    fileName: recordingFileName(o.startedAt, o.mimeType),
    mimeType: o.mimeType,
    bytes: 0,
    seconds: null,
    startedAt: o.startedAt.toISOString(),
    finished: false,
    noteId: null,
    offsetSeconds: 0,
    transcribed: false,
  };
  // The sidecar first: after a crash, the recording is found by its sidecar and offered for recovery.
  await writeWhole(folder, sidecarName(id), JSON.stringify(meta));
  const name = mediaName(id);
  try {
    await keepRoom(folder, id);
    await ask({ op: "open", path, name });
  } catch (error) {
    // Not started: nothing is left to be offered back (the media file too, if the worker made it).
    await releaseRoom(folder, id);
    await removeIfThere(folder, name).catch(() => undefined);
    await removeIfThere(folder, sidecarName(id)).catch(() => undefined);
    throw error;
  }
  let closed = false;
  // Appends run one after another in the order they were called, even if the caller does not await them.
  let tail: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(step: () => Promise<T>): Promise<T> => {
    const run = tail.then(step, step);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    id,
    append: (slice) =>
      inOrder(async () => {
        if (closed) throw new Error("The recording is already finished");
        meta = { ...meta, bytes: await ask({ op: "append", name, slice }) };
      }),
    finish: (seconds) =>
      inOrder(async () => {
        // The room held back is what closing writes into when the disk filled up.
        await releaseRoom(folder, id);
        if (!closed) {
          closed = true;
          meta = { ...meta, bytes: await ask({ op: "close", name }) };
          meta = { ...meta, bytes: (await makeRecordingSeekable(path, id, meta.mimeType)) ?? meta.bytes };
        }
        meta = { ...meta, seconds, finished: true };
        await writeWhole(folder, sidecarName(id), JSON.stringify(meta));
        emitAudioChange();
        return meta;
      }),
    abort: () =>
      inOrder(async () => {
        if (!closed) {
          closed = true;
          await ask({ op: "close", name }).catch(() => undefined);
        }
        // The room before the sidecar: a room left without a sidecar would be found by nothing.
        await releaseRoom(folder, id);
        await removeIfThere(folder, name);
        await removeIfThere(folder, sidecarName(id));
      }),
  };
}
