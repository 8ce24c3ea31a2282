import { messages } from "@lectern/core";
import { FileUpIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/ui/button";
import { Label } from "@/ui/label";
import { Spinner } from "@/ui/spinner";
import { Textarea } from "@/ui/textarea";

const t = messages.decks;

export interface FileStepProps {
  reading: string | null;
  error: string | null;
  onFile: (file: File) => void;
  onPaste: (text: string) => void;
  /** Stops reading a file (the worker is ended). */
  onCancel: () => void;
}

/** Step 1: a deck file, or Quizlet's exported text pasted (Quizlet exports to the clipboard). */
export function FileStep({ reading, error, onFile, onPaste, onCancel }: FileStepProps) {
  const fileId = useId();
  const pasteId = useId();
  const [pasted, setPasted] = useState("");
  return (
    <section
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
      aria-labelledby={`${fileId}-h`}
    >
      <h2 id={`${fileId}-h`} className="text-lg font-semibold">
        {t.chooseFile}
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fileId}>{t.fileLabel}</Label>
        <div className="flex items-center gap-3">
          <FileUpIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <input
            id={fileId}
            type="file"
            data-testid="deck-file-input"
            accept=".apkg,.colpkg,.csv,.tsv,.tab,.txt,text/csv,text/tab-separated-values,text/plain"
            disabled={reading !== null}
            className="w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) onFile(file);
            }}
          />
        </div>
      </div>
      {reading !== null && (
        <div className="flex items-center gap-3">
          <Spinner label={t.reading} showLabel />
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      )}
      {error && (
        <p
          role="alert"
          data-testid="import-error"
          className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 border-t pt-4">
        <Label htmlFor={pasteId}>{t.pasteQuizlet}</Label>
        <Textarea
          id={pasteId}
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder={"term\tdefinition"}
        />
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={!pasted.trim() || reading !== null}
          onClick={() => onPaste(pasted)}
        >
          {t.usePasted}
        </Button>
      </div>
    </section>
  );
}
