// Tiers, plans and payments — spec 1 §5, §6 and spec 2 §2, §4, §6, §7, §9.

const MB = 1024 * 1024;

/**
 * The free tier (spec 2 §6, §9): 5 lifetime documents, 5 MB files, 5 Textract pages and one week of
 * trial access ('one week access').
 */
export const FREE_TIER = {
  lifetimeDocuments: 5,
  maxFileSizeBytes: 5 * MB,
  textractPages: 5,
  trialDays: 7,
  trialLabel: "one week access",
  ocrProvider: "basic",
} as const;
/** Name of the free plan; a subscription to it counts as the free tier (spec 1 §6, spec 2 §6). */
export const FREE_PLAN_NAME = "Free";
/** Page limit of paid plans (spec 1 §6, spec 2 §6, §9). */
export const PAID_TIER_PAGE_LIMIT = 500;
/** Remaining documents reported for paid users; 999999 or more means unlimited (spec 2 §3, §9). */
export const UNLIMITED_DOCUMENTS = 999999;
/** The Upload Documents banner shows only below this remaining count (spec 2 §2). */
export const REMAINING_DOCUMENTS_BANNER_BELOW = UNLIMITED_DOCUMENTS;

/** Plans whose name contains this (case-insensitive) are hidden (spec 2 §6). */
export const HIDDEN_PLAN_NAME_PART = "pro";
/** The non-annual plan with this name (case-insensitive) is marked Most Popular (spec 2 §6). */
export const MOST_POPULAR_PLAN_NAME = "student";
/** Plan looked up by name when a payment names no plan (spec 2 §7). */
export const FALLBACK_PLAN_NAME = "Student";
/** The tier card lists the first 3 features, then '+N more features' (spec 2 §2). */
export const TIER_CARD_FEATURES_SHOWN = 3;

/** Payment gateways of create-payment (spec 2 §7). */
export const PAYMENT_GATEWAYS = ["paystack", "dodo"] as const;
/** The only payment method offered, and the gateway label shown (spec 2 §7, §9). */
export const DEFAULT_PAYMENT_GATEWAY = "dodo";
/** Default currency of payments (spec 2 §7). */
export const DEFAULT_CURRENCY = "USD";
/** Default payment method recorded on a payment (spec 2 §3). */
export const DEFAULT_PAYMENT_METHOD = "card";
/** Payment verification retries up to 5 times (spec 2 §9). */
export const PAYMENT_VERIFICATION_MAX_RETRIES = 5;
/** Payment verification waits 3 s between retries (spec 2 §9). */
export const PAYMENT_VERIFICATION_INTERVAL_MS = 3000;
/** Subscription period for 'other' intervals and for the fallback activation: 30 days (spec 2 §4, §9). */
export const FALLBACK_SUBSCRIPTION_PERIOD_DAYS = 30;
/** Path the gateways send the user back to (spec 2 §2, §7). */
export const PAYMENT_CALLBACK_PATH = "/payment/callback";
/** A callback needs one of these query parameters; otherwise verification fails (spec 2 §5, §7). */
export const PAYMENT_REFERENCE_PARAMS = ["payment_id", "trxref", "reference"] as const;
/** The only gateway status that counts as success at the callback (spec 2 §5). */
export const PAYMENT_SUCCESS_STATUS = "succeeded";
