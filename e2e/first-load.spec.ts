import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Issue 18 §1 "fast first load", on the real build served by the real server: the landing and auth pages fetch
// none of the signed-in app's code, and every text asset goes out precompressed.

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const webDist = () => {
  const dir = process.env.E2E_WEB_DIST;
  if (!dir) throw new Error("E2E_WEB_DIST is not set: run through `npx playwright test` (global setup).");
  return dir;
};

function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(webDist(), ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The files a manifest entry loads at once: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [key];
  while (stack.length) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const entry = manifest[next];
    if (!entry) throw new Error(`${next} is not in the Vite manifest`);
    files.add(entry.file);
    stack.push(...(entry.imports ?? []));
  }
  return files;
}

/**
 * The chunks only the signed-in app loads: what its root (guard, offline layer, sync) and shell load at once,
 * minus what any public page (landing, auth, their deferred parts, the app chrome) may load at once; the root's
 * and the shell's own chunks; and any chunk holding the local database (Dexie), wherever the bundler put it.
 */
function signedInOnlyChunks(): Set<string> {
  const manifest = readManifest();
  const keys = Object.keys(manifest);
  const publicRoots = keys.filter(
    (key) =>
      (manifest[key]?.isEntry && key.endsWith("index.html")) ||
      /^src\/(features\/(landing|auth)\/|app\/(guards|app-chrome|landing-islands|start-app)\.tsx$)/.test(key),
  );
  const publicFiles = new Set(publicRoots.flatMap((key) => [...staticClosure(manifest, key)]));
  const chunks = new Set<string>();
  for (const root of ["src/app/signed-in.tsx", "src/app/shell.tsx"]) {
    chunks.add(manifest[root]?.file as string);
    for (const file of staticClosure(manifest, root)) if (!publicFiles.has(file)) chunks.add(file);
  }
  const assets = path.join(webDist(), "assets");
  for (const name of fs.readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    if (fs.readFileSync(path.join(assets, name), "utf8").includes("DatabaseClosedError"))
      chunks.add(`assets/${name}`);
  }
  return chunks;
}

/** Every script the page fetches from opening it until the network is idle, with no interaction. */
async function scriptsFetchedBy(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.slice(1));
  });
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  return scripts;
}

test("the landing and auth pages fetch none of the signed-in app's code", async ({ page }) => {
  const forbidden = signedInOnlyChunks();
  expect(forbidden.size).toBeGreaterThan(0);

  const landing = await scriptsFetchedBy(page, "/");
  await expect(page.getByRole("heading", { name: /Study smarter/ })).toBeVisible();
  // The waitlist form comes after the page has loaded, and works.
  await expect(page.getByRole("region", { name: "Join the waitlist" }).getByLabel("Email")).toBeVisible();
  expect(landing.length).toBeGreaterThan(0);
  expect(landing.filter((file) => forbidden.has(file))).toEqual([]);

  for (const authPage of ["/auth/login", "/auth/register", "/auth/forgot-password"]) {
    const fetched = await scriptsFetchedBy(page, authPage);
    await expect(page.getByRole("main")).toBeVisible();
    expect(
      fetched.filter((file) => forbidden.has(file)),
      authPage,
    ).toEqual([]);
  }

  // The signed-in screens do load them: the check above would notice if they stopped being told apart.
  const signedIn = await scriptsFetchedBy(page, "/study");
  expect(signedIn.filter((file) => forbidden.has(file)).length).toBeGreaterThan(0);
});

test("the build's text assets are precompressed and served by Accept-Encoding, hashed ones cached for a year", async ({
  request,
}) => {
  const assets = path.join(webDist(), "assets");
  const scripts = fs.readdirSync(assets).filter((f) => f.endsWith(".js"));
  const large = scripts.filter((f) => fs.statSync(path.join(assets, f)).size >= 1024);
  expect(large.length).toBeGreaterThan(10);
  for (const name of large) {
    const size = fs.statSync(path.join(assets, name)).size;
    expect(fs.statSync(path.join(assets, `${name}.br`)).size, name).toBeLessThan(size);
    expect(fs.statSync(path.join(assets, `${name}.gz`)).size, name).toBeLessThan(size);
  }
  // The service worker precaches the plain URLs only; the server picks the coding for each fetch.
  const sw = fs.readFileSync(path.join(webDist(), "sw.js"), "utf8");
  expect(sw).not.toMatch(/\.(br|gz)["']/);
  expect(sw).toContain(large[0]);

  const script = `/assets/${large[0]}`;
  for (const [accept, coding] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ] as const) {
    const res = await request.get(script, { headers: { "accept-encoding": accept } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-encoding"]).toBe(coding);
    expect(res.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers().vary).toBe("Accept-Encoding");
  }
  for (const unhashed of ["/", "/notes", "/sw.js"]) {
    const res = await request.get(unhashed, { headers: { "accept-encoding": "br" } });
    expect(res.headers()["content-encoding"], unhashed).toBe("br");
    expect(res.headers()["cache-control"], unhashed).toBe("no-cache");
  }
});
