import { messages } from "@lectern/core";
import { useId } from "react";
import { Checkbox } from "@/ui/checkbox";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import type { ImportCardsState, TargetKind } from "./use-import-cards";

const t = messages.decks;

/** Where the cards go: a new deck (a note named after it), an existing note's deck, or uncategorized. */
export function DeckStep({ deck, reviews }: { deck: ImportCardsState["deck"]; reviews: number }) {
  const id = useId();
  const choices: { kind: TargetKind; label: string }[] = [
    { kind: "new", label: t.deckNew },
    { kind: "note", label: t.deckExisting },
    { kind: "uncategorized", label: t.deckUncategorized },
  ];
  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t.deckHeading}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t.deckHeading}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {choices.map((choice) => (
            <label key={choice.kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="import-target"
                value={choice.kind}
                checked={deck.targetKind === choice.kind}
                disabled={choice.kind === "note" && deck.notes.length === 0}
                onChange={() => deck.setTargetKind(choice.kind)}
                className="size-4 accent-primary"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {deck.targetKind === "new" && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-title`}>{t.deckName}</Label>
          <Input
            id={`${id}-title`}
            value={deck.deckTitle}
            maxLength={500}
            onChange={(event) => deck.setDeckTitle(event.target.value)}
          />
        </div>
      )}
      {deck.targetKind === "note" && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-note`}>{t.deckPick}</Label>
          <select
            id={`${id}-note`}
            value={deck.noteId}
            onChange={(event) => deck.setNoteId(event.target.value)}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="" disabled>
              {t.deckPick}
            </option>
            {[...deck.notes]
              .sort((a, b) => a.title.localeCompare(b.title))
              .map((note) => (
                <option key={note.id} value={note.id}>
                  {note.title}
                </option>
              ))}
          </select>
        </div>
      )}
      {reviews > 0 && (
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-history`}
            className="mt-0.5"
            checked={deck.keepHistory}
            onCheckedChange={(value) => deck.setKeepHistory(value === true)}
            aria-describedby={`${id}-history-hint`}
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={`${id}-history`}>{t.keepHistory}</Label>
            <p id={`${id}-history-hint`} className="text-xs text-muted-foreground">
              {t.reviewsFound(reviews)}. {t.keepHistoryHint}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
