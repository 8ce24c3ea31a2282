// `npm run dev`: the API with reload on :3000 and Vite's dev server (with /api proxied to it) on :5173.
import { spawn } from "node:child_process";
import { ensureDependencies, root } from "./lib.mjs";

ensureDependencies();
const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/index.ts"], { stdio: "inherit", cwd: root }),
  spawn("npx", ["vite", "--port", "5173"], { stdio: "inherit", cwd: `${root}/apps/web` }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
