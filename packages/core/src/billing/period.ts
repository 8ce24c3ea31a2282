// Subscription periods — spec 2 §4 (activation) and §9 (30-day fallback).

import { FALLBACK_SUBSCRIPTION_PERIOD_DAYS } from "../constants/tiers.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day of a month (UTC), month 0-11; `Date.UTC` rolls over a month of 12 into the next year. */
function daysInMonthUtc(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * Adds calendar months in UTC, keeping the day of the month where it exists and otherwise taking the month's last
 * day: 31 Jan + 1 month is 28 Feb (29 in a leap year), never 3 March; 29 Feb + 12 months is 28 Feb.
 */
export function addCalendarMonths(start: Date, months: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(start.getUTCDate(), daysInMonthUtc(targetYear, targetMonth));
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/**
 * When a subscription activated at `start` ends (spec 2 §4): 1 month for a monthly plan, 1 year for a yearly one,
 * 30 days for any other interval and for the fallback activation.
 */
export function subscriptionPeriodEnd(start: Date, interval: string): Date {
  if (interval === "monthly") return addCalendarMonths(start, 1);
  if (interval === "yearly") return addCalendarMonths(start, 12);
  return new Date(start.getTime() + FALLBACK_SUBSCRIPTION_PERIOD_DAYS * DAY_MS);
}
