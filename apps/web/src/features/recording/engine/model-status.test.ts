import { describe, expect, it } from "vitest";
import { errorMessageOf, modelErrorText, withFileEvent } from "./model-status";

describe("withFileEvent (spec 1 §2: per-file download progress)", () => {
  it("adds a file on initiate, moves it on progress and fills it on done", () => {
    let files = withFileEvent([], { status: "initiate", file: "onnx/encoder_model_quantized.onnx" });
    files = withFileEvent(files, { status: "initiate", file: "config.json" });
    expect(files.map((f) => [f.file, f.progress, f.done])).toEqual([
      ["onnx/encoder_model_quantized.onnx", 0, false],
      ["config.json", 0, false],
    ]);
    files = withFileEvent(files, {
      status: "progress",
      file: "onnx/encoder_model_quantized.onnx",
      loaded: 250,
      total: 1000,
      progress: 25,
    });
    expect(files[0]).toEqual({
      file: "onnx/encoder_model_quantized.onnx",
      loaded: 250,
      total: 1000,
      progress: 25,
      done: false,
    });
    files = withFileEvent(files, { status: "done", file: "onnx/encoder_model_quantized.onnx" });
    expect(files[0]).toMatchObject({ loaded: 1000, progress: 100, done: true });
    expect(files[1]).toMatchObject({ file: "config.json", progress: 0, done: false });
  });

  it("computes the percentage when only bytes are given, and keeps it within 0–100", () => {
    const half = withFileEvent([], { status: "progress", file: "a", loaded: 5, total: 10 });
    expect(half[0]!.progress).toBe(50);
    const over = withFileEvent([], { status: "progress", file: "a", loaded: 12, total: 10, progress: 120 });
    expect(over[0]!.progress).toBe(100);
  });

  it("marks a file read from the cache (no progress events) as done", () => {
    const files = withFileEvent([], { status: "done", file: "tokenizer.json" });
    expect(files).toEqual([{ file: "tokenizer.json", loaded: 0, total: 0, progress: 100, done: true }]);
  });

  it("returns the same list for a download event (nothing to show)", () => {
    const files = withFileEvent([], { status: "initiate", file: "a" });
    expect(withFileEvent(files, { status: "download", file: "a" })).toBe(files);
  });
});

describe("errorMessageOf (spec 1 §8: the message, else 'An error occurred')", () => {
  it("uses the error's message", () => {
    expect(errorMessageOf(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorMessageOf("Unsupported model type")).toBe("Unsupported model type");
    expect(errorMessageOf({ message: "from a worker" })).toBe("from a worker");
  });

  it("falls back to the spec's default", () => {
    expect(errorMessageOf(new Error(""))).toBe("An error occurred");
    expect(errorMessageOf(undefined)).toBe("An error occurred");
    expect(errorMessageOf(42)).toBe("An error occurred");
  });
});

describe("modelErrorText (issue 23 §4)", () => {
  const unavailable =
    "The speech model (about 80 MB) could not be downloaded. Connect to the internet once, or ask whoever runs this server to install it with npm run models:fetch.";
  it("explains a failed download instead of a bare 'Failed to fetch'", () => {
    expect(modelErrorText("Failed to fetch")).toBe(unavailable);
    expect(modelErrorText("NetworkError when attempting to fetch resource.")).toBe(unavailable);
    expect(modelErrorText('Could not locate file: "https://huggingface.co/x/config.json".')).toBe(
      unavailable,
    );
  });
  it("keeps any other message, and the default for none", () => {
    expect(modelErrorText("The fake speech engine was told to fail")).toBe(
      "The fake speech engine was told to fail",
    );
    expect(modelErrorText(undefined)).toBe("An error occurred");
  });
});
