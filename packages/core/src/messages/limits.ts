// Lectern wording (issue 18 §2): the answers of the server's usage limits. The spec names no limit outside sign-in;
// every wait is said in minutes, rounded up, so a student reads a wait they can act on.

/** A wait of `seconds` as a person says it: '1 minute', '3 minutes' (rounded up, never under one minute). */
export function waitInMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export const limits = {
  /** Too many requests of one kind in the limit's window (per user; the waitlist per network address). */
  tooManyGenerations: (seconds: number) =>
    `Too many generation requests. Please try again in ${waitInMinutes(seconds)}.`,
  tooManyTranscriptions: (seconds: number) =>
    `Too many transcription requests. Please try again in ${waitInMinutes(seconds)}.`,
  tooManySyncPushes: (seconds: number) =>
    `Too many sync requests. Please try again in ${waitInMinutes(seconds)}.`,
  tooManyWaitlistJoins: (seconds: number) =>
    `Too many waitlist requests from this network. Please try again in ${waitInMinutes(seconds)}.`,
  tooManyDocumentExtractions: (seconds: number) =>
    `Too many document extraction requests. Please try again in ${waitInMinutes(seconds)}.`,
  /** Too many requests of one kind running at once for one user (the concurrency caps). */
  generationsAtOnce: (seconds: number) =>
    `Too many generation requests at once. Please wait for one to finish, or try again in ${waitInMinutes(seconds)}.`,
  transcriptionsAtOnce: (seconds: number) =>
    `Too many transcriptions at once. Please wait for one to finish, or try again in ${waitInMinutes(seconds)}.`,
  syncPushesAtOnce: (seconds: number) =>
    `Too many sync requests at once. Please try again in ${waitInMinutes(seconds)}.`,
};
