import { describe, expect, it } from "vitest";
import model from "./whisper-model.json";

// transformers.js names a model file `<session><suffix>.onnx` by dtype (DEFAULT_DTYPE_SUFFIX_MAPPING).
const SUFFIX: Record<string, string> = {
  fp32: "",
  fp16: "_fp16",
  q8: "_quantized",
  q4: "_q4",
  int8: "_int8",
};

describe("whisper-model.json (what `npm run models:fetch` downloads and the worker loads)", () => {
  it("lists every ONNX file the worker asks for on each device, and nothing else", () => {
    const needed = new Set<string>();
    for (const dtypes of Object.values(model.dtype)) {
      for (const [session, dtype] of Object.entries(dtypes)) {
        expect(SUFFIX).toHaveProperty(dtype);
        needed.add(`onnx/${session}${SUFFIX[dtype]}.onnx`);
      }
    }
    expect(new Set(model.files.filter((f) => f.startsWith("onnx/")))).toEqual(needed);
  });

  it("lists the configuration and tokenizer files Whisper needs", () => {
    for (const file of [
      "config.json",
      "generation_config.json",
      "preprocessor_config.json",
      "tokenizer.json",
    ]) {
      expect(model.files).toContain(file);
    }
    expect(model.id).toBe("onnx-community/whisper-base.en");
  });
});
