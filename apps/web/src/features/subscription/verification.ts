// The payment callback's verification (spec 2 §2, §4, §5, §9; issue 20 §3): the URL names a reference, the server
// asks the gateway, and only its answer can say the payment succeeded. A `status` in the URL can only fail at once.

import {
  callbackStatusFailure,
  messages,
  PAYMENT_VERIFICATION_INTERVAL_MS,
  paymentReferenceFromQuery,
  shouldRetryVerification,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from "@lectern/core";

export type VerificationOutcome =
  | { kind: "success"; message: string; planName: string | null }
  | { kind: "failed"; message: string }
  /** Still pending at the gateway after every retry: 'Payment verification pending' (spec 2 §8). */
  | { kind: "pending"; message: string }
  | { kind: "error"; message: string };

export type VerificationDeps = {
  verify: (request: VerifyPaymentRequest) => Promise<VerifyPaymentResponse>;
  /** Resolves after `ms`; rejects when `signal` aborts (the page was left). */
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
  signal: AbortSignal;
};

/** A timer that a left page cancels. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * From the callback URL's query to what the page shows. Resolves to null when the page was left meanwhile (nothing
 * to show). While the gateway says pending it asks again, up to 5 times 3 s apart (spec 2 §9).
 */
export async function verifyPaymentFromCallback(
  query: URLSearchParams,
  { verify, wait, signal }: VerificationDeps,
): Promise<VerificationOutcome | null> {
  const statusFailure = callbackStatusFailure(query);
  if (statusFailure) return { kind: "failed", message: statusFailure };
  const found = paymentReferenceFromQuery(query);
  if (!found) return { kind: "failed", message: messages.payments.noReference };
  try {
    for (let retriesDone = 0; ; retriesDone += 1) {
      const answer = await verify({ reference: found.reference, gateway: found.gateway });
      if (signal.aborted) return null;
      if (answer.status === "completed") {
        return { kind: "success", message: messages.payments.succeeded, planName: answer.planName ?? null };
      }
      if (answer.status === "failed") {
        return { kind: "failed", message: answer.message || messages.payments.paymentStatus("failed") };
      }
      if (!shouldRetryVerification(retriesDone)) {
        return { kind: "pending", message: messages.payments.verificationTimeout };
      }
      await wait(PAYMENT_VERIFICATION_INTERVAL_MS, signal);
    }
  } catch {
    if (signal.aborted) return null;
    return { kind: "error", message: messages.payments.verificationError };
  }
}
