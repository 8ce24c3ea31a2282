import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordForm, changePasswordFormSchema, messages } from "@lectern/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePassword } from "@/data/auth";
import { Button } from "@/ui/button";
import { FormField } from "@/ui/form-field";
import { NewPasswordFields } from "@/ui/new-password-fields";
import { PasswordInput } from "@/ui/password-input";
import { notify } from "@/ui/toaster";
import { SettingsSection } from "./settings-section";

const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** Change password: needs the current one; other devices are signed out (issue 4). */
export function PasswordSection() {
  const form = useForm<z.input<typeof changePasswordFormSchema>, unknown, ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ currentPassword, password }: ChangePasswordForm) => {
    try {
      const result = await changePassword(currentPassword, password);
      if (!result.success) {
        notify.error(result.error);
        return;
      }
      notify.success(result.message);
      form.reset(EMPTY);
    } catch {
      notify.error(messages.auth.updatePasswordFailed);
    }
  };

  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Changing your password signs you out on your other devices."
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
        <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.register("currentPassword")}
            />
          )}
        </FormField>
        <NewPasswordFields
          idPrefix="new"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          password={form.register("password")}
          confirm={form.register("confirmPassword")}
          errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          className="grid gap-5 sm:grid-cols-2"
        />
        <Button type="submit" className="w-fit" disabled={isSubmitting}>
          {isSubmitting ? "Updating..." : "Update password"}
        </Button>
      </form>
    </SettingsSection>
  );
}
