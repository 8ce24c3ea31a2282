import { emailSchema } from "@lectern/core";
import type { Context } from "hono";
import type { AppEnv } from "../app.ts";
import { admitMailRequest, admitSignIn, signInSettled } from "../auth/attempt-limits.ts";
import { MAIL_AUTH_PATHS, SIGN_IN_PATH, trustedOrigins } from "../auth/auth.ts";
import { authErrorResponse, tooManyAttempts, withApiErrorShape } from "../auth/error-shape.ts";
import { type AuthRefusal, emailOf, readAuthBody, refuseAuthInput } from "../auth/request-body.ts";
import { sessionCacheOf } from "../auth/session-cache.ts";
import { CLIENT_IP_HEADER, clientIp } from "../http/client-ip.ts";

const mailPaths = new Set<string>(MAIL_AUTH_PATHS);
const RESET_PATH = "/request-password-reset";
/** better-auth's answer to every reset request, known e-mail or not. */
const RESET_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

const refusal = (r: AuthRefusal) => authErrorResponse(r.status, r.error, r.code);

function decodedPath(c: Context<AppEnv>): string {
  const path = c.req.path.slice("/api/auth".length);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Everything under /api/auth is better-auth. Around it: the body read once whatever its encoding and checked for
 * what the database cannot take, the client address (from the socket, or a trusted proxy — never a client
 * header), our limits (attempt-limits.ts), and one JSON error shape for every answer.
 */
export async function authHandler(c: Context<AppEnv>) {
  const deps = c.get("deps");
  const { auth, config } = deps;
  const db = deps.database.db;
  const path = decodedPath(c);
  const ip = clientIp(c, config.trustProxy);
  const method = c.req.method;
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);

  const hasBody = method !== "GET" && method !== "HEAD";
  const read = hasBody ? await readAuthBody(c.req.raw, await c.req.arrayBuffer()) : undefined;
  if (read && !read.ok) return refusal(read.refusal);
  const body = read?.body;
  const refused = refuseAuthInput(
    path,
    new URL(c.req.url).searchParams,
    body,
    trustedOrigins(config.publicUrl),
  );
  if (refused) return refusal(refused);
  if (body) {
    headers.set("content-type", "application/json");
    headers.delete("content-length");
  }
  const forward = () =>
    auth.handler(new Request(c.req.url, { method, headers, body: body ? JSON.stringify(body) : undefined }));

  let response: Response;
  const email = emailOf(body);
  if (method === "POST" && path === SIGN_IN_PATH && email) {
    const admission = await admitSignIn(db, config, email, ip);
    if (!admission.allowed) return tooManyAttempts(admission.retryAfter);
    response = await forward();
    await signInSettled(db, admission, email, ip, response.status);
  } else if (method === "POST" && mailPaths.has(path)) {
    const admission = await admitMailRequest(db, config, path, email, ip);
    if (!admission.allowed) return tooManyAttempts(admission.retryAfter);
    response = path === RESET_PATH ? await requestReset(c, body, forward) : await forward();
  } else {
    response = await forward();
  }

  // A POST may end or change sessions (sign-out, revoke, password, profile): API reads ask afresh.
  if (hasBody) sessionCacheOf(auth).clear();
  if (response.status === 429) {
    return tooManyAttempts(
      Number(response.headers.get("x-retry-after")) || config.authRateLimit.windowSeconds,
    );
  }
  return withApiErrorShape(response);
}

/**
 * The reset request answers the same, after the same work, for a known and an unknown e-mail (issue 12: a known
 * one took measurably longer, which told who has an account): once the request is valid, better-auth's lookup,
 * token and mail run after the answer is sent.
 */
async function requestReset(
  c: Context<AppEnv>,
  body: Record<string, unknown> | undefined,
  forward: () => Promise<Response>,
): Promise<Response> {
  const { logger } = c.get("deps");
  if (!emailSchema.safeParse(body?.email).success) return forward(); // better-auth names the invalid field
  // After this answer is written (setImmediate runs once the response has gone to the socket), so none of the
  // work that differs between a known and an unknown e-mail shares its time.
  setImmediate(() =>
    forward()
      .then(async (res) => {
        if (!res.ok)
          logger.warn(
            { component: "auth", status: res.status, body: await res.text() },
            "reset request failed",
          );
      })
      .catch((error: unknown) => logger.error({ component: "auth", err: error }, "reset request failed")),
  );
  return c.json(RESET_ANSWER);
}
