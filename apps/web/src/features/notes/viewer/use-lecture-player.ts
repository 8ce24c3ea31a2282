// The replay's state (issue 23 §2): one <audio> element playing the note's audio parts on the transcript's timeline.
// The element reads the OPFS file through a Blob URL, so a 3-hour file is never read into memory.

import { nearestSpeed, type PlaybackSpeed, partAt, SKIP_SECONDS, skipTarget } from "@lectern/core";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { readAudioFile, type StoredAudio } from "@/data/audio";

export type LecturePlayer = {
  audioRef: RefObject<HTMLAudioElement | null>;
  src: string | null;
  /** Where the player is on the transcript's timeline, in seconds. */
  time: number;
  /** The timeline's length: the parts' end, else the transcript's. */
  total: number;
  playing: boolean;
  speed: PlaybackSpeed;
  failed: boolean;
  toggle(): void;
  seek(timeline: number, play?: boolean): void;
  skip(delta: number): void;
  setSpeed(rate: number): void;
  /** The <audio> element's handlers. */
  events: Pick<
    React.AudioHTMLAttributes<HTMLAudioElement>,
    "onTimeUpdate" | "onPlay" | "onPause" | "onEnded" | "onLoadedMetadata" | "onError" | "onDurationChange"
  >;
};

/** Keys the page keeps for itself: typing in a field, or a control's own Space. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function useLecturePlayer(parts: StoredAudio[], transcriptEnd: number): LecturePlayer {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [partIndex, setPartIndex] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<PlaybackSpeed>(1);
  const [failed, setFailed] = useState(false);
  const [partSeconds, setPartSeconds] = useState<number | null>(null);
  // A seek that waits for another part to load.
  const pending = useRef<{ local: number; play: boolean } | null>(null);
  const part = parts[partIndex] ?? parts[0];
  const partId = part?.id;

  useEffect(() => {
    if (!partId) return;
    let live = true;
    let url: string | null = null;
    setPartSeconds(null);
    readAudioFile(partId).then(
      (file) => {
        if (!live) return;
        url = URL.createObjectURL(file);
        setSrc(url);
      },
      (error: unknown) => {
        console.error("Reading the lecture audio failed", error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      setSrc(null);
      if (url) URL.revokeObjectURL(url);
    };
  }, [partId]);

  const last = parts.at(-1);
  const lastSeconds = last && (last === part ? (partSeconds ?? last.seconds) : last.seconds);
  const total = Math.max(transcriptEnd, last ? last.offsetSeconds + (lastSeconds ?? 0) : 0);

  const play = useCallback((audio: HTMLAudioElement) => {
    audio.play().catch((error: unknown) => {
      // A pause or a new source before playback began is not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        console.error("Playing the lecture audio failed", error);
        setFailed(true);
      }
    });
  }, []);

  const seek = useCallback(
    (timeline: number, andPlay?: boolean) => {
      const audio = audioRef.current;
      const hit = partAt(parts, timeline);
      if (!audio || !hit) return;
      const shouldPlay = andPlay ?? !audio.paused;
      setTime(hit.part.offsetSeconds + hit.localTime);
      if (hit.index !== partIndex) {
        pending.current = { local: hit.localTime, play: shouldPlay };
        setPartIndex(hit.index);
        return;
      }
      audio.currentTime = hit.localTime;
      if (shouldPlay) play(audio);
    },
    [parts, partIndex, play],
  );

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) play(audio);
    else audio.pause();
  }, [play]);

  const skip = useCallback(
    (delta: number) => seek(skipTarget(time, delta, total > 0 ? total : Number.NaN)),
    [seek, time, total],
  );

  const setSpeed = useCallback((rate: number) => {
    const step = nearestSpeed(rate);
    setSpeedState(step);
    const audio = audioRef.current;
    if (audio) {
      audio.playbackRate = step;
      // A new source resets playbackRate to the default: the next part keeps the chosen speed.
      audio.defaultPlaybackRate = step;
    }
  }, []);

  // Space plays or pauses, J and L skip 10 s (issue 23 §2), except while typing or on a focused control whose own
  // Space would act twice.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === " ") {
        if (event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement) return;
        event.preventDefault();
        toggle();
      } else if (key === "j") skip(-SKIP_SECONDS);
      else if (key === "l") skip(SKIP_SECONDS);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [toggle, skip]);

  const offset = part?.offsetSeconds ?? 0;
  const events: LecturePlayer["events"] = {
    onTimeUpdate: (event) => setTime(offset + event.currentTarget.currentTime),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onError: () => setFailed(true),
    onDurationChange: (event) => {
      const seconds = event.currentTarget.duration;
      if (Number.isFinite(seconds)) setPartSeconds(seconds);
    },
    onLoadedMetadata: (event) => {
      const audio = event.currentTarget;
      audio.playbackRate = speed;
      const next = pending.current;
      pending.current = null;
      if (!next) return;
      audio.currentTime = next.local;
      if (next.play) play(audio);
    },
    onEnded: () => {
      // A transcript that joins two recordings plays on into the next one.
      if (partIndex + 1 < parts.length) {
        pending.current = { local: 0, play: true };
        setPartIndex(partIndex + 1);
      }
    },
  };

  return { audioRef, src, time, total, playing, speed, failed, toggle, seek, skip, setSpeed, events };
}
