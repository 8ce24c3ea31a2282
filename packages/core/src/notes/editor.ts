// The note editor's and viewer's rules — spec 1 §2, §3, §4, §5, §9 and spec 2 §2, §6, §8, §9.

import { TAG_MAX_CHARS, TAGS_MAX } from "../constants/limits.ts";
import { DEFAULT_SUBJECT, type NOTE_SAVE_STATES } from "../constants/notes.ts";
import { FLASHCARD_DIALOG_COUNT } from "../constants/study.ts";
import { DEFAULT_SUBJECTS } from "../constants/subjects.ts";
import { formatDuration } from "../format.ts";
import { isUuidV4 } from "../ids.ts";
import { messages } from "../messages.ts";
import { DOCUMENT_TYPES, type DocumentType, NOTE_TYPES, type NoteType } from "../schemas/enums.ts";
import type { ExtractionMetadata, TranscriptSegment } from "../schemas/notes.ts";

// --- The draft the editor holds ---------------------------------------------------------------------------------

/** What the editor edits: the note's own fields, without owner, times or id. */
export interface NoteDraft {
  title: string;
  content: string;
  subject: string;
  tags: string[];
  type: NoteType;
  duration: number | null;
  recording_date: string | null;
  segments: TranscriptSegment[] | null;
  document_type: DocumentType | null;
  extraction_metadata: ExtractionMetadata | null;
}

/** A new manual note (spec 1 §3: subject 'General', type manual). */
export function emptyNoteDraft(): NoteDraft {
  return {
    title: "",
    content: "",
    subject: DEFAULT_SUBJECT,
    tags: [],
    type: "manual",
    duration: null,
    recording_date: null,
    segments: null,
    document_type: null,
    extraction_metadata: null,
  };
}

/** The draft of a stored note; fields a note may lack take the defaults of spec 1 §3. */
export function noteDraftFrom(note: Partial<NoteDraft>): NoteDraft {
  const base = emptyNoteDraft();
  return {
    title: note.title ?? base.title,
    content: note.content ?? base.content,
    subject: note.subject?.trim() || base.subject,
    tags: normalizeTags(note.tags ?? []),
    type: note.type ?? base.type,
    duration: note.duration ?? null,
    recording_date: note.recording_date ?? null,
    segments: note.segments ?? null,
    document_type: note.document_type ?? null,
    extraction_metadata: note.extraction_metadata ?? null,
  };
}

/** Whether the user changed anything they can edit (title, content, subject, tags) since `saved`. */
export function isNoteDraftChanged(draft: NoteDraft, saved: NoteDraft): boolean {
  return (
    draft.title !== saved.title ||
    draft.content !== saved.content ||
    draft.subject !== saved.subject ||
    draft.tags.length !== saved.tags.length ||
    draft.tags.some((tag, i) => tag !== saved.tags[i])
  );
}

// --- Tags and subjects (spec 1 §5) ------------------------------------------------------------------------------

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Adds a tag: trimmed, non-empty, no duplicates (spec 1 §5; 'Exam' and 'exam' are one tag). Returns the same
 * list when the tag is refused, so callers can tell by identity.
 */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = raw.trim();
  if (!tag || tag.length > TAG_MAX_CHARS || tags.length >= TAGS_MAX) return tags;
  if (tags.some((existing) => sameText(existing, tag))) return tags;
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/** A tag list that follows the rule, whatever it came from (navigation state, an older record). */
export function normalizeTags(raw: readonly unknown[]): string[] {
  return [
    ...raw.reduce<readonly string[]>((tags, tag) => (typeof tag === "string" ? addTag(tags, tag) : tags), []),
  ];
}

/**
 * Adds a subject to the picker (spec 1 §5: trimmed, non-empty) and says which one to select: an existing
 * subject with the same name is selected instead of added twice. null when the name is refused.
 */
export function addSubject(
  subjects: readonly string[],
  raw: string,
): { subjects: readonly string[]; subject: string } | null {
  const subject = raw.trim();
  if (!subject || subject.length > TAG_MAX_CHARS) return null;
  const existing = subjects.find((s) => sameText(s, subject));
  return existing ? { subjects, subject: existing } : { subjects: [...subjects, subject], subject };
}

/** The picker's list: 'General', the default subjects (spec 1 §9), then the user's own, and the current one. */
export function subjectOptions(added: readonly string[], current: string): string[] {
  const list = [DEFAULT_SUBJECT, ...DEFAULT_SUBJECTS, ...added];
  return list.some((s) => s === current) || !current ? list : [...list, current];
}

// --- Saving (spec 1 §4, §5) -------------------------------------------------------------------------------------

export type NoteSaveState = (typeof NOTE_SAVE_STATES)[number];
export type NoteSaveEvent = "save" | "succeed" | "fail" | "reset";

/** spec 1 §4: idle → saving → saved | error → idle (after SAVED_INDICATOR_RESET_MS). A save never overlaps one. */
export function nextSaveState(state: NoteSaveState, event: NoteSaveEvent): NoteSaveState {
  switch (event) {
    case "save":
      return "saving";
    case "succeed":
      return state === "saving" ? "saved" : state;
    case "fail":
      return state === "saving" ? "error" : state;
    case "reset":
      return state === "saved" || state === "error" ? "idle" : state;
  }
}

