// From extraction results to a new note — spec 2 §2 (Continue, Save as Note), §8 (failed items not saved).

import { DOCUMENT_NOTE_SOURCES, EXTRACTION_ERROR_PROVIDER } from "../constants/documents.ts";

export type ExtractedItem = { provider: string; text: string };

/** The text a note gets: every successful item's text, blank lines between; failures and empty texts left out. */
export function extractedNoteText(items: readonly ExtractedItem[]): string {
  return items
    .filter((item) => item.provider !== EXTRACTION_ERROR_PROVIDER)
    .map((item) => item.text.trim())
    .filter((text) => text.length > 0)
    .join("\n\n");
}

export type DocumentSource = keyof typeof DOCUMENT_NOTE_SOURCES;

export type DocumentNoteState = {
  transcript: string;
  tags: string[];
  type: (typeof DOCUMENT_NOTE_SOURCES)[DocumentSource]["type"];
};

/**
 * The navigation state /note-editor/new reads (noteFromNavigationState): upload → tags [document-upload, ocr],
 * type document; scan → tags [document-scan, camera, ocr], type scan (spec 2 §2).
 */
export function documentNoteState(source: DocumentSource, text: string): DocumentNoteState {
  const { tags, type } = DOCUMENT_NOTE_SOURCES[source];
  return { transcript: text, tags: [...tags], type };
}
