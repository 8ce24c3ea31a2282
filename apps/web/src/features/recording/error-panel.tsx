import { messages } from "@lectern/core";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";

const t = messages.recording;

/** Errors appear in a panel titled Error (spec 1 §2). */
export function ErrorPanel({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert variant="error" data-testid="recording-error">
      <p className="font-semibold">{t.errorTitle}</p>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="self-start" onClick={onDismiss}>
        {t.dismiss}
      </Button>
    </Alert>
  );
}
