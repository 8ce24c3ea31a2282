// `npm start`: install if missing, build if stale, then serve on http://localhost:3000 (migrations apply at start).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuilt, ensureDependencies, root } from "./lib.mjs";

ensureDependencies();
ensureBuilt();

const server = spawn(
  process.execPath,
  ["--enable-source-maps", path.join(root, "apps/server/dist/index.js")],
  {
    stdio: "inherit",
    cwd: root,
    env: process.env,
  },
);
// Ctrl-C reaches the server too (same process group); wait for it to close the database cleanly.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
