import {
  FLASHCARD_DIALOG_COUNT,
  FLASHCARD_DIALOG_DEFAULT_DIFFICULTY,
  FLASHCARD_DIALOG_DIFFICULTIES,
  flashcardDialogCounts,
  messages,
} from "@lectern/core";
import { useId, useState } from "react";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/ui/dialog";
import { Label } from "@/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/ui/select";

type Difficulty = (typeof FLASHCARD_DIALOG_DIFFICULTIES)[number];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The flashcard generation dialog (spec 1 §2, §5): count 5-50 step 5 (default 10), difficulty easy, medium,
 * hard or mixed (default mixed). Generation itself is not part of this build, so Generate stays disabled and
 * says why; nothing is pretended.
 */
export function FlashcardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [count, setCount] = useState<number>(FLASHCARD_DIALOG_COUNT.default);
  const [difficulty, setDifficulty] = useState<Difficulty>(FLASHCARD_DIALOG_DEFAULT_DIFFICULTY);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate Flashcards</DialogTitle>
          <DialogDescription>
            Choose how many cards to make from this note and how hard they should be.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
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
        </div>
        <p id={`${id}-reason`} className="text-sm text-muted-foreground">
          {messages.notes.flashcardGenerationUnavailable}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled aria-describedby={`${id}-reason`}>
            Generate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
