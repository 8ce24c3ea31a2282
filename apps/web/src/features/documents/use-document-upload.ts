// The Upload Documents screen's state (spec 2 §2, §5, §8): the selected files, validation on selection (names
// and sizes, then content), one extraction run, Continue to a new note and Copy All Text.

import {
  documentNoteState,
  EXTRACTION_ERROR_PROVIDER,
  extractedNoteText,
  messages,
  validateDocumentSelection,
} from "@lectern/core";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuthSession } from "@/data/auth";
import { checkDocumentFile } from "@/data/documents";
import { copyText } from "./copy-text";
import { useDocumentLimits } from "./use-document-limits";
import { useExtractionRun } from "./use-extraction-run";

const t = messages.documents;

export type SelectedDocument = { id: number; file: File };

export function useDocumentUpload() {
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const limits = useDocumentLimits();
  const extraction = useExtractionRun();
  const [files, setFiles] = useState<SelectedDocument[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const nextId = useRef(1);

  const selectionError = useCallback(
    (list: readonly File[]) =>
      validateDocumentSelection({
        files: list.map((f) => ({ name: f.name, size: f.size })),
        remaining: limits.remaining,
        isFreeTier: limits.isFreeTier,
        cannotGenerateReason: limits.cannotGenerateReason,
      }),
    [limits.cannotGenerateReason, limits.isFreeTier, limits.remaining],
  );

  /** New files join the list only if the whole list stays valid and their content is an allowed type. */
  const addFiles = useCallback(
    async (picked: readonly File[]) => {
      if (picked.length === 0) return;
      setError(null);
      const refused = selectionError([...files.map((f) => f.file), ...picked]);
      if (refused) return setError(refused);
      setChecking(true);
      try {
        const checks = await Promise.all(picked.map((file) => checkDocumentFile(file)));
        const firstRefusal = checks.find((message) => message !== null);
        if (firstRefusal) setError(firstRefusal);
        const accepted = picked.filter((_, i) => checks[i] === null);
        setFiles((list) => [...list, ...accepted.map((file) => ({ id: nextId.current++, file }))]);
      } finally {
        setChecking(false);
      }
    },
    [files, selectionError],
  );

  const removeFile = useCallback((id: number) => setFiles((list) => list.filter((f) => f.id !== id)), []);

  const clearAll = useCallback(() => {
    setFiles([]);
    extraction.clear();
    setError(null);
  }, [extraction]);

  const extract = useCallback(async () => {
    setError(null);
    if (!user) return setError(t.signInToUpload);
    const refused = selectionError(files.map((f) => f.file));
    if (refused) return setError(refused);
    const finished = await extraction.run(
      files.map(({ file }) => ({ file, label: file.name })),
      { tier: limits.tier, failureText: (_, message) => message },
    );
    // What was extracted is in the results; the list is emptied so the same files are not counted twice.
    if (finished) setFiles([]);
  }, [extraction, files, limits.tier, selectionError, user]);

  const noteText = extractedNoteText(extraction.results);

  const continueToNote = useCallback(() => {
    if (!noteText) return setError(t.noTextToSave);
    navigate("/note-editor/new", { state: documentNoteState("upload", noteText) });
  }, [navigate, noteText]);

  return {
    limits,
    files,
    addFiles,
    removeFile,
    clearAll,
    checking,
    error,
    dismissError: () => setError(null),
    extraction,
    extract,
    hasText: noteText.length > 0,
    failed: (provider: string) => provider === EXTRACTION_ERROR_PROVIDER,
    continueToNote,
    copyAll: () => copyText(noteText),
  };
}

export type DocumentUploadScreen = ReturnType<typeof useDocumentUpload>;
