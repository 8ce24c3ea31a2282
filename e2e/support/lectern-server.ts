import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  freePort,
  serverProcessEnv,
  spawnServer,
  waitForHealth,
} from "../../apps/server/test/spawn-server.ts";

// Starting the built Lectern server for end-to-end runs: the shared one (global-setup) and any second one a test
// needs with other settings (e.g. TRANSCRIBE_BASE_URL). Same build, own port and data directory. The spawning
// and the wait for readiness are the server tests' (apps/server/test/spawn-server.ts), shared with the benches.

export { freePort, waitForHealth };

/** The server build under test (E2E_SERVER_ENTRY lets a run use one built elsewhere). */
export const serverEntry = () => path.resolve(process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js");

export type LecternServer = { url: string; dataDir: string; close(): Promise<void> };

/**
 * Starts the built server on a free port with a fresh data directory (embedded database), test-friendly rate
 * limits and `env` on top; resolves once it is healthy.
 */
export async function startLecternServer(env: Record<string, string> = {}): Promise<LecternServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await spawnServer({
    entry: serverEntry(),
    url,
    env: {
      ...serverProcessEnv({ port, dataDir, publicUrl: url }),
      // Every test signs up from 127.0.0.1; the limits themselves are pinned by the server suite.
      AUTH_RATE_LIMIT_MAX: "10000",
      AUTH_EMAIL_RATE_LIMIT_MAX: "10000",
      ...env,
    },
  });
  return {
    url,
    dataDir,
    async close() {
      await server.stop("SIGTERM");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
