// What was made from one note, live from the device's store: its summary, flashcards and quizzes. The server's
// results arrive here by sync (or at once, kept from its answer), the device's engine's by its saves.

import { useRecords } from "@/data/db";

export function useGeneratedMaterial(noteId: string) {
  const byNote = { where: { index: "note_id" as const, equals: noteId } };
  const summaries = useRecords("summaries", byNote);
  const flashcards = useRecords("flashcards", byNote);
  const quizzes = useRecords("quizzes", byNote);
  const newestFirst = <T extends { updated_at: string }>(rows: T[] | undefined) =>
    rows ? [...rows].sort((a, b) => b.updated_at.localeCompare(a.updated_at)) : undefined;
  const oldestFirst = <T extends { created_at: string }>(rows: T[] | undefined) =>
    rows ? [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at)) : undefined;
  return {
    // A note has one summary; should two devices each have made one, the newest is shown.
    summary: summaries === undefined ? undefined : (newestFirst(summaries)?.[0] ?? null),
    flashcards: oldestFirst(flashcards),
    quizzes: newestFirst(quizzes),
  };
}
