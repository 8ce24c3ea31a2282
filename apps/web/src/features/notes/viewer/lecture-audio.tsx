import { messages, type Note, segmentAt } from "@lectern/core";
import { useCallback } from "react";
import { audioOfNote, type StoredAudio, useStoredAudio } from "@/data/audio";
import { Alert } from "@/ui/alert";
import { Card } from "@/ui/card";
import { AudioPlayer } from "./audio-player";
import { LectureSegments } from "./lecture-segments";
import { useLecturePlayer } from "./use-lecture-player";

const t = messages.lectureAudio;

/** A recording note's audio and transcript, replayed from any segment (issue 23 §2). */
export function LectureAudio({ note }: { note: Note }) {
  const read = useCallback(() => audioOfNote(note.id), [note.id]);
  const state = useStoredAudio(read);
  const segments = note.segments ?? [];
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" role="region" aria-labelledby="lecture-audio-title">
      <h2 id="lecture-audio-title" className="text-lg font-semibold">
        {t.playerHeading}
      </h2>
      {state.status === "loading" && <p className="text-sm text-muted-foreground">{t.loading}</p>}
      {state.status === "unavailable" && <NoAudio text={t.unavailable} />}
      {state.status === "failed" && <NoAudio text={t.playFailed} />}
      {state.status === "ready" &&
        (state.audio.length ? (
          <Replay note={note} parts={state.audio} />
        ) : (
          <>
            <NoAudio text={t.notOnThisDevice} />
            <LectureSegments segments={segments} active={-1} follow={false} />
          </>
        ))}
    </Card>
  );
}

function NoAudio({ text }: { text: string }) {
  return (
    <Alert data-testid="lecture-audio-missing">
      <p>{text}</p>
    </Alert>
  );
}

function Replay({ note, parts }: { note: Note; parts: StoredAudio[] }) {
  const segments = note.segments ?? [];
  const player = useLecturePlayer(parts, segments.at(-1)?.timestamp[1] ?? 0);
  const active = segmentAt(segments, player.time);
  return (
    <>
      {player.failed && (
        <Alert variant="error">
          <p>{t.playFailed}</p>
        </Alert>
      )}
      <AudioPlayer player={player} />
      <LectureSegments
        segments={segments}
        active={active}
        follow={player.playing}
        onPlayFrom={(seconds) => player.seek(seconds, true)}
      />
    </>
  );
}
