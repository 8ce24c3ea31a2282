// The import screen's state (issue 22 Deliver 2): pick a file (or paste Quizlet text) → its format → for CSV/TSV
// the column mapping, for Quizlet the separators → the cards, checked and de-duplicated against the chosen deck →
// Import, one batch of synced records. Every rule is in core or data/decks; this hook only holds the choices.

import {
  type CardSeparator,
  type ColumnMapping,
  columnMappingError,
  guessColumnMapping,
  looksLikeHeader,
  messages,
  parseQuizletText,
  QUIZLET_DEFAULT_SEPARATORS,
  rowsToDeckFileCards,
  type TermSeparator,
} from "@lectern/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRecords } from "@/data/db";
import {
  type DeckSource,
  deckNameFromFile,
  existingFrontsFor,
  type ImportCard,
  type ImportTarget,
  planImport,
  prepareDeckWorker,
  readDeckFile,
  readDeckText,
  type SavedImport,
  saveImportedDeck,
  warmDeckEngine,
} from "@/data/decks";

const t = messages.decks;

export type TargetKind = ImportTarget["kind"];

type Phase =
  | { kind: "choose"; error: string | null }
  | { kind: "reading"; fileName: string }
  | { kind: "ready"; fileName: string; source: DeckSource }
  | { kind: "saving"; fileName: string; source: DeckSource }
  | { kind: "done"; saved: SavedImport; title: string };

/** The cards a source gives under the user's current choices, or the reason it gives none. */
function cardsOf(
  source: DeckSource,
  table: { hasHeader: boolean; mapping: ColumnMapping },
  separators: { term: TermSeparator; card: CardSeparator },
): { cards: ImportCard[] } | { error: string } {
  if (source.format === "apkg") return { cards: source.cards };
  if (source.format === "quizlet") {
    const parsed = parseQuizletText(source.text, separators.term, separators.card);
    return parsed.ok ? { cards: parsed.cards } : { error: parsed.error };
  }
  const mappingError = columnMappingError(table.mapping);
  if (mappingError) return { error: mappingError };
  const rows = table.hasHeader ? source.rows.slice(1) : source.rows;
  return { cards: rowsToDeckFileCards(rows, table.mapping) };
}

