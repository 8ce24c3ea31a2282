import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/ui/button";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { PasswordInput } from "@/ui/password-input";

export type InlineSecretFormProps = {
  id: string;
  label: string;
  /** Shown under the field when it is submitted empty. */
  requiredMessage: string;
  submitLabel: ReactNode;
  kind: "password" | "code";
  busy: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
};

/** One field (a password, or an authenticator code), a submit and a cancel button. */
export function InlineSecretForm({
  id,
  label,
  requiredMessage,
  submitLabel,
  kind,
  busy,
  onSubmit,
  onCancel,
}: InlineSecretFormProps) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = kind === "code" ? value.replace(/\s+/g, "") : value;
    if (!trimmed) return setError(requiredMessage);
    setError(undefined);
    onSubmit(trimmed);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField id={id} label={label} error={error} className="max-w-sm">
        {(control) =>
          kind === "password" ? (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          ) : (
            <Input
              {...control}
              autoComplete="one-time-code"
              inputMode="numeric"
              className="font-mono tracking-widest"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )
        }
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
