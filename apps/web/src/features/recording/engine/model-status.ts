// Model status as the page sees it (spec 1 §2, §4): loading with per-file progress, ready, or error.

import { messages } from "@lectern/core";
import type { FileEvent } from "./protocol";
import type { ModelFileProgress, ModelStatus } from "./types";

export const INITIAL_MODEL_STATUS: ModelStatus = { state: "loading", files: [] };

/**
 * Folds one transformers.js file event into the per-file list: `initiate` adds the file, `progress` moves its
 * bar, `done` fills it. A file read from the browser cache may skip `progress` and go straight to `done`.
 */
export function withFileEvent(files: ModelFileProgress[], event: FileEvent): ModelFileProgress[] {
  const index = files.findIndex((f) => f.file === event.file);
  const current: ModelFileProgress = files[index] ?? {
    file: event.file,
    loaded: 0,
    total: 0,
    progress: 0,
    done: false,
  };
  let next: ModelFileProgress = current;
  if (event.status === "progress") {
    const loaded = event.loaded ?? current.loaded;
    const total = event.total ?? current.total;
    const progress = event.progress ?? (total > 0 ? (loaded / total) * 100 : current.progress);
    next = { ...current, loaded, total, progress: clampPercent(progress) };
  } else if (event.status === "done") {
    next = { ...current, loaded: Math.max(current.loaded, current.total), progress: 100, done: true };
  }
  if (index < 0) return [...files, next];
  if (next === current) return files;
  return files.map((f, i) => (i === index ? next : f));
}

const clampPercent = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

/**
 * The error panel's text (spec 1 §8): the error's own message, else 'An error occurred'.
 * 'Worker initialization failed' is used by the client when the worker itself cannot start.
 */
export function errorMessageOf(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === "string"
        ? error
        : (error as { message?: unknown })?.message;
  return typeof message === "string" && message.trim() !== "" ? message : messages.recording.defaultError;
}

/** A failed fetch of the model's files, as transformers.js and the browsers word it. */
const DOWNLOAD_FAILED =
  /failed to fetch|networkerror|network error|load failed|could not locate file|err_internet/i;

/**
 * What the status panel says about a failed load (issue 23 §4): a model whose files could not be downloaded gets
 * the plain explanation, never a bare 'Failed to fetch'; any other failure keeps its own message (spec 1 §8).
 */
export function modelErrorText(error: string | undefined): string {
  if (!error?.trim()) return messages.recording.defaultError;
  return DOWNLOAD_FAILED.test(error) ? messages.recording.modelUnavailable : error;
}
