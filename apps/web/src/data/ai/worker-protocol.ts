// Messages between the page and the device's generator worker.

import type { GenerationResult } from "@lectern/generator";
import type { GenerationKind, GenerationOptions, SourceNote } from "./types";

export type ToGeneratorWorker = {
  type: "run";
  id: number;
  kind: GenerationKind;
  note: SourceNote;
  options: GenerationOptions;
};

export type FromGeneratorWorker =
  | { type: "progress"; id: number; current: number; total: number }
  | { type: "result"; id: number; result: GenerationResult }
  | { type: "error"; id: number; message: string };
