// Notes list, editor and export — spec 1 §2, §4, §9 and spec 2 §9.

/** Default subject of a note (spec 1 §3, spec 2 §3). */
export const DEFAULT_SUBJECT = "General";
/** Note preview length on cards, in characters (spec 1 §2, spec 2 §9). */
export const NOTE_PREVIEW_CHARS = 100;
/** A note card shows the first 3 tags, then '+N more' (spec 1 §2, spec 2 §9). */
export const NOTE_CARD_MAX_TAGS = 3;
/** Export formats of a note; the file name is the sanitised title (spec 1 §2, spec 2 §9). */
export const NOTE_EXPORT_FORMATS = ["txt", "md"] as const;
/** Route parameter that opens the editor on a new note (spec 1 §2). */
export const NEW_NOTE_ID = "new";
/** Note save states; 'saved' and 'error' return to idle after SAVED_INDICATOR_RESET_MS (spec 1 §4). */
export const NOTE_SAVE_STATES = ["idle", "saving", "saved", "error"] as const;
/** Notes list sort keys: by date or title (spec 1 §2). */
export const NOTE_SORT_KEYS = ["date", "title"] as const;
/** Notes list type filter: All Types, Recordings, Manual Notes (spec 1 §2). */
export const NOTE_TYPE_FILTERS = ["all", "recording", "manual"] as const;

/** Upload Documents 'Continue' carries these tags and type into /note-editor/new (spec 2 §2). */
export const DOCUMENT_UPLOAD_NOTE = { tags: ["document-upload", "ocr"], type: "document" } as const;
/** Scan Document 'Save as Note' carries these tags and type into /note-editor/new (spec 2 §2). */
export const DOCUMENT_SCAN_NOTE = { tags: ["document-scan", "camera", "ocr"], type: "scan" } as const;
