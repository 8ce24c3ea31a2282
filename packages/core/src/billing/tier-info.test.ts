import { describe, expect, it } from "vitest";
import { decideTier } from "../tiers.ts";
import {
  canUseTextract,
  describeTier,
  hasPremiumAccess,
  maxFileSizeLabel,
  textractPagesLabel,
  tierCardFeatures,
  tierStatusLabel,
  unverifiableTierInfo,
} from "./tier-info.ts";

const now = new Date("2026-03-03T00:00:00.000Z");
const base = { now, userCreatedAt: "2026-03-01T00:00:00.000Z", documentCount: 2 };

describe("describeTier (spec 2 §3 Tier info)", () => {
  it("describes the free tier: 5 documents, 5 MB, basic OCR, no Textract", () => {
    const info = describeTier({
      decision: decideTier({ ...base, subscription: null }),
      subscription: null,
      plan: null,
      paidOcrProvider: "AWS Textract",
    });
    expect(info).toMatchObject({
      isFreeTier: true,
      planName: "Free",
      subscriptionStatus: "none",
      pageLimit: 5,
      documentsGeneratedCount: 2,
      ocrProvider: "basic",
      maxFileSize: 5 * 1024 * 1024,
      textractPageLimit: 0,
      subscriptionEndDate: "2026-03-08T00:00:00.000Z",
      canGenerate: true,
    });
    expect(info.features).toHaveLength(4);
    expect(canUseTextract(info)).toBe(false);
    expect(hasPremiumAccess(info)).toBe(false);
  });
  it("describes a paid plan: page limit 500, the plan's features and Textract pages, its period end", () => {
    const subscription = {
      status: "active",
      planName: "Student",
      paymentGateway: "dodo",
      currentPeriodEnd: "2026-04-03T00:00:00.000Z",
      documentsGeneratedCount: 0,
    };
    const info = describeTier({
      decision: decideTier({ ...base, subscription }),
      subscription: { status: "active", current_period_end: subscription.currentPeriodEnd },
      plan: { features: ["a", "b", "c", "d"], textract_page_limit: 100 },
      paidOcrProvider: "AWS Textract",
    });
    expect(info).toMatchObject({
      isFreeTier: false,
      planName: "Student",
      subscriptionStatus: "active",
      pageLimit: 500,
      ocrProvider: "AWS Textract",
      textractPageLimit: 100,
      features: ["a", "b", "c", "d"],
      subscriptionEndDate: "2026-04-03T00:00:00.000Z",
      canGenerate: true,
    });
    expect(canUseTextract(info)).toBe(true);
    expect(hasPremiumAccess(info)).toBe(true);
  });
  it("blocks generation when the subscription cannot be verified", () => {
    const info = unverifiableTierInfo();
    expect(info).toMatchObject({ subscriptionStatus: "error", canGenerate: false });
    expect(info.reason).toBe("Unable to verify subscription status");
    expect(canUseTextract(info)).toBe(false);
  });
});

describe("tier card labels (spec 2 §2)", () => {
  it("shows three features then '+N more features'", () => {
    expect(tierCardFeatures(["a", "b", "c", "d", "e"])).toEqual({
      shown: ["a", "b", "c"],
      more: "+2 more features",
    });
    expect(tierCardFeatures(["a"])).toEqual({ shown: ["a"], more: null });
  });
  it("says None for no Textract pages, sizes in MB and Free Tier for no status", () => {
    expect(textractPagesLabel(0)).toBe("None");
    expect(textractPagesLabel(500)).toBe("500");
    expect(maxFileSizeLabel(5 * 1024 * 1024)).toBe("5 MB");
    expect(tierStatusLabel("none")).toBe("Free Tier");
    expect(tierStatusLabel("active")).toBe("active");
  });
});
