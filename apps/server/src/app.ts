import { messages } from "@lectern/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Auth } from "./auth/auth.ts";
import { trustedOrigins } from "./auth/auth.ts";
import type { Mailer } from "./auth/mailer.ts";
import type { SessionUser } from "./auth/session.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { ApiError, jsonErrorBodies, SERVER_ERROR_MESSAGE, sendError } from "./http/errors.ts";
import { requestContext } from "./http/request-context.ts";
import { refuseCrossOriginWrites } from "./http/same-origin.ts";
import { securityHeaders } from "./http/security.ts";
import { mountSpa } from "./http/static.ts";
import type { Logger } from "./logger.ts";
import { accountRoutes } from "./routes/account.ts";
import { authHandler } from "./routes/auth.ts";
import { documentRoutes, TEXTRACT_BODY_LIMIT_BYTES } from "./routes/documents.ts";
import { generationRoutes } from "./routes/generation.ts";
import { goalRoutes } from "./routes/goals.ts";
import { healthRoutes, readyRoutes } from "./routes/health.ts";
import { metricsRoutes } from "./routes/metrics.ts";
import { modelRoutes } from "./routes/models.ts";
import { noteRoutes } from "./routes/notes.ts";
import { paymentRoutes } from "./routes/payments.ts";
import { planRoutes } from "./routes/plans.ts";
import { homeRoutes, progressRoutes } from "./routes/progress.ts";
import { quizRoutes } from "./routes/quizzes.ts";
import { rpcRoutes } from "./routes/rpc.ts";
import { sharedRoutes, shareRoutes } from "./routes/shares.ts";
import { subscriptionRoutes } from "./routes/subscription.ts";
import { syncRoutes } from "./routes/sync.ts";
import { tierRoutes } from "./routes/tier.ts";
import { TRANSCRIBE_BODY_LIMIT_BYTES, transcribeRoutes } from "./routes/transcribe.ts";
import { waitlistRoutes } from "./routes/waitlist.ts";
import { WEBHOOK_BODY_LIMIT_BYTES, webhookRoutes } from "./routes/webhooks.ts";
import { pendingJobs } from "./services/generation/pool.ts";
import { createMetrics } from "./services/metrics.ts";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
};
export type AppEnv = { Variables: { deps: AppDeps; user: SessionUser } };

/** Payment gateways' webhooks: called by the gateway's servers, so no session and no same-origin check. */
const WEBHOOKS_PREFIX = "/api/webhooks/";

/** Bodies larger than this are refused with 413 before a handler reads them; routes that need more say so here. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
const BODY_LIMITS: Array<[prefix: string, bytes: number, message?: string]> = [
  // up to SYNC_PUSH_MAX_OPS records, a long note among them
  ["/api/sync/push", 16 * 1024 * 1024],
  // an audio file under 100 MB for the server speech engine (spec 1 §5)
  ["/api/transcribe", TRANSCRIBE_BODY_LIMIT_BYTES, messages.recording.audioTooLarge],
  // a whole note's content (CONTENT_MAX_CHARS) sent for generation
  ["/api/ai/", 16 * 1024 * 1024],
  // a document of at most 5 MB as a base64 data URL (spec 2 §7 textract-document)
  ["/api/textract-document", TEXTRACT_BODY_LIMIT_BYTES, messages.documents.textractTooLarge],
  // a gateway's event (issue 20): small JSON
  [WEBHOOKS_PREFIX, WEBHOOK_BODY_LIMIT_BYTES],
];

export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? DEFAULT_BODY_LIMIT_BYTES;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // issue 18 §4: metrics only when a scraper is configured; one registry per app (tests make many apps)
  const metrics = deps.config.metricsToken ? createMetrics(() => pendingJobs(deps.config.ai)) : null;
  app.use("*", (c, next) => {
    c.set("deps", deps);
    return next();
  });
  app.use("*", requestContext(deps.logger, metrics));
  app.use("*", securityHeaders());
  app.use("/api/*", jsonErrorBodies());
  app.use("/api/*", (c, next) =>
    bodyLimit({
      maxSize: bodyLimitFor(c.req.path),
      onError: (ctx) =>
        sendError(
          ctx,
          413,
          BODY_LIMITS.find(([prefix]) => c.req.path.startsWith(prefix))?.[2] ??
            `Request body is too large (limit ${bodyLimitFor(c.req.path)} bytes)`,
        ),
    })(c, next),
  );

  const sameOrigin = refuseCrossOriginWrites(trustedOrigins(deps.config.publicUrl));
  // a webhook's proof is its signature (routes/webhooks.ts), not the caller's origin
  app.use("/api/*", (c, next) => (c.req.path.startsWith(WEBHOOKS_PREFIX) ? next() : sameOrigin(c, next)));

  app.on(["GET", "POST"], "/api/auth/*", authHandler);
  app.route("/api/health", healthRoutes);
  app.route("/api/ready", readyRoutes);
  app.route("/api/plans", planRoutes);
  app.route("/api/waitlist", waitlistRoutes);
  app.route("/api/sync", syncRoutes);
  app.route("/api/notes", noteRoutes);
  app.route("/api/quizzes", quizRoutes);
  app.route("/api/tier", tierRoutes);
  app.route("/api/subscription", subscriptionRoutes);
  app.route("/api/payments", paymentRoutes);
  app.route("/api/webhooks", webhookRoutes);
  app.route("/api/transcribe", transcribeRoutes);
  app.route("/api/ai", generationRoutes);
  app.route("/api/rpc", rpcRoutes);
  app.route("/api/progress", progressRoutes);
  app.route("/api/home", homeRoutes);
  app.route("/api/goals", goalRoutes);
  app.route("/api/account", accountRoutes);
  app.route("/api/shares", shareRoutes);
  // public: a share link opens without a session (its copy route asks for one itself)
  app.route("/api/shared", sharedRoutes);
  app.route("/api", documentRoutes);
  app.all("/api/*", (c) => sendError(c, 404, `No such API route: ${c.req.method} ${c.req.path}`));

  app.route("/models", modelRoutes);
  app.route("/metrics", metricsRoutes(metrics));
  mountSpa(app as unknown as Hono, deps.config.webDist);

  app.notFound((c) => sendError(c, 404, "Not found"));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      // an upstream failure's own words stay here (issue 18 §3): the answer carries only our message
      if (error.status >= 500) deps.logger.warn({ err: error }, "request failed");
      return sendError(c, error.status, error.message, error.details);
    }
    if (error instanceof HTTPException) return sendError(c, error.status, error.message || "Request failed");
    deps.logger.error({ err: error }, "unhandled error");
    return sendError(c, 500, SERVER_ERROR_MESSAGE);
  });
  return app;
}
