// How the billing screens write dates and amounts (the device's locale).

import { messages } from "@lectern/core";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A period boundary or payment date; 'None' when there is none. */
export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return messages.billingScreens.notSet;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? messages.billingScreens.notSet : dateFormat.format(date);
}

/** A payment's amount as currency, with the currency's own decimals ($10.00, ₦5,000.00, ¥1,000). */
export function formatPaymentAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(amount);
  } catch {
    // an unknown code must not break the table
    return `${currency} ${amount}`;
  }
}
