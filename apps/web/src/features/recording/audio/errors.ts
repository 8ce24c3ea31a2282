import { messages } from "@lectern/core";

/** The file could not be decoded (spec 1 §5: 'Failed to process audio file'); `cause` holds the decoder's reason. */
export class AudioDecodeError extends Error {
  override readonly name = "AudioDecodeError";

  constructor(options?: { cause?: unknown }) {
    super(messages.recording.audioProcessFailed, options);
  }
}

/** The error a cancelled decode ends with: the signal's reason, an AbortError unless the caller chose another. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("Decoding was cancelled", "AbortError");
}

/** True for the error of a cancelled operation (a DOMException or Error named AbortError). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error || error instanceof DOMException ? error.name === "AbortError" : false;
}
