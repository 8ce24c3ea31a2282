import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// One runner, six projects: the pure packages, the server (real database), its hostile-input battery, the web
// app's units and the benchmarks' helpers.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time. Two at once
    // (each test on its own database, servers on free ports) took the suite from 712 s to 484 s there. The
    // hostile battery is run alone by scripts/test.mjs and .ci/run, so it never shares the machine with them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "generator",
          root: "packages/generator",
          include: ["src/**/*.test.ts"],
          passWithNoTests: true,
          // The corpus property tests generate from the long course readers (up to 87,000 characters) inside a
          // test; on a busy 2-core machine that can pass vitest's 5 s default without anything being wrong.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["test/hostile-input.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The hostile-input battery (issue 12) times GET /api/health under its barrage, so it runs on its own:
        // scripts/test.mjs and .ci/run start it after the other projects, never beside them.
        test: {
          name: "hostile",
          root: "apps/server",
          include: ["test/hostile-input.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: "web",
          root: "apps/web",
          // The app's own import alias (apps/web/vite.config.ts), so units import modules as the app does.
          alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) },
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "vite-plugins/**/*.test.ts"],
          passWithNoTests: true,
          // fake-indexeddb does real work per record; hundreds of saves on two busy cores take seconds.
          testTimeout: 20_000,
        },
      },
      // The benchmarks' own helpers (e.g. the documents bench's character error rate).
      { test: { name: "bench", root: "bench", include: ["support/**/*.test.ts"] } },
    ],
  },
});
