import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { sendError } from "../http/errors.ts";

const CONTENT_TYPES: Record<string, string> = {
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".onnx": "application/octet-stream",
  ".onnx_data": "application/octet-stream",
};

/**
 * The speech model's files (DESIGN §5), filled once by `npm run models:fetch` into MODELS_DIR
 * (default DATA_DIR/models). A missing file answers 404 JSON, never the app's index.html, so transformers.js
 * falls back to the Hugging Face hub. Public: model files hold no user data.
 */
export const modelRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const modelsDir = c.get("deps").config.modelsDir;
  const relative = c.req.path.replace(/^\/models\/?/, "");
  const file = resolveModelFile(modelsDir, relative);
  if (!file) return sendError(c, 404, `Model file not found: ${relative}`);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) return sendError(c, 404, `Model file not found: ${relative}`);

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  // transformers.js keeps what it fetched in the browser's Cache Storage; the browser itself revalidates.
  c.header("Cache-Control", "no-cache");
  c.header("ETag", etag);
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  c.header("Content-Type", CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream");
  c.header("Content-Length", String(stat.size));
  if (c.req.method === "HEAD") return c.body(null, 200);
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200);
});

/**
 * The file under `modelsDir` that a URL path names, or null when the path would leave it (`..`, encoded slashes,
 * absolute parts) or names nothing.
 */
export function resolveModelFile(modelsDir: string, urlPath: string): string | null {
  let segments: string[];
  try {
    segments = urlPath.split("/").map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (segments.length === 0 || segments.some((s) => !isPlainSegment(s))) return null;
  const root = path.resolve(modelsDir);
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

const isPlainSegment = (s: string) =>
  s !== "" && s !== "." && s !== ".." && !s.includes("/") && !s.includes("\\") && !s.includes("\0");
