import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
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

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const manifest = JSON.parse(
  fs.readFileSync(path.join(repoRoot, "apps/web/src/features/recording/engine/whisper-model.json"), "utf8"),
) as { id: string; revision: string; files: string[] };

/**
 * A stand-in for the Hugging Face hub on 127.0.0.1: `/<id>/resolve/<revision>/<file>` answers small files itself
 * and redirects .onnx files to a "CDN" path, as the hub does. `broken` files fail (404) or stop short.
 */
async function startFakeHub(broken: Record<string, "missing" | "truncated"> = {}) {
  const requests: string[] = [];
  const contentOf = (file: string) =>
    Buffer.from(`contents of ${file}\n`.repeat(file.endsWith(".onnx") ? 500 : 3));
  const server = http.createServer((req, res) => {
    const url = req.url ?? "";
    requests.push(url);
    const prefix = `/${manifest.id}/resolve/${manifest.revision}/`;
    if (url.startsWith(prefix)) {
      const file = url.slice(prefix.length);
      if (broken[file] === "missing" || !manifest.files.includes(file)) {
        res.writeHead(404).end("Entry not found");
      } else if (file.endsWith(".onnx")) {
        res.writeHead(302, { location: `/cdn/${file}` }).end();
      } else {
        res.writeHead(200, { "content-type": "application/json" }).end(contentOf(file));
      }
      return;
    }
    if (url.startsWith("/cdn/")) {
      const file = url.slice("/cdn/".length);
      const body = contentOf(file);
      if (broken[file] === "truncated") {
        res.writeHead(200, { "content-length": String(body.length * 2) });
        res.write(body);
        setTimeout(() => res.destroy(), 20);
        return;
      }
      res.writeHead(200, { "content-length": String(body.length) }).end(body);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    contentOf,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `npm run models:fetch` as a self-hoster runs it (node scripts/models-fetch.mjs), with its exit code. */
async function runModelsFetch(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, "scripts/models-fetch.mjs")],
      { cwd: repoRoot, env: { ...process.env, MODELS_DIR: "", ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe("npm run models:fetch (scripts/models-fetch.mjs)", () => {
  it("downloads every file of the model once into DATA_DIR/models/<id>, and the server serves them", async () => {
    const hub = await startFakeHub();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-fetch-"));
    try {
      const first = await runModelsFetch({ DATA_DIR: dataDir, HF_ENDPOINT: hub.url });
      expect(first.code, first.output).toBe(0);
      const target = path.join(dataDir, "models", ...manifest.id.split("/"));
      for (const file of manifest.files) {
        expect(fs.readFileSync(path.join(target, file)).equals(hub.contentOf(file)), file).toBe(true);
        expect(first.output).toContain(`✓ ${file}`);
      }
      expect(first.output).toContain("Done.");

      const before = hub.requests.length;
      const second = await runModelsFetch({ DATA_DIR: dataDir, HF_ENDPOINT: hub.url });
      expect(second.code).toBe(0);
      expect(second.output).toContain("(already there)");
      expect(hub.requests.length).toBe(before);

      const served = await createTestApp({ DATA_DIR: dataDir });
      try {
        const res = await served.app.request(`/models/${manifest.id}/onnx/encoder_model_quantized.onnx`);
        expect(res.status).toBe(200);
        expect(
          Buffer.from(await res.arrayBuffer()).equals(hub.contentOf("onnx/encoder_model_quantized.onnx")),
        ).toBe(true);
      } finally {
        await served.close();
      }
    } finally {
      await hub.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("says which files failed, exits 1, keeps the good ones and leaves no half-written file", async () => {
    const hub = await startFakeHub({
      "tokenizer.json": "missing",
      "onnx/decoder_model_merged_quantized.onnx": "truncated",
    });
    const modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-fetch-"));
    try {
      const run = await runModelsFetch({ MODELS_DIR: modelsDir, HF_ENDPOINT: hub.url });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/✗ tokenizer\.json: .*answered HTTP 404/);
      expect(run.output).toMatch(/✗ onnx\/decoder_model_merged_quantized\.onnx: /);
      expect(run.output).toContain("2 of 8 files could not be downloaded");
      const target = path.join(modelsDir, ...manifest.id.split("/"));
      expect(fs.existsSync(path.join(target, "config.json"))).toBe(true);
      expect(fs.existsSync(path.join(target, "tokenizer.json"))).toBe(false);
      const onnxDir = fs.readdirSync(path.join(target, "onnx"));
      expect(onnxDir.sort()).toEqual(["encoder_model.onnx", "encoder_model_quantized.onnx"]);
    } finally {
      await hub.close();
      fs.rmSync(modelsDir, { recursive: true, force: true });
    }
  });

  it("says clearly when the hub cannot be reached", async () => {
    const modelsDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-fetch-"));
    try {
      const closed = await startFakeHub();
      await closed.close();
      const run = await runModelsFetch({ MODELS_DIR: modelsDir, HF_ENDPOINT: closed.url });
      expect(run.code).toBe(1);
      expect(run.output).toContain(`✗ config.json: cannot reach ${closed.url} (ECONNREFUSED)`);
      expect(run.output).toContain("8 of 8 files could not be downloaded");
      expect(run.output.match(/cannot reach/g)).toHaveLength(1);
    } finally {
      fs.rmSync(modelsDir, { recursive: true, force: true });
    }
  });
});
