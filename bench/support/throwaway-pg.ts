import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * A PostgreSQL server for one benchmark run: BENCH_DATABASE_URL if set, else a throwaway cluster started from
 * Debian's binaries on 127.0.0.1 (as the postgres user when we are root, since initdb refuses root). null when
 * neither is possible, so the benchmark can say so instead of failing.
 */
export async function throwawayPostgres(): Promise<{ url: string; stop(): void } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop() {} };
  const bin = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
        .find((b) => fs.existsSync(`${b}/initdb`))
    : undefined;
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-bench-pg-"));
  const root = process.getuid?.() === 0;
  if (root) execFileSync("chown", ["postgres", dir]);
  fs.chmodSync(dir, 0o700);
  const as = (cmd: string, args: string[]) =>
    root
      ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "ignore" })
      : spawnSync(cmd, args, { stdio: "ignore" });
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  as(`${bin}/initdb`, ["-D", `${dir}/data`, "-U", "lectern", "--auth=trust"]);
  const started = as(`${bin}/pg_ctl`, [
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/log`,
    "-w",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200`,
    "start",
  ]);
  if (started.status !== 0) return null;
  return {
    url: `postgres://lectern@127.0.0.1:${port}/postgres`,
    stop() {
      as(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "fast", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
