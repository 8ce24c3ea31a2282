import { MIN_PASSWORD_LENGTH } from "@lectern/core";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "./cn";
import { FormField } from "./form-field";
import { PasswordInput } from "./password-input";

type Props = {
  /** Prefix of the two fields' ids, unique on the page. */
  idPrefix: string;
  passwordLabel: string;
  confirmLabel: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  className?: string;
};

/** A new password and its confirmation (register, reset, change password), with the spec's minimum as a hint. */
export function NewPasswordFields({
  idPrefix,
  passwordLabel,
  confirmLabel,
  password,
  confirm,
  errors,
  className,
}: Props) {
  return (
    <div className={cn("flex flex-col gap-5", className)}>
      <FormField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        error={errors.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...password} />}
      </FormField>
      <FormField id={`${idPrefix}-confirm-password`} label={confirmLabel} error={errors.confirm}>
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...confirm} />}
      </FormField>
    </div>
  );
}
