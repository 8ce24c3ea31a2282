import { messages } from "@lectern/core";
import { MailCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { LOGIN_PATH, withRedirect } from "@/data/auth";
import { AuthCard, authLinkClass } from "./auth-card";
import { RegisterForm } from "./register-form";
import { useRegister } from "./use-register";

// spec 1 §2: names, e-mail, password and confirmation.
export function RegisterPage() {
  const { target, failure, createdFor, submit } = useRegister();

  return (
    <AuthCard
      title="Create account"
      description="Start turning lectures into notes, flashcards and quizzes."
      footer={
        <p>
          Already have an account?{" "}
          <Link to={withRedirect(LOGIN_PATH, target)} className={authLinkClass}>
            {messages.auth.signIn}
          </Link>
        </p>
      }
    >
      {createdFor ? (
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
          <MailCheckIcon className="size-10 text-primary" aria-hidden="true" />
          <p className="font-medium">{messages.auth.accountCreated}</p>
          <p className="text-sm text-muted-foreground">
            We sent a link to <span className="font-medium text-foreground">{createdFor}</span>. Taking you to
            sign in...
          </p>
        </div>
      ) : (
        <RegisterForm failure={failure} disabled={createdFor !== null} onSubmit={submit} />
      )}
    </AuthCard>
  );
}
