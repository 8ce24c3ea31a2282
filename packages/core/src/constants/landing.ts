// Landing page and waitlist — spec 1 §2, §9.

/** Waitlist count shown when the real count cannot be read (spec 1 §9). */
export const WAITLIST_FALLBACK_COUNT = 10000;
/** Above this count the waitlist shows thousands with a plus, e.g. '12K+' (spec 1 §9). */
export const WAITLIST_THOUSANDS_ABOVE = 10000;
/** Landing stats besides the waitlist: 95% accuracy rate, 3x faster learning (spec 1 §2). */
export const LANDING_STATS = { accuracyPercent: 95, fasterLearningFactor: 3 } as const;
/** Longest referral source kept with a waitlist entry (Lectern limit; spec 1 §2 makes it optional). */
export const WAITLIST_REFERRAL_MAX_CHARS = 200;
