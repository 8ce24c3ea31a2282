import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteRemote } from "../src/db/pglite-remote.ts";
import { rowsOf } from "../src/db/rows.ts";

// PGlite in a worker thread behind PgliteRemote (issue 12): what drizzle sees must be what it saw of PGlite in
// process — values, transactions and savepoints, errors with their PostgreSQL fields, order, close.

let remote: PgliteRemote;
let db: ReturnType<typeof drizzle>;

/** The PostgreSQL error behind drizzle's DrizzleQueryError (its `cause`), or the error itself. */
async function failure(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await run();
  } catch (error) {
    return ((error as { cause?: unknown }).cause ?? error) as Record<string, unknown>;
  }
  throw new Error("expected a failure");
}

beforeAll(async () => {
  remote = new PgliteRemote(null);
  await remote.waitReady;
  db = drizzle({ client: remote as unknown as PGlite });
  await remote.exec(`
    create table item (
      id serial primary key, name text unique, data jsonb, bin bytea, big int8, tags text[],
      at timestamptz, plain timestamp, day date, span interval, amount numeric
    );
    create table seq (n int not null);
  `);
});

afterAll(async () => {
  await remote?.close();
});

describe("PgliteRemote: PGlite in a worker thread, as drizzle's client", () => {
  it("carries params and rows across: jsonb, bytea, int8, arrays, null, and drizzle's raw date types", async () => {
    const big = 9_007_199_254_740_993n; // beyond 2^53: only a bigint holds it
    await db.execute(
      sql`insert into item (name, data, bin, big, tags, at, plain, day, span, amount)
          values ('a', ${JSON.stringify({ x: [1, "two", null], nested: { ok: true } })}, ${new Uint8Array([0, 1, 255])},
                  ${big}, ${sql.param(["p", "q"])}, '2026-01-02T03:04:05.678Z', '2026-01-02 03:04:05', '2026-01-02',
                  '1 day 2 hours', 12.5)`,
    );
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select *, null::text as nothing, big::text as big_text from item where name = 'a'`,
      ),
    );
    expect(row).toMatchObject({
      name: "a",
      data: { x: [1, "two", null], nested: { ok: true } },
      bin: new Uint8Array([0, 1, 255]),
      tags: ["p", "q"],
      big_text: "9007199254740993",
      nothing: null,
      // drizzle's parsers keep these as PostgreSQL's text (drizzle-orm/pglite/session.js)
      at: "2026-01-02 03:04:05.678+00",
      plain: "2026-01-02 03:04:05",
      day: "2026-01-02",
      span: "1 day 02:00:00",
    });
    // without drizzle's parsers, PGlite's own: a Date
    const plain = await remote.query<{ at: unknown }>("select at from item where name = 'a'");
    expect(plain.rows[0]?.at).toBeInstanceOf(Date);
    // array row mode, as drizzle's select uses
    const arrays = await remote.query("select name, day from item", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([["a", expect.any(Date)]]);
    expect(arrays.fields.map((f) => f.name)).toEqual(["name", "day"]);
  });

  it("answers exec with one result per statement", async () => {
    const results = await remote.exec("select 1 as one; select 2 as two");
    expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it("commits a transaction, and rolls it back when its function throws", async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into seq (n) values (1)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into seq (n) values (2)`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(rowsOf(await db.execute(sql`select n from seq order by n`))).toEqual([{ n: 1 }]);
    await db.execute(sql`delete from seq`);
  });

  it("holds every other query back while a transaction is open, as PGlite's mutex does in process", async () => {
    let outsideAnswered = false;
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into seq (n) values (10)`);
      outside = db.execute(sql`select count(*)::int as c from seq`).then((r) => {
        outsideAnswered = true;
        return rowsOf(r);
      });
      // several round trips to the worker: the query outside the transaction still waits for its end
      for (let i = 0; i < 5; i++) await tx.execute(sql`select 1`);
      expect(outsideAnswered).toBe(false);
    });
    expect(await outside).toEqual([{ c: 1 }]);
    await db.execute(sql`delete from seq`);
  });

  it("nests savepoints through drizzle: an inner rollback keeps the outer work", async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into seq (n) values (1)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into seq (n) values (2)`);
          await inner.transaction(async (innermost) => {
            await innermost.execute(sql`insert into seq (n) values (3)`);
          });
          throw new Error("inner only");
        }),
      ).rejects.toThrow("inner only");
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into seq (n) values (4)`);
      });
    });
    expect(rowsOf(await db.execute(sql`select n from seq order by n`))).toEqual([{ n: 1 }, { n: 4 }]);
    await db.execute(sql`delete from seq`);
  });

  it("keeps a PostgreSQL error's fields: unique violation 23505 and invalid text 22P02", async () => {
    const unique = await failure(() => db.execute(sql`insert into item (name) values ('a')`));
    expect(unique).toBeInstanceOf(Error);
    expect(unique).toMatchObject({
      code: "23505",
      severity: "ERROR",
      table: "item",
      constraint: "item_name_key",
      detail: "Key (name)=(a) already exists.",
    });
    expect(String(unique.message)).toContain("duplicate key");
    const invalid = await failure(() => db.execute(sql`select ${"x"}::int`));
    expect(invalid).toMatchObject({ code: "22P02" });
    // inside a transaction too; the failed transaction is rolled back and the next one runs
    const inTx = await failure(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into seq (n) values (null)`);
      }),
    );
    expect(inTx).toMatchObject({ code: "23502", column: "n", table: "seq" });
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
  });

  it("answers concurrent calls in the order they were made, each to its caller", async () => {
    const inserts = Array.from({ length: 200 }, (_, i) =>
      db
        .execute(sql`insert into seq (n) values (${i}) returning n`)
        .then((r) => rowsOf<{ n: number }>(r)[0]?.n),
    );
    expect(await Promise.all(inserts)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const order = rowsOf<{ n: number }>(await db.execute(sql`select n from seq order by ctid`));
    expect(order.map((r) => r.n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    await db.execute(sql`delete from seq`);
  });

  it("closes: later calls fail with a clear error, and a data directory is free again", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-pglite-remote-"));
    try {
      const onDisk = new PgliteRemote(path.join(dir, "pglite"));
      // one PGlite per directory in this process
      expect(() => new PgliteRemote(path.join(dir, "pglite"))).toThrow(/already open in this process/);
      await onDisk.waitReady;
      await onDisk.exec("create table kept (v text); insert into kept values ('still here')");
      await onDisk.close();
      await onDisk.close(); // twice is fine
      await expect(onDisk.query("select 1")).rejects.toThrow(/PGlite is closed/);
      const again = new PgliteRemote(path.join(dir, "pglite"));
      await again.waitReady;
      expect((await again.query("select v from kept")).rows).toEqual([{ v: "still here" }]);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails to open with the worker's error, and lets the directory go", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-pglite-remote-"));
    const notADir = path.join(dir, "file");
    fs.writeFileSync(notADir, "not a data directory");
    try {
      const broken = new PgliteRemote(notADir);
      await expect(broken.waitReady).rejects.toThrow();
      await expect(broken.query("select 1")).rejects.toThrow();
      await broken.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
