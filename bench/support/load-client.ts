// issue 18 §7: how a simulated student's requests go out — fetch (undici, keep-alive), timed and recorded by route
// — and what each of its devices holds: its own pull cursor and the version of every record it has seen.
import type { LoadRecorder } from "./load-stats.ts";

/** One server as the students see it: where to send, and the origin the browser would send (its PUBLIC_URL). */
export type Endpoint = { url: string; origin: string };

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/**
 * One request. With a recorder and a route (the template, e.g. "GET /api/sync/pull"), its latency — to the last
 * byte of the answer — and outcome are recorded; without, it is setup and a non-2xx answer throws.
 */
export async function call(
  endpoint: Endpoint,
  method: "GET" | "POST",
  path: string,
  options: { cookie?: string; ip?: string; body?: unknown; timeoutMs?: number } = {},
  recorder?: { to: LoadRecorder; route: string },
): Promise<Answer | null> {
  const headers: Record<string, string> = { origin: endpoint.origin };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const started = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${endpoint.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    text = await res.text();
  } catch (error) {
    if (!recorder) throw error;
    recorder.to.failed(recorder.route, error);
    return null;
  }
  const ms = performance.now() - started;
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text: text.slice(0, 200) };
  }
  if (recorder)
    recorder.to.record(
      recorder.route,
      ms,
      res.status,
      `${method} ${path.split("?")[0]}: ${text.slice(0, 200)}`,
    );
  else if (res.status >= 400)
    throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { status: res.status, body, headers: res.headers };
}

/** The session cookie a sign-in answer sets, as a browser would send it back. */
export const cookieOf = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** What a device knows of one record: the version it holds. */
export type Seen = { seq: number; updatedAt: number };
type SyncRecord = Record<string, unknown> & { id: string; server_seq: number | string; updated_at: string };

/** One simulated device: its server, its own cursor, and every record it holds (tombstones included). */
export class Device {
  cursor = 0;
  readonly seen = new Map<string, Seen>();
  /** Timed requests this device made, by outcome: shows a session made on one server works on the other. */
  readonly answers = { ok: 0, unauthorized: 0, other: 0 };
  constructor(readonly endpoint: Endpoint) {}

  /** A timed request from this device (see `call`), counted by outcome. */
  async send(
    method: "GET" | "POST",
    path: string,
    options: Parameters<typeof call>[3],
    recorder: { to: LoadRecorder; route: string },
  ): Promise<Answer | null> {
    const answer = await call(this.endpoint, method, path, options, recorder);
    const status = answer?.status ?? 0;
    if (status >= 200 && status < 300) this.answers.ok++;
    else if (status === 401) this.answers.unauthorized++;
    else this.answers.other++;
    return answer;
  }

  /** Takes a record from a pull or a push answer, if it is newer than what the device holds. */
  take(collection: string, record: SyncRecord) {
    const key = `${collection}/${record.id}`;
    const seq = Number(record.server_seq);
    if ((this.seen.get(key)?.seq ?? -1) >= seq) return;
    this.seen.set(key, { seq, updatedAt: new Date(record.updated_at).getTime() });
  }

  versionOf(collection: string, id: string): number | undefined {
    return this.seen.get(`${collection}/${id}`)?.seq;
  }

  /** Pulls page after page until the server has no more; each page is one request (timed when recorded). */
  async pullAll(cookie: string, ip: string, recorder?: LoadRecorder): Promise<boolean> {
    for (;;) {
      const path = `/api/sync/pull?since=${this.cursor}&limit=200`;
      const answer = recorder
        ? await this.send("GET", path, { cookie, ip }, { to: recorder, route: "GET /api/sync/pull" })
        : await call(this.endpoint, "GET", path, { cookie, ip });
      if (answer?.status !== 200) return false;
      const page = answer.body as {
        changes: { collection: string; record: SyncRecord }[];
        cursor: number;
        hasMore: boolean;
        reset?: boolean;
      };
      if (page.reset) this.seen.clear();
      for (const change of page.changes) this.take(change.collection, change.record);
      this.cursor = page.cursor;
      if (!page.hasMore) return true;
    }
  }
}
