import { describe, expect, it } from "vitest";
import { isMostPopularPlan, isPlanHidden } from "./plans.ts";

describe("isPlanHidden (spec 2 §6)", () => {
  it("hides any plan whose name contains 'pro', in any case", () => {
    expect(isPlanHidden("Pro")).toBe(true);
    expect(isPlanHidden("Student PRO yearly")).toBe(true);
    expect(isPlanHidden("Professional")).toBe(true);
  });
  it("shows the others", () => {
    expect(isPlanHidden("Free")).toBe(false);
    expect(isPlanHidden("Student")).toBe(false);
  });
});

describe("isMostPopularPlan (spec 2 §6)", () => {
  it("marks the non-annual student plan only", () => {
    expect(isMostPopularPlan({ name: "Student", interval: "monthly" })).toBe(true);
    expect(isMostPopularPlan({ name: "Student Annual", interval: "yearly" })).toBe(false);
    expect(isMostPopularPlan({ name: "Free", interval: "monthly" })).toBe(false);
  });
});
