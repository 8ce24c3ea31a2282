// Subscription status rules — spec 2 §2 (Current Subscription), §4 (status, cancelling), §5.

import { ACTIVE_SUBSCRIPTION_STATUS } from "../tiers.ts";

type SubscriptionState = {
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | Date | null;
};

/**
 * spec 2 §4: "The Cancel button shows only when active and not already set to cancel." A subscription whose paid
 * period is already over has nothing left to cancel.
 */
export function canCancelSubscription(subscription: SubscriptionState | null, now = new Date()): boolean {
  if (!subscription || subscription.cancel_at_period_end) return false;
  return isSubscriptionCurrent(subscription, now);
}

/**
 * Whether a subscription gives its plan now: active, and its period not yet over (spec 2 §4: a cancelled one keeps
 * access "until period end"; a period that has ended gives none, whether or not it was cancelled). A row with no
 * period end (an operator's grant without one) lasts until changed.
 */
export function isSubscriptionCurrent(
  subscription: Pick<SubscriptionState, "status" | "current_period_end">,
  now = new Date(),
): boolean {
  if (subscription.status !== ACTIVE_SUBSCRIPTION_STATUS) return false;
  if (subscription.current_period_end === null) return true;
  return new Date(subscription.current_period_end).getTime() > now.getTime();
}

/** What the Current Subscription tab calls the state (Lectern wording; the spec names only the statuses). */
export function subscriptionStatusLabel(subscription: SubscriptionState, now = new Date()): string {
  if (subscription.status === ACTIVE_SUBSCRIPTION_STATUS && !isSubscriptionCurrent(subscription, now)) {
    return "expired";
  }
  if (subscription.status === ACTIVE_SUBSCRIPTION_STATUS && subscription.cancel_at_period_end) {
    return "active, cancels at period end";
  }
  return subscription.status;
}
