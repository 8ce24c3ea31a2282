// The Plans tab — spec 2 §6 (hidden 'pro' plans, Most Popular), §7 (active plans by price), §9 (prices, yearly).

import { formatPrice } from "../format.ts";
import { messages } from "../messages.ts";
import { isMostPopularPlan, isPlanHidden } from "../plans.ts";

type PlanLike = { name: string; price: number; currency: string; interval: string; is_active: boolean };

export type DisplayedPlan<P extends PlanLike> = {
  plan: P;
  /** '$10/month', '$99/year', or 'Free' (spec 2 §9). */
  priceLabel: string;
  /** 'Most Popular' on the non-annual student plan (spec 2 §6). */
  badge: string | null;
  /** 'Save 2 months!' on yearly plans (spec 2 §9). */
  saving: string | null;
};

/** The plans a student is offered, in order: active, not hidden, cheapest first (spec 2 §6, §7, §9). */
export function displayedPlans<P extends PlanLike>(plans: readonly P[]): DisplayedPlan<P>[] {
  return plans
    .filter((plan) => plan.is_active && !isPlanHidden(plan.name))
    .slice()
    .sort((a, b) => a.price - b.price)
    .map((plan) => ({
      plan,
      priceLabel: formatPrice(plan.price, plan.currency, plan.interval),
      badge: isMostPopularPlan(plan) ? messages.plans.mostPopular : null,
      saving: plan.interval === "yearly" ? messages.plans.saveTwoMonths : null,
    }));
}
