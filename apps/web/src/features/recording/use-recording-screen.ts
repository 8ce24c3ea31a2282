// The recording screen's state (spec 1 §2, §4, §5; issue 23): the model, the recorder and live mode, uploads,
// the queue of audio waiting for transcription (one transcription at a time), recovery of recordings a reload
// left behind, the transcript, and the error panel. Components only render what this returns.

import { messages, validateAudioFile } from "@lectern/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { AudioQuotaError, type AudioStore, deviceAudioStore, type StoredAudio } from "./keep/audio-store";
import { useRecovery } from "./keep/use-recovery";
import { type TranscribeAudio, useTranscriptionQueue } from "./keep/use-transcription-queue";
import { probeAudioFile, useServerTranscriber, useSpeechEngine } from "./pipeline";
import { transcribeFile } from "./transcribe-audio";
import { recordingNoteState } from "./transcript-model";
import { useLiveTranscription } from "./use-live-transcription";
import { useRecorder } from "./use-recorder";
import { useTranscript } from "./use-transcript";
import { transcriptionErrorMessage, useTranscriptionJob } from "./use-transcription-job";
import { useUploadChoices, viaServer } from "./use-upload-transcription";

const t = messages.recording;

/** The device's audio store, or null without OPFS: recordings are then held in memory as before. */
function availableStore(): AudioStore | null {
  try {
    return deviceAudioStore.isAudioStoreAvailable() ? deviceAudioStore : null;
  } catch {
    return null;
  }
}

const isQuotaFailure = (error: unknown) =>
  error instanceof AudioQuotaError || (error instanceof Error && error.name === "AudioQuotaError");

/** The length of a file read from its headers; a file that cannot be read has none. */
const secondsOf = (file: Blob) => probeAudioFile(file).then((facts) => facts.durationSeconds);

