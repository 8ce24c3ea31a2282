export * from "./amount.ts";
export * from "./payment-callback.ts";
export * from "./period.ts";
export * from "./plan-display.ts";
export * from "./subscription.ts";
export * from "./tier-info.ts";
