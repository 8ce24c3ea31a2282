// The recording screen's state (spec 1 §2, §4, §5): the model, the recorder and live mode, uploads, one
// transcription at a time, the transcript, and the error panel. Components only render what this returns.

import { messages } from "@lectern/core";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useServerTranscriber, useSpeechEngine } from "./pipeline";
import { transcribeFile } from "./transcribe-audio";
import { recordingNoteState } from "./transcript-model";
import { useLiveTranscription } from "./use-live-transcription";
import { useRecorder } from "./use-recorder";
import { useTranscript } from "./use-transcript";
import { useTranscriptionJob } from "./use-transcription-job";
import { useUploadTranscription } from "./use-upload-transcription";

const t = messages.recording;

export function useRecordingScreen() {
  const navigate = useNavigate();
  const engine = useSpeechEngine();
  const server = useServerTranscriber();
  const [error, setError] = useState<string | null>(null);
  const [liveMode, setLiveMode] = useState(false);
  const [speakerLabels, setSpeakerLabels] = useState(false);
  const transcript = useTranscript();
  const job = useTranscriptionJob(setError);
  const modelReady = engine.status.state === "ready";

  // The recorder hands its PCM to live mode, which needs the recorder's state: a ref closes the loop.
  const pushPcm = useRef<(samples: Float32Array) => void>(() => {});
  const recorder = useRecorder({ onPcm: (samples) => pushPcm.current(samples), onError: setError });
  const recording = recorder.state === "recording" || recorder.state === "paused";
  const live = useLiveTranscription({
    active: liveMode && recorder.state === "recording",
    transcribe: engine.transcribe,
    onText: transcript.appendLive,
  });
  pushPcm.current = live.push;

  const upload = useUploadTranscription({
    job,
    transcribe: engine.transcribe,
    server,
    offsetSeconds: transcript.offsetSeconds,
    onTranscribed: transcript.add,
    onError: setError,
  });

  const startRecording = useCallback(async () => {
    // spec 1 §4, §5: recording waits for the model.
    if (!modelReady) return setError(t.modelNotReady);
    setError(null);
    live.reset();
    transcript.dropLive();
    await recorder.start();
  }, [live, modelReady, recorder, transcript]);

  /** Stopping transcribes the whole recording (spec 1 §4); it replaces the live text of this recording. */
  const stopRecording = useCallback(async () => {
    const recorded = await recorder.stop();
    live.reset();
    if (!recorded) return;
    const offsetSeconds = transcript.offsetSeconds();
    const result = await job.run(t.recordingLabel, (signal, onProgress) =>
      transcribeFile(recorded.file, { transcribe: engine.transcribe, offsetSeconds, signal, onProgress }),
    );
    if (result) {
      transcript.add(result, recorded.startedAt);
      transcript.dropLive();
    } else {
      // Cancelled or failed: what live mode heard is kept rather than lost.
      transcript.keepLive();
    }
  }, [engine.transcribe, job, live, recorder, transcript]);

  const uploadFile = useCallback(
    (file: File) => {
      setError(null);
      // spec 1 §4: upload waits for the model, unless the server engine does the work.
      if (!modelReady && upload.engine !== "server") return setError(t.modelNotReady);
      void upload.upload(file);
    },
    [modelReady, upload],
  );

  const saveAsNote = useCallback(() => {
    const state = recordingNoteState(transcript.transcript);
    if (!state) return setError(t.noTranscription);
    navigate("/note-editor/new", { state });
  }, [navigate, transcript.transcript]);

  const clearAll = useCallback(() => {
    transcript.clearAll();
    setError(null);
  }, [transcript]);

  return {
    engine,
    modelReady,
    error,
    dismissError: () => setError(null),
    recorder,
    recording,
    liveMode,
    setLiveMode,
    startRecording,
    stopRecording,
    upload,
    uploadFile,
    job,
    transcript,
    speakerLabels,
    setSpeakerLabels,
    saveAsNote,
    clearAll,
  };
}

export type RecordingScreen = ReturnType<typeof useRecordingScreen>;
