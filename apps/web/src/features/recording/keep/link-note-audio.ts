// Saving a recording note links the audio kept for its transcript to it (issue 23 §1): the note editor calls this
// once the new note is stored, with the navigation state Save as Note handed over (RecordingNoteState.audio).

import { type AudioStore, deviceAudioStore } from "./audio-store";

export interface AudioLink {
  id: string;
  offsetSeconds: number;
}

/** The audio links in a navigation state; anything malformed is left out. */
export function audioLinksOf(state: unknown): AudioLink[] {
  const audio = (state as { audio?: unknown } | null)?.audio;
  if (!Array.isArray(audio)) return [];
  return audio.flatMap((a): AudioLink[] => {
    const { id, offsetSeconds } = (a ?? {}) as { id?: unknown; offsetSeconds?: unknown };
    return typeof id === "string" && id && typeof offsetSeconds === "number" && Number.isFinite(offsetSeconds)
      ? [{ id, offsetSeconds: Math.max(0, offsetSeconds) }]
      : [];
  });
}

/** Links each kept recording or upload to the saved note; one that is gone (deleted meanwhile) is skipped. */
export async function linkRecordingAudio(
  noteId: string,
  state: unknown,
  store: Pick<AudioStore, "updateAudio"> = deviceAudioStore,
): Promise<number> {
  let linked = 0;
  for (const { id, offsetSeconds } of audioLinksOf(state)) {
    try {
      await store.updateAudio(id, { noteId, offsetSeconds });
      linked++;
    } catch (error) {
      console.warn("A recording could not be linked to its note", error);
    }
  }
  return linked;
}
