import fs from "node:fs";
import path from "node:path";
import { type Config, findServerRoot } from "../config.ts";
import type { Database } from "../db/client.ts";
import { openDatabase } from "../db/client.ts";
import { lockForAdmin } from "./backup.ts";
import { AdminError } from "./backup-file.ts";
import { askServer, serverAnswer, serverRefusal } from "./channel.ts";
import {
  DEFAULT_PLANS,
  grantPlan,
  parsePlansFile,
  type SeedOutcome,
  type SeedPlan,
  seedPlans,
} from "./plans.ts";

/**
 * `seed-plans [file.json]` and `grant-plan <email> <plan name>` (issue 20 §2). Like renew-epoch: on PostgreSQL
 * directly (safe while servers run); on the embedded database through the running server's admin channel, or,
 * when no server runs, by opening DATA_DIR under its lock (migrating it first, so a fresh DATA_DIR works too).
 */
export async function runSeedPlans(config: Config, file: string | undefined, print: (line: string) => void) {
  const plans = file ? readPlansFile(file) : DEFAULT_PLANS;
  const outcome = await onDatabase<SeedOutcome>(config, { operation: "seed-plans", body: { plans } }, (db) =>
    seedPlans(db, plans),
  );
  const list = (names: string[]) => (names.length ? names.join(", ") : "none");
  print(
    `Plans seeded${file ? ` from ${file}` : " (the default plans)"}: inserted ${list(outcome.inserted)}; updated ${list(outcome.updated)}; unchanged ${list(outcome.unchanged)}.`,
  );
}

export async function runGrantPlan(
  config: Config,
  email: string,
  planName: string,
  print: (line: string) => void,
) {
  const granted = await onDatabase<{ email: string; planName: string; periodEnd: string | null }>(
    config,
    { operation: "grant-plan", body: { email, planName } },
    (db) => grantPlan(db, email, planName),
  );
  print(`${granted.email} now has the plan ${granted.planName} until ${granted.periodEnd}.`);
}

/** A plans file, relative to where `npm run admin` was started (npm runs scripts from the repository root). */
function readPlansFile(file: string): SeedPlan[] {
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = fs.readFileSync(resolved, "utf8");
  } catch (error) {
    throw new AdminError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  return parsePlansFile(text, file);
}

/** As server.ts has it; not imported from there, so the command does not load the whole app. */
const migrationsFolder = () => path.join(findServerRoot(), "drizzle");

async function onDatabase<T>(
  config: Config,
  viaServer: { operation: "seed-plans" | "grant-plan"; body: unknown },
  work: (db: Database) => Promise<T>,
): Promise<T> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      kind: "postgres",
      url: config.databaseUrl,
      migrationsFolder: migrationsFolder(),
    });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const res = await askServer(config.dataDir, viaServer.operation, viaServer.body);
  if (res) {
    if (res.statusCode !== 200) throw await serverRefusal(res);
    return serverAnswer<T>(res);
  }
  const unlock = lockForAdmin(config.dataDir, "changing plans");
  try {
    const database = await openDatabase({
      kind: "pglite",
      dataDir: config.dataDir,
      migrationsFolder: migrationsFolder(),
    });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}
