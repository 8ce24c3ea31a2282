import { messages } from "@lectern/core";
import { Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { DeleteAccountRequest } from "@/data/account";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/ui/dialog";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { PasswordInput } from "@/ui/password-input";
import { useDeleteAccount } from "./use-delete-account";

const text = messages.account;

/**
 * The deletion dialog (issue 18 §6): what goes, then the proof — the password, or with two-factor on a current
 * code — and the typed word, so a slip of the finger deletes nothing.
 */
export function DeleteAccountDialog({ twoFactor }: { twoFactor: boolean }) {
  const { submit, error, busy, clearError } = useDeleteAccount();
  const [secret, setSecret] = useState("");
  const [word, setWord] = useState("");
  const [fieldError, setFieldError] = useState<{ secret?: string; word?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const proof = twoFactor ? secret.replace(/\s+/g, "") : secret;
    const errors = {
      secret: proof ? undefined : twoFactor ? text.codeRequired : text.passwordRequired,
      word:
        word.trim() === text.confirmationWord ? undefined : text.confirmationMismatch(text.confirmationWord),
    };
    setFieldError(errors);
    if (errors.secret || errors.word) return;
    const request: DeleteAccountRequest = twoFactor
      ? { confirmation: word.trim(), code: proof }
      : { confirmation: word.trim(), password: proof };
    void submit(request);
  };

  const reset = (open: boolean) => {
    if (open) return;
    setSecret("");
    setWord("");
    setFieldError({});
    clearError();
  };

  return (
    <Dialog onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-fit">
          <Trash2Icon aria-hidden="true" />
          {text.deleteButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{text.deleteDialogTitle}</DialogTitle>
            <DialogDescription>{text.deleteDialogWhatGoes}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">{text.deleteDialogExportHint}</p>
          {error && <Alert variant="error">{error}</Alert>}
          <FormField
            id="delete-account-secret"
            label={twoFactor ? text.codeLabel : text.passwordLabel}
            error={fieldError.secret}
          >
            {(control) =>
              twoFactor ? (
                <Input
                  {...control}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  className="font-mono tracking-widest"
                  value={secret}
                  onChange={(event) => setSecret(event.target.value)}
                />
              ) : (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={secret}
                  onChange={(event) => setSecret(event.target.value)}
                />
              )
            }
          </FormField>
          <FormField
            id="delete-account-confirmation"
            label={text.confirmationLabel(text.confirmationWord)}
            error={fieldError.word}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={word}
                onChange={(event) => setWord(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {text.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {text.confirmButton}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
