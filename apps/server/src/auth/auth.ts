import { randomUUID } from "node:crypto";
import { MIN_PASSWORD_LENGTH, messages } from "@lectern/core";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { CLIENT_IP_HEADER } from "../http/client-ip.ts";
import type { Logger } from "../logger.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";
import { resetPasswordEmail, verificationEmail } from "./emails.ts";
import type { Mailer } from "./mailer.ts";

/** The auth paths that abuse targets: limited per client address here and per e-mail in routes/auth.ts. */
export const LIMITED_AUTH_PATHS = [
  "/sign-in/email",
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
  const ipRule = { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max };
  return betterAuth({
    appName: "Lectern",
    // better-auth's own messages join the server's structured log (and its level) instead of stderr.
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        logger[level]({ component: "auth", details: args.length ? args : undefined }, message),
    },
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
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 300,
      customRules: Object.fromEntries(LIMITED_AUTH_PATHS.map((p) => [p, ipRule])),
      customStorage: {
        consume: (key, rule) =>
          consumeRateLimit(db, `ip:${key}`, { max: rule.max, windowSeconds: rule.window }),
      },
    },
    advanced: {
      cookiePrefix: "lectern",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => randomUUID() },
      // Only the address our own middleware sets from the socket (or a trusted proxy), never a client header.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [twoFactor({ issuer: "Lectern" })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export const tooManyAttempts = (seconds: number) => messages.auth.tooManyAttempts(seconds);
