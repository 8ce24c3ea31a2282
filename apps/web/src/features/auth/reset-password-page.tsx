import { zodResolver } from "@hookform/resolvers/zod";
import { messages, type ResetPasswordForm, resetPasswordFormSchema } from "@lectern/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { type AccountFailure, LOGIN_PATH, resetPassword } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { NewPasswordFields } from "@/ui/new-password-fields";
import { notify } from "@/ui/toaster";
import { AuthCard, authLinkClass } from "./auth-card";

// Target of the password-reset e-mails (spec 1 §2): `?token=…`, or `?error=INVALID_TOKEN` for a bad link.
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const linkInvalid = !token || params.has("error") || failure?.code === "INVALID_TOKEN";
  const form = useForm<z.input<typeof resetPasswordFormSchema>, unknown, ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ password }: ResetPasswordForm) => {
    if (!token) return;
    setFailure(null);
    try {
      const result = await resetPassword(token, password);
      if (!result.success) {
        setFailure(result);
        return;
      }
      notify.success(result.message);
      navigate(LOGIN_PATH, { replace: true });
    } catch {
      notify.error(messages.auth.updatePasswordFailed);
    }
  };

  return (
    <AuthCard
      title="Reset password"
      description={linkInvalid ? undefined : "Choose a new password for your account."}
      footer={
        <Link to={LOGIN_PATH} className={authLinkClass}>
          Back to sign in
        </Link>
      }
    >
      {linkInvalid ? (
        <Alert variant="error">
          <p>{messages.auth.resetLinkInvalid}</p>
          <Button variant="outline" size="sm" className="w-fit" asChild>
            <Link to="/auth/forgot-password">Request a new link</Link>
          </Button>
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
          {failure && <Alert variant="error">{failure.error}</Alert>}
          <NewPasswordFields
            idPrefix="reset"
            passwordLabel="New password"
            confirmLabel="Confirm new password"
            password={form.register("password")}
            confirm={form.register("confirmPassword")}
            errors={{ password: errors.password?.message, confirm: errors.confirmPassword?.message }}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Reset password"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
