import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { documentEngines } from "./vite-plugins/document-engines";
import { firstLoadChunks } from "./vite-plugins/first-load-chunks";
import { precompress } from "./vite-plugins/precompress";
import { prerenderLanding } from "./vite-plugins/prerender-landing";

const srcDir = fileURLToPath(new URL("./src", import.meta.url));
const alias = { "@": srcDir };

// issue 18 §1: the first modules of each page in a few chunks; found by a survey build with these plugins, the
// ones the app's modules need to build (vite-plugins/first-load-chunks.ts).
const chunks = firstLoadChunks({
  srcDir,
  alias,
  surveyPlugins: () => [
    react(),
    tailwindcss(),
    documentEngines(),
    VitePWA({ disable: true, registerType: "prompt", injectRegister: false }),
  ],
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    chunks.plugin,
    // issue 18 §1: landing.html, the landing page's markup for "/", made after the client build (before the PWA's).
    prerenderLanding(),
    // issue 19 §1: pdf.js, tesseract.js and English OCR data files, emitted under /pdfjs/ and /tesseract/.
    documentEngines(),
    // The offline app (spec 1 §1, DESIGN §4): the service worker precaches the whole app shell and every route
    // chunk, so after one online visit every screen loads with no network. Workbox's runtime is emitted beside
    // the worker and served by our own server (no CDN). `prompt`: a new version waits until the user reloads.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "theme-init.js", "icons/*.png"],
      manifest: {
        name: "Lectern",
        short_name: "Lectern",
        description:
          "Study notes for students: lectures to transcripts, notes to flashcards, quizzes and summaries.",
        start_url: "/home",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#4f46e5",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,webmanifest}"],
        // issue 19 §1: the document engines' files (~10 MB) are for the document screens only: cached at run
        // time below, and warmed when those screens open. Their hashed JS chunks (pdf.js worker ~0.4 MB and
        // mammoth ~0.1 MB brotli) stay precached like every other chunk, so the screens always start offline.
        globIgnores: ["pdfjs/**", "tesseract/**"],
        navigateFallback: "/index.html",
        // issue 18 §1: "/" offline gets the prerendered landing page, as online; every other route the empty shell.
        directoryIndex: "landing.html",
        // API calls and e-mailed auth links must reach the server, never the cached shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        runtimeCaching: [
          // issue 19 §1: the document engines' data, workers and cores; their paths carry the package's version.
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(pdfjs|tesseract)\//.test(url.pathname),
            handler: "CacheFirst",
            options: {
              cacheName: "lectern-doc-engines",
              expiration: { maxEntries: 400 },
              cacheableResponse: { statuses: [200] },
            },
          },
          // The speech engine's WebAssembly (onnxruntime-web, ~27 MB) is too big to precache for everyone: it is
          // kept the first time the recording screen loads it. Its name carries a content hash, so the cached copy
          // is always right; older versions are dropped. The Whisper model files (/models/, or the hub) are cached
          // by transformers.js itself in Cache Storage and read from there first, so they get no rule here (a
          // second copy would cost another ~80–140 MB).
          {
            urlPattern: /\/assets\/[^/]+\.wasm$/,
            handler: "CacheFirst",
            options: {
              cacheName: "lectern-engine-wasm",
              expiration: { maxEntries: 8 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    // issue 18 §1: NAME.br and NAME.gz beside every text asset, the service worker included (so it comes last).
    precompress(),
  ],
  resolve: {
    alias,
  },
  // The speech worker loads its engine with a dynamic import (the test-only fake engine is another), which only
  // module workers can split into chunks.
  worker: { format: "es" },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: which chunk holds which module, read by the first-load test and benchmark (issue 18 §1).
    // The server never serves it (hidden paths are refused).
    manifest: true,
    rolldownOptions: {
      // issue 18 §1: a page's first modules in a few chunks rather than dozens (vite-plugins/first-load-chunks.ts).
      output: {
        codeSplitting: {
          // A group holds just the modules the survey found, not also what they import: that import graph names
          // every module a re-export file does (all of lucide's icons), far beyond what the bundler keeps.
          includeDependenciesRecursively: false,
          groups: [{ name: chunks.name, debugName: "first-load" }],
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
});
