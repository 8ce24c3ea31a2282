// What Subscribe does with a plan (spec 2 §7 create-payment; issue 20 §2, §4). Decided here, away from the
// component, so every branch is pinned by a test.

import {
  type CreatePaymentRequest,
  DEFAULT_CURRENCY,
  DEFAULT_PAYMENT_GATEWAY,
  liveProductCheckoutUrl,
  messages,
  type PaymentsConfig,
  type SubscriptionPlan,
} from "@lectern/core";

export type CheckoutStep =
  /** Tell the student why nothing happens (offline, signed out, no gateway); no request is made. */
  | { kind: "refuse"; message: string }
  /** The plan's live product link, built on the device: go there without a server call (spec 2 §7). */
  | { kind: "redirect"; url: string }
  /** Ask the server for a checkout (POST /api/payments/create), then go to the page it names. */
  | { kind: "create"; request: CreatePaymentRequest };

export type CheckoutFacts = {
  plan: SubscriptionPlan;
  online: boolean;
  user: { id: string; email: string } | null;
  /** GET /api/payments/config; undefined while unknown (the server's 503 then says it instead). */
  config: PaymentsConfig | undefined;
  /** This site's origin, for the live link's redirect_url of /payment/callback. */
  origin: string;
};

export function checkoutStep({ plan, online, user, config, origin }: CheckoutFacts): CheckoutStep {
  // issue 20 §4: checkout needs the network and says so.
  if (!online) return { kind: "refuse", message: messages.payments.checkoutOffline };
  if (!user) return { kind: "refuse", message: messages.payments.signInToSubscribe };
  const currency = plan.currency || DEFAULT_CURRENCY;
  if (plan.live_product_link) {
    const url = liveProductCheckoutUrl(plan.live_product_link, {
      planId: plan.id,
      amount: plan.price,
      currency,
      userId: user.id,
      origin,
    });
    if (url) return { kind: "redirect", url };
  }
  // spec 2 §7: "The only payment method offered is dodo".
  if (config && !config.gateways[DEFAULT_PAYMENT_GATEWAY]) {
    return { kind: "refuse", message: messages.payments.notConfigured };
  }
  return {
    kind: "create",
    request: {
      gateway: DEFAULT_PAYMENT_GATEWAY,
      planId: plan.id,
      amount: plan.price,
      currency,
      userId: user.id,
      email: user.email,
      metadata: { planName: plan.name, interval: plan.interval },
    },
  };
}

/**
 * The toast for a checkout that could not start (spec 2 §8), from the server's HTTP status (null: no answer). A
 * server without gateway keys (503) says so; the gateway refusing or failing (5xx) is 'Payment initialization
 * failed'; anything else (the network, a refused request) is 'Payment failed. Please try again.'
 */
export function checkoutErrorMessage(status: number | null): string {
  if (status === 503) return messages.payments.notConfigured;
  if (status !== null && status >= 500) return messages.payments.initFailed;
  return messages.payments.failed;
}
