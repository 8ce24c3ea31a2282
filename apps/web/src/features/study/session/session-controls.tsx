import { messages } from "@lectern/core";
import { CheckIcon, RotateCcwIcon, ShuffleIcon, XIcon } from "lucide-react";
import { Button } from "@/ui/button";

/** Correct and Incorrect (with their keys), then Shuffle and Restart (spec 2 §2). */
export function SessionControls({
  onMark,
  onShuffle,
  onRestart,
}: {
  onMark: (correct: boolean) => void;
  onShuffle: () => void;
  onRestart: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          size="lg"
          className="border-red-300 text-red-700 hover:bg-red-50 hover:text-red-800 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950 dark:hover:text-red-200"
          onClick={() => onMark(false)}
          aria-keyshortcuts="2 ArrowLeft"
        >
          <XIcon aria-hidden="true" />
          {messages.flashcards.incorrect}
          <Kbd>2</Kbd>
        </Button>
        <Button
          size="lg"
          className="bg-green-700 text-white hover:bg-green-800 dark:bg-green-600 dark:text-gray-950 dark:hover:bg-green-500"
          onClick={() => onMark(true)}
          aria-keyshortcuts="1 ArrowRight"
        >
          <CheckIcon aria-hidden="true" />
          {messages.flashcards.correct}
          <Kbd>1</Kbd>
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={onShuffle}>
            <ShuffleIcon aria-hidden="true" />
            {messages.flashcards.shuffle}
          </Button>
          <Button variant="ghost" size="sm" onClick={onRestart}>
            <RotateCcwIcon aria-hidden="true" />
            {messages.flashcards.restart}
          </Button>
        </div>
        <p className="hidden text-xs text-muted-foreground sm:block">
          Space turns the card · 1 or → Correct · 2 or ← Incorrect
        </p>
      </div>
    </div>
  );
}

/** A key cap beside a button's label; hidden on touch-sized screens, where there is no keyboard to remind of. */
function Kbd({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="hidden rounded border border-current/30 px-1.5 font-mono text-xs opacity-80 sm:inline"
    >
      {children}
    </span>
  );
}
