// The exam date of a deck as a date field shows it (issue 14 Deliver 5). The exam is taken to start at local
// midnight of its day, so the scheduler's last review lands on an earlier day.

import { messages } from "@lectern/core";

const pad = (n: number) => String(n).padStart(2, "0");

/** A Date as the local yyyy-mm-dd a date input holds. */
export function localDateValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The stored ISO start of an exam as the date input's value ('' when none or malformed). */
export function examDateInputValue(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : localDateValue(date);
}

/** The date input's value as the ISO start of the exam, or the message saying why it cannot be one. */
export function examStartFromInput(value: string, now: Date): { iso: string } | { error: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { error: messages.studySettings.examDateInvalid };
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const start = new Date(y, m - 1, d);
  if (start.getFullYear() !== y || start.getMonth() !== m - 1 || start.getDate() !== d) {
    return { error: messages.studySettings.examDateInvalid };
  }
  // Today is allowed (an exam later today); a past day would schedule nothing and is refused.
  if (value < localDateValue(now)) return { error: messages.studySettings.examDatePast };
  return { iso: start.toISOString() };
}
