// `npm test`: install what is missing (dependencies; Chromium via apt-get when root), then typecheck, lint,
// unit + server integration tests (vitest), a production build, and end-to-end tests in headless Chromium.
// Ends with one line "tests: N passed, N failed" adding up every runner.
import fs from "node:fs";
import path from "node:path";
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureMediaTools,
  root,
  run,
  runOrExit,
} from "./lib.mjs";

ensureDependencies();
const chromium = ensureChromium();
ensureMediaTools();
const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });

runOrExit("npm", ["run", "typecheck"]);
runOrExit("npm", ["run", "lint"]);

// Every vitest project but the hostile-input battery, then the battery alone: it times GET /api/health under its
// barrage, which other suites running beside it on two cores would distort.
const vitestRuns = [
  { json: "vitest.json", projects: ["core", "generator", "server", "web", "bench"] },
  { json: "vitest-hostile.json", projects: ["hostile"] },
].map(({ json, projects }) => {
  const outputFile = path.join(resultsDir, json);
  fs.rmSync(outputFile, { force: true });
  const status = run("npx", [
    "vitest",
    "run",
    ...projects.flatMap((project) => ["--project", project]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${outputFile}`,
  ]);
  return { outputFile, status };
});
const vitestStatus = vitestRuns.find((r) => r.status !== 0)?.status ?? 0;

ensureBuilt({ force: true });
// The same app built with the test-only speech engine switch, which e2e serves (see e2e/global-setup.ts).
runOrExit("npm", ["run", "build:e2e", "-w", "@lectern/web"]);
const playwrightJson = path.join(resultsDir, "playwright.json");
const e2eStatus = run("npx", ["playwright", "test"], {
  env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
});

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const { outputFile } of vitestRuns) {
  if (!fs.existsSync(outputFile)) continue;
  const v = JSON.parse(fs.readFileSync(outputFile, "utf8"));
  counts.passed += v.numPassedTests ?? 0;
  counts.failed += v.numFailedTests ?? 0;
  counts.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (fs.existsSync(playwrightJson)) {
  const s = JSON.parse(fs.readFileSync(playwrightJson, "utf8")).stats ?? {};
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
}
if (vitestStatus !== 0 && counts.failed === 0) counts.failed += 1;
if (e2eStatus !== 0 && counts.failed === 0) counts.failed += 1;
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(vitestStatus || e2eStatus);
