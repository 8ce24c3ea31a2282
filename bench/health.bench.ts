import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../apps/server/src/config.ts";
import { createLogger } from "../apps/server/src/logger.ts";
import { startServer } from "../apps/server/src/server.ts";
import { runBench } from "./harness.ts";

// Lectern's /api/health (Hono + middleware + a database round trip on in-process PGlite) against a bare node:http
// server answering the same JSON with no database: the cost of our stack per request.
const REQUESTS_PER_ROUND = 50;

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ ok: true, version: "0.0.0", database: "none" }));
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

const dataDir = `/tmp/lectern-bench-${process.pid}`;
const ours = await startServer(
  loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
  createLogger("silent"),
);

const burst = (url: string) => async () => {
  await Promise.all(
    Array.from({ length: REQUESTS_PER_ROUND }, () => fetch(url).then((r) => r.arrayBuffer())),
  );
};

await runBench(
  "health",
  { name: "bare node:http (reference)", run: burst(bareUrl) },
  [{ name: "lectern /api/health", run: burst(`${ours.url}/api/health`) }],
  { opsPerRound: REQUESTS_PER_ROUND },
);

await ours.stop();
bare.close();
(await import("node:fs")).rmSync(dataDir, { recursive: true, force: true });
