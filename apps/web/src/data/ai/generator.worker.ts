/// <reference lib="webworker" />
// The local engine of packages/generator (wink-nlp and its English model) running off the page's thread, so AI
// tools also work offline (issue 8, DESIGN §5). Loaded only when a generation runs on the device.

import { createLocalProvider, generateStudyMaterial } from "@lectern/generator";
import type { FromGeneratorWorker, ToGeneratorWorker } from "./worker-protocol";

declare const self: DedicatedWorkerGlobalScope;

const provider = createLocalProvider();
const post = (message: FromGeneratorWorker) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<ToGeneratorWorker>) => {
  const { id, kind, note, options } = event.data;
  try {
    const result = await generateStudyMaterial(provider, kind, note, options, {
      onProgress: ({ current, total }) => post({ type: "progress", id, current, total }),
    });
    post({ type: "result", id, result });
  } catch (error) {
    post({ type: "error", id, message: error instanceof Error ? error.message : String(error) });
  }
};
