import { zodResolver } from "@hookform/resolvers/zod";
import { type ForgotPasswordForm, forgotPasswordFormSchema, messages } from "@lectern/core";
import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import type { z } from "zod";
import {
  type AccountFailure,
  LOGIN_PATH,
  requestPasswordReset,
  safeRedirectTarget,
  withRedirect,
} from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { EmailField } from "@/ui/email-field";
import { notify } from "@/ui/toaster";
import { AuthCard, authLinkClass } from "./auth-card";

// spec 1 §2: e-mail field, Send Reset Link, back to sign-in. The answer is the same whether or not the
// e-mail has an account (issue 4: no enumeration).
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get("redirect"));
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const form = useForm<z.input<typeof forgotPasswordFormSchema>, unknown, ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async ({ email }: ForgotPasswordForm) => {
    setFailure(null);
    try {
      const result = await requestPasswordReset(email);
      if (!result.success) {
        setFailure(result);
        return;
      }
      notify.success(result.message);
      setSent(result.message);
    } catch {
      notify.error(messages.auth.sendResetLinkError);
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      description="Enter the e-mail address of your account and we'll send you a link to choose a new password."
      footer={
        <Link
          to={withRedirect(LOGIN_PATH, target)}
          className={`inline-flex items-center gap-1.5 ${authLinkClass}`}
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to sign in
        </Link>
      }
    >
      {sent && <Alert variant="success">{sent}</Alert>}
      {failure && <Alert variant="error">{failure.error}</Alert>}
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5">
        <EmailField id="forgot-email" error={errors.email?.message} registration={form.register("email")} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : messages.auth.sendResetLink}
        </Button>
      </form>
    </AuthCard>
  );
}
