import { messages } from "@lectern/core";
import { Link } from "react-router";
import { withRedirect } from "@/data/auth";
import { Alert } from "@/ui/alert";
import { AuthCard, authLinkClass } from "./auth-card";
import { LoginForm } from "./login-form";
import { TwoFactorStep } from "./two-factor-step";
import { useLogin } from "./use-login";

// spec 1 §2: e-mail and password, show/hide, forgot-password and sign-up links.
export function LoginPage() {
  const login = useLogin();
  const twoFactor = login.step === "two-factor";

  return (
    <AuthCard
      title={twoFactor ? "Two-factor authentication" : "Sign in"}
      description={twoFactor ? undefined : "Welcome back. Sign in to keep studying."}
      footer={
        twoFactor ? undefined : (
          <p>
            Don't have an account?{" "}
            <Link to={withRedirect("/auth/register", login.target)} className={authLinkClass}>
              {messages.auth.signUp}
            </Link>
          </p>
        )
      }
    >
      {login.notice === "verified" && <Alert variant="success">{messages.auth.emailVerified}</Alert>}
      {login.notice === "verification-link-invalid" && (
        <Alert variant="error">{messages.auth.verificationLinkInvalid}</Alert>
      )}
      {twoFactor ? (
        <TwoFactorStep
          failure={login.failure}
          signedIn={login.signedIn}
          onSubmit={login.submitCode}
          onBack={login.backToCredentials}
        />
      ) : (
        <LoginForm
          target={login.target}
          failure={login.failure}
          canResend={login.canResend}
          signedIn={login.signedIn}
          onSubmit={login.submitCredentials}
          onResend={login.resend}
        />
      )}
    </AuthCard>
  );
}
