import { messages, type NoteSaveState } from "@lectern/core";
import { CheckIcon, CircleAlertIcon, Loader2Icon } from "lucide-react";

const LABELS: Record<NoteSaveState, string> = {
  idle: "",
  saving: `${messages.notes.saveStatusSaving}...`,
  saved: messages.notes.saveStatusSaved,
  error: messages.notes.saveStatusNotSaved,
};

/** The auto-save status of spec 1 §2 (Saving, Saved), announced politely. */
export function SaveStatus({ state }: { state: NoteSaveState }) {
  return (
    <p
      role="status"
      data-testid="save-status"
      className="flex h-6 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {state === "saving" && (
        <Loader2Icon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      )}
      {state === "saved" && <CheckIcon className="size-4 text-success" aria-hidden="true" />}
      {state === "error" && <CircleAlertIcon className="size-4 text-destructive" aria-hidden="true" />}
      {LABELS[state]}
    </p>
  );
}
