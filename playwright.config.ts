import { defineConfig } from "@playwright/test";

// End-to-end tests run the production build on the real server (started by e2e/global-setup.ts on a free port
// with a fresh DATA_DIR) in Debian's Chromium — never a browser downloaded by a test tool.
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Sign-up, mail and sign-in in one test took 34 s once on two busy cores; a hung test still stops at 60 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/playwright.json" }],
  ],
  outputDir: "test-results/e2e",
  use: {
    browserName: "chromium",
    // A failed test keeps its trace: DOM snapshots, network and console, which is what finding a flake needs. The
    // screencast is left out: recording it for every test cost ~25% of the suite's time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
