import { zodResolver } from "@hookform/resolvers/zod";
import { type RegisterForm as RegisterValues, registerFormSchema } from "@lectern/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { AccountFailure } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { EmailField } from "@/ui/email-field";
import { FormField } from "@/ui/form-field";
import { Input } from "@/ui/input";
import { NewPasswordFields } from "@/ui/new-password-fields";

export type RegisterFormProps = {
  failure: AccountFailure | null;
  disabled: boolean;
  onSubmit: (values: RegisterValues) => Promise<void>;
};

/** First name, last name, e-mail, password and confirmation, with the spec 1 §5 messages under the fields. */
export function RegisterForm({ failure, disabled, onSubmit }: RegisterFormProps) {
  const form = useForm<z.input<typeof registerFormSchema>, unknown, RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {failure && <Alert variant="error">{failure.error}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="given-name" {...form.register("firstName")} />}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="family-name" {...form.register("lastName")} />}
        </FormField>
      </div>
      <EmailField id="register-email" error={errors.email?.message} registration={form.register("email")} />
      <NewPasswordFields
        idPrefix="register"
        passwordLabel="Password"
        confirmLabel="Confirm password"
        password={form.register("password")}
        confirm={form.register("confirmPassword")}
        errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
      />
      <Button type="submit" size="lg" disabled={isSubmitting || disabled}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
