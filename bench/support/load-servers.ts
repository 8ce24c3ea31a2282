// issue 18 §7: the servers the load bench drives, each in its own process (the simulated students run in the
// bench's process and must not share the servers' event loop): the built Lectern server, as `npm start` runs it,
// and the bare node:http + pg reference.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, serverEntry, waitForHealth } from "../../e2e/support/lectern-server.ts";
import { LOAD_METRICS_TOKEN } from "./load-metrics.ts";

export type ServerProcess = {
  name: string;
  url: string;
  /** Everything the process wrote (its log lines at LOG_LEVEL), to find the cause of an error; gone at close. */
  logFile: string;
  dataDir: string;
  pid: number;
  /** Stops the process; its DATA_DIR goes too unless kept (to read the embedded database afterwards). */
  close(options?: { keepData?: boolean }): Promise<void>;
};

/** Settings every app server of the bench gets; a run adds DATABASE_URL and its own. */
export const LOAD_SERVER_ENV = {
  LOG_LEVEL: "warn",
  // Behind a school's load balancer: each simulated student has an address of its own (X-Forwarded-For), so
  // the per-address auth limits stay at their defaults, as a real class would meet them.
  TRUST_PROXY: "true",
  AI_PROVIDER: "local",
  // read before and after the clock: time inside the server, its CPU and event-loop delay (load-metrics.ts)
  METRICS_TOKEN: LOAD_METRICS_TOKEN,
};

/** The built server (E2E_SERVER_ENTRY, else apps/server/dist/index.js) on a free port with a fresh DATA_DIR. */
export async function startAppServer(env: Record<string, string>, name: string): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lectern-load-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return startProcess(process.execPath, [serverEntry()], name, dataDir, url, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ...LOAD_SERVER_ENV,
    ...env,
  });
}

/** The reference (load-reference-server.ts) on `databaseUrl`. */
export async function startReferenceServer(databaseUrl: string): Promise<ServerProcess> {
  const dataDir = ""; // the reference keeps nothing on disk
  const port = await freePort();
  const script = path.resolve("bench/support/load-reference-server.ts");
  return startProcess(
    process.execPath,
    ["--import", "tsx", script],
    "reference",
    dataDir,
    `http://127.0.0.1:${port}`,
    { PORT: String(port), DATABASE_URL: databaseUrl },
  );
}

async function startProcess(
  command: string,
  args: string[],
  name: string,
  dataDir: string,
  url: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const logFile = path.join(os.tmpdir(), `lectern-load-${name}-${process.pid}.log`);
  const log = fs.openSync(logFile, "w");
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  // a bench that fails halfway must not leave its servers running
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  const output = () => fs.readFileSync(logFile, "utf8").slice(-4000);
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    name,
    url,
    logFile,
    dataDir,
    pid: child.pid ?? 0,
    async close({ keepData = false } = {}) {
      process.off("exit", stop);
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!keepData && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      // read (problemLines) before the close; nothing to keep after it
      fs.rmSync(logFile, { force: true });
    },
  };
}

/** The server's log lines at warn or above (pino JSON), for the report: the cause of any error under load. */
export function problemLines(server: ServerProcess, max = 8): string[] {
  return fs
    .readFileSync(server.logFile, "utf8")
    .split("\n")
    .filter((line) => /"level":(4|5|6)\d/.test(line) || /Error|error/.test(line))
    .slice(0, max)
    .map((line) => line.slice(0, 600));
}
