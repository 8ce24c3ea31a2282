// The generation rules of spec 1 §9 and DESIGN §6 (one function per rule, each pinned by a test).

export * from "./chunks.ts";
export * from "./difficulty.ts";
export * from "./grounding.ts";
export * from "./run-ids.ts";
export * from "./text.ts";
