// issue 18 §7: the load bench's reference — a bare node:http server answering the same routes as Lectern with one
// indexed statement each (a transaction of upserts for a push) on the same PostgreSQL, with no framework, session
// check, validation, merge rule or tier. Run in its own process: `node --import tsx` this file, PORT and
// DATABASE_URL set. The bench seeds ref_users and ref_notes directly (seedReference). Its sign-in checks the password
// with the same scrypt as Lectern (N 16384, r 16: ~90 ms of a core) the plain way, on libuv's pool: a sign-in's floor
// on this machine.
import { scrypt } from "node:crypto";
import http from "node:http";
import pg from "pg";
import {
  KEY_LENGTH,
  newPasswordHash,
  SCRYPT,
  sameKey,
  scryptInput,
  storedHash,
} from "../../apps/server/src/auth/password-scrypt.ts";

/** A stored hash, `<salt>:<key>` as Lectern keeps it (made once, in the untimed setup). */
export const referenceHash = newPasswordHash;

function passwordMatches(password: string, hash: string): Promise<boolean> {
  const stored = storedHash(hash);
  if (!stored) return Promise.resolve(false);
  return new Promise((resolve, reject) =>
    scrypt(scryptInput(password), stored.salt, KEY_LENGTH, SCRYPT, (error, actual) =>
      error ? reject(error) : resolve(sameKey(actual, stored.key)),
    ),
  );
}

export const REFERENCE_SCHEMA = `
  create table if not exists ref_users (id uuid primary key, email text not null unique, password_hash text not null);
  create sequence if not exists ref_seq;
  create table if not exists ref_notes (
    id uuid primary key, user_id uuid not null, title text not null, content text not null,
    tags jsonb not null default '[]', created_at timestamptz not null, updated_at timestamptz not null,
    deleted_at timestamptz, server_seq bigint not null default nextval('ref_seq'));
  create index if not exists ref_notes_seq on ref_notes (user_id, server_seq);
  create index if not exists ref_notes_list on ref_notes (user_id, updated_at desc, id desc);`;

if (process.env.PORT && process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await pool.query(REFERENCE_SCHEMA);
  const server = http.createServer((req, res) => {
    answer(pool, req).then(
      ({ status, body, cookie }) => {
        res.writeHead(status, {
          "content-type": "application/json",
          ...(cookie ? { "set-cookie": `uid=${cookie}; Path=/; HttpOnly` } : {}),
        });
        res.end(JSON.stringify(body));
      },
      (error: unknown) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: String(error) }));
      },
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT), "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
}

type Answer = { status: number; body: unknown; cookie?: string };

async function answer(pool: pg.Pool, req: http.IncomingMessage): Promise<Answer> {
  const url = new URL(req.url ?? "/", "http://x");
  const raw = await readBody(req);
  // the readiness probe the servers are waited on with (e2e/support/lectern-server.ts), and liveness
  if (url.pathname === "/api/health" || url.pathname === "/api/ready")
    return { status: 200, body: { ok: true } };
  if (url.pathname === "/api/auth/sign-in/email") {
    const { email, password } = JSON.parse(raw) as { email: string; password: string };
    const { rows } = await pool.query("select id, password_hash from ref_users where email = $1", [email]);
    const user = rows[0] as { id: string; password_hash: string } | undefined;
    if (!user || !(await passwordMatches(password, user.password_hash))) return { status: 401, body: {} };
    return { status: 200, body: { user: { id: user.id } }, cookie: user.id };
  }
  const userId = /(?:^|;\s*)uid=([0-9a-f-]{36})/.exec(req.headers.cookie ?? "")?.[1];
  if (!userId) return { status: 401, body: { error: "not signed in" } };
  switch (url.pathname) {
    case "/api/sync/pull": {
      const since = Number(url.searchParams.get("since") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 200);
      const { rows } = await pool.query(
        "select * from ref_notes where user_id = $1 and server_seq > $2 order by server_seq limit $3",
        [userId, since, limit + 1],
      );
      const page = rows.slice(0, limit);
      const changes = page.map((record) => ({
        collection: "notes",
        record: { ...record, server_seq: Number(record.server_seq) },
      }));
      return {
        status: 200,
        body: { changes, cursor: Number(page.at(-1)?.server_seq ?? since), hasMore: rows.length > limit },
      };
    }
    case "/api/sync/push":
      return { status: 200, body: { results: await push(pool, userId, JSON.parse(raw).ops) } };
    case "/api/notes": {
      const { rows } = await pool.query(
        "select id, title, tags, created_at, updated_at, left(content, 200) as preview from ref_notes where user_id = $1 and deleted_at is null order by updated_at desc, id desc limit 100",
        [userId],
      );
      return { status: 200, body: { notes: rows } };
    }
    case "/api/home":
    case "/api/progress": {
      const { rows } = await pool.query(
        "select count(*)::int as notes, max(updated_at) as last from ref_notes where user_id = $1 and deleted_at is null",
        [userId],
      );
      return { status: 200, body: { home: rows[0] } };
    }
    default:
      if (url.pathname.startsWith("/api/ai/")) {
        // No generation here: the note's read by id stands in, so the route is driven and answered.
        const { note } = JSON.parse(raw) as { note: { id: string } };
        const { rows } = await pool.query(
          "select left(content, 400) as summary from ref_notes where id = $1 and user_id = $2",
          [note.id, userId],
        );
        return { status: 200, body: { summary: rows[0]?.summary ?? "" } };
      }
      return { status: 404, body: { error: "no such route" } };
  }
}

type Op = { id: string; operation: "update" | "delete"; data: Record<string, unknown> };

/** The ops in one transaction, one upsert each, stamped from one sequence: the least a sync push must do. */
async function push(pool: pg.Pool, userId: string, ops: Op[]) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const results = [];
    for (const op of ops) {
      const d = op.data;
      const { rows } =
        op.operation === "delete"
          ? await client.query(
              `update ref_notes set deleted_at = $3, updated_at = $3, server_seq = nextval('ref_seq')
               where id = $1 and user_id = $2 returning id, user_id, server_seq, updated_at, deleted_at`,
              [d.id, userId, d.deleted_at ?? new Date().toISOString()],
            )
          : await client.query(
              `insert into ref_notes (id, user_id, title, content, tags, created_at, updated_at, deleted_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (id) do update set title = excluded.title, content = excluded.content, tags = excluded.tags,
           updated_at = excluded.updated_at, deleted_at = excluded.deleted_at, server_seq = nextval('ref_seq')
         where ref_notes.user_id = excluded.user_id
         returning id, user_id, server_seq, updated_at, deleted_at`,
              [
                d.id,
                userId,
                d.title ?? "",
                d.content ?? "",
                JSON.stringify(d.tags ?? []),
                d.created_at ?? new Date().toISOString(),
                d.updated_at ?? new Date().toISOString(),
                null,
              ],
            );
      const record = rows[0] ? { ...rows[0], server_seq: Number(rows[0].server_seq) } : undefined;
      results.push(record ? { id: op.id, status: "applied", record } : { id: op.id, status: "rejected" });
    }
    await client.query("commit");
    return results;
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
