export * from "./goals.ts";
export * from "./reviews.ts";
export * from "./summary.ts";
