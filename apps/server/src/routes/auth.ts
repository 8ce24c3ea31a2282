import { messages } from "@lectern/core";
import type { Context } from "hono";
import type { AppEnv } from "../app.ts";
import { LIMITED_AUTH_PATHS } from "../auth/auth.ts";
import { sessionCacheOf } from "../auth/session-cache.ts";
import { CLIENT_IP_HEADER, clientIp } from "../http/client-ip.ts";
import { consumeRateLimit } from "../services/rate-limit.ts";

const limitedPaths = new Set<string>(LIMITED_AUTH_PATHS);

function tooMany(retryAfter: number) {
  const message = messages.auth.tooManyAttempts(retryAfter);
  return new Response(JSON.stringify({ error: message, message, code: "TOO_MANY_REQUESTS" }), {
    status: 429,
    headers: { "content-type": "application/json", "retry-after": String(retryAfter) },
  });
}

function emailOf(body: string): string | null {
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Everything under /api/auth is better-auth. Around it: the client address it limits by (set from the socket,
 * never from a client header), a per-e-mail limit on the paths abuse targets (so one address cannot be
 * hammered from many IPs), and one 429 shape with a message a person can act on.
 */
export async function authHandler(c: Context<AppEnv>) {
  const { auth, config } = c.get("deps");
  const path = c.req.path.slice("/api/auth".length);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, config.trustProxy));
  const body = c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.text();

  if (body !== undefined && limitedPaths.has(path)) {
    const email = emailOf(body);
    if (email) {
      const verdict = await consumeRateLimit(
        c.get("deps").database.db,
        `email:${path}:${email}`,
        config.authEmailRateLimit,
      );
      if (!verdict.allowed) return tooMany(verdict.retryAfter ?? config.authEmailRateLimit.windowSeconds);
    }
  }

  const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  // A POST may end or change sessions (sign-out, revoke, password, profile): API reads ask afresh.
  if (body !== undefined) sessionCacheOf(auth).clear();
  if (response.status === 429) {
    return tooMany(Number(response.headers.get("x-retry-after")) || config.authRateLimit.windowSeconds);
  }
  return response;
}
