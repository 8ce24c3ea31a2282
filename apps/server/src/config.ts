import path from "node:path";
import { Webhook } from "standardwebhooks";
import { z } from "zod";
import type { TextractConfig } from "./services/documents/textract.ts";

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
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Lectern <no-reply@lectern.local>"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: z.enum(["true", "false", "1", "0"]).default("false"),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(50),
  MODELS_DIR: z.string().optional(),
  TRANSCRIBE_BASE_URL: z.string().url().optional(),
  TRANSCRIBE_API_KEY: z.string().optional(),
  TRANSCRIBE_MODEL: z.string().default("whisper-1"),
  TRANSCRIBE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60 * 1000),
  AI_PROVIDER: z.enum(["local", "openai"]).default("local"),
  AI_BASE_URL: z.string().url().default("https://api.openai.com/v1"),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1000),
  AI_CHUNK_PAUSE_MS: z.coerce.number().int().min(0).default(1000),
  GENERATION_BUDGET_MS: z.coerce.number().int().min(1).default(60_000),
  // issue 18 §2: usage limits per user (per client address on the waitlist); README lists why each default
  GENERATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  GENERATION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(3),
  TRANSCRIBE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  TRANSCRIBE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  TRANSCRIBE_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(2),
  SYNC_PUSH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  SYNC_PUSH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  SYNC_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  WAITLIST_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  WAITLIST_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // issue 18 §6: a student's own data, per user: downloads of it, and attempts at confirming its deletion
  ACCOUNT_EXPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  ACCOUNT_EXPORT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  ACCOUNT_DELETE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  ACCOUNT_DELETE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  MAIL_LOG_LINKS: z.enum(["true", "false", "1", "0"]).default("false"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // issue 19 §2: server text extraction (POST /api/textract-document) for the tiers that may use it
  DOCUMENT_OCR_ENGINE: z.enum(["auto", "tesseract-js", "tesseract-cli", "textract"]).default("auto"),
  DOCUMENT_OCR_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  DOCUMENT_EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1).default(120_000),
  DOCUMENT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  DOCUMENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  TESSERACT_COMMAND: z.string().default("tesseract"),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  AWS_REGION: z.string().optional(),
  AWS_TEXTRACT_ENDPOINT: z.string().url().optional(),
  // issue 20: payment gateways; a gateway without its key is not offered (the embedded default has none)
  DODO_PAYMENTS_API_KEY: z.string().optional(),
  DODO_PAYMENTS_BASE_URL: z.string().url().default("https://live.dodopayments.com"),
  // Checked at start: a malformed secret would otherwise refuse every webhook later, with no word at start-up.
  DODO_PAYMENTS_WEBHOOK_SECRET: z
    .string()
    .refine(
      isStandardWebhooksSecret,
      "must be the endpoint's Standard Webhooks secret: whsec_ followed by base64",
    )
    .optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default("https://api.paystack.co"),
  PAYMENTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  PAYMENTS_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
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
  /** Unset: mail is written to DATA_DIR/mail as .eml and its links logged, so a self-hoster can still sign up. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Unset: generated once and kept in the database, so every server on one PostgreSQL shares it. */
  authSecret: string | undefined;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For hop. */
  trustProxy: boolean;
  /** Per client address and auth path (sign-in, sign-up, resend, reset); sign-in counts failures only. */
  authRateLimit: { max: number; windowSeconds: number };
  /** Per e-mail and client address on each auth path; also the mails one e-mail receives per window. */
  authEmailRateLimit: { max: number; windowSeconds: number };
  /** Failed sign-ins to one e-mail across every address per authEmailRateLimit window (known addresses pass). */
  authAccountRateLimitMax: number;
  /** Speech model files served at /models/ (filled by `npm run models:fetch`); default DATA_DIR/models. */
  modelsDir: string;
  /** The optional server speech engine (issue 7): an OpenAI-compatible /v1/audio/transcriptions service. */
  transcribe: TranscribeConfig;
  /** Study-material generation (DESIGN §6): `local` needs nothing; `openai` is any OpenAI-compatible server. */
  ai: AiConfig;
  /**
   * Usage limits (issue 18 §2): requests per window and requests running at once, per user, on generation
   * (/api/ai/* POSTs), transcription and sync push; per client address on the waitlist join (no concurrency cap:
   * its global lock already serialises joins).
   */
  limits: {
    generation: UsageLimit;
    transcription: UsageLimit;
    syncPush: UsageLimit;
    waitlist: { max: number; windowSeconds: number };
    /** 'Download my data' per user: a student downloads now and then; a loop would read every row again and again. */
    accountExport: { max: number; windowSeconds: number };
    /** Attempts at confirming 'Delete my account' per user: enough for typos, too few to guess a password. */
    accountDelete: { max: number; windowSeconds: number };
  };
  /** Without SMTP_URL, log each mail's links (verification, reset) too: for a first local run only (issue 18). */
  mailLogLinks: boolean;
  /** Unset: no /metrics. Set: Prometheus metrics at /metrics for `Authorization: Bearer <token>` (issue 18). */
  metricsToken: string | undefined;
  /** Server text extraction (issue 19 §2). */
  documents: DocumentsConfig;
  /** Checkout and verification through the payment gateways (issue 20). */
  payments: PaymentsConfig;
};

