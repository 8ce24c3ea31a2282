import path from "node:path";
import { z } from "zod";

/**
 * Configuration is environment variables with working defaults (DESIGN §8; the README's table lists them all).
 * Nothing is required: with no variables set, Lectern serves on port 3000 from the embedded database in ./data.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Where the built SPA lives; the server serves it and falls back to its index.html. */
  webDist: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, serverRoot = findServerRoot()): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, "..", "web", "dist")),
  };
}

/** An empty variable (`DATABASE_URL=`) means "not set", as a self-hoster would expect. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === "" ? undefined : v]));
}

/** apps/server, whether running from src/ (tests, dev) or the bundled dist/. */
export function findServerRoot(): string {
  const here = path.dirname(new URL(import.meta.url).pathname);
  return path.basename(here) === "dist" ? path.dirname(here) : path.resolve(here, "..");
}
