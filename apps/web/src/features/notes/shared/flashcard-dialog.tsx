import {
  FLASHCARD_DIALOG_COUNT,
  FLASHCARD_DIALOG_DEFAULT_DIFFICULTY,
  FLASHCARD_DIALOG_DIFFICULTIES,
  flashcardDialogCounts,
  messages,
} from "@lectern/core";
import { useId, useState } from "react";
import { type GenerationOutcome, type SourceNote, useGeneration } from "@/data/ai";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
import { Label } from "@/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select";
import { GenerationStatus } from "./generation-status";

type Difficulty = (typeof FLASHCARD_DIALOG_DIFFICULTIES)[number];
export type FlashcardsCreated = Extract<GenerationOutcome, { kind: "flashcards" }>;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The flashcard generation dialog (spec 1 §2, §5): count 5-50 step 5 (default 10), difficulty easy, medium,
 * hard or mixed (default mixed). Generate makes the cards from `note` (on the server, or on this device when
 * offline) and shows progress; the caller says what success means (toast, redirect). Without a saved note
 * there is nothing to generate from yet, and Generate says so.
 */
export function FlashcardDialog({
  open,
  onOpenChange,
  note,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  note?: SourceNote | null;
  onCreated?: (outcome: FlashcardsCreated) => void;
}) {
  const id = useId();
  const [count, setCount] = useState<number>(FLASHCARD_DIALOG_COUNT.default);
  const [difficulty, setDifficulty] = useState<Difficulty>(FLASHCARD_DIALOG_DEFAULT_DIFFICULTY);
  const generation = useGeneration();
  const { state } = generation;

  const close = (next: boolean) => {
    // Closing while cards are being made stops the work.
    if (!next) {
      generation.cancel();
      generation.reset();
    }
    onOpenChange(next);
  };

  const generate = async () => {
    if (!note) return;
    const outcome = await generation.run({ kind: "flashcards", note, maxCards: count, difficulty });
    if (outcome?.kind !== "flashcards") return;
    generation.reset();
    onOpenChange(false);
    onCreated?.(outcome);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate Flashcards</DialogTitle>
          <DialogDescription>
            Choose how many cards to make from this note and how hard they should be.
          </DialogDescription>
        </DialogHeader>
        <fieldset disabled={generation.busy} className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-count`}>Number of cards</Label>
            <Select value={String(count)} onValueChange={(value) => setCount(Number(value))}>
              <SelectTrigger id={`${id}-count`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {flashcardDialogCounts().map((n) => (
                  <SelectItem key={n} value={String(n)}>
                    {n}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-difficulty`}>Difficulty</Label>
            <Select value={difficulty} onValueChange={(value) => setDifficulty(value as Difficulty)}>
              <SelectTrigger id={`${id}-difficulty`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FLASHCARD_DIALOG_DIFFICULTIES.map((d) => (
                  <SelectItem key={d} value={d}>
                    {capitalise(d)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </fieldset>
        {/* The footer's Cancel stops the work too, so the status has no Cancel of its own here. */}
        {state.status === "running" && <GenerationStatus state={state} />}
        {/* Announced by its toast already; here it stays in view beside the settings to change. */}
        {state.status === "failed" && (
          <p className="text-sm font-medium text-destructive" data-testid="flashcard-dialog-error">
            {state.message}
          </p>
        )}
        {!note && (
          <p id={`${id}-reason`} className="text-sm text-muted-foreground">
            {messages.notes.flashcardsNeedSavedNote}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button
            disabled={!note || generation.busy}
            aria-describedby={note ? undefined : `${id}-reason`}
            onClick={() => void generate()}
          >
            Generate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
