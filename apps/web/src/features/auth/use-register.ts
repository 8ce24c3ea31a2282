import { messages, REGISTER_REDIRECT_MS, type RegisterForm } from "@lectern/core";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  type AccountFailure,
  LOGIN_PATH,
  redirectTargetFrom,
  signUp,
  verificationCallbackURL,
  withRedirect,
} from "@/data/auth";
import { notify } from "@/ui/toaster";

/** Creating an account: on success the account-created toast, then /auth/login after 3 s (spec 1 §2). */
export function useRegister() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const target = redirectTargetFrom(location.state, params);
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const submit = async (values: RegisterForm) => {
    setFailure(null);
    try {
      const result = await signUp({ ...values, callbackURL: verificationCallbackURL(target) });
      if (!result.success) {
        setFailure(result);
        return;
      }
      notify.success(result.message);
      setCreatedFor(values.email);
      redirectTimer.current = setTimeout(
        () => navigate(withRedirect(LOGIN_PATH, target), { replace: true }),
        REGISTER_REDIRECT_MS,
      );
    } catch {
      notify.error(messages.auth.createAccountError);
    }
  };

  return { target, failure, createdFor, submit };
}
