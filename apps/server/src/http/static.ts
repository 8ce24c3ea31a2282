import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";

/** A content coding the build writes beside a file (issue 18 §1: NAME.br and NAME.gz), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"] | "identity";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built SPA (issue 18 §1). Vite names every file under /assets/ by its content hash, so those are cached
 * for a year; everything else (index.html, sw.js, the manifest, icons) is revalidated. A file's precompressed copy
 * (NAME.br, NAME.gz, written at build) goes out with Content-Encoding when the browser accepts it, with the
 * original's Content-Type. Any path that is neither /api/* nor a file with an extension gets index.html, so deep
 * links like /note/… load.
 */
export function mountSpa(app: Hono, webDist: string) {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, "index.html");
  app.get("*", async (c) => {
    const file = fileForUrlPath(root, c.req.path);
    if (file && (await isFile(file))) return sendFile(c, file, cacheControlFor(c.req.path));

    const last = c.req.path.split("/").pop() ?? "";
    if (c.req.path.startsWith("/api/") || last.includes(".")) return c.notFound();
    if (!(await isFile(indexFile))) {
      return c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503);
    }
    return sendFile(c, indexFile, "no-cache");
  });
}

/** Hashed build output lives under /assets/ and never changes under its name; anything else may. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? IMMUTABLE : "no-cache";
}

/**
 * The file under `root` that a URL path names, or null when it would leave `root`, names a hidden file (the
 * build's .vite/manifest.json) or cannot be decoded.
 */
export function fileForUrlPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith("."))) return null;
  const file = path.join(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

async function isFile(file: string): Promise<boolean> {
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ?? false;
}

/**
 * The coding to send, from Accept-Encoding with its q-values (RFC 9110 §12.5.3): the highest q among the copies
 * that exist, br before gzip before identity on a tie. An unlisted coding takes `*`'s q, else 0; identity is
 * always acceptable unless refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  // Unlisted identity stays acceptable but ranks below any coding the browser named (`br;q=0.5` still wins).
  const weightOf = (coding: Encoding) =>
    weights.get(coding) ?? weights.get("*") ?? (coding === "identity" ? Number.MIN_VALUE : 0);
  // br before gzip: the first of equal weight wins; identity only when it outweighs both.
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const { name } of ENCODINGS) {
    const weight = weightOf(name);
    if (available.includes(name) && weight > bestWeight) {
      best = name;
      bestWeight = weight;
    }
  }
  return bestWeight >= weightOf("identity") ? best : "identity";
}

/** One file of the build with its headers: the chosen coding's copy, ETag/304, HEAD, a single byte range. */
async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response> {
  const variants = new Map<Encoding, { path: string; stat: fs.Stats }>();
  for (const encoding of ENCODINGS) {
    const stat = await fs.promises.stat(file + encoding.suffix).catch(() => null);
    if (stat?.isFile()) variants.set(encoding.name, { path: file + encoding.suffix, stat });
  }
  const encoding = chooseEncoding(c.req.header("accept-encoding"), [...variants.keys()]);
  const chosen = variants.get(encoding) ?? { path: file, stat: await fs.promises.stat(file) };
  const { size, mtimeMs } = chosen.stat;

  const headers: Record<string, string> = {
    "Content-Type": getMimeType(file) ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    "Accept-Ranges": "bytes",
    "Last-Modified": new Date(mtimeMs).toUTCString(),
    ETag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}-${encoding}"`,
  };
  // Caches must keep one copy per coding whenever copies differ by coding.
  if (variants.size > 0) headers.Vary = "Accept-Encoding";
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;

  if (c.req.header("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });

  const range = parseRange(c.req.header("range"), size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers["Content-Length"] = String(Math.max(0, end - start + 1));
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  const status = range ? 206 : 200;
  if (c.req.method === "HEAD" || size === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(fs.createReadStream(chosen.path, { start, end })) as ReadableStream;
  return new Response(body, { status, headers });
}

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is served whole (RFC 9110 §14.2 allows). */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, from, to] = match;
  const start = from === "" ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) return "unsatisfiable";
  return { start, end };
}
