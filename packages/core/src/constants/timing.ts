// Timings and limits of the app shell, auth, notes and sync — spec 1 §9 and spec 2 §9.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Edited existing notes auto-save this long after the content last changed (spec 1 §4, §9). */
export const NOTE_AUTOSAVE_MS = 10 * SECOND_MS;
/** The Saved / error indicator of the editor returns to idle after this long (spec 1 §4, §9). */
export const SAVED_INDICATOR_RESET_MS = 2 * SECOND_MS;
/** After a manual save the editor goes to /notes after this long (spec 1 §4, §9). */
export const REDIRECT_AFTER_SAVE_MS = 1 * SECOND_MS;

/** Going online starts a queue sync after this delay; going offline cancels it (spec 1 §4, §9). */
export const SYNC_AFTER_ONLINE_MS = 5 * SECOND_MS;
/** How often the pending-change count is refreshed (spec 1 §9). */
export const PENDING_REFRESH_MS = 30 * SECOND_MS;
/** Online-only data (dashboard, plans, tier) is cached this long (spec 1 §9, DESIGN §4). */
export const DATA_CACHE_TTL_MS = 5 * MINUTE_MS;
/** 'Syncing N pending changes...' shows only when more than this many changes are pending (spec 1 §8, spec 2 §9). */
export const SYNC_NOTICE_MIN_PENDING = 3;
/** How long the 'Syncing N pending changes...' toast stays (spec 1 §8, spec 2 §8). */
export const SYNC_NOTICE_DURATION_MS = 5 * SECOND_MS;

/** After signing in, go to the requested page or /home after this long (spec 1 §2, spec 2 §9). */
export const LOGIN_REDIRECT_MS = 1 * SECOND_MS;
/** After registering, go to /auth/login after this long (spec 1 §2, spec 2 §9). */
export const REGISTER_REDIRECT_MS = 3 * SECOND_MS;
/** Minimum password length at registration (spec 1 §5, §9; spec 2 §9). */
export const MIN_PASSWORD_LENGTH = 6;
/** Auth token refresh retries start at this delay and double each time (spec 1 §9). */
export const AUTH_REFRESH_BACKOFF_START_MS = 200;
/** Backoff multiplier of the auth token refresh retries: "doubling" (spec 1 §9). */
export const AUTH_REFRESH_BACKOFF_FACTOR = 2;

/** Toast durations by kind: default 3 s, success 2 s, error 5 s (spec 1 §8, §9). */
export const TOAST_DURATION_MS = {
  default: 3 * SECOND_MS,
  success: 2 * SECOND_MS,
  error: 5 * SECOND_MS,
} as const;
/** At most this many toasts at once (spec 1 §9). */
export const MAX_TOASTS = 20;
/** Toast kinds the app uses: success green, error red, plus info, warning, loading (spec 1 §8). */
export const TOAST_KINDS = ["success", "error", "info", "warning", "loading"] as const;

/** Relative time: under this age a date reads 'Just now' (spec 1 §9). */
export const RELATIVE_TIME_JUST_NOW_MS = MINUTE_MS;
/** Relative time: from this age on the plain date is shown instead of 'N days ago' (spec 1 §9). */
export const RELATIVE_TIME_MAX_MS = 7 * 24 * 60 * MINUTE_MS;
