import { messages } from "@lectern/core";

const t = messages.progress;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How far off a review is, in whole minutes, hours or days (rounded down; overdue counts back). */
function span(ms: number): string {
  if (ms >= DAY_MS) return t.days(Math.floor(ms / DAY_MS));
  if (ms >= HOUR_MS) return t.hours(Math.floor(ms / HOUR_MS));
  return t.minutes(Math.max(1, Math.floor(ms / 60_000)));
}

/** An upcoming review's due time relative to now: 'Due in 2 days', 'Overdue by 3 days', 'Due now'. */
export function dueText(due: string, now: Date): string {
  const ms = new Date(due).getTime() - now.getTime();
  if (Number.isNaN(ms)) return "";
  if (Math.abs(ms) < 60_000) return t.dueNow;
  return ms > 0 ? t.dueIn(span(ms)) : t.overdueBy(span(-ms));
}
