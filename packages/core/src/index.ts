// @lectern/core — the spec's constants, the message catalogue, the schemas and the shared rules.
// Pure TypeScript: no I/O, no DOM, no Node APIs (DESIGN §1).

export * from "./audio/index.ts";
export * from "./billing/index.ts";
export * from "./constants.ts";
export * from "./decks/index.ts";
export * from "./documents/index.ts";
export * from "./format.ts";
export * from "./generation/index.ts";
export * from "./ids.ts";
export * from "./messages.ts";
export * from "./notes/index.ts";
export * from "./plans.ts";
export * from "./progress/index.ts";
export * from "./quizzes/index.ts";
export * from "./schemas/index.ts";
export * from "./study/index.ts";
export * from "./sync/index.ts";
export * from "./text/index.ts";
export * from "./tiers.ts";
export * from "./transcript/index.ts";
export * from "./user.ts";
