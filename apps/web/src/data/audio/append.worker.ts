// Appends recorder slices to an OPFS file through a sync access handle (issue 23 §3).
// Why a worker: in Chromium a FileSystemWritableFileStream writes into a swap copy (`<name>.crswap`) and only
// replaces the file on close(), so `createWritable({ keepExistingData: true })` copies the whole recording for every
// 1 s slice (O(n) per slice: an hour is 3,600 copies of a growing file), and a stream kept open for the whole
// recording loses everything on a crash because the swap file is never swapped in. A sync access handle (workers
// only) writes in place at the end of the file and flush() makes it durable, so each slice costs its own size and
// a crash keeps every flushed slice.

/// <reference lib="webworker" />
import { type AppendRequest, type AppendResponse, rewriteName } from "./append-protocol";
import { blobSource } from "./ebml";
import { makeSeekable } from "./seekable";

type SyncHandle = {
  getSize(): number;
  write(buffer: ArrayBufferView, options?: { at?: number }): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
};

const open = new Map<string, SyncHandle>();
const scope = self as unknown as DedicatedWorkerGlobalScope;

async function folderAt(path: string[]): Promise<FileSystemDirectoryHandle> {
  let folder = await navigator.storage.getDirectory();
  for (const name of path) folder = await folder.getDirectoryHandle(name, { create: true });
  return folder;
}

const syncHandleOf = (file: FileSystemFileHandle) =>
  (file as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }).createSyncAccessHandle();

const WRITE_CHUNK = 1 << 20;

/**
 * The seekable copy is written whole into `<name>.tmp` and flushed before the original is removed, so at every
 * moment one complete file is there: the original, or (after a crash between remove and move) the finished copy,
 * which settleRewrite (opfs.ts) moves in. A failed rewrite removes the copy and leaves the original as it was.
 */
async function rewriteSeekable(path: string[], name: string): Promise<number> {
  if (open.has(name)) throw new Error(`The recording file ${name} is still open`);
  const folder = await folderAt(path);
  const original = await (await folder.getFileHandle(name)).getFile();
  const tmpName = rewriteName(name);
  const tmp = await folder.getFileHandle(tmpName, { create: true });
  const sync = await syncHandleOf(tmp);
  let size: number;
  try {
    sync.truncate(0);
    // Small writes (headers, Cues points) are gathered into 1 MB writes.
    let buffer = new Uint8Array(WRITE_CHUNK);
    let filled = 0;
    let at = 0;
    const drain = () => {
      if (filled === 0) return;
      const bytes = buffer.subarray(0, filled);
      if (sync.write(bytes, { at }) !== filled) throw new DOMException("Partial write", "QuotaExceededError");
      at += filled;
      filled = 0;
    };
    const { bytes } = await makeSeekable(blobSource(original), {
      write(part) {
        if (filled + part.length > buffer.length) drain();
        if (part.length > buffer.length) buffer = new Uint8Array(part.length);
        buffer.set(part, filled);
        filled += part.length;
      },
    });
    drain();
    sync.flush();
    size = sync.getSize();
    if (size !== bytes) throw new Error(`The seekable copy has ${size} bytes, not ${bytes}`);
  } catch (error) {
    sync.close();
    await folder.removeEntry(tmpName).catch(() => undefined);
    throw error;
  }
  sync.close();
  await folder.removeEntry(name);
  const move = () => (tmp as unknown as { move(name: string): Promise<void> }).move(name);
  // Once more if the move fails: until it lands, only the copy holds the audio (settleRewrite also moves it).
  await move().catch(move);
  return size;
}

async function handle(request: AppendRequest): Promise<number> {
  if (request.op === "open") {
    const folder = await folderAt(request.path);
    const sync = await syncHandleOf(await folder.getFileHandle(request.name, { create: true }));
    open.set(request.name, sync);
    return sync.getSize();
  }
  if (request.op === "seekable") return rewriteSeekable(request.path, request.name);
  const sync = open.get(request.name);
  if (!sync) throw new Error(`The recording file ${request.name} is not open`);
  if (request.op === "close") {
    const size = sync.getSize();
    sync.close();
    open.delete(request.name);
    return size;
  }
  const bytes = new Uint8Array(await request.slice.arrayBuffer());
  const at = sync.getSize();
  try {
    const written = sync.write(bytes, { at });
    if (written !== bytes.byteLength) throw new DOMException("Partial write", "QuotaExceededError");
    sync.flush();
  } catch (error) {
    // Keep the file as it was before this slice: a half slice would break the WebM at its end.
    sync.truncate(at);
    sync.flush();
    throw error;
  }
  return sync.getSize();
}

// One request at a time, in order: slices must land in the order they were recorded.
let queue: Promise<void> = Promise.resolve();
scope.onmessage = (event: MessageEvent<AppendRequest>) => {
  const request = event.data;
  queue = queue.then(async () => {
    let response: AppendResponse;
    try {
      response = { seq: request.seq, ok: true, size: await handle(request) };
    } catch (error) {
      const quota = error instanceof DOMException && error.name === "QuotaExceededError";
      response = { seq: request.seq, ok: false, quota, message: String((error as Error)?.message ?? error) };
    }
    scope.postMessage(response);
  });
};
