import { Alert } from "@/ui/alert";

/** Why a note cannot be shown or edited (spec 1 §8, spec 2 §8). */
export function NoteLoadError({ message }: { message: string }) {
  return (
    <Alert variant="error" data-testid="note-load-error">
      <p>{message}</p>
    </Alert>
  );
}
