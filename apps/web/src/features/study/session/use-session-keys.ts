// Keyboard study (issue 14 Deliver 2): Space turns the card, 1 or Right marks Correct, 2 or Left marks Incorrect.
// Keys typed into a field (the exam date) are the field's; Space on a button or link is that control's own click.

import { useEffect } from "react";

export type SessionKeys = { flip: () => void; mark: (correct: boolean) => void };

const FIELD = "input, textarea, select, [contenteditable='true'], [role='combobox'], [role='slider']";
const CONTROL = "button, a[href], [role='button'], summary";

/** The session's action for a key, or null when the key is not ours here. */
export function sessionKeyAction(
  key: string,
  target: { closest: (selector: string) => unknown } | null,
): "flip" | "correct" | "incorrect" | null {
  if (target?.closest(FIELD)) return null;
  if (key === " ") return target?.closest(CONTROL) ? null : "flip";
  if (key === "1" || key === "ArrowRight") return "correct";
  if (key === "2" || key === "ArrowLeft") return "incorrect";
  return null;
}

export function useSessionKeys(active: boolean, { flip, mark }: SessionKeys) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const action = sessionKeyAction(event.key, event.target instanceof Element ? event.target : null);
      if (!action) return;
      event.preventDefault();
      if (action === "flip") flip();
      else mark(action === "correct");
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [active, flip, mark]);
}
