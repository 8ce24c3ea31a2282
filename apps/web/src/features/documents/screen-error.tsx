import { messages } from "@lectern/core";
import type { ReactNode } from "react";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";

/** A refused selection or a failed step, in the page; the user dismisses it (nothing selected is lost). */
export function ScreenError({
  message,
  onDismiss,
  children,
}: {
  message: string;
  onDismiss?: () => void;
  children?: ReactNode;
}) {
  return (
    <Alert variant="error" data-testid="document-error">
      <p>{message}</p>
      {(onDismiss || children) && (
        <div className="flex flex-wrap gap-2">
          {children}
          {onDismiss && (
            <Button variant="outline" size="sm" onClick={onDismiss}>
              {messages.documentScreens.dismiss}
            </Button>
          )}
        </div>
      )}
    </Alert>
  );
}