export interface SaveCheck {
  title: string;
  content: string;
  signedIn: boolean;
}

/** Why a note cannot be saved now (spec 1 §5), as the message to show, or null when it can. */
export function noteSaveProblem({ title, content, signedIn }: SaveCheck): string | null {
  if (!signedIn) return messages.notes.signInToSave;
  if (!title.trim() || !content.trim()) return messages.notes.titleAndContentRequired;
  return null;
}

/** Save Note is enabled only with a title, content and a signed-in user (spec 1 §2). */
export function canSaveNote(check: SaveCheck): boolean {
  return noteSaveProblem(check) === null;
}

/**
 * spec 1 §4: auto-save only for a note that already exists, only when something changed, never during a
 * save, and only with a non-empty title and content.
 */
export function shouldAutoSave(
  input: SaveCheck & { existing: boolean; changed: boolean; saving: boolean },
): boolean {
  return input.existing && input.changed && !input.saving && canSaveNote(input);
}

// --- Arriving from recording, upload or scan (spec 1 §2, spec 2 §2) -----------------------------------------

const SOURCE_OF: Record<NoteType, string> = {
  recording: "recording",
  document: "document-upload",
  scan: "document-scan",
  manual: "manual",
};
const DOCUMENT_TYPE_OF: Record<NoteType, DocumentType> = {
  recording: "audio",
  document: "pdf",
  scan: "camera",
  manual: "manual",
};
const TITLE_OF: Record<NoteType, string> = {
  recording: "Lecture recording",
  document: "Uploaded document",
  scan: "Scanned document",
  manual: "Note",
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isoOrNull = (value: unknown): string | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : null;

function segmentsFrom(value: unknown): TranscriptSegment[] | null {
  if (!Array.isArray(value)) return null;
  const segments = value.flatMap((s): TranscriptSegment[] => {
    if (!isObject(s) || typeof s.text !== "string" || !Array.isArray(s.timestamp)) return [];
    const [start, end] = s.timestamp as unknown[];
    if (typeof start !== "number" || typeof end !== "number" || start < 0 || end < start) return [];
    return [{ text: s.text, timestamp: [start, end] }];
  });
  return segments.length > 0 ? segments : null;
}

/**
 * The new note that recording (transcript, duration, segments, recordingDate), upload or scan (transcript,
 * tags, type) hand to /note-editor/new, or null when the state carries no text. A transcript without a type
 * comes from recording. Sets type, document_type and extraction_metadata (spec 1 §3).
 */
export function noteFromNavigationState(state: unknown, now: Date = new Date()): NoteDraft | null {
  if (!isObject(state) || typeof state.transcript !== "string" || !state.transcript.trim()) return null;
  const type: NoteType = NOTE_TYPES.includes(state.type as NoteType) ? (state.type as NoteType) : "recording";
  const documentType = DOCUMENT_TYPES.includes(state.documentType as DocumentType)
    ? (state.documentType as DocumentType)
    : DOCUMENT_TYPE_OF[type];
  const duration =
    typeof state.duration === "number" && Number.isFinite(state.duration) && state.duration >= 0
      ? Math.round(state.duration)
      : null;
  const recordingDate = isoOrNull(state.recordingDate);
  const dated = recordingDate ? new Date(recordingDate) : now;
  const title =
    typeof state.title === "string" && state.title.trim()
      ? state.title.trim()
      : `${TITLE_OF[type]} ${dated.toISOString().slice(0, 10)}`;
  return {
    ...emptyNoteDraft(),
    title,
    content: state.transcript,
    tags: normalizeTags(Array.isArray(state.tags) ? state.tags : []),
    type,
    duration,
    recording_date: recordingDate,
    segments: segmentsFrom(state.segments),
    document_type: documentType,
    extraction_metadata: {
      source: SOURCE_OF[type],
      extractedAt: now.toISOString(),
      ...(duration !== null && { duration }),
      ...(recordingDate && { recordingDate }),
    },
  };
}

// --- Export (spec 1 §2, spec 2 §9) ------------------------------------------------------------------------------

export type NoteExportFormat = "txt" | "md";
export type ExportableNote = Pick<NoteDraft, "title" | "content" | "subject" | "tags"> &
  Partial<Pick<NoteDraft, "type" | "duration">>;

/** The export's file name: the title with every run of non-letters/digits as one '_' ('note' if none is left). */
export function sanitizeFileName(title: string): string {
  const name = title
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 100)
    .replace(/_+$/, "");
  return name || "note";
}

export function noteExportFileName(title: string, format: NoteExportFormat): string {
  return `${sanitizeFileName(title)}.${format}`;
}