export function useImportCards() {
  const [phase, setPhase] = useState<Phase>({ kind: "choose", error: null });
  const [hasHeader, setHasHeader] = useState(false);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [term, setTerm] = useState<TermSeparator>(QUIZLET_DEFAULT_SEPARATORS.term);
  const [card, setCard] = useState<CardSeparator>(QUIZLET_DEFAULT_SEPARATORS.card);
  const [targetKind, setTargetKind] = useState<TargetKind>("new");
  const [deckTitle, setDeckTitle] = useState("");
  const [noteId, setNoteId] = useState("");
  const [keepHistory, setKeepHistory] = useState(false);
  const [existingFronts, setExistingFronts] = useState<string[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedSoFar, setSavedSoFar] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const notes = useRecords("notes");

  useEffect(() => {
    warmDeckEngine();
    // The worker that reads the chosen package starts now, while the user picks it.
    const release = prepareDeckWorker();
    return () => {
      abort.current?.abort();
      release();
    };
  }, []);

  const source = phase.kind === "ready" || phase.kind === "saving" ? phase.source : null;

  const accept = useCallback((fileName: string, read: Awaited<ReturnType<typeof readDeckFile>>) => {
    if (!read.ok) {
      setPhase({ kind: "choose", error: read.error });
      return;
    }
    const { ok: _ok, ...next } = read;
    if (next.format === "csv" || next.format === "tsv") {
      const first = next.rows[0] ?? [];
      const header = looksLikeHeader(first);
      setHasHeader(header);
      setMapping(guessColumnMapping(first, header));
    }
    setDeckTitle(
      (next.format === "apkg" ? next.deckName : null) || deckNameFromFile(fileName) || "Imported cards",
    );
    setPhase({ kind: "ready", fileName, source: next });
  }, []);

  const chooseFile = useCallback(
    async (file: File) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setSaveError(null);
      setPhase({ kind: "reading", fileName: file.name });
      try {
        accept(file.name, await readDeckFile(file, controller.signal));
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error(error);
        setPhase({ kind: "choose", error: t.corruptCollection });
      }
    },
    [accept],
  );

  const acceptPastedText = useCallback(
    (text: string) => accept("Quizlet", readDeckText(text, "quizlet")),
    [accept],
  );

  const target: ImportTarget = useMemo(
    () =>
      targetKind === "new"
        ? { kind: "new", title: deckTitle.trim() }
        : targetKind === "note"
          ? { kind: "note", noteId }
          : { kind: "uncategorized" },
    [targetKind, deckTitle, noteId],
  );

  // The chosen deck's fronts, for the duplicate rule; read again when the choice changes.
  useEffect(() => {
    let live = true;
    if (target.kind === "note" && !target.noteId) {
      setExistingFronts([]);
      return;
    }
    existingFrontsFor(target)
      .then((fronts) => live && setExistingFronts(fronts))
      .catch(() => live && setExistingFronts([]));
    return () => {
      live = false;
    };
  }, [target]);

  const read = useMemo(
    () => (source ? cardsOf(source, { hasHeader, mapping }, { term, card }) : null),
    [source, hasHeader, mapping, term, card],
  );
  const plan = useMemo(
    () => (read && "cards" in read ? planImport(read.cards, existingFronts) : null),
    [read, existingFronts],
  );

  const problem = read && "error" in read ? read.error : plan && !plan.ok ? plan.error : null;
  const targetReady =
    target.kind === "new" ? Boolean(target.title) : target.kind === "note" ? Boolean(target.noteId) : true;
  const canImport = phase.kind === "ready" && plan?.ok === true && plan.cards.length > 0 && targetReady;

  const runImport = useCallback(async () => {
    if (phase.kind !== "ready" || !plan?.ok) return;
    setSaveError(null);
    setSavedSoFar(0);
    setPhase({ kind: "saving", fileName: phase.fileName, source: phase.source });
    try {
      const saved = await saveImportedDeck(
        { cards: plan.cards, target, keepHistory },
        { onProgress: setSavedSoFar },
      );
      const title =
        target.kind === "new"
          ? target.title
          : target.kind === "note"
            ? (notes?.find((note) => note.id === target.noteId)?.title ?? "")
            : messages.study.uncategorizedDeckTitle;
      setPhase({ kind: "done", saved, title });
    } catch (error) {
      console.error(error);
      setSaveError(error instanceof Error ? error.message : t.importFailed);
      setPhase({ kind: "ready", fileName: phase.fileName, source: phase.source });
    }
  }, [phase, plan, target, keepHistory, notes]);

  const startOver = useCallback(() => {
    abort.current?.abort();
    setSaveError(null);
    // Another file starts as its own new deck again (named after it); the history is asked about again too.
    setTargetKind("new");
    setKeepHistory(false);
    setPhase({ kind: "choose", error: null });
  }, []);

  const setHeader = useCallback(
    (value: boolean) => {
      setHasHeader(value);
      if (source && (source.format === "csv" || source.format === "tsv")) {
        setMapping(guessColumnMapping(source.rows[0] ?? [], value));
      }
    },
    [source],
  );

  return {
    phase,
    source,
    table: { hasHeader, setHeader, mapping, setMapping },
    separators: { term, setTerm, card, setCard },
    deck: {
      targetKind,
      setTargetKind,
      deckTitle,
      setDeckTitle,
      noteId,
      setNoteId,
      notes: notes ?? [],
      keepHistory,
      setKeepHistory,
    },
    plan: plan?.ok ? plan : null,
    problem,
    saveError,
    savedSoFar,
    canImport,
    chooseFile,
    acceptPastedText,
    runImport,
    startOver,
  };
}

export type ImportCardsState = ReturnType<typeof useImportCards>;
