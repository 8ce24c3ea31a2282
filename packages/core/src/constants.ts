// Every business constant of spec 1 §9 and spec 2 §9 (plus the few numbers of §2–§7 that screens need),
// split by area. Import from here or from the package root.

export * from "./constants/documents.ts";
export * from "./constants/generation.ts";
export * from "./constants/landing.ts";
export * from "./constants/limits.ts";
export * from "./constants/notes.ts";
export * from "./constants/progress.ts";
export * from "./constants/recording.ts";
export * from "./constants/study.ts";
export * from "./constants/subjects.ts";
export * from "./constants/tiers.ts";
export * from "./constants/timing.ts";
