// The harness's worker: decodes a posted file with decodeToMono16k, as the speech engine's worker will.

import { type DecodeRunOptions, runDecode } from "./chromium-audio-run.ts";

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<{ file: Blob; options: DecodeRunOptions }>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = async (event) => {
  scope.postMessage(await runDecode(event.data.file, event.data.options));
};
