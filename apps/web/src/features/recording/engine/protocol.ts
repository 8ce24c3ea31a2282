// Messages between the page and the speech worker. One worker per page visit (DESIGN §5).

import type { SpeechDevice, TranscriptionResult } from "./types";

/** Which engine the worker loads. "fake" exists only in `vite build --mode e2e` builds (see fake-engine.ts). */
export type EngineKind = "transformers" | "fake";

/** A model-file event as transformers.js reports it (initiate, download, progress, done), one file at a time. */
export type FileEvent = {
  status: "initiate" | "download" | "progress" | "done";
  file: string;
  loaded?: number;
  total?: number;
  progress?: number;
};

export type FakeEngineOptions = {
  /** Fails loading with this message (to show the Error state). */
  failWith?: string;
  /** Extra time each transcription takes, so tests can see work still processing. */
  delayMs?: number;
};

export type WorkerRequest =
  | { type: "load"; engine: EngineKind; fake?: FakeEngineOptions }
  | { type: "transcribe"; id: number; audio: Float32Array; offsetSeconds: number }
  | { type: "cancel"; id: number };

export type WorkerEvent =
  | { type: "file"; event: FileEvent }
  /** A new loading attempt starts (e.g. WebGPU failed, WASM is next): earlier file progress no longer applies. */
  | { type: "files-reset" }
  | { type: "ready"; device: SpeechDevice }
  | { type: "load-failed"; message: string }
  | { type: "result"; id: number; result: TranscriptionResult }
  | { type: "failed"; id: number; message: string };
