// The page's side of the device generator: one lazily started worker, one run at a time per call, cancellable.
// Whether the engine can run here is kept in a small store, so the AI tools can say when no engine can run.

import type { GenerationResult } from "@lectern/generator";
import { useSyncExternalStore } from "react";
import type { GenerationKind, GenerationOptions, GenerationProgress, SourceNote } from "./types";
import type { FromGeneratorWorker, ToGeneratorWorker } from "./worker-protocol";

type Pending = {
  resolve: (result: GenerationResult) => void;
  reject: (error: Error) => void;
  onProgress?: (progress: GenerationProgress) => void;
};

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

// --- can the device's engine run? -------------------------------------------------------------------------------

let available = typeof Worker !== "undefined";
const listeners = new Set<() => void>();
function setAvailable(value: boolean) {
  if (available === value) return;
  available = value;
  for (const listener of listeners) listener();
}
/** Whether the local engine can run in this browser (false once its worker failed to start). */
export function deviceEngineAvailable(): boolean {
  return available;
}
export function useDeviceEngineAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deviceEngineAvailable,
    deviceEngineAvailable,
  );
}

/** The worker could not start (its file did not load, or it threw while loading the model). */
export class DeviceEngineUnavailableError extends Error {
  constructor(detail: string) {
    super(`The on-device generator could not start: ${detail}`);
    this.name = "DeviceEngineUnavailableError";
  }
}

function stopWorker(reason: Error) {
  worker?.terminate();
  worker = null;
  for (const entry of pending.values()) entry.reject(reason);
  pending.clear();
}

function startedWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./generator.worker.ts", import.meta.url), {
    type: "module",
    name: "lectern-generator",
  });
  started.onmessage = (event: MessageEvent<FromGeneratorWorker>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.type === "progress") {
      entry.onProgress?.({ current: message.current, total: message.total });
      return;
    }
    pending.delete(message.id);
    if (message.type === "result") entry.resolve(message.result);
    else entry.reject(new Error(message.message));
  };
  // An error event reaches here only when the worker itself failed (a run's failure is posted as a message).
  started.onerror = (event) => {
    event.preventDefault();
    setAvailable(false);
    stopWorker(new DeviceEngineUnavailableError(event.message || "the worker failed to load"));
  };
  worker = started;
  return started;
}

/** Runs one generation with the local engine in the worker. Aborting stops the worker (the next run restarts it). */
export function generateOnDevice(
  kind: GenerationKind,
  note: SourceNote,
  options: GenerationOptions,
  { onProgress, signal }: { onProgress?: (progress: GenerationProgress) => void; signal?: AbortSignal } = {},
): Promise<GenerationResult> {
  if (!available) return Promise.reject(new DeviceEngineUnavailableError("Web Workers are not available"));
  if (signal?.aborted) return Promise.reject(new DOMException("Aborted", "AbortError"));
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, onProgress });
    signal?.addEventListener(
      "abort",
      () => {
        if (pending.has(id)) stopWorker(new DOMException("Aborted", "AbortError") as unknown as Error);
      },
      { once: true },
    );
    let target: Worker;
    try {
      target = startedWorker();
    } catch (error) {
      pending.delete(id);
      setAvailable(false);
      reject(new DeviceEngineUnavailableError(String((error as Error)?.message ?? error)));
      return;
    }
    const message: ToGeneratorWorker = { type: "run", id, kind, note, options };
    target.postMessage(message);
  });
}
