// issue 18 Acceptance "compression headers and caching": the built SPA's precompressed copies go out by
// Accept-Encoding with the original's type, hashed files cached for a year, everything else revalidated.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, routePreloads } from "../src/http/static.ts";
import { createTestApp } from "./support.ts";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const indexHtml = `<!doctype html><html><head><title>Lectern</title></head><body>${"<p>app</p>".repeat(200)}</body></html>`;
const icon = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

let dist: string;
let harness: Awaited<ReturnType<typeof createTestApp>>;

/** A small web build as `vite build` leaves it: hashed assets with .br/.gz beside text files, unhashed files. */
function writeDist(dir: string) {
  const write = (name: string, content: string | Buffer, compress = true) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    if (!compress) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  };
  write("index.html", indexHtml);
  write("assets/app-Ab12Cd34.js", script);
  write("assets/style-Xy98Zw76.css", `body{color:red}${"\n.a{margin:0}".repeat(200)}`);
  write("sw.js", script);
  write("icons/icon-192.png", icon, false);
  write(".vite/manifest.json", "{}", false);
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-static-"));
  writeDist(dist);
  harness = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await harness?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  harness.app.request(url, { method, headers });

async function bodyOf(res: Response): Promise<Buffer> {
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get("content-encoding");
  if (coding === "br") return zlib.brotliDecompressSync(raw);
  if (coding === "gzip") return zlib.gunzipSync(raw);
  return raw;
}

