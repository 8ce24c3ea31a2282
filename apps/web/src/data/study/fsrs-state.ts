// The chunk fsrs-loader.ts imports on demand: ts-fsrs and core's replay through it (issue 18 §1).
export { fsrsScheduleState } from "@lectern/core";
