// The id of a card's one schedule row (spec 1 §3, natural key flashcard_id), computed alike wherever the row is
// born, so the device's derived row and the server's are the same record and merge by id.

import { deterministicUuid } from "@lectern/core";

export function scheduleIdFor(flashcardId: string): string {
  return deterministicUuid(`spaced_repetition_schedule#${flashcardId.toLowerCase()}`);
}
