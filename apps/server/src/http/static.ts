import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
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
 * links like /note/… load; "/" gets landing.html, the landing page prerendered at build, when the build has it.
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
    const pageFile = await htmlPageFor(root, c.req.path);
    const page = await pageWithPreloads(root, pageFile, c.req.path);
    const response = page ? sendPage(c, page) : await sendFile(c, pageFile, "no-cache");
    return notIndexed(c.req.path) ? withNoIndex(response) : response;
  });
}

/** Shared pages (issue 22 §3: /s/:token) are never indexed; the page also says so in its robots meta. */
const SHARED_PAGE_PREFIX = "/s/";
const notIndexed = (urlPath: string) => urlPath.startsWith(SHARED_PAGE_PREFIX);

function withNoIndex(response: Response): Response {
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/** The build's prerendered landing page (apps/web/vite-plugins/prerender-landing.ts), sent for "/" only. */
const LANDING_PAGE = "landing.html";

/**
 * The HTML file a page path gets: "/" its prerendered markup (issue 18 §1: the hero paints before the JS), every
 * other path the empty shell, so no other route ever shows landing markup; index.html when the build has no
 * landing.html (an older build).
 */
async function htmlPageFor(root: string, urlPath: string): Promise<string> {
  const landing = path.join(root, LANDING_PAGE);
  if (urlPath === "/" && (await isFile(landing))) return landing;
  return path.join(root, "index.html");
}

/**
 * The modules a page loads first (issue 18 §1). index.html names only the entry, which imports one of two chunks
 * (apps/web/src/main.tsx): the prerendered landing page's islands, or the app with its router, which then loads the
 * route's lazy modules. Each would start downloading only once the one before had run; preloaded, they download
 * beside the entry and the page paints sooner (LCP). The pages with a first-load goal (the landing page and the
 * signed-in /notes) also get their route's modules.
 */
const LANDING_ISLANDS = ["src/app/landing-islands.tsx"];
const APP = "src/app/start-app.tsx";
const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  "/": [APP, "src/features/landing/landing-page.tsx"],
  "/notes": [APP, "src/app/signed-in.tsx", "src/app/shell.tsx", "src/features/notes/notes-page.tsx"],
};

function modulesFor(pageFile: string, urlPath: string): readonly string[] {
  if (path.basename(pageFile) === LANDING_PAGE) return LANDING_ISLANDS;
  return ROUTE_MODULES[urlPath] ?? [APP];
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Page = { html: string; etag: string; coded: Map<Encoding, Buffer> };

/**
 * Each page as made from one build (its HTML file and .vite/manifest.json as of their mtimes); a new build makes a
 * new one. Keyed by HTML file and module list, so every path without a goal of its own shares one entry.
 */
const pages = new Map<string, { stamp: string; page: Page | null }>();

/**
 * The path's HTML page (`pageFile`) with its first modules preloaded, or null when the build has no manifest or
 * lacks one of them.
 */
async function pageWithPreloads(root: string, pageFile: string, urlPath: string): Promise<Page | null> {
  const modules = modulesFor(pageFile, urlPath);
  const key = `${pageFile}|${modules.join(",")}`;
  const manifestFile = path.join(root, ".vite", "manifest.json");
  const [pageStat, manifestStat] = await Promise.all(
    [pageFile, manifestFile].map((file) => fs.promises.stat(file).catch(() => null)),
  );
  if (!pageStat || !manifestStat) return null;
  const stamp = `${root}:${pageFile}:${pageStat.mtimeMs}:${manifestStat.mtimeMs}`;
  const cached = pages.get(key);
  if (cached?.stamp === stamp) return cached.page;
  let page: Page | null = null;
  try {
    const manifest = JSON.parse(await fs.promises.readFile(manifestFile, "utf8")) as Record<
      string,
      ManifestChunk
    >;
    const html = injectPreloads(
      await fs.promises.readFile(pageFile, "utf8"),
      routePreloads(manifest, modules),
    );
    if (html) page = { html, etag: `W/"${hashOf(html)}`, coded: new Map() };
  } catch {
    page = null; // an unreadable manifest: the page as it is
  }
  pages.set(key, { stamp, page });
  return page;
}

/** The files the modules load at once (themselves and their static imports) that index.html does not already load. */
export function routePreloads(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string[] {
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop() as string;
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) continue;
      seen.add(key);
      stack.push(...(chunk.imports ?? []));
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entries.filter((key) => key.endsWith("index.html")));
  if (!modules.every((key) => manifest[key])) return [];
  return [...closure(modules)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .sort();
}

/** index.html with one modulepreload per file before </head> (as Vite writes its own), or null if there is none. */
export function injectPreloads(html: string, files: readonly string[]): string | null {
  const at = html.indexOf("</head>");
  if (files.length === 0 || at < 0) return null;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
  return html.slice(0, at) + links + html.slice(at);
}

function hashOf(text: string): string {
  let hash = 0x811c9dc5; // FNV-1a: an ETag only has to change when the page does
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/** A made page, compressed once per coding (like the build's copies), with the file fallback's headers. */
function sendPage(c: Context, page: Page): Response {
  const encoding = chooseEncoding(c.req.header("accept-encoding"), ["br", "gzip"]);
  let body = page.coded.get(encoding);
  if (!body) {
    const raw = Buffer.from(page.html, "utf8");
    body =
      encoding === "br"
        ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === "gzip"
          ? zlib.gzipSync(raw, { level: 9 })
          : raw;
    page.coded.set(encoding, body);
  }
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    ETag: `${page.etag}-${encoding}"`,
    Vary: "Accept-Encoding",
    "Content-Length": String(body.length),
  };
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  if (c.req.header("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(body), { status: 200, headers });
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
