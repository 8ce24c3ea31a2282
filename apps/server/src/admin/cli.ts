import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { backupEmbedded, embeddedDatabaseDir, lockForAdmin } from "./backup.ts";
import { AdminError } from "./backup-file.ts";
import { askServer, serverRefusal } from "./channel.ts";
import { renewEpochNow } from "./epoch.ts";
import { runGrantPlan, runSeedPlans } from "./plan-commands.ts";
import { restoreEmbedded } from "./restore.ts";

// `npm run admin -- <command>` (scripts/admin.mjs runs main.ts): the operator's commands of issue 18 §5.

const USAGE = `Usage: npm run admin -- <command>

  backup <file>    Copy the embedded database (DATA_DIR) into <file>, a .tar.gz; works while the server runs.
  restore <file>   Replace the embedded database with a backup (stop the server first). The database it replaces
                   is kept in DATA_DIR as pglite.before-restore-<time>; devices re-send what the backup lacks.
  renew-epoch      Start a new sync epoch, so every device re-sends what the server lacks (after restoring
                   PostgreSQL with pg_restore).
  seed-plans [file.json]
                   Load the subscription plans: the default ones (Free, Student, Student Annual), or the plans of
                   file.json, upserted by name; running it twice changes nothing.
  grant-plan <email> <plan name>
                   Give that account the plan, as a payment would (its period starts now); e.g. when this server
                   takes no payments.

Settings come from the same environment as the server (DATA_DIR, DATABASE_URL).`;

/** What to do instead on PostgreSQL: its own tools (issue 18 §5; the README has the same recipe). */
export const postgresRecipe = (
  command: "backup" | "restore",
) => `DATABASE_URL is set: Lectern's data is in PostgreSQL, which backs up and restores with its own tools.
${
  command === "backup"
    ? `Back up (servers may keep running; pg_dump reads one consistent snapshot):
  pg_dump --format=custom --file=lectern.dump "$DATABASE_URL"`
    : `Restore (stop every Lectern server first):
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" lectern.dump
  npm run admin -- renew-epoch    # devices re-send what the backup lacks
Then start the servers again.`
}`;

export async function runAdmin(
  args: string[],
  config: Config,
  print: (line: string) => void,
): Promise<number> {
  if (args[0] === "seed-plans" && args.length <= 2) {
    await runSeedPlans(config, args[1], print);
    return 0;
  }
  if (args[0] === "grant-plan" && args.length >= 3) {
    // a plan name may have spaces: the rest of the arguments is the name (quoting it works too)
    await runGrantPlan(config, args[1] as string, args.slice(2).join(" "), print);
    return 0;
  }
  const [command, file, ...extra] = args;
  const needsFile = command === "backup" || command === "restore";
  if (
    !command ||
    !["backup", "restore", "renew-epoch"].includes(command) ||
    (needsFile && !file) ||
    extra.length
  ) {
    print(USAGE);
    return command === undefined || command === "help" || command === "--help" ? 0 : 2;
  }
  if (command === "renew-epoch") {
    print(`New sync epoch: ${await renewEpoch(config)}. Devices will re-send what this server lacks.`);
    return 0;
  }
  if (config.databaseUrl) {
    print(postgresRecipe(command as "backup" | "restore"));
    return 1;
  }
  if (command === "backup") {
    const startedAt = Date.now();
    const outcome = await backupEmbedded(config.dataDir, file as string);
    print(
      `Backed up ${config.dataDir} (from the ${outcome.from}) to ${file}: ${formatBytes(outcome.bytes)} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
    );
    return 0;
  }
  const outcome = await restoreEmbedded(config.dataDir, file as string);
  print(`Restored ${file} into ${config.dataDir}; new sync epoch ${outcome.epoch}.`);
  if (outcome.keptAside)
    print(`The database it replaced is kept in ${outcome.keptAside}; delete it when sure.`);
  print("Start the server: devices will re-send what the backup lacks at their next sync.");
  return 0;
}

/** renew-epoch: on PostgreSQL directly (safe while servers run); on PGlite through the running server, or with
 * the data-dir lock when none runs. */
async function renewEpoch(config: Config): Promise<string> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      return await renewEpochNow(drizzlePg({ client, schema }) as unknown as Database);
    } finally {
      await client.end();
    }
  }
  const res = await askServer(config.dataDir, "renew-epoch");
  if (res) {
    if (res.statusCode !== 200) throw await serverRefusal(res);
    let body = "";
    for await (const chunk of res) body += chunk;
    return (JSON.parse(body) as { epoch: string }).epoch;
  }
  if (!fs.existsSync(path.join(embeddedDatabaseDir(config.dataDir), "PG_VERSION")))
    throw new AdminError(
      `${config.dataDir} holds no database: nothing to renew. Set DATA_DIR to the server's data folder.`,
    );
  const unlock = lockForAdmin(config.dataDir, "renewing the epoch");
  try {
    const pglite = await PGlite.create(embeddedDatabaseDir(config.dataDir));
    try {
      return await renewEpochNow(drizzlePglite({ client: pglite, schema }) as unknown as Database);
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
