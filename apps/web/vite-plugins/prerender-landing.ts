// issue 18 §1: the landing page's HTML is made at build time, so "/" paints its hero before any JS has arrived
// (Lighthouse's LCP); main.tsx hydrates it. The page is written beside index.html as landing.html: the server sends
// it for "/" only (apps/server/src/http/static.ts), and index.html stays the empty shell that every other route
// and the service worker's offline fallback use, so no signed-in screen ever shows landing markup.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Plugin, type ResolvedConfig } from "vite";

/** The page the server sends for "/", in the build's output directory. */
export const LANDING_PAGE_FILE = "landing.html";
const ENTRY = "src/features/landing/prerender.tsx";
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with the rendered markup inside #root. React 19 writes the page's own <title> first in the markup
 * (it belongs in <head>); it replaces index.html's title there, where hydration finds it.
 */
export function landingPageHtml(indexHtml: string, markup: string): string {
  const title = markup.match(/^<title>[^<]*<\/title>/)?.[0];
  const body = title ? markup.slice(title.length) : markup;
  if (!indexHtml.includes(ROOT_ELEMENT))
    throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`);
  const withTitle = title ? indexHtml.replace(/<title>[^<]*<\/title>/, title) : indexHtml;
  return withTitle.replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
}

/**
 * After the client build: builds src/features/landing/prerender.tsx for Node (a second, SSR build into a scratch
 * directory under node_modules, where Node finds react and the rest), renders it and writes landing.html. Runs
 * before vite-plugin-pwa (`order: "pre"`), so the service worker precaches the page, and before precompress.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  // One year for both builds: the footer's year is part of the markup that hydration compares.
  const define = { "import.meta.env.VITE_PRERENDER_YEAR": JSON.stringify(String(new Date().getFullYear())) };
  return {
    name: "lectern:prerender-landing",
    apply: "build",
    config: () => ({ define }),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const scratchParent = path.join(config.root, "node_modules");
        await fs.mkdir(scratchParent, { recursive: true });
        const scratch = await fs.mkdtemp(path.join(scratchParent, ".lectern-prerender-"));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            logLevel: "warn",
            define,
            plugins: [react()],
            resolve: { alias: { "@": path.join(config.root, "src") } },
            build: {
              ssr: ENTRY,
              outDir: scratch,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              rolldownOptions: { output: { entryFileNames: "prerender.mjs" } },
            },
          });
          const entry = (await import(pathToFileURL(path.join(scratch, "prerender.mjs")).href)) as {
            renderLandingPage: () => string;
          };
          const indexHtml = await fs.readFile(path.join(outDir, "index.html"), "utf8");
          const html = landingPageHtml(indexHtml, entry.renderLandingPage());
          await fs.writeFile(path.join(outDir, LANDING_PAGE_FILE), html);
          config.logger.info(`prerendered ${LANDING_PAGE_FILE} (${(html.length / 1024).toFixed(1)} KiB)`);
        } finally {
          await fs.rm(scratch, { recursive: true, force: true });
        }
      },
    },
  };
}
