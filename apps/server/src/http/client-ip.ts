import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header our server sets (overwriting anything a client sent) for better-auth's per-address limits. */
export const CLIENT_IP_HEADER = "x-lectern-client-ip";

/**
 * The client's address: the socket's peer, or — behind a reverse proxy (TRUST_PROXY) — the last hop of
 * X-Forwarded-For, the one our proxy appended. Client-supplied headers are never trusted otherwise.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // In-process requests (tests through app.request) have no socket.
    return "local";
  }
}
