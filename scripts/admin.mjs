// `npm run admin -- <command>`: the operator's commands (backup, restore, renew-epoch; issue 18 §5). Runs the
// server's own code from source through tsx, as the tests do, so it needs no build of the web app.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureDependencies, root } from "./lib.mjs";

ensureDependencies();

const child = spawn(
  process.execPath,
  ["--import", "tsx", path.join(root, "apps/server/src/admin/main.ts"), ...process.argv.slice(2)],
  { stdio: "inherit", cwd: root, env: process.env },
);
// Ctrl-C reaches the command too (a backup stopped halfway leaves only <file>.partial, never a damaged <file>).
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
