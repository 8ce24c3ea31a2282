// A new note's title and content kept on this device as the student types (issue 21 Deliver 3: "drafts never
// lost"), until the note is saved. Not synced and not a note: a local, per-user copy in localStorage, which is
// written synchronously, so a reload or a crash right after the last write keeps it.

export type NewNoteDraft = { title: string; content: string; savedAt: number };

const PREFIX = "lectern:new-note-draft:";
/** One draft per user on this device; a signed-out student's draft is their own too. */
const keyOf = (userId: string | null | undefined) => `${PREFIX}${userId ?? "signed-out"}`;

/** Whether a draft holds anything worth offering back. */
export function isDraftWorthKeeping(draft: { title: string; content: string }): boolean {
  return draft.title.trim() !== "" || draft.content.trim() !== "";
}

export function readNewNoteDraft(userId: string | null | undefined): NewNoteDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<NewNoteDraft>;
    if (typeof value.title !== "string" || typeof value.content !== "string") return null;
    const draft = { title: value.title, content: value.content, savedAt: Number(value.savedAt) || 0 };
    return isDraftWorthKeeping(draft) ? draft : null;
  } catch {
    // Storage off (private mode) or a damaged entry: there is no draft to offer.
    return null;
  }
}

/** Keeps the draft (an empty one removes it). false when the device refused (storage full or off). */
export function writeNewNoteDraft(
  userId: string | null | undefined,
  draft: { title: string; content: string },
): boolean {
  try {
    if (!isDraftWorthKeeping(draft)) localStorage.removeItem(keyOf(userId));
    else
      localStorage.setItem(
        keyOf(userId),
        JSON.stringify({ title: draft.title, content: draft.content, savedAt: Date.now() }),
      );
    return true;
  } catch {
    return false;
  }
}

export function clearNewNoteDraft(userId: string | null | undefined): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to clear where storage is off.
  }
}
