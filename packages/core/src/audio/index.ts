// Audio rules of recording and upload — spec 1 §1, §4, §5, §9 (one function per rule, each pinned by a test).

export * from "./live-text.ts";
export * from "./resampler.ts";
export * from "./validate.ts";
