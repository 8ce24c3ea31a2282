import { describe, expect, it } from "vitest";
import { displayedPlans } from "./plan-display.ts";

const plan = (name: string, price: number, interval = "monthly", is_active = true) => ({
  name,
  price,
  currency: "USD",
  interval,
  is_active,
});

describe("displayedPlans (spec 2 §6, §7, §9)", () => {
  it("offers active plans that are not 'pro', cheapest first, with price labels and badges", () => {
    const shown = displayedPlans([
      plan("Student Yearly", 99, "yearly"),
      plan("Pro", 30),
      plan("Student", 9.99),
      plan("Free", 0),
      plan("Old", 5, "monthly", false),
    ]);
    expect(shown.map((p) => [p.plan.name, p.priceLabel, p.badge, p.saving])).toEqual([
      ["Free", "Free", null, null],
      ["Student", "$10/month", "Most Popular", null],
      ["Student Yearly", "$99/year", null, "Save 2 months!"],
    ]);
  });
});
