import { messages } from "@lectern/core";
import { CircleAlertIcon, CircleCheckIcon, ClockIcon, type LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { loginPathFor } from "@/data/auth";
import { buttonVariants } from "@/ui/button-variants";
import { Card, CardContent, CardFooter, CardHeader } from "@/ui/card";
import { cn } from "@/ui/cn";
import { Spinner } from "@/ui/spinner";
import { type CallbackState, usePaymentVerification } from "./use-payment-verification";

const t = messages.billingScreens;

type Shown = { title: string; message: string; Icon: LucideIcon; tone: string; detail?: string };

function shownFor(state: Exclude<CallbackState, { kind: "loading" }>): Shown {
  switch (state.kind) {
    case "signed-out":
      return {
        title: messages.payments.signInToVerifyTitle,
        message: messages.payments.signInToVerify,
        Icon: CircleAlertIcon,
        tone: "text-primary",
      };
    case "success":
      return {
        title: t.succeededTitle,
        message: state.message,
        Icon: CircleCheckIcon,
        tone: "text-success",
        detail: state.planName ? t.planActivated(state.planName) : undefined,
      };
    case "pending":
      return {
        title: messages.payments.verificationPending,
        message: state.message,
        Icon: ClockIcon,
        tone: "text-warning",
      };
    case "failed":
      return {
        title: t.failedTitle,
        message: state.message,
        Icon: CircleAlertIcon,
        tone: "text-destructive",
      };
    case "error":
      return { title: t.errorTitle, message: state.message, Icon: CircleAlertIcon, tone: "text-destructive" };
  }
}

/**
 * /payment/callback (spec 2 §2, §4, §5): no sign-in wrapper. Loading while the server verifies the reference with
 * the gateway, then success, failed, or pending; always Go to Home. Query parameters never decide success.
 */
export function PaymentCallbackPage() {
  const state = usePaymentVerification();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = state.kind !== "loading";
  // The result replaces the spinner: move focus to it so a screen reader hears the outcome.
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  const shown = state.kind === "loading" ? null : shownFor(state);
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-12 sm:py-16">
      <title>Payment · Lectern</title>
      <Card data-testid="payment-callback" data-state={state.kind}>
        <CardHeader className="items-center text-center">
          {shown ? (
            <shown.Icon className={cn("size-12", shown.tone)} aria-hidden="true" />
          ) : (
            <Spinner label={t.verifying} className="[&_svg]:size-12" />
          )}
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {shown ? shown.title : t.callbackTitle}
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-2 text-center" aria-live="polite">
          <p data-testid="payment-callback-message">{shown ? shown.message : t.verifying}</p>
          {shown?.detail && (
            <p className="font-medium" data-testid="payment-callback-plan">
              {shown.detail}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">
          {state.kind === "signed-out" && (
            <Link to={loginPathFor(location)} className={buttonVariants()}>
              {messages.payments.signInToVerifyTitle}
            </Link>
          )}
          <Link
            to="/home"
            className={buttonVariants({ variant: state.kind === "signed-out" ? "outline" : "default" })}
          >
            {messages.payments.goToHome}
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