describe("precompressed assets by Accept-Encoding", () => {
  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.9", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", null],
    ["gzip;q=0, br;q=0", null],
    ["", null],
  ])("Accept-Encoding %j → %s", async (accept, expected) => {
    const res = await get("/assets/app-Ab12Cd34.js", accept ? { "accept-encoding": accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(expected);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const raw = await bodyOf(res.clone());
    expect(raw.toString("utf8")).toBe(script);
    const sent = Buffer.from(await res.arrayBuffer()).length;
    expect(Number(res.headers.get("content-length"))).toBe(sent);
    if (expected) expect(sent).toBeLessThan(script.length);
  });

  it("sends CSS with its own type, compressed", async () => {
    const res = await get("/assets/style-Xy98Zw76.css", { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/css; charset=utf-8");
  });

  it("sends a file without compressed copies as it is, with no Vary", async () => {
    const res = await get("/icons/icon-192.png", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(icon);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const res = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "br" }, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    const brSize = fs.statSync(path.join(dist, "assets/app-Ab12Cd34.js.br")).size;
    expect(res.headers.get("content-length")).toBe(String(brSize));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("revalidates with the ETag of the coding sent (304), and serves byte ranges", async () => {
    const first = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip" });
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/assets/app-Ab12Cd34.js", { "accept-encoding": "gzip", "if-none-match": etag! });
    expect(again.status).toBe(304);
    const otherCoding = await get("/assets/app-Ab12Cd34.js", {
      "accept-encoding": "br",
      "if-none-match": etag!,
    });
    expect(otherCoding.status).toBe(200);

    const part = await get("/assets/app-Ab12Cd34.js", { range: "bytes=7-12" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 7-12/${script.length}`);
    expect(await part.text()).toBe(script.slice(7, 13));
    const beyond = await get("/assets/app-Ab12Cd34.js", { range: `bytes=${script.length + 5}-` });
    expect(beyond.status).toBe(416);
  });
});

describe("caching", () => {
  it("caches hashed assets for a year, immutable", async () => {
    for (const url of ["/assets/app-Ab12Cd34.js", "/assets/style-Xy98Zw76.css"]) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("revalidates unhashed files: index.html, the service worker, icons", async () => {
    for (const url of ["/index.html", "/sw.js", "/icons/icon-192.png"]) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    const sw = await get("/sw.js", { "accept-encoding": "gzip" });
    expect(sw.headers.get("content-encoding")).toBe("gzip");
    expect(sw.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });
});

describe("the SPA fallback", () => {
  it.each(["/", "/notes", "/note/123e4567-e89b-42d3-a456-426614174000", "/auth/login"])(
    "%s gets index.html, compressed and revalidated",
    async (url) => {
      const res = await get(url, { "accept-encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect((await bodyOf(res)).toString("utf8")).toBe(indexHtml);
    },
  );

  it("answers a missing file, a hidden file or an escape with 404 JSON, never index.html", async () => {
    const refused = [
      "/assets/missing-00000000.js",
      "/.vite/manifest.json",
      "/a/..%2f..%2fx.txt",
      "/assets/..%2f..%2f..%2fetc%2fhostname",
    ];
    for (const url of refused) {
      const res = await get(url, { "accept-encoding": "br" });
      expect(res.status, url).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    // The URL parser folds a dotted escape into a plain path inside the app: a deep link, so index.html.
    const folded = await get("/%2e%2e/%2e%2e/etc/passwd");
    expect((await folded.text()).startsWith("<!doctype html>")).toBe(true);
  });

  it("leaves unknown API paths to the API's own 404", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe("chooseEncoding", () => {
  it("prefers br, then gzip, on equal weights, and never picks a coding that has no copy", () => {
    expect(chooseEncoding("gzip, br", ["br", "gzip"])).toBe("br");
    expect(chooseEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", [])).toBe("identity");
    expect(chooseEncoding("identity;q=0.1, gzip;q=0.2", ["br", "gzip"])).toBe("gzip");
    expect(chooseEncoding("BR;Q=1", ["br"])).toBe("br");
  });
});

describe("route preloads (issue 18 §1: the first route's chunks download beside the entry)", () => {
  const manifest = {
    "index.html": { file: "assets/index-Aa11.js", isEntry: true, imports: ["_react-Bb22.js"] },
    "_react-Bb22.js": { file: "assets/react-Bb22.js" },
    "_card-Cc33.js": { file: "assets/card-Cc33.js", imports: ["_react-Bb22.js"] },
    "src/app/start-app.tsx": { file: "assets/start-app-Ee55.js", imports: ["_react-Bb22.js"] },
    "src/features/landing/landing-page.tsx": {
      file: "assets/landing-page-Dd44.js",
      imports: ["index.html", "_card-Cc33.js"],
    },
  };
  const withHead = `<!doctype html><html><head><title>Lectern</title></head><body>${"<p>app</p>".repeat(200)}</body></html>`;
  let built: string;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    built = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-static-preload-"));
    fs.mkdirSync(path.join(built, ".vite"));
    fs.writeFileSync(path.join(built, "index.html"), withHead);
    fs.writeFileSync(path.join(built, "index.html.br"), zlib.brotliCompressSync(withHead));
    fs.writeFileSync(path.join(built, ".vite", "manifest.json"), JSON.stringify(manifest));
    app = await createTestApp({ WEB_DIST: built });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  it("names a route's chunks and their imports, not what index.html already loads; nothing for an unknown module", () => {
    expect(routePreloads(manifest, ["src/features/landing/landing-page.tsx"])).toEqual([
      "/assets/card-Cc33.js",
      "/assets/landing-page-Dd44.js",
    ]);
    expect(routePreloads(manifest, ["src/app/shell.tsx"])).toEqual([]);
  });

  it("/ without its prerendered page gets index.html with the app's and the landing route's modulepreloads, compressed, revalidated with its own ETag", async () => {
    const res = await app.app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = (await bodyOf(res)).toString("utf8");
    expect(html).toBe(
      withHead.replace(
        "</head>",
        '<link rel="modulepreload" crossorigin href="/assets/card-Cc33.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/landing-page-Dd44.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/start-app-Ee55.js"></head>',
      ),
    );
    const etag = res.headers.get("etag") as string;
    const again = await app.app.request("/", {
      headers: { "accept-encoding": "gzip, br", "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const gzip = await app.app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).not.toBe(etag);
    expect((await bodyOf(gzip)).toString("utf8")).toBe(html);
    const plain = await app.app.request("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it("other paths get index.html with the app's chunk preloaded; /, whose chunks this build lacks, as it is", async () => {
    const withApp = withHead.replace(
      "</head>",
      '<link rel="modulepreload" crossorigin href="/assets/start-app-Ee55.js"></head>',
    );
    for (const url of ["/auth/login", "/home", "/note/123e4567-e89b-42d3-a456-426614174000"]) {
      const res = await app.app.request(url, { headers: { "accept-encoding": "br" } });
      expect(res.status, url).toBe(200);
      expect((await bodyOf(res)).toString("utf8"), url).toBe(withApp);
    }
    const notes = await app.app.request("/notes", { headers: { "accept-encoding": "br" } });
    expect((await bodyOf(notes)).toString("utf8")).toBe(withHead);
  });
});

describe("the prerendered landing page (issue 18 §1: landing.html is sent for / only)", () => {
  const manifest = {
    "index.html": { file: "assets/index-Aa11.js", isEntry: true },
    "src/app/landing-islands.tsx": { file: "assets/landing-islands-Ff66.js", imports: ["index.html"] },
    "src/features/landing/landing-page.tsx": { file: "assets/landing-page-Dd44.js", imports: ["index.html"] },
  };
  const shell = `<!doctype html><html><head><title>Lectern</title></head><body><div id="root"></div>${"<!-- shell -->".repeat(100)}</body></html>`;
  const landing = `<!doctype html><html><head><title>Lectern — study notes</title></head><body><div id="root"><h1>Study smarter</h1>${"<p>landing</p>".repeat(200)}</div></body></html>`;
  const dirs: string[] = [];
  const apps: Array<Awaited<ReturnType<typeof createTestApp>>> = [];

  /** A build with index.html and landing.html (both precompressed), with or without its Vite manifest. */
  async function buildWithLanding(withManifest: boolean) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-static-landing-"));
    dirs.push(dir);
    for (const [name, html] of [
      ["index.html", shell],
      ["landing.html", landing],
    ] as const) {
      fs.writeFileSync(path.join(dir, name), html);
      fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(html));
      fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(html));
    }
    if (withManifest) {
      fs.mkdirSync(path.join(dir, ".vite"));
      fs.writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
    }
    const app = await createTestApp({ WEB_DIST: dir });
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("/ gets landing.html with its islands' modulepreload (not the app's), compressed by coding, revalidated", async () => {
    const { app } = await buildWithLanding(true);
    const withPreload = landing.replace(
      "</head>",
      '<link rel="modulepreload" crossorigin href="/assets/landing-islands-Ff66.js"></head>',
    );
    for (const [accept, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await app.request("/", { headers: { "accept-encoding": accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("content-encoding")).toBe(coding);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect((await bodyOf(res)).toString("utf8")).toBe(withPreload);
      const etag = res.headers.get("etag") as string;
      const again = await app.request("/", { headers: { "accept-encoding": accept, "if-none-match": etag } });
      expect(again.status).toBe(304);
    }
    // Every other page path gets the empty shell, never landing markup.
    for (const url of ["/notes", "/auth/login", "/note/123e4567-e89b-42d3-a456-426614174000", "/home"]) {
      const res = await app.request(url, { headers: { "accept-encoding": "br" } });
      const html = (await bodyOf(res)).toString("utf8");
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain("Study smarter");
    }
  });

  it("without a manifest, / gets landing.html as built: its precompressed copy, no-cache", async () => {
    const { app } = await buildWithLanding(false);
    const res = await app.request("/", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect((await bodyOf(res)).toString("utf8")).toBe(landing);
    const notes = await app.request("/notes", { headers: { "accept-encoding": "gzip" } });
    expect(notes.headers.get("content-encoding")).toBe("gzip");
    expect((await bodyOf(notes)).toString("utf8")).toBe(shell);
  });
});
