// Keyboard quiz taking (issue 15 Deliver 2): 1-4 pick an option, Left/Right move between questions, F flags.
// Keys typed into a field (a short answer) are the field's; modified keys are the browser's.

import { useEffect } from "react";

export type QuizKeyAction = { pick: number } | { move: 1 | -1 } | "flag";

const FIELD = "input, textarea, select, [contenteditable='true'], [role='combobox']";

/** The run's action for a key, or null when the key is not ours here. */
export function quizKeyAction(
  key: string,
  target: { closest: (selector: string) => unknown } | null,
): QuizKeyAction | null {
  if (target?.closest(FIELD)) return null;
  if (/^[1-4]$/.test(key)) return { pick: Number(key) - 1 };
  if (key === "ArrowRight") return { move: 1 };
  if (key === "ArrowLeft") return { move: -1 };
  if (key === "f" || key === "F") return "flag";
  return null;
}

export function useQuizKeys(active: boolean, handle: (action: QuizKeyAction) => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // A dialog (the submit confirm) owns the keyboard while it is open.
      if (document.querySelector("[role='dialog'], [role='alertdialog']")) return;
      const action = quizKeyAction(event.key, event.target instanceof Element ? event.target : null);
      if (!action) return;
      event.preventDefault();
      handle(action);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, handle]);
}
