import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { resolveModelFile } from "../src/routes/models.ts";
import { createTestApp, readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let modelsDir: string;
const MODEL = "onnx-community/whisper-base.en";
const onnxBytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));

beforeAll(async () => {
  modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-models-"));
  fs.mkdirSync(path.join(modelsDir, MODEL, "onnx"), { recursive: true });
  fs.writeFileSync(path.join(modelsDir, MODEL, "config.json"), '{"model_type":"whisper"}');
  fs.writeFileSync(path.join(modelsDir, MODEL, "onnx", "encoder_model_quantized.onnx"), onnxBytes);
  fs.writeFileSync(path.join(modelsDir, "..", `secret-${path.basename(modelsDir)}.txt`), "not for you");
  t = await createTestApp({ MODELS_DIR: modelsDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(modelsDir, { recursive: true, force: true });
  fs.rmSync(path.join(modelsDir, "..", `secret-${path.basename(modelsDir)}.txt`), { force: true });
});

describe("GET /models/* (the speech model files, DESIGN §5)", () => {
  it("serves a model file with its type, length and validator", async () => {
    const config = await t.app.request(`/models/${MODEL}/config.json`);
    expect(config.status).toBe(200);
    expect(config.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await config.json()).toEqual({ model_type: "whisper" });

    const onnx = await t.app.request(`/models/${MODEL}/onnx/encoder_model_quantized.onnx`);
    expect(onnx.status).toBe(200);
    expect(onnx.headers.get("content-type")).toBe("application/octet-stream");
    expect(onnx.headers.get("content-length")).toBe("4096");
    expect(onnx.headers.get("cache-control")).toBe("no-cache");
    expect(Buffer.from(await onnx.arrayBuffer()).equals(onnxBytes)).toBe(true);

    const etag = onnx.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await t.app.request(`/models/${MODEL}/onnx/encoder_model_quantized.onnx`, {
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("answers a HEAD with the length and no body", async () => {
    const res = await t.app.request(`/models/${MODEL}/onnx/encoder_model_quantized.onnx`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("4096");
    expect(await res.text()).toBe("");
  });

  it("answers 404 JSON for a missing file, so transformers.js turns to the hub (never the app's HTML)", async () => {
    for (const missing of [
      `/models/${MODEL}/tokenizer.json`,
      "/models/onnx-community/nothing-here",
      "/models/",
    ]) {
      const res = await t.app.request(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await readJson(res)).error).toMatch(/^Model file not found/);
    }
    const dir = await t.app.request(`/models/${MODEL}/onnx`);
    expect(dir.status).toBe(404);
  });

  it("refuses paths that leave the models folder", async () => {
    const secret = `secret-${path.basename(modelsDir)}.txt`;
    for (const sneaky of [
      `/models/..%2F${secret}`,
      `/models/%2e%2e%2f${secret}`,
      `/models/x/..%5C..%5C${secret}`,
    ]) {
      const res = await t.app.request(sneaky);
      expect(res.status, sneaky).toBe(404);
      expect(await res.text()).not.toContain("not for you");
    }
  });
});

describe("resolveModelFile", () => {
  it("keeps to the folder", () => {
    expect(resolveModelFile("/srv/models", "a/b/config.json")).toBe("/srv/models/a/b/config.json");
    expect(resolveModelFile("/srv/models", "a%20b/c.json")).toBe("/srv/models/a b/c.json");
    for (const bad of [
      "../x",
      "a/../../x",
      "a/%2e%2e/x",
      "..%2Fx",
      "a\\..\\x",
      "a//b",
      "",
      "%00",
      "%E0%A4%A",
    ]) {
      expect(resolveModelFile("/srv/models", bad), bad).toBeNull();
    }
  });
});

describe("configuration", () => {
  it("keeps model files in DATA_DIR/models unless MODELS_DIR says otherwise", () => {
    expect(loadConfig({ DATA_DIR: "/var/lectern" }).modelsDir).toBe("/var/lectern/models");
    expect(loadConfig({ DATA_DIR: "/var/lectern", MODELS_DIR: "/mnt/models" }).modelsDir).toBe("/mnt/models");
  });
});
