// Appends recorder slices to an OPFS file through a sync access handle (issue 23 §3).
// Why a worker: in Chromium a FileSystemWritableFileStream writes into a swap copy (`<name>.crswap`) and only
// replaces the file on close(), so `createWritable({ keepExistingData: true })` copies the whole recording for every
// 1 s slice (O(n) per slice: an hour is 3,600 copies of a growing file), and a stream kept open for the whole
// recording loses everything on a crash because the swap file is never swapped in. A sync access handle (workers
// only) writes in place at the end of the file and flush() makes it durable, so each slice costs its own size and
// a crash keeps every flushed slice.

/// <reference lib="webworker" />
import type { AppendRequest, AppendResponse } from "./append-protocol";

type SyncHandle = {
  getSize(): number;
  write(buffer: ArrayBufferView, options?: { at?: number }): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
};

const open = new Map<string, SyncHandle>();
const scope = self as unknown as DedicatedWorkerGlobalScope;

async function handle(request: AppendRequest): Promise<number> {
  if (request.op === "open") {
    let folder = await navigator.storage.getDirectory();
    for (const name of request.path) folder = await folder.getDirectoryHandle(name, { create: true });
    const file = await folder.getFileHandle(request.name, { create: true });
    const sync = (await (
      file as unknown as { createSyncAccessHandle(): Promise<SyncHandle> }
    ).createSyncAccessHandle()) as SyncHandle;
    open.set(request.name, sync);
    return sync.getSize();
  }
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
