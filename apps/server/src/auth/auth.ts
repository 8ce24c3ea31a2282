import { randomUUID } from "node:crypto";
import { MIN_PASSWORD_LENGTH } from "@lectern/core";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import type { Logger } from "../logger.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { allowMail } from "./attempt-limits.ts";
import { resetPasswordEmail, verificationEmail } from "./emails.ts";
import type { Mailer } from "./mailer.ts";
import { createPasswordWork } from "./password-work.ts";

/** Sign-in: limited on failures only, in routes/auth.ts (attempt-limits.ts). */
export const SIGN_IN_PATH = "/sign-in/email";
/** The paths that send mail: limited per address and per e-mail in routes/auth.ts, mail capped per e-mail here. */
export const MAIL_AUTH_PATHS = [
  "/sign-up/email",
  "/send-verification-email",
  "/request-password-reset",
] as const;

/** The origins a browser may send auth and API writes from: PUBLIC_URL, plus its loopback twin. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  const twin = url.hostname === "localhost" ? "127.0.0.1" : url.hostname === "127.0.0.1" ? "localhost" : null;
  if (twin) origins.push(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ""}`);
  return origins;
}

export function createAuth(options: {
  db: Database;
  config: Config;
  mailer: Mailer;
  secret: string;
  logger: Logger;
}) {
  const { db, config, mailer, secret, logger } = options;
  // Filled once better-auth is built: its endpoints' paths, so limit keys name a route, never a raw path.
  let routeOf: (path: string) => string = () => "*";
  const auth = betterAuth({
    appName: "Lectern",
    // better-auth's own messages join the server's structured log (and its level) as plain JSON lines.
    logger: {
      level: "warn",
      disableColors: true,
      log: (level, message, ...args) =>
        logger[level]({ component: "auth", details: args.length ? args.map(loggable) : undefined }, message),
    },
    // Errors leave better-auth's handler instead of being printed to stderr in colour (outside our JSON log):
    // its own refusals still become responses; anything else reaches the app's error handler, which logs it.
    onAPIError: { throw: true },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    user: {
      // spec 1 §3: the auth user keeps first name, last name and full name (`name`)
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // better-auth's own scrypt, a few at a time so a burst never starves the request thread (password-work.ts)
      password: createPasswordWork(),
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        if (await allowMail(db, config, "reset", user.email)) {
          await mailer.send(resetPasswordEmail(user.email, user.name, url));
        } else
          logger.warn(
            { component: "auth" },
            "reset mail not sent: this e-mail's limit for the window is reached",
          );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        if (await allowMail(db, config, "verify", user.email)) {
          await mailer.send(verificationEmail(user.email, user.name, url));
        } else
          logger.warn(
            { component: "auth" },
            "verification mail not sent: this e-mail's limit for the window is reached",
          );
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      // Sign-in and the mail paths have our own limits (routes/auth.ts): counting failures, keyed by e-mail too.
      customRules: Object.fromEntries([SIGN_IN_PATH, ...MAIL_AUTH_PATHS].map((p) => [p, false as const])),
      customStorage: {
        consume: (key, rule) =>
          consumeRateLimit(db, rateLimitKey(key, routeOf), { max: rule.max, windowSeconds: rule.window }),
      },
    },
    advanced: {
      cookiePrefix: "lectern",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => randomUUID() },
      // Only the address our own middleware sets from the socket (or a trusted proxy), never a client header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mail goes out after the answer (better-auth catches and logs a failed send): an answer's timing never
      // waits on the mail server, nor tells whether a mail was sent at all (issue 12).
      backgroundTasks: { handler: (task) => void task },
    },
    plugins: [twoFactor({ issuer: "Lectern" })],
  });
  routeOf = routeMatcher(Object.values(auth.api).map((endpoint) => (endpoint as { path?: string }).path));
  return auth;
}

/**
 * better-auth keys its limits `address|path`. Keyed by route instead, requests to made-up paths or with tokens in
 * the path share one row per address (issue 12: 3,000 rows in 8 s from distinct paths).
 */
function rateLimitKey(key: string, routeOf: (path: string) => string): string {
  const bar = key.indexOf("|"); // an address never holds "|"; a path may
  return `ip:${key.slice(0, bar)}|${routeOf(key.slice(bar + 1))}`;
}

/** The route pattern (`/reset-password/:token`) a path belongs to, or `*` for a path no endpoint serves. */
function routeMatcher(paths: Array<string | undefined>): (path: string) => string {
  const routes = paths
    .filter((p): p is string => typeof p === "string")
    .map((p) => ({ p, re: new RegExp(`^${p.replace(/:[^/]+/g, "[^/]+")}/?$`) }));
  return (path) => routes.find((r) => r.re.test(path))?.p ?? "*";
}

/** Errors as plain fields: pino serialises an Error nested in an array as `{}`. */
function loggable(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export type Auth = ReturnType<typeof createAuth>;
