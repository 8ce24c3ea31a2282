import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./form-field";
import { Input } from "./input";

/** An e-mail field with its label and message, set up for autofill and the phone's e-mail keyboard. */
export function EmailField({
  id,
  label = "Email",
  error,
  registration,
}: {
  id: string;
  label?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Input {...control} type="email" autoComplete="email" inputMode="email" {...registration} />
      )}
    </FormField>
  );
}
