import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginForm as LoginValues, loginFormSchema, messages } from "@lectern/core";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import type { AccountFailure } from "@/data/auth";
import { withRedirect } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { EmailField } from "@/ui/email-field";
import { FormField } from "@/ui/form-field";
import { PasswordInput } from "@/ui/password-input";
import { authLinkClass } from "./auth-card";

export type LoginFormProps = {
  target: string;
  failure: AccountFailure | null;
  canResend: boolean;
  signedIn: boolean;
  onSubmit: (values: LoginValues) => Promise<void>;
  onResend: () => Promise<void>;
};

/** E-mail and password, with show/hide and the forgot-password link (spec 1 §2, §5). */
export function LoginForm({ target, failure, canResend, signedIn, onSubmit, onResend }: LoginFormProps) {
  const form = useForm<z.input<typeof loginFormSchema>, unknown, LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {failure && (
        <Alert variant="error">
          <p>{failure.error}</p>
          {canResend && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => void onResend()}
            >
              {messages.auth.resendVerification}
            </Button>
          )}
        </Alert>
      )}
      <EmailField id="login-email" error={errors.email?.message} registration={form.register("email")} />
      <FormField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to={withRedirect("/auth/forgot-password", target)} className={`text-sm ${authLinkClass}`}>
            Forgot password?
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="current-password" {...form.register("password")} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || signedIn}>
        {isSubmitting ? "Signing in..." : messages.auth.signIn}
      </Button>
    </form>
  );
}
