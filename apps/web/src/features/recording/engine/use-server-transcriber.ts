import { messages } from "@lectern/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { ApiError, errorMessageOf } from "@/data/api/api-error";
import { fetchJson } from "@/data/api/fetch-json";
import type { TranscriptionResult } from "./types";

export type ServerTranscribeOptions = {
  signal?: AbortSignal;
  /** Upload progress, 0 to 1 (the server's transcription itself reports none). */
  onProgress?: (fraction: number) => void;
};

export type ServerTranscriber = {
  /** True when the server has a transcription service configured (TRANSCRIBE_BASE_URL) and is reachable. */
  available: boolean;
  transcribeFile(file: File, opts?: ServerTranscribeOptions): Promise<TranscriptionResult>;
};

export const TRANSCRIBE_API = "/api/transcribe";

/**
 * The optional server engine for long lectures (issue 7): the file goes to our server, which streams it to an
 * OpenAI-compatible transcription service and answers with segments. Offline or unconfigured: not available.
 */
export function useServerTranscriber(): ServerTranscriber {
  const { data } = useQuery({
    queryKey: ["transcribe-available"],
    queryFn: () => fetchJson<{ available: boolean }>(TRANSCRIBE_API),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  const transcribeFile = useCallback(uploadForTranscription, []);
  return { available: data?.available === true, transcribeFile };
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function uploadForTranscription(
  file: File,
  { signal, onProgress }: ServerTranscribeOptions = {},
): Promise<TranscriptionResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("The transcription was cancelled", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", TRANSCRIBE_API);
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.onabort = () => {
      done();
      reject(new DOMException("The transcription was cancelled", "AbortError"));
    };
    xhr.onerror = () => {
      done();
      reject(new Error(messages.recording.defaultError));
    };
    xhr.onload = () => {
      done();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as TranscriptionResult);
      reject(
        new ApiError(xhr.status, errorMessageOf(body) ?? messages.generation.httpError(xhr.status), body),
      );
    };
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
