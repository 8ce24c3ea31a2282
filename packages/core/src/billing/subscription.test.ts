import { describe, expect, it } from "vitest";
import { canCancelSubscription, isSubscriptionCurrent, subscriptionStatusLabel } from "./subscription.ts";

const now = new Date("2026-06-01T00:00:00.000Z");
const sub = (over = {}) => ({
  status: "active",
  cancel_at_period_end: false,
  current_period_end: "2026-06-15T00:00:00.000Z",
  ...over,
});

describe("canCancelSubscription (spec 2 §4)", () => {
  it("allows Cancel only when active and not already set to cancel", () => {
    expect(canCancelSubscription(sub(), now)).toBe(true);
    expect(canCancelSubscription(sub({ cancel_at_period_end: true }), now)).toBe(false);
    for (const status of ["cancelled", "expired", "pending"]) {
      expect(canCancelSubscription(sub({ status }), now)).toBe(false);
    }
    expect(canCancelSubscription(null, now)).toBe(false);
  });
  it("has nothing to cancel once the period is over", () => {
    expect(canCancelSubscription(sub({ current_period_end: "2026-05-31T00:00:00.000Z" }), now)).toBe(false);
  });
});

describe("isSubscriptionCurrent (spec 2 §4: access until period end)", () => {
  it("keeps a cancelling subscription until its period end, and no longer", () => {
    const cancelling = sub({ cancel_at_period_end: true });
    expect(isSubscriptionCurrent(cancelling, now)).toBe(true);
    expect(isSubscriptionCurrent(cancelling, new Date("2026-06-15T00:00:00.000Z"))).toBe(false);
  });
  it("lasts without an end date, and never for other statuses", () => {
    expect(isSubscriptionCurrent(sub({ current_period_end: null }), now)).toBe(true);
    expect(isSubscriptionCurrent(sub({ status: "pending", current_period_end: null }), now)).toBe(false);
  });
});

describe("subscriptionStatusLabel", () => {
  it("says when an active subscription will end or has ended", () => {
    expect(subscriptionStatusLabel(sub(), now)).toBe("active");
    expect(subscriptionStatusLabel(sub({ cancel_at_period_end: true }), now)).toBe(
      "active, cancels at period end",
    );
    expect(subscriptionStatusLabel(sub({ current_period_end: "2026-01-01T00:00:00.000Z" }), now)).toBe(
      "expired",
    );
    expect(subscriptionStatusLabel(sub({ status: "cancelled" }), now)).toBe("cancelled");
  });
});
