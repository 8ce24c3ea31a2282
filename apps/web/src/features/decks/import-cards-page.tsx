import { messages } from "@lectern/core";
import { CheckCircle2Icon } from "lucide-react";
import { Link } from "react-router";
import { useSyncStatus } from "@/data/connectivity";
import { BackToStudyDeck } from "@/ui/back-to-study-deck";
import { Button } from "@/ui/button";
import { buttonVariants } from "@/ui/button-variants";
import { DeckStep } from "./deck-step";
import { FileStep } from "./file-step";
import { ImportPreview } from "./import-preview";
import { MappingStep } from "./mapping-step";
import { SeparatorsStep } from "./separators-step";
import { useImportCards } from "./use-import-cards";

const t = messages.decks;
const FORMAT_NAMES = {
  apkg: t.formatApkg,
  csv: t.formatCsv,
  tsv: t.formatTsv,
  quizlet: t.formatQuizlet,
} as const;

// issue 22 Deliver 2: /import-cards — a deck file in, one batch of cards out (works offline, syncs later).
export function ImportCardsPage() {
  const state = useImportCards();
  const { online } = useSyncStatus();
  const { phase, source } = state;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-8 pb-16 sm:px-6">
      <title>{`${t.importHeading} · Lectern`}</title>
      <BackToStudyDeck />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.importHeading}</h1>
        <p className="text-muted-foreground">{t.importIntro}</p>
      </header>

      {phase.kind === "done" ? (
        <section
          role="status"
          data-testid="import-done"
          className="flex flex-col items-start gap-3 rounded-xl border bg-card p-4 sm:p-6"
        >
          <p className="flex items-center gap-2 font-medium">
            <CheckCircle2Icon className="size-5 text-success" aria-hidden="true" />
            {t.imported(phase.saved.cards, phase.title)}
          </p>
          {!online && <p className="text-sm text-muted-foreground">{t.importedOffline}</p>}
          <div className="flex flex-wrap gap-2">
            <Link to={`/flashcard-study/${phase.saved.deckId}`} className={buttonVariants()}>
              {t.studyImported}
            </Link>
            <Button variant="outline" onClick={state.startOver}>
              {t.startOver}
            </Button>
          </div>
        </section>
      ) : !source ? (
        <FileStep
          reading={phase.kind === "reading" ? phase.fileName : null}
          error={phase.kind === "choose" ? phase.error : null}
          onFile={(file) => void state.chooseFile(file)}
          onPaste={state.acceptPastedText}
          onCancel={state.startOver}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p data-testid="import-format">
              <span className="font-medium">
                {phase.kind === "ready" || phase.kind === "saving" ? phase.fileName : ""}
              </span>
              {" · "}
              {t.detected(FORMAT_NAMES[source.format])}
            </p>
            <Button variant="ghost" size="sm" onClick={state.startOver}>
              {t.startOver}
            </Button>
          </div>
          {(source.format === "csv" || source.format === "tsv") && (
            <MappingStep
              firstRow={source.rows[0] ?? []}
              hasHeader={state.table.hasHeader}
              onHeaderChange={state.table.setHeader}
              mapping={state.table.mapping}
              onMappingChange={state.table.setMapping}
            />
          )}
          {source.format === "quizlet" && (
            <SeparatorsStep
              term={state.separators.term}
              onTermChange={state.separators.setTerm}
              card={state.separators.card}
              onCardChange={state.separators.setCard}
            />
          )}
          {state.problem && (
            <p
              role="alert"
              data-testid="import-error"
              className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {state.problem}
            </p>
          )}
          {state.plan && (
            <>
              <ImportPreview plan={state.plan} media={source.format === "apkg" ? source.media : 0} />
              {state.plan.cards.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t.nothingToImport}</p>
              ) : (
                <DeckStep deck={state.deck} reviews={state.plan.reviews} />
              )}
            </>
          )}
          {state.saveError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {state.saveError}
            </p>
          )}
          <div>
            <Button
              onClick={() => void state.runImport()}
              disabled={!state.canImport}
              data-testid="import-submit"
            >
              {phase.kind === "saving" ? t.importing : t.importButton(state.plan?.cards.length ?? 0)}
            </Button>
            {phase.kind === "saving" && state.savedSoFar > 0 && (
              <p role="status" className="mt-2 text-sm text-muted-foreground">
                {t.importingProgress(state.savedSoFar, state.plan?.cards.length ?? 0)}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
