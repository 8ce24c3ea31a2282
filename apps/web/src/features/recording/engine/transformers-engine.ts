// The real engine: Whisper base.en through transformers.js (issue 7; DESIGN §5 Speech). Runs inside the worker.

import {
  type AutomaticSpeechRecognitionPipeline,
  env,
  type PretrainedModelOptions,
  pipeline,
} from "@huggingface/transformers";
import { AUDIO_SAMPLE_RATE } from "@lectern/core";
// onnxruntime-web's WebAssembly binary, served by our own server under /assets/ (never a CDN). transformers.js
// imports the WebGPU bundle of onnxruntime-web, which carries its JavaScript glue inline and runs on this
// ".asyncify" binary with or without a GPU.
import ortWasmUrl from "onnxruntime-web/ort-wasm-simd-threaded.asyncify.wasm?url";
import type { FileEvent } from "./protocol";
import type { SpeechEngine } from "./speech-engine";
import type { SpeechDevice } from "./types";
import model from "./whisper-model.json";
import { toTranscriptionResult, type WhisperOutput } from "./whisper-output";

/** Model files are looked up at our server first (filled by `npm run models:fetch`), else on the hub. */
export const LOCAL_MODEL_PATH = "/models/";

function configure() {
  env.localModelPath = LOCAL_MODEL_PATH;
  env.allowLocalModels = true;
  env.allowRemoteModels = true;
  // transformers.js keeps every model file it fetched in Cache Storage ("transformers-cache") and reads it from
  // there first, so the next visit needs no network.
  env.useBrowserCache = true;
  // The wasm binary is cached by our service worker instead (runtime rule in vite.config.ts): one copy, and the
  // same URL offline and online.
  env.useWasmCache = false;
  const wasm = env.backends.onnx.wasm;
  if (wasm) wasm.wasmPaths = { wasm: new URL(ortWasmUrl, self.location.href).href };
}

async function preferredDevice(): Promise<SpeechDevice> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu) return "wasm";
  try {
    return (await gpu.requestAdapter()) ? "webgpu" : "wasm";
  } catch {
    return "wasm";
  }
}

type ProgressInfo = { status: string; file?: string; loaded?: number; total?: number; progress?: number };
const FILE_STATUSES = new Set(["initiate", "download", "progress", "done"]);

export function createTransformersEngine(): SpeechEngine {
  let transcriber: AutomaticSpeechRecognitionPipeline | undefined;

  async function open(device: SpeechDevice, onFile: (event: FileEvent) => void) {
    const options: PretrainedModelOptions = {
      device,
      dtype: model.dtype[device] as PretrainedModelOptions["dtype"],
      revision: model.revision,
      progress_callback: (info: ProgressInfo) => {
        if (info.file && FILE_STATUSES.has(info.status)) onFile(info as FileEvent);
      },
    };
    return (await pipeline(
      "automatic-speech-recognition",
      model.id,
      options,
    )) as AutomaticSpeechRecognitionPipeline;
  }

  return {
    async load(onFile, onReset) {
      configure();
      const device = await preferredDevice();
      try {
        transcriber = await open(device, onFile);
        return device;
      } catch (error) {
        if (device === "wasm") throw error;
        // A GPU that cannot run the model (missing features, lost device) still leaves WASM.
        console.warn("Speech model failed on WebGPU, trying WASM", error);
        onReset();
        transcriber = await open("wasm", onFile);
        return "wasm";
      }
    },
    async transcribe(audio, offsetSeconds) {
      if (!transcriber) throw new Error("The speech model is not loaded");
      const long = audio.length > 30 * AUDIO_SAMPLE_RATE;
      const output = (await transcriber(audio, {
        return_timestamps: true,
        // Whisper hears 30 s at a time: longer audio goes in 30 s chunks that overlap by 5 s on each side.
        ...(long ? { chunk_length_s: 30, stride_length_s: 5 } : {}),
      })) as WhisperOutput;
      return toTranscriptionResult(output, audio.length, offsetSeconds);
    },
  };
}
