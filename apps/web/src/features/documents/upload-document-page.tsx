import { messages } from "@lectern/core";
import { ArrowRightIcon, FileSearchIcon } from "lucide-react";
import { Button } from "@/ui/button";
import { BackButton } from "./back-button";
import { ExtractionProgress } from "./extraction-progress";
import { ExtractionResults } from "./extraction-results";
import { FileDropZone } from "./file-drop-zone";
import { RemainingBanner } from "./remaining-banner";
import { ScreenError } from "./screen-error";
import { SelectedFiles } from "./selected-files";
import { useWarmDocumentEngines } from "./use-document-limits";
import { useDocumentUpload } from "./use-document-upload";

const t = messages.documentScreens;

// spec 2 §2: PDF, DOCX and image text extraction — banner, drop area, selected files, Extract Text and Clear All,
// progress, results, Continue to a new note, Copy All Text, back.
export function UploadDocumentPage() {
  const engines = useWarmDocumentEngines();
  const screen = useDocumentUpload();
  const { limits, extraction } = screen;
  const busy = extraction.busy || screen.checking;

  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
      data-engines={engines}
    >
      <title>{`${t.uploadHeading} · Lectern`}</title>
      <BackButton />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.uploadHeading}</h1>
        <p className="text-sm text-muted-foreground">{t.uploadIntro}</p>
      </header>
      <RemainingBanner limits={limits} />
      {screen.error && <ScreenError message={screen.error} onDismiss={screen.dismissError} />}
      <FileDropZone disabled={limits.blocked || busy} onFiles={(files) => void screen.addFiles(files)} />
      <SelectedFiles files={screen.files} disabled={busy} onRemove={screen.removeFile}>
        <Button onClick={() => void screen.extract()} disabled={busy || limits.blocked}>
          <FileSearchIcon aria-hidden="true" />
          {messages.documents.extractText}
        </Button>
        <Button variant="outline" onClick={screen.clearAll} disabled={busy}>
          {messages.documents.clearAll}
        </Button>
      </SelectedFiles>
      {extraction.progress && (
        <ExtractionProgress progress={extraction.progress} onCancel={extraction.cancel} />
      )}
      <ExtractionResults
        results={extraction.results}
        onCopyAll={() => void screen.copyAll()}
        hasText={screen.hasText}
      >
        <Button onClick={screen.continueToNote} disabled={busy || !screen.hasText}>
          {messages.documents.continue}
          <ArrowRightIcon aria-hidden="true" />
        </Button>
        {screen.files.length === 0 && (
          <Button variant="outline" onClick={screen.clearAll} disabled={busy}>
            {messages.documents.clearAll}
          </Button>
        )}
      </ExtractionResults>
    </div>
  );
}
