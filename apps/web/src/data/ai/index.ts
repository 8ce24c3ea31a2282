// AI generation on the web side (issue 8): the server's calls, the local engine in a worker, saving results.

export { deviceEngineAvailable, useDeviceEngineAvailable } from "./device-engine";
export { pickEngine } from "./pick-engine";
export { type GenerationStage, runGeneration } from "./run-generation";
export type {
  GeneratedSummary,
  GenerationEngine,
  GenerationKind,
  GenerationOutcome,
  GenerationProgress,
  GenerationRequest,
  SourceNote,
} from "./types";
export { type GenerationState, useGeneration } from "./use-generation";