export type PaymentsConfig = {
  /** Unset apiKey: Dodo is not offered. webhookSecret unset: every Dodo webhook is refused (verify still works). */
  dodo: { apiKey: string; baseUrl: string; webhookSecret: string | undefined } | undefined;
  /** Paystack signs its webhooks with the secret key itself. */
  paystack: { secretKey: string; baseUrl: string } | undefined;
  /** Checkouts and verifications per user and window: each one is a call to the gateway. */
  rateLimit: { max: number; windowSeconds: number };
};

export type DocumentsConfig = {
  /** auto: AWS Textract when AWS credentials are set, else the native `tesseract` CLI when it runs, else tesseract.js. */
  engine: "auto" | "tesseract-js" | "tesseract-cli" | "textract";
  /** Documents read at once on this server; one more is answered 429 (spec 2 §7: busy). */
  concurrency: number;
  /** Time one document may take; a PDF's pages past it are left, with a warning. */
  timeoutMs: number;
  /** Extraction requests per user and window. */
  rateLimit: { max: number; windowSeconds: number };
  tesseractCommand: string;
  /** Set when AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION all are. */
  textract: TextractConfig | undefined;
};

/** At most `max` requests per `windowSeconds` (a fixed window), and at most `concurrent` running at once. */
export type UsageLimit = { max: number; windowSeconds: number; concurrent: number };

export type AiConfig = {
  provider: "local" | "openai";
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per call to the model; a call that takes longer is abandoned (answered 504). */
  timeoutMs: number;
  /** Retries after a 429 or 5xx, waiting retryBaseMs, then twice that, and so on (or what Retry-After says). */
  maxRetries: number;
  retryBaseMs: number;
  /** Pause between two chunk calls to a remote model (spec 1 §9: 1 s). */
  chunkPauseMs: number;
  /** Time one local-engine run may take in its worker before it is stopped (issue 12). */
  budgetMs: number;
};

