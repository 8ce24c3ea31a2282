// The recorder — spec 1 §2, §4, §9: getUserMedia + MediaRecorder in 1 s slices; idle → recording ⇄ paused →
// stopped; an mm:ss timer that counts only while recording and not paused; the microphone's PCM for live mode.
// Each slice goes to the device's audio store as it comes (issue 23 §1, §3), or to memory without one.

import { messages, RECORDER_SLICE_MS, type RECORDING_STATES } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AudioInput, openAudioInput } from "./audio-input";
import type { AudioStore, StoredAudio } from "./keep/audio-store";
import { MemorySink, type RecordingSink, StoreSink } from "./keep/recording-sink";
import { RecordingClock } from "./recording-clock";

export type RecorderState = (typeof RECORDING_STATES)[number];

/** A finished recording: the whole file, how long it ran (pauses left out), and its copy on the device. */
export interface RecordedAudio {
  file: File;
  seconds: number;
  startedAt: Date;
  /** null when the device has no audio store and the recording was held in memory. */
  stored: StoredAudio | null;
}

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  input: AudioInput | null;
  sink: RecordingSink;
  startedAt: Date;
}

const EXTENSION_OF: Record<string, string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a" };

function recordingFileName(mimeType: string, startedAt: Date): string {
  const extension = EXTENSION_OF[mimeType.split(";")[0] ?? ""] ?? "webm";
  return `recording-${startedAt.toISOString().replace(/[:.]/g, "-")}.${extension}`;
}

/** The stored file when the device can keep audio (a failing store falls back to memory), else memory. */
async function openSink(
  store: AudioStore | null,
  mimeType: string,
  startedAt: Date,
  onFailure: (error: unknown) => void,
): Promise<RecordingSink> {
  if (store?.isAudioStoreAvailable()) {
    try {
      const writer = await store.startRecordingFile({ mimeType, startedAt });
      return new StoreSink(writer, store.readAudioFile, onFailure);
    } catch (error) {
      console.warn("The audio store could not start a file; recording in memory", error);
    }
  }
  return new MemorySink(recordingFileName(mimeType, startedAt), mimeType);
}

/** Stops the recorder; resolves once the last slice has been handed over (it arrives with the stop event). */
function stopRecorder(recorder: MediaRecorder): Promise<void> {
  if (recorder.state === "inactive") return Promise.resolve();
  const stopped = new Promise<void>((resolve) => {
    recorder.addEventListener("stop", () => resolve(), { once: true });
  });
  recorder.stop();
  return stopped;
}

function release(session: Session) {
  for (const track of session.stream.getTracks()) track.stop();
  void session.input?.close();
}

export interface RecorderOptions {
  /** 16 kHz mono samples as they are captured (not while paused). */
  onPcm: (samples16k: Float32Array) => void;
  onError: (message: string) => void;
  /** The device's audio store; null keeps recordings in memory. */
  store: AudioStore | null;
  /** A slice could not be written (a full disk): the screen stops the recording; what was written is kept. */
  onStoreFailure: (error: unknown) => void;
}

export function useRecorder({ onPcm, onError, store, onStoreFailure }: RecorderOptions) {
  const [state, setState] = useState<RecorderState>("idle");
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [input, setInput] = useState<AudioInput | null>(null);
  const session = useRef<Session | null>(null);
  const clock = useRef(new RecordingClock());
  const starting = useRef(false);
  const onPcmRef = useRef(onPcm);
  onPcmRef.current = onPcm;
  const onStoreFailureRef = useRef(onStoreFailure);
  onStoreFailureRef.current = onStoreFailure;

  // The timer's display: ticks while recording; pauses and stops leave it where it stood.
  useEffect(() => {
    if (state !== "recording") return;
    const tick = () => setElapsedSeconds(clock.current.elapsedSeconds);
    const timer = setInterval(tick, 200);
    return () => clearInterval(timer);
  }, [state]);

  // Leaving the screen mid-recording lets go of the microphone.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const current = session.current;
      if (!current) return;
      session.current = null;
      const seconds = clock.current.elapsedMs / 1000;
      // The file is closed once the last slice is in: the next visit offers it back (issue 23 §3).
      void stopRecorder(current.recorder).then(() => current.sink.finish(seconds).catch(() => {}));
      release(current);
    };
  }, []);

  const start = useCallback(async () => {
    if (session.current || starting.current) return;
    starting.current = true;
    let stream: MediaStream | null = null;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const recorder = new MediaRecorder(stream);
      const startedAt = new Date();
      const sink = await openSink(store, recorder.mimeType || "audio/webm", startedAt, (error) =>
        onStoreFailureRef.current(error),
      );
      const current: Session = { stream, recorder, input: null, sink, startedAt };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) current.sink.push(event.data);
      };
      current.input = await openAudioInput(stream, (samples) => onPcmRef.current(samples)).catch(
        // Without the tap the recording still works; only the meter and live mode stay quiet.
        () => null,
      );
      // The screen was left while the browser asked for the microphone: let go of it at once.
      if (!mounted.current) {
        void sink.abort().catch(() => {});
        return release(current);
      }
      session.current = current;
      recorder.start(RECORDER_SLICE_MS);
      clock.current.reset();
      clock.current.run();
      setElapsedSeconds(0);
      setInput(current.input);
      setState("recording");
    } catch {
      // Permission refused, no microphone, or no recorder for it (spec 1 §5).
      for (const track of stream?.getTracks() ?? []) track.stop();
      session.current = null;
      onError(messages.recording.microphoneFailed);
    } finally {
      starting.current = false;
    }
  }, [onError, store]);

  const pause = useCallback(() => {
    const current = session.current;
    if (current?.recorder.state !== "recording") return;
    current.recorder.pause();
    current.input?.setCapturing(false);
    clock.current.hold();
    setElapsedSeconds(clock.current.elapsedSeconds);
    setState("paused");
  }, []);

  const resume = useCallback(() => {
    const current = session.current;
    if (current?.recorder.state !== "paused") return;
    current.recorder.resume();
    current.input?.setCapturing(true);
    clock.current.run();
    setState("recording");
  }, []);

  /** Ends the recording and hands back the whole of it (null when nothing was recording). */
  const stop = useCallback(async (): Promise<RecordedAudio | null> => {
    const current = session.current;
    if (!current) return null;
    session.current = null;
    clock.current.hold();
    setElapsedSeconds(clock.current.elapsedSeconds);
    await stopRecorder(current.recorder);
    release(current);
    setInput(null);
    setState("stopped");
    const seconds = clock.current.elapsedMs / 1000;
    const { file, stored } = await current.sink.finish(seconds);
    return { file, seconds, startedAt: current.startedAt, stored };
  }, []);

  return { state, elapsedSeconds, input, start, pause, resume, stop };
}

export type Recorder = ReturnType<typeof useRecorder>;
