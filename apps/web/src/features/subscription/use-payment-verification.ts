import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useAuthSession } from "@/data/auth";
import { useBillingActions } from "@/data/billing";
import { abortableWait, type VerificationOutcome, verifyPaymentFromCallback } from "./verification";

export type CallbackState = { kind: "signed-out" } | { kind: "loading" } | VerificationOutcome;

/**
 * The callback page's state (spec 2 §4: loading, then success or failed). Verification starts once the session is
 * known and a user is signed in; leaving the page cancels the retry timer.
 */
export function usePaymentVerification(): CallbackState {
  const { user, isPending } = useAuthSession();
  const [params] = useSearchParams();
  const { verifyPayment } = useBillingActions();
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);
  const userId = user?.id ?? null;
  const query = params.toString();

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    setOutcome(null);
    void verifyPaymentFromCallback(new URLSearchParams(query), {
      verify: verifyPayment,
      wait: abortableWait,
      signal: controller.signal,
    }).then((result) => {
      if (result) setOutcome(result);
    });
    return () => controller.abort();
  }, [userId, query, verifyPayment]);

  if (outcome) return outcome;
  if (!userId && !isPending) return { kind: "signed-out" };
  return { kind: "loading" };
}
