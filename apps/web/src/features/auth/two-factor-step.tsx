import { messages } from "@lectern/core";
import { type FormEvent, useState } from "react";
import type { AccountFailure } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import type { CodeKind } from "./use-login";

export type TwoFactorStepProps = {
  failure: AccountFailure | null;
  signedIn: boolean;
  onSubmit: (code: string, kind: CodeKind) => Promise<void>;
  onBack: () => void;
};

/** The second sign-in step when two-factor is on: a code from the authenticator app, or a backup code. */
export function TwoFactorStep({ failure, signedIn, onSubmit, onBack }: TwoFactorStepProps) {
  const [kind, setKind] = useState<CodeKind>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (!value) {
      setError(messages.auth.codeRequired);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    await onSubmit(value, kind);
    setSubmitting(false);
  };

  const switchKind = () => {
    setKind(kind === "totp" ? "backup" : "totp");
    setCode("");
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {kind === "totp" ? messages.auth.twoFactorPrompt : messages.auth.twoFactorBackupPrompt}
      </p>
      {failure && <Alert variant="error">{failure.error}</Alert>}
      <FormField
        id="two-factor-code"
        label={kind === "totp" ? "Authentication code" : "Backup code"}
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={kind === "totp" ? "numeric" : "text"}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={submitting || signedIn}>
        {submitting ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchKind}>
          {kind === "totp" ? "Use a backup code instead" : "Use the authenticator app instead"}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
