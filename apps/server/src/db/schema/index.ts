export * from "./auth.ts";
export * from "./billing.ts";
export * from "./documents.ts";
export * from "./notes.ts";
export * from "./shares.ts";
export * from "./study.ts";
export * from "./sync.ts";
