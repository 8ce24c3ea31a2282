/** spec 2 §6: "Plans whose name contains 'pro' are hidden." */
export function isPlanHidden(planName: string): boolean {
  return planName.toLowerCase().includes("pro");
}

/** spec 2 §6: "The 'student' plan (non-annual) is marked Most Popular." */
export function isMostPopularPlan(plan: { name: string; interval: string }): boolean {
  return plan.name.toLowerCase().includes("student") && plan.interval !== "yearly";
}