export type TranscribeConfig = {
  /** Unset: the server offers no transcription and the browser's engine is the only one. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** A long lecture can take many minutes upstream; a call longer than this is abandoned (answered 504). */
  timeoutMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, serverRoot = findServerRoot()): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (
    e.DOCUMENT_OCR_ENGINE === "textract" &&
    !(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY && e.AWS_REGION)
  ) {
    throw new Error(
      "Invalid configuration: DOCUMENT_OCR_ENGINE: textract needs AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, "..", "web", "dist")),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY === "true" || e.TRUST_PROXY === "1",
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    authEmailRateLimit: {
      max: e.AUTH_EMAIL_RATE_LIMIT_MAX,
      windowSeconds: e.AUTH_EMAIL_RATE_LIMIT_WINDOW_SECONDS,
    },
    authAccountRateLimitMax: e.AUTH_ACCOUNT_RATE_LIMIT_MAX,
    modelsDir: path.resolve(e.MODELS_DIR ?? path.join(e.DATA_DIR, "models")),
    transcribe: {
      baseUrl: e.TRANSCRIBE_BASE_URL?.replace(/\/$/, ""),
      apiKey: e.TRANSCRIBE_API_KEY,
      model: e.TRANSCRIBE_MODEL,
      timeoutMs: e.TRANSCRIBE_TIMEOUT_MS,
    },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL.replace(/\/$/, ""),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      retryBaseMs: e.AI_RETRY_BASE_MS,
      chunkPauseMs: e.AI_CHUNK_PAUSE_MS,
      budgetMs: e.GENERATION_BUDGET_MS,
    },
    limits: {
      generation: {
        max: e.GENERATION_RATE_LIMIT_MAX,
        windowSeconds: e.GENERATION_RATE_LIMIT_WINDOW_SECONDS,
        concurrent: e.GENERATION_CONCURRENCY,
      },
      transcription: {
        max: e.TRANSCRIBE_RATE_LIMIT_MAX,
        windowSeconds: e.TRANSCRIBE_RATE_LIMIT_WINDOW_SECONDS,
        concurrent: e.TRANSCRIBE_CONCURRENCY,
      },
      syncPush: {
        max: e.SYNC_PUSH_RATE_LIMIT_MAX,
        windowSeconds: e.SYNC_PUSH_RATE_LIMIT_WINDOW_SECONDS,
        concurrent: e.SYNC_PUSH_CONCURRENCY,
      },
      waitlist: { max: e.WAITLIST_RATE_LIMIT_MAX, windowSeconds: e.WAITLIST_RATE_LIMIT_WINDOW_SECONDS },
      accountExport: {
        max: e.ACCOUNT_EXPORT_RATE_LIMIT_MAX,
        windowSeconds: e.ACCOUNT_EXPORT_RATE_LIMIT_WINDOW_SECONDS,
      },
      accountDelete: {
        max: e.ACCOUNT_DELETE_RATE_LIMIT_MAX,
        windowSeconds: e.ACCOUNT_DELETE_RATE_LIMIT_WINDOW_SECONDS,
      },
    },
    mailLogLinks: e.MAIL_LOG_LINKS === "true" || e.MAIL_LOG_LINKS === "1",
    metricsToken: e.METRICS_TOKEN,
    documents: {
      engine: e.DOCUMENT_OCR_ENGINE,
      concurrency: e.DOCUMENT_OCR_CONCURRENCY,
      timeoutMs: e.DOCUMENT_EXTRACTION_TIMEOUT_MS,
      rateLimit: { max: e.DOCUMENT_RATE_LIMIT_MAX, windowSeconds: e.DOCUMENT_RATE_LIMIT_WINDOW_SECONDS },
      tesseractCommand: e.TESSERACT_COMMAND,
      textract:
        e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY && e.AWS_REGION
          ? {
              accessKeyId: e.AWS_ACCESS_KEY_ID,
              secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
              ...(e.AWS_SESSION_TOKEN && { sessionToken: e.AWS_SESSION_TOKEN }),
              region: e.AWS_REGION,
              ...(e.AWS_TEXTRACT_ENDPOINT && { endpoint: e.AWS_TEXTRACT_ENDPOINT }),
            }
          : undefined,
    },
    payments: {
      dodo: e.DODO_PAYMENTS_API_KEY
        ? {
            apiKey: e.DODO_PAYMENTS_API_KEY,
            baseUrl: e.DODO_PAYMENTS_BASE_URL.replace(/\/$/, ""),
            webhookSecret: e.DODO_PAYMENTS_WEBHOOK_SECRET,
          }
        : undefined,
      paystack: e.PAYSTACK_SECRET_KEY
        ? { secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, "") }
        : undefined,
      rateLimit: { max: e.PAYMENTS_RATE_LIMIT_MAX, windowSeconds: e.PAYMENTS_RATE_LIMIT_WINDOW_SECONDS },
    },
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

/** A secret the Standard Webhooks verifier accepts ("whsec_" + base64); never echoed in the error. */
function isStandardWebhooksSecret(secret: string): boolean {
  try {
    new Webhook(secret);
    return /^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret);
  } catch {
    return false;
  }
}
