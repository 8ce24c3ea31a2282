import { formatClock, messages, PLAYBACK_SPEEDS, SKIP_SECONDS } from "@lectern/core";
import { PauseIcon, PlayIcon, RotateCcwIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/ui/button";
import type { LecturePlayer } from "./use-lecture-player";

const t = messages.lectureAudio;

/** Play/pause, skip ±10 s, seek bar, current/total time and speed (issue 23 §2). */
export function AudioPlayer({ player }: { player: LecturePlayer }) {
  const { time, total, playing, speed } = player;
  const totalText = total > 0 ? formatClock(total) : t.unknownTotal;
  return (
    <div className="flex flex-col gap-3">
      <audio
        ref={player.audioRef}
        src={player.src ?? undefined}
        preload="metadata"
        data-testid="lecture-audio-element"
        {...player.events}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t.skipBack(SKIP_SECONDS)}
          onClick={() => player.skip(-SKIP_SECONDS)}
        >
          <RotateCcwIcon aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          aria-label={playing ? t.pause : t.play}
          onClick={player.toggle}
          disabled={!player.src}
        >
          {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t.skipForward(SKIP_SECONDS)}
          onClick={() => player.skip(SKIP_SECONDS)}
        >
          <RotateCwIcon aria-hidden="true" />
        </Button>
        <span className="ml-1 text-sm tabular-nums" data-testid="lecture-audio-time">
          {t.time(formatClock(time), totalText)}
        </span>
        <label className="ml-auto flex items-center gap-2 text-sm">
          <span>{t.speed}</span>
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={speed}
            onChange={(event) => player.setSpeed(Number(event.target.value))}
          >
            {PLAYBACK_SPEEDS.map((rate) => (
              <option key={rate} value={rate}>
                {t.speedOption(rate)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <input
        type="range"
        aria-label={t.seek}
        aria-valuetext={t.time(formatClock(time), totalText)}
        className="w-full accent-primary"
        min={0}
        max={Math.max(total, time, 1)}
        step={0.1}
        value={time}
        onChange={(event) => player.seek(Number(event.target.value))}
      />
      <p className="text-xs text-muted-foreground">{t.keyboardHint}</p>
    </div>
  );
}
