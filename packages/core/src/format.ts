// Display formats shared by screens and server — spec 1 §9 and spec 2 §2, §3, §9.

import { WAITLIST_THOUSANDS_ABOVE } from "./constants/landing.ts";
import { RELATIVE_TIME_JUST_NOW_MS, RELATIVE_TIME_MAX_MS } from "./constants/timing.ts";
import { messages } from "./messages.ts";

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// Made at first use: building an Intl formatter costs tens of milliseconds on a slow phone, and the landing page
// loads this module for formatWaitlistCount alone (issue 18 §1: total blocking time).
let dateFormat: Intl.DateTimeFormat | undefined;
const dateFormatter = () =>
  (dateFormat ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }));

/**
 * Relative time (spec 1 §9): 'Just now' under 1 minute, then whole minutes, hours and days up to a
 * week, then the date ('Nov 23, 2026'). A date in the future reads 'Just now' (clock skew between
 * devices should not show negative ages).
 */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  const age = now.getTime() - then.getTime();
  if (Number.isNaN(age)) return "";
  if (age < RELATIVE_TIME_JUST_NOW_MS) return messages.time.justNow;
  if (age < HOUR_MS) return messages.time.minutesAgo(Math.floor(age / MINUTE_MS));
  if (age < DAY_MS) return messages.time.hoursAgo(Math.floor(age / HOUR_MS));
  if (age < RELATIVE_TIME_MAX_MS) return messages.time.daysAgo(Math.floor(age / DAY_MS));
  return dateFormatter().format(then);
}

/** Study time as hours and minutes (spec 1 §9): 125 → '2h 5m', 45 → '45m', 0 → '0m'. */
export function formatStudyTime(minutes: number): string {
  const total = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}

/** Waitlist count (spec 1 §9): in thousands with a plus above 10000 ('12K+'), else '9,876'. */
export function formatWaitlistCount(count: number): string {
  if (count > WAITLIST_THOUSANDS_ABOVE) return `${Math.floor(count / 1000)}K+`;
  // Thousands separators by hand: the first Intl call of a page costs tens of milliseconds on a slow phone, and
  // this is the landing page's only one (issue 18 §1: total blocking time). Same text as toLocaleString("en-US").
  return String(Math.max(0, Math.floor(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A plan price (spec 2 §9): currency with no decimals, per '/month' or '/year'; 0 is 'Free'. Intervals
 * other than monthly and yearly show the bare price.
 */
export function formatPrice(price: number, currency: string, interval: string): string {
  if (price === 0) return messages.plans.free;
  let amount: string;
  try {
    amount = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(price);
  } catch {
    // An unknown currency code must not break the plans page.
    amount = `${currency} ${Math.round(price)}`;
  }
  if (interval === "monthly") return `${amount}/month`;
  if (interval === "yearly") return `${amount}/year`;
  return amount;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A duration in seconds as 'mm:ss' (recording timer, spec 1 §2), or 'h:mm:ss' from one hour on. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(secs)}` : `${pad2(minutes)}:${pad2(secs)}`;
}

/** A file size in MB with 2 decimals (spec 2 §2): 1289748 → '1.23 MB'. */
export function formatFileSizeMB(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return `${(safe / (1024 * 1024)).toFixed(2)} MB`;
}

/** File name of the N-th captured image, numbered from 1 (spec 2 §3). */
export function capturedImageFileName(n: number): string {
  return `captured-image-${n}.jpg`;
}
