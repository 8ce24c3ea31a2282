import { LOGIN_REDIRECT_MS, type LoginForm, messages } from "@lectern/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  type AccountFailure,
  EMAIL_NOT_VERIFIED,
  redirectTargetFrom,
  resendVerification,
  signIn,
  verificationCallbackURL,
  verifySignInCode,
} from "@/data/auth";
import { notify } from "@/ui/toaster";

export type LoginNotice = "verified" | "verification-link-invalid" | null;
export type CodeKind = "totp" | "backup";

/** The sign-in screen's state: credentials, then (with two-factor on) the code step, then the redirect. */
export function useLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = redirectTargetFrom(location.state, params);
  const [step, setStep] = useState<"credentials" | "two-factor">("credentials");
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // spec 1 §2: toast, then after 1 s the originally requested page or /home.
  const finish = useCallback(
    (message: string) => {
      notify.success(message);
      setSignedIn(true);
      redirectTimer.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    },
    [navigate, target],
  );

  const submitCredentials = async ({ email, password }: LoginForm) => {
    setFailure(null);
    setUnverifiedEmail(null);
    try {
      const result = await signIn(email, password);
      if (!result.success) {
        setFailure(result);
        if (result.code === EMAIL_NOT_VERIFIED) setUnverifiedEmail(email);
      } else if ("twoFactorRequired" in result) {
        setStep("two-factor");
      } else {
        finish(result.message);
      }
    } catch {
      notify.error(messages.auth.signInError);
    }
  };

  const submitCode = async (code: string, kind: CodeKind) => {
    setFailure(null);
    try {
      const result = await verifySignInCode(code, kind);
      if (result.success) finish(result.message);
      else setFailure(result);
    } catch {
      notify.error(messages.auth.signInError);
    }
  };

  const resend = async () => {
    if (!unverifiedEmail) return;
    try {
      const result = await resendVerification(unverifiedEmail, verificationCallbackURL(target));
      if (result.success) notify.success(result.message);
      else notify.error(result.error);
    } catch {
      notify.error(messages.auth.sendVerificationFailed);
    }
  };

  const backToCredentials = () => {
    setFailure(null);
    setStep("credentials");
  };

  const notice: LoginNotice = params.get("error")
    ? "verification-link-invalid"
    : params.get("verified") === "1"
      ? "verified"
      : null;

  return {
    step,
    target,
    notice,
    failure,
    canResend: unverifiedEmail !== null,
    signedIn,
    submitCredentials,
    submitCode,
    resend,
    backToCredentials,
  };
}
