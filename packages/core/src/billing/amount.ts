// Money for payments — spec 2 §3 (payment amount, currency), issue 20 §3 (the charge is checked against the price).

/** Decimal places of a currency's minor unit (2 for USD and NGN, 0 for JPY); 2 for a code Intl does not know. */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A price in major units (plans store 9.99) as the gateways count it: minor units (999 cents). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyDecimals(currency));
}

/** Minor units back to major units, for the payments table and the screens. */
export function fromMinorUnits(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyDecimals(currency);
}

/**
 * Whether a verified charge pays for a plan (issue 20 §3): the same currency and at least the plan's price,
 * compared in minor units so 9.99 is never rounded into 10. A lower amount never activates anything.
 */
export function paymentCoversPlan(
  paid: { amountMinor: number; currency: string },
  plan: { price: number; currency: string },
): boolean {
  if (paid.currency.toUpperCase() !== plan.currency.toUpperCase()) return false;
  if (!Number.isFinite(paid.amountMinor)) return false;
  return paid.amountMinor >= toMinorUnits(plan.price, plan.currency);
}
