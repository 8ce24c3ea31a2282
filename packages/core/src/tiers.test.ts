import { describe, expect, it } from "vitest";
import {
  decideTier,
  documentsGenerated,
  freeTrialEnd,
  isFreeTier,
  type TierFacts,
  type TierSubscription,
} from "./tiers.ts";

const SIGN_UP = "2026-03-01T12:00:00.000Z";
const at = (iso: string) => new Date(iso);
const sub = (over: Partial<TierSubscription> = {}): TierSubscription => ({
  status: "active",
  planName: "Student",
  paymentGateway: "dodo",
  currentPeriodEnd: "2026-04-01T00:00:00.000Z",
  documentsGeneratedCount: 0,
  ...over,
});
const facts = (over: Partial<TierFacts> = {}): TierFacts => ({
  now: at("2026-03-03T00:00:00.000Z"),
  userCreatedAt: SIGN_UP,
  subscription: null,
  documentCount: 0,
  ...over,
});

describe("isFreeTier (spec 1 §6)", () => {
  it("is free with no subscription, or one that is not active", () => {
    expect(isFreeTier(null)).toBe(true);
    for (const status of ["cancelled", "expired", "pending"]) expect(isFreeTier(sub({ status }))).toBe(true);
  });
  it("is free on a plan named Free, in any case, or on the free-tier gateway", () => {
    expect(isFreeTier(sub({ planName: "Free" }))).toBe(true);
    expect(isFreeTier(sub({ planName: " free " }))).toBe(true);
    expect(isFreeTier(sub({ paymentGateway: "free" }))).toBe(true);
  });
  it("is paid on any other active plan", () => {
    const during = at("2026-03-15T00:00:00.000Z");
    expect(isFreeTier(sub(), during)).toBe(false);
    expect(isFreeTier(sub({ planName: "Freedom", paymentGateway: null }), during)).toBe(false);
  });
  it("is free again once an active paid period has ended, cancelled or not (spec 2 §4)", () => {
    expect(isFreeTier(sub(), at("2026-04-01T00:00:00.000Z"))).toBe(true);
    expect(isFreeTier(sub({ currentPeriodEnd: null }), at("2030-01-01T00:00:00.000Z"))).toBe(false);
  });
});

describe("freeTrialEnd (spec 2 §5, §9: one week access)", () => {
  it("is one week after sign-up without a free subscription end date", () => {
    expect(freeTrialEnd(facts()).toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(freeTrialEnd(facts({ subscription: sub({ status: "expired" }) })).toISOString()).toBe(
      "2026-03-08T12:00:00.000Z",
    );
  });
  it("is the free subscription's end date when it has one", () => {
    const free = sub({ planName: "Free", currentPeriodEnd: "2026-03-05T00:00:00.000Z" });
    expect(freeTrialEnd(facts({ subscription: free })).toISOString()).toBe("2026-03-05T00:00:00.000Z");
  });
});

describe("documentsGenerated", () => {
  it("takes the higher of the document count and the subscription's counter", () => {
    expect(documentsGenerated(facts({ documentCount: 3 }))).toBe(3);
    expect(
      documentsGenerated(facts({ documentCount: 1, subscription: sub({ documentsGeneratedCount: 4 }) })),
    ).toBe(4);
  });
});

describe("decideTier (spec 1 §5, §6; spec 2 §5, §9)", () => {
  it("lets a new free user generate, with 5 minus the count remaining", () => {
    expect(decideTier(facts({ documentCount: 2 }))).toEqual({
      tier: "free",
      planName: "Free",
      remaining: 3,
      documentsGeneratedCount: 2,
      trialEndsAt: "2026-03-08T12:00:00.000Z",
      canGenerate: true,
    });
  });

  it("reaches the lifetime limit when the count is at or above 5, not before", () => {
    expect(decideTier(facts({ documentCount: 4 })).canGenerate).toBe(true);
    for (const documentCount of [5, 9]) {
      const decision = decideTier(facts({ documentCount }));
      expect(decision).toMatchObject({ canGenerate: false, remaining: 0 });
      expect(decision.reason).toBe(
        "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
      );
    }
  });

  it("ends the trial one week after sign-up: still open at the last instant, closed just after", () => {
    expect(decideTier(facts({ now: at("2026-03-08T12:00:00.000Z") })).canGenerate).toBe(true);
    const late = decideTier(facts({ now: at("2026-03-08T12:00:00.001Z") }));
    expect(late).toMatchObject({
      canGenerate: false,
      reason: "Free trial has expired. Please upgrade to continue.",
    });
  });

  it("names the expired trial before the limit when both apply", () => {
    const decision = decideTier(facts({ now: at("2026-04-01T00:00:00.000Z"), documentCount: 5 }));
    expect(decision.reason).toBe("Free trial has expired. Please upgrade to continue.");
  });

  it("blocks a free-plan user whose subscription end date has passed (spec 2 §5)", () => {
    const free = sub({ planName: "Free", currentPeriodEnd: "2026-03-02T00:00:00.000Z" });
    expect(decideTier(facts({ subscription: free }))).toMatchObject({
      tier: "free",
      planName: "Free",
      canGenerate: false,
      reason: "Free trial has expired. Please upgrade to continue.",
    });
  });

  it("gives paid users unlimited documents (999999) whatever the count or sign-up date", () => {
    const decision = decideTier(
      facts({
        now: at("2027-01-01T00:00:00.000Z"),
        documentCount: 40,
        subscription: sub({ currentPeriodEnd: "2027-01-31T00:00:00.000Z" }),
      }),
    );
    expect(decision).toEqual({
      tier: "paid",
      planName: "Student",
      remaining: 999999,
      documentsGeneratedCount: 40,
      trialEndsAt: null,
      canGenerate: true,
    });
  });

  it("treats a cancelled paid subscription as free again", () => {
    const decision = decideTier(
      facts({ now: at("2027-01-01T00:00:00.000Z"), subscription: sub({ status: "cancelled" }) }),
    );
    expect(decision).toMatchObject({ tier: "free", canGenerate: false });
  });
});
