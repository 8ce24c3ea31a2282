import { messages } from "@lectern/core";
import { CalendarIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { setExamDate, useStudyPreferences } from "@/data/study";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { notify } from "@/ui/toaster";
import { examDateInputValue, examStartFromInput } from "./exam-date";

/**
 * A deck's exam date (issue 14 Deliver 5): no review is scheduled past it. Saved in the user's synced study
 * settings, so it works offline and reaches their other devices.
 */
export function ExamDateControl({ deckId }: { deckId: string }) {
  const preferences = useStudyPreferences();
  const stored = examDateInputValue(preferences.exam_dates[deckId]);
  // The field's own text until it is saved; follows the stored value when that changes (another device).
  const [draft, setDraft] = useState<{ value: string; from: string } | null>(null);
  const value = draft && draft.from === stored ? draft.value : stored;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const save = async (iso: string | null, done: string) => {
    setBusy(true);
    try {
      await setExamDate(deckId, iso);
      setDraft(null);
      notify.success(done);
    } catch (cause) {
      notify.error(cause instanceof Error ? cause.message : messages.studySettings.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = examStartFromInput(value, new Date());
    if ("error" in result) return setError(result.error);
    setError(null);
    void save(result.iso, messages.studySettings.examDateSaved(new Date(result.iso).toLocaleDateString()));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1.5" aria-label="Exam date">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium">
        <CalendarIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        Exam date
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          type="date"
          className="w-auto"
          value={value}
          onChange={(event) => setDraft({ value: event.target.value, from: stored })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit" variant="outline" size="sm" disabled={busy || value === stored}>
          Save
        </Button>
        {stored && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => save(null, messages.studySettings.examDateCleared)}
          >
            Clear
          </Button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Reviews are planned to end before the exam.
        </p>
      )}
    </form>
  );
}
