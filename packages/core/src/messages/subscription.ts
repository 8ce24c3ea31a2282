// Tiers, plans, payments and the payment callback — spec 1 §5 and spec 2 §2, §5, §8, §9.

export const tiers = {
  freeTrialExpired: "Free trial has expired. Please upgrade to continue.",
  lifetimeLimit: (n: number) =>
    `You've reached your lifetime limit of ${n} documents. Please upgrade to continue.`,
  /** Capture on the scan screen with 0 documents left (spec 2 §5). */
  lifetimeLimitReached: "You have reached your lifetime document limit. Please upgrade to continue.",
  documentsRemaining: (n: number) => `You have ${n} document(s) remaining in your lifetime limit...`,
  limitReached: "Document generation limit reached",
  subscriptionUnverifiable: "Unable to verify subscription status",
  // Tier card (spec 2 §2)
  freeTier: "Free Tier",
  signInRequired: "Sign In Required",
  upgrade: "Upgrade",
  textractNone: "None",
  moreFeatures: (n: number) => `+${n} more features`,
} as const;

export const plans = {
  tabPlans: "Plans",
  tabCurrentSubscription: "Current Subscription",
  tabBillingHistory: "Billing History",
  /** A price of 0 (spec 2 §9). */
  free: "Free",
  saveTwoMonths: "Save 2 months!",
  mostPopular: "Most Popular",
  /** Lectern wording: cancelling needs confirmation (spec 2 §5). */
  confirmCancel:
    "Are you sure you want to cancel your subscription? You will keep access until the end of the current period.",
} as const;

export const payments = {
  initFailed: "Payment initialization failed",
  failed: "Payment failed. Please try again.",
  signInToSubscribe: "Please sign in to subscribe",
  cancelFailed: "Failed to cancel subscription",
  // Callback (spec 2 §8)
  signInToVerify: "Please sign in to verify your payment.",
  signInToVerifyTitle: "Sign in to verify payment",
  noReference: "No payment reference found. Payment verification failed.",
  paymentStatus: (status: string) => `Payment ${status}. Please try again or contact support.`,
  verificationPending: "Payment verification pending",
  /** Lectern wording: the spec paraphrases the timeout text ("may still be processing"). */
  verificationTimeout:
    "We could not confirm your payment yet. It may still be processing; please check again in a few minutes.",
  verificationError: "An error occurred during payment verification. Please try again or contact support.",
  noPlanToActivate: "Could not find a subscription plan to activate",
  /** Lectern wording: "failures to create or update a subscription (exact texts not shown)". */
  createSubscriptionFailed: "Failed to create subscription",
  updateSubscriptionFailed: "Failed to update subscription",
  /** Lectern wording: the callback's success message is not quoted (spec 2 §2). */
  succeeded: "Payment successful! Your subscription is now active.",
  goToHome: "Go to Home",
  /** Lectern wording (issue 20 §2): a server with no gateway keys, e.g. the embedded default. */
  notConfigured:
    "Payments are not configured on this server. Ask whoever runs it to set up a payment gateway, or to grant you a plan with npm run admin -- grant-plan.",
  /** Lectern wording (issue 20 §4): checkout needs the network. */
  checkoutOffline: "You are offline. Connect to the internet to subscribe.",
  /** Lectern wording: cancelling was accepted (spec 2 §4: access continues until period end). */
  cancelled: (end: string) => `Your subscription is cancelled. You keep access until ${end}.`,
  noSubscription: "You have no subscription yet.",
  noPayments: "No payments yet.",
} as const;