export function useRecordingScreen() {
  const navigate = useNavigate();
  const engine = useSpeechEngine();
  const server = useServerTranscriber();
  const store = useMemo(availableStore, []);
  const [error, setError] = useState<string | null>(null);
  const [liveMode, setLiveMode] = useState(false);
  const [speakerLabels, setSpeakerLabels] = useState(false);
  /** An upload being read and kept: one at a time, so uploads take their places in the order chosen. */
  const [preparing, setPreparing] = useState(false);
  /** Why the last recording stopped by itself (the device could not keep more audio). */
  const [storeNotice, setStoreNotice] = useState<string | null>(null);
  const transcript = useTranscript();
  const job = useTranscriptionJob(setError);
  const upload = useUploadChoices(server);
  const modelReady = engine.status.state === "ready";
  // Recording and upload never wait for the model (issue 23 §4); transcription waits for an engine.
  const engineReady = modelReady || server.available;

  // The recorder hands its PCM to live mode, which needs the recorder's state: a ref closes the loop.
  const pushPcm = useRef<(samples: Float32Array) => void>(() => {});
  const onStoreFailure = useRef<(error: unknown) => void>(() => {});
  const recorder = useRecorder({
    onPcm: (samples) => pushPcm.current(samples),
    onError: setError,
    store,
    onStoreFailure: (failure) => onStoreFailure.current(failure),
  });
  const recording = recorder.state === "recording" || recorder.state === "paused";
  const live = useLiveTranscription({
    active: liveMode && modelReady && recorder.state === "recording",
    transcribe: engine.transcribe,
    onText: transcript.appendLive,
  });
  pushPcm.current = live.push;

  const transcribeAudio = useCallback<TranscribeAudio>(
    (file, offsetSeconds, signal, onProgress) => {
      // The server does the work when the student chose it, or when it is the only engine there is.
      const onServer = server.available && (upload.engine === "server" || !modelReady);
      return onServer
        ? viaServer(server, file, offsetSeconds, signal, onProgress)
        : transcribeFile(file, { transcribe: engine.transcribe, offsetSeconds, signal, onProgress });
    },
    [engine.transcribe, modelReady, server, upload.engine],
  );
  const queue = useTranscriptionQueue({
    store,
    engineReady,
    hold: recording || transcript.editing,
    transcribeAudio,
    job,
    transcript,
  });

  const startRecording = useCallback(async () => {
    setError(null);
    setStoreNotice(null);
    live.reset();
    transcript.dropLive();
    await recorder.start();
  }, [live, recorder, transcript]);

  /** Stopping queues the whole recording (spec 1 §4): transcribed at once when an engine is ready. */
  const stopRecording = useCallback(async () => {
    const recorded = await recorder.stop().catch((failure: unknown) => {
      console.error("The recording could not be closed", failure);
      setError(t.audioKeepFailed);
      return null;
    });
    live.reset();
    if (!recorded) return;
    queue.enqueue({
      kind: "recording",
      label: t.recordingLabel,
      audioId: recorded.stored?.id ?? null,
      file: recorded.stored ? null : recorded.file,
      seconds: recorded.seconds,
      madeAt: recorded.startedAt,
    });
  }, [live, queue, recorder]);

  // A full disk mid-recording stops it; what was written is kept (issue 23 §1). Said apart from the error panel,
  // which the stopped recording's own transcription may use.
  onStoreFailure.current = (failure) => {
    setStoreNotice(isQuotaFailure(failure) ? t.quotaStopped : t.audioKeepFailed);
    void stopRecording();
  };

  const uploadFile = useCallback(
    async (file: File) => {
      setError(null);
      const check = validateAudioFile(file);
      if (!check.ok) return setError(check.message);
      setPreparing(true);
      try {
        let seconds: number;
        try {
          seconds = await secondsOf(file);
        } catch (failure) {
          return setError(transcriptionErrorMessage(failure));
        }
        // A file keeps the time it was made; one the browser cannot date counts as made now.
        const madeAt = file.lastModified > 0 ? new Date(file.lastModified) : new Date();
        const kept =
          upload.keepAudio && store
            ? await store.keepUploadedAudio(file).catch((failure: unknown) => {
                console.warn("The uploaded audio could not be kept on this device", failure);
                return null;
              })
            : null;
        queue.enqueue({ kind: "upload", label: file.name, audioId: kept?.id ?? null, file, seconds, madeAt });
      } finally {
        setPreparing(false);
      }
    },
    [queue, store, upload.keepAudio],
  );

  const recovery = useRecovery(
    store,
    useCallback(
      async (audio: StoredAudio, file: File) => {
        const seconds = audio.seconds ?? (await secondsOf(file).catch(() => 0));
        queue.enqueue({
          kind: "recording",
          label: t.recordingLabel,
          audioId: audio.id,
          file: null,
          seconds,
          madeAt: new Date(audio.startedAt),
        });
      },
      [queue],
    ),
    setError,
  );

  const saveAsNote = useCallback(() => {
    const state = recordingNoteState(transcript.transcript, {
      kept: queue.kept,
      waiting: queue.waiting.length,
    });
    if (!state) return setError(t.noTranscription);
    navigate("/note-editor/new", { state });
  }, [navigate, queue.kept, queue.waiting.length, transcript.transcript]);

  const clearAll = useCallback(() => {
    transcript.clearAll();
    queue.clear();
    setError(null);
  }, [queue, transcript]);

  return {
    engine,
    modelReady,
    engineReady,
    storeAvailable: store !== null,
    error,
    dismissError: () => setError(null),
    storeNotice,
    dismissStoreNotice: () => setStoreNotice(null),
    recorder,
    recording,
    liveMode,
    setLiveMode,
    startRecording,
    stopRecording,
    upload,
    uploadFile,
    preparing,
    job,
    queue,
    recovery,
    transcript,
    speakerLabels,
    setSpeakerLabels,
    saveAsNote,
    clearAll,
  };
}

export type RecordingScreen = ReturnType<typeof useRecordingScreen>;
