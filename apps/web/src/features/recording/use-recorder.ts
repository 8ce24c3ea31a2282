// The recorder — spec 1 §2, §4, §9: getUserMedia + MediaRecorder in 1 s slices; idle → recording ⇄ paused →
// stopped; an mm:ss timer that counts only while recording and not paused; the microphone's PCM for live mode.

import { messages, RECORDER_SLICE_MS, type RECORDING_STATES } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AudioInput, openAudioInput } from "./audio-input";
import { RecordingClock } from "./recording-clock";

export type RecorderState = (typeof RECORDING_STATES)[number];

/** A finished recording: every slice in one blob, and how long it ran (pauses left out). */
export interface RecordedAudio {
  file: File;
  seconds: number;
  startedAt: Date;
}

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  input: AudioInput | null;
  slices: Blob[];
  startedAt: Date;
}

const EXTENSION_OF: Record<string, string> = { "audio/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a" };

function recordingFile(slices: Blob[], mimeType: string, startedAt: Date): File {
  const type = mimeType || "audio/webm";
  const extension = EXTENSION_OF[type.split(";")[0] ?? ""] ?? "webm";
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
  return new File(slices, `recording-${stamp}.${extension}`, { type });
}

function release(session: Session) {
  for (const track of session.stream.getTracks()) track.stop();
  void session.input?.close();
}

export interface RecorderOptions {
  /** 16 kHz mono samples as they are captured (not while paused). */
  onPcm: (samples16k: Float32Array) => void;
  onError: (message: string) => void;
}

export function useRecorder({ onPcm, onError }: RecorderOptions) {
  const [state, setState] = useState<RecorderState>("idle");
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [input, setInput] = useState<AudioInput | null>(null);
  const session = useRef<Session | null>(null);
  const clock = useRef(new RecordingClock());
  const starting = useRef(false);
  const onPcmRef = useRef(onPcm);
  onPcmRef.current = onPcm;

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
      if (current.recorder.state !== "inactive") current.recorder.stop();
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
      const current: Session = { stream, recorder, input: null, slices: [], startedAt: new Date() };
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) current.slices.push(event.data);
      };
      current.input = await openAudioInput(stream, (samples) => onPcmRef.current(samples)).catch(
        // Without the tap the recording still works; only the meter and live mode stay quiet.
        () => null,
      );
      // The screen was left while the browser asked for the microphone: let go of it at once.
      if (!mounted.current) return release(current);
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
  }, [onError]);

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
    // The last slice arrives with the stop event.
    const stopped = new Promise<void>((resolve) => {
      current.recorder.addEventListener("stop", () => resolve(), { once: true });
    });
    if (current.recorder.state !== "inactive") current.recorder.stop();
    await stopped;
    release(current);
    setInput(null);
    setState("stopped");
    return {
      file: recordingFile(current.slices, current.recorder.mimeType, current.startedAt),
      seconds: clock.current.elapsedMs / 1000,
      startedAt: current.startedAt,
    };
  }, []);

  return { state, elapsedSeconds, input, start, pause, resume, stop };
}

export type Recorder = ReturnType<typeof useRecorder>;
