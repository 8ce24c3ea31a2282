/// <reference lib="webworker" />
// The speech worker (DESIGN §5): loads one engine, then transcribes requests one at a time, in order.

import { errorMessageOf } from "./model-status";
import type { FakeEngineOptions, WorkerEvent, WorkerRequest } from "./protocol";
import type { SpeechEngine } from "./speech-engine";

declare const self: DedicatedWorkerGlobalScope;
const post = (message: WorkerEvent) => self.postMessage(message);

let engine: Promise<SpeechEngine> | undefined;
const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();

async function createEngine(kind: "transformers" | "fake", fake?: FakeEngineOptions): Promise<SpeechEngine> {
  // Test-only switch: `import.meta.env.MODE` is replaced at build time, so outside `--mode e2e` this branch and
  // the fake engine's import are removed from the bundle.
  if (import.meta.env.MODE === "e2e" && kind === "fake") {
    const { createFakeEngine } = await import("./fake-engine");
    return createFakeEngine(fake);
  }
  const { createTransformersEngine } = await import("./transformers-engine");
  return createTransformersEngine();
}

async function load(request: Extract<WorkerRequest, { type: "load" }>) {
  try {
    const created = await createEngine(request.engine, request.fake);
    const device = await created.load(
      (event) => post({ type: "file", event }),
      () => post({ type: "files-reset" }),
    );
    post({ type: "ready", device });
    return created;
  } catch (error) {
    console.error("Speech model failed to load", error);
    post({ type: "load-failed", message: errorMessageOf(error) });
    throw error;
  }
}

async function transcribe(request: Extract<WorkerRequest, { type: "transcribe" }>) {
  if (cancelled.delete(request.id)) return;
  try {
    if (!engine) throw new Error("The speech model is not loaded");
    const result = await (await engine).transcribe(request.audio, request.offsetSeconds);
    if (!cancelled.delete(request.id)) post({ type: "result", id: request.id, result });
  } catch (error) {
    if (!cancelled.delete(request.id))
      post({ type: "failed", id: request.id, message: errorMessageOf(error) });
  }
}

self.onmessage = (message: MessageEvent<WorkerRequest>) => {
  const request = message.data;
  if (request.type === "load") {
    engine ??= load(request);
    engine.catch(() => undefined);
  } else if (request.type === "transcribe") {
    queue = queue.then(() => transcribe(request));
  } else if (request.type === "cancel") {
    cancelled.add(request.id);
  }
};
