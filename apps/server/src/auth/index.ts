import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { getOrCreateSecret } from "../services/server-settings.ts";
import { createAuth } from "./auth.ts";
import { createMailer } from "./mailer.ts";

/** Auth and mail for one app instance: AUTH_SECRET, or the one kept in the database. */
export async function createAuthDeps(db: Database, config: Config, logger: Logger) {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
    logLinks: config.mailLogLinks,
  });
  const secret = config.authSecret ?? (await getOrCreateSecret(db, "auth_secret"));
  return { mailer, auth: createAuth({ db, config, mailer, secret, logger }) };
}
