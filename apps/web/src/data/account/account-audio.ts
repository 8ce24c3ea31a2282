// Issue 23 §1: lecture audio kept on the device outlives a sign-out (it is the only copy of a lecture, kept in
// the user's own folder), but not the account it belonged to.

/** Deletes the device's kept lecture audio of an account; the store's code is loaded only when an account is gone. */
export async function deleteAudioOfAccount(userId: string): Promise<void> {
  await (await import("../audio")).deleteAllAudioOf(userId);
}
