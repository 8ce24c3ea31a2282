// The page's side of the speech worker: one worker per page visit, started by the recording screen and kept
// while the user moves around the app, so coming back to /recording does not load the model again.

import { messages } from "@lectern/core";
import { INITIAL_MODEL_STATUS, withFileEvent } from "./model-status";
import type { FakeEngineOptions, WorkerEvent, WorkerRequest } from "./protocol";
import type { ModelStatus, TranscribeOptions, TranscriptionResult } from "./types";

type Pending = { resolve(result: TranscriptionResult): void; reject(error: unknown): void; cleanup(): void };

function loadRequest(): Extract<WorkerRequest, { type: "load" }> {
  // Test-only switch, kept only in `--mode e2e` builds (the condition is replaced at build time, so production
  // bundles hold neither the keys nor the fake engine): "fake" loads the fake engine, "fake-error" makes it fail
  // loading; the delay key gives each fake transcription that many milliseconds.
  if (import.meta.env.MODE === "e2e") {
    const choice = localStorage.getItem("lectern:test-speech-engine");
    if (choice === "fake" || choice === "fake-error") {
      const delayMs = Number(localStorage.getItem("lectern:test-speech-engine-delay")) || 0;
      const fake: FakeEngineOptions = { delayMs };
      if (choice === "fake-error") fake.failWith = "The fake speech engine was told to fail";
      return { type: "load", engine: "fake", fake };
    }
  }
  return { type: "load", engine: "transformers" };
}

export class SpeechEngineClient {
  private status: ModelStatus = INITIAL_MODEL_STATUS;
  private readonly listeners = new Set<() => void>();
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly createWorker: () => Worker) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = () => this.status;

  /** Starts the worker and the model load once; later calls do nothing. */
  start = () => {
    if (this.worker) return;
    let worker: Worker;
    try {
      worker = this.createWorker();
    } catch (error) {
      console.error("Speech worker could not be created", error);
      this.setStatus({ ...this.status, state: "error", error: messages.recording.workerInitFailed });
      return;
    }
    this.worker = worker;
    // Test-only handle (e2e builds only, like the switch above): e2e/speech-engine.spec.ts calls the worker directly.
    if (import.meta.env.MODE === "e2e") Object.assign(globalThis, { __lecternSpeechEngine: this });
    worker.onmessage = (event: MessageEvent<WorkerEvent>) => this.onEvent(event.data);
    // The worker script itself failed (could not be fetched or threw while starting): spec 1 §8's text.
    worker.onerror = (event) => {
      event.preventDefault();
      console.error("Speech worker error", event.message);
      if (this.status.state === "ready") {
        // A model that was running fine: only the work in flight is lost.
        this.rejectAll(new Error(event.message || messages.recording.defaultError));
        return;
      }
      this.setStatus({ ...this.status, state: "error", error: messages.recording.workerInitFailed });
      this.rejectAll(new Error(messages.recording.workerInitFailed));
    };
    worker.postMessage(loadRequest());
  };

  /** After an error: a fresh worker and a fresh load (files already downloaded come from the browser cache). */
  retry = () => {
    this.worker?.terminate();
    this.worker = undefined;
    this.rejectAll(new Error(messages.recording.defaultError));
    this.setStatus(INITIAL_MODEL_STATUS);
    this.start();
  };

  transcribe = (audio: Float32Array, options: TranscribeOptions = {}): Promise<TranscriptionResult> => {
    const { signal, offsetSeconds = 0 } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    if (this.status.state !== "ready" || !this.worker) {
      return Promise.reject(new Error(messages.recording.modelNotReady));
    }
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<TranscriptionResult>((resolve, reject) => {
      const onAbort = () => {
        this.pending.get(id)?.cleanup();
        worker.postMessage({ type: "cancel", id } satisfies WorkerRequest);
        reject(abortError());
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.pending.set(id, {
        resolve,
        reject,
        cleanup: () => {
          signal?.removeEventListener("abort", onAbort);
          this.pending.delete(id);
        },
      });
      // The samples are copied, not transferred: the caller may keep using its buffer (live mode does).
      worker.postMessage({ type: "transcribe", id, audio, offsetSeconds } satisfies WorkerRequest);
    });
  };

  /** Ends the worker (tests; a page visit otherwise keeps it). */
  dispose = () => {
    this.worker?.terminate();
    this.worker = undefined;
    this.rejectAll(new Error(messages.recording.defaultError));
  };

  private onEvent(event: WorkerEvent) {
    switch (event.type) {
      case "file":
        this.setStatus({ ...this.status, files: withFileEvent(this.status.files, event.event) });
        break;
      case "files-reset":
        this.setStatus({ ...this.status, files: [] });
        break;
      case "ready":
        this.setStatus({ state: "ready", files: this.status.files, device: event.device });
        break;
      case "load-failed":
        this.setStatus({ state: "error", files: this.status.files, error: event.message });
        break;
      case "result":
      case "failed": {
        const pending = this.pending.get(event.id);
        if (!pending) return;
        pending.cleanup();
        if (event.type === "result") pending.resolve(event.result);
        else pending.reject(new Error(event.message));
        break;
      }
    }
  }

  private rejectAll(error: Error) {
    for (const pending of [...this.pending.values()]) {
      pending.cleanup();
      pending.reject(error);
    }
  }

  private setStatus(status: ModelStatus) {
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}

function abortError() {
  return new DOMException("The transcription was cancelled", "AbortError");
}

let shared: SpeechEngineClient | undefined;

/** The page visit's one client; its worker starts on the first `start()`. */
export function speechEngineClient(): SpeechEngineClient {
  shared ??= new SpeechEngineClient(
    () => new Worker(new URL("./speech.worker.ts", import.meta.url), { type: "module", name: "speech" }),
  );
  return shared;
}