/** Markdown punctuation in one line of metadata (title, subject, tags) shown as itself. */
const escapeMarkdownInline = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>&]/g, "\\$&");
/**
 * The note's own Markdown stays as written (issue 21: the MD export is the Markdown itself), but no raw HTML or
 * autolink can form: '<' and '&' are escaped (DESIGN §8), as Lectern's own viewer shows raw HTML as text. Code is
 * left alone (fenced blocks and inline code spans): there a backslash would show, and no HTML forms anyway.
 */
export function escapeMarkdownHtml(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split("\n")
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== null) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return escapeOutsideCodeSpans(line);
    })
    .join("\n");
}

/** A code span as CommonMark reads one: a run of backticks closed by a run of exactly the same length. */
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/** '<' and '&' escaped in a line except inside its code spans (where an unmatched run leaves text escaped). */
function escapeOutsideCodeSpans(line: string): string {
  const escapeHtml = (text: string) => text.replace(/[<&]/g, "\\$&");
  let out = "";
  let from = 0;
  for (const span of line.matchAll(CODE_SPAN)) {
    out += escapeHtml(line.slice(from, span.index)) + span[0];
    from = span.index + span[0].length;
  }
  return out + escapeHtml(line.slice(from));
}

/**
 * A plain file of the note (DESIGN §8: exports are plain files). TXT is the text as written; Markdown escapes
 * what a Markdown viewer would otherwise turn into HTML, so a note's payloads stay text in both.
 */
export function noteExportText(note: ExportableNote, format: NoteExportFormat): string {
  const md = format === "md";
  const line = (label: string, value: string) => (md ? `**${label}:** ${value}` : `${label}: ${value}`);
  const inline = md ? escapeMarkdownInline : (text: string) => text;
  const meta = [line("Subject", inline(note.subject || DEFAULT_SUBJECT))];
  if (note.tags.length > 0) meta.push(line("Tags", note.tags.map(inline).join(", ")));
  if (note.type === "recording" && note.duration != null)
    meta.push(line("Duration", formatDuration(note.duration)));
  const title = md ? `# ${inline(note.title.trim())}` : note.title.trim();
  const body = md ? escapeMarkdownHtml(note.content) : note.content;
  return `${[title, meta.join(md ? "  \n" : "\n"), ...(md ? ["---"] : []), body].join("\n\n")}\n`;
}

// --- Loading a note by id (spec 1 §5, spec 2 §6, §8) ------------------------------------------------------

export type NoteLoadFailure = "not-found" | "signed-out" | "offline" | "failed";

/**
 * What a screen does for a note id: show the local copy, fetch it from the server, or fail. An invalid id is
 * not found (spec 1 §5); with no local copy, online fetches and offline fails (spec 2 §8).
 */
export function noteLookup(input: {
  id: unknown;
  signedIn: boolean;
  local: "found" | "missing" | "deleted";
  online: boolean;
}): "show" | "fetch" | NoteLoadFailure {
  if (!isUuidV4(input.id)) return "not-found";
  if (!input.signedIn) return "signed-out";
  if (input.local === "found") return "show";
  if (input.local === "deleted") return "not-found";
  return input.online ? "fetch" : "offline";
}

/** A failed server read: 404 (missing or another user's) is not found, 401 signed out, else failed. */
export function noteFetchFailure(status: number | null): NoteLoadFailure {
  if (status === 404 || status === 403) return "not-found";
  if (status === 401) return "signed-out";
  return "failed";
}

/** The viewer's (spec 2 §8) and the editor's (spec 1 §8) message for each failure. */
export function noteLoadMessage(failure: NoteLoadFailure, screen: "viewer" | "editor"): string {
  const m = messages.notes;
  switch (failure) {
    case "not-found":
      return screen === "viewer" ? m.accessDeniedView : m.accessDeniedEdit;
    case "signed-out":
      return screen === "viewer" ? m.notFoundSignIn : m.signInToSave;
    case "offline":
      return m.notFoundOffline;
    case "failed":
      return screen === "viewer" ? m.loadFailedMoved : m.loadFailed;
  }
}

/** Only the owner sees Edit, Delete, 'Your Note' and the AI tools (spec 2 §6). */
export function isOwnNote(note: { user_id?: string | null }, userId: string | null | undefined): boolean {
  return Boolean(userId) && note.user_id === userId;
}

/**
 * spec 2 §6: AI tools are the owner's. The spec's tools need the network; Lectern's local engine also runs on the
 * device (issue 8), so 'AI tools require an internet connection…' is said only when no engine can run: offline
 * and the device's engine cannot run (no Web Worker, or its worker failed to load). The message to show, or null.
 */
export function aiToolsUnavailableMessage({
  owner,
  online,
  deviceEngine = false,
}: {
  owner: boolean;
  online: boolean;
  /** Whether the in-browser generator can run on this device. */
  deviceEngine?: boolean;
}): string | null {
  if (!owner) return messages.notes.aiToolsOwnNotesOnly;
  if (!online && !deviceEngine) return messages.notes.aiToolsOffline;
  return null;
}

/** The flashcard dialog's card counts: 5 to 50 in steps of 5 (spec 1 §5). */
export function flashcardDialogCounts(): number[] {
  const { min, max, step } = FLASHCARD_DIALOG_COUNT;
  return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => min + i * step);
}
