// zod schemas of every entity of ENTITIES.md and every API payload, with their inferred types.

export * from "./api.ts";
export * from "./billing.ts";
export * from "./common.ts";
export * from "./derived.ts";
export * from "./documents.ts";
export * from "./enums.ts";
export * from "./forms.ts";
export * from "./generation.ts";
export * from "./goals.ts";
export * from "./notes.ts";
export * from "./primitives.ts";
export * from "./progress.ts";
export * from "./study.ts";
export * from "./sync.ts";
