// Type-checks every workspace with its own tsconfig (each is strict and emits nothing).
import { spawnSync } from "node:child_process";

const projects = ["packages/core", "packages/generator", "apps/server", "apps/web", "e2e", "bench"];
let failed = 0;
for (const project of projects) {
  const run = spawnSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", project], {
    stdio: "inherit",
  });
  if (run.status !== 0) failed += 1;
  else console.log(`typecheck ${project}: ok`);
}
process.exit(failed ? 1 : 0);
