import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { saveNote } from "./generation-support.ts";
import { type Json, readJson, rowsOf } from "./support.ts";

// Issue 13 Deliver 1: pushes and generation writes racing a pull never let a cursor skip a row. A device that
// follows the cursor page after page must end up with every row the server holds for it. On PostgreSQL (a pool of
// connections) the old pull — a probe, then one statement per table — let a page hold seq n+1 without seq n.

// PGlite runs one statement at a time in one process, so its races come from interleaved awaits and a smaller run
// shows them; PostgreSQL's pool runs statements truly at once and needs more writes to hit the window.
const WRITES = process.env.TEST_DATABASE_URL ? 120 : 24;

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;

beforeAll(async () => {
  // six writes of one student at once, on purpose: above the default cap on pushes at once (issue 18 §2)
  t = await startAuthTestApp({ SYNC_PUSH_CONCURRENCY: "8" });
  ada = await signedInBrowser(t.app, t.smtp, "ada@race.test");
});
afterAll(() => t.close());

const iso = () => new Date().toISOString();
const op = (type: string, data: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  operation: "update",
  data: { created_at: iso(), updated_at: iso(), user_id: ada.userId, ...data },
  timestamp: iso(),
});

/** One push holding a new note and a card of it: two collections committed in one transaction. */
async function pushNoteAndCard(i: number) {
  const noteId = randomUUID();
  const res = await ada.call("/api/sync/push", {
    body: {
      ops: [
        op("notes", { id: noteId, title: `Race ${i}`, content: `Body ${i}` }),
        op("flashcards", {
          id: randomUUID(),
          note_id: noteId,
          front: `Q${i}`,
          back: `A${i}`,
          difficulty: "easy",
        }),
      ],
    },
  });
  expect(res.status).toBe(200);
  const { results } = await readJson(res);
  expect(results.map((r: Json) => r.status)).toEqual(["applied", "applied"]);
}

let generations: Promise<void> = Promise.resolve();

/**
 * One generation of ada's at a time: the pool admits at most two jobs per user and answers 429 past that
 * (issue 16); this test races generation writes against pushes and pulls, not against the admission.
 */
function generateCards(note: { id: string; title: string; content: string }): Promise<void> {
  const run = generations.then(async () => {
    const res = await ada.call("/api/ai/create-flashcards", { body: { note, maxCards: 3 } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
  generations = run.catch(() => {});
  return run;
}

/** Runs `tasks` with at most `width` in flight. */
async function inParallel(tasks: (() => Promise<void>)[], width: number) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

/** Settles whenever a write finishes: the devices pull as the writes land, each page racing the writes in flight. */
function writeSignal() {
  let resolve = () => {};
  let next = new Promise<void>((r) => {
    resolve = r;
  });
  return {
    next: () => next,
    fire() {
      resolve();
      next = new Promise<void>((r) => {
        resolve = r;
      });
    },
  };
}

/** A device following the cursor: a small page after every finished write, then the rest once they stop. */
function followingDevice(writes: ReturnType<typeof writeSignal>) {
  const seen = new Set<string>();
  let cursor = 0;
  let writersDone = false;
  const pullPage = async (limit: number) => {
    const res = await ada.call(`/api/sync/pull?since=${cursor}&limit=${limit}`);
    expect(res.status).toBe(200);
    const page: Json = await readJson(res);
    for (const change of page.changes) seen.add(`${change.collection}:${change.record.id}`);
    cursor = page.cursor;
    return page as { changes: unknown[]; hasMore: boolean };
  };
  const done = (async () => {
    while (!writersDone) {
      await pullPage(3);
      // Checked right before waiting: a finish that fired during the page is not waited for again.
      if (!writersDone) await writes.next();
    }
    for (let page = await pullPage(100); page.hasMore; page = await pullPage(100));
  })();
  return {
    seen,
    finish: () => {
      writersDone = true;
      writes.fire();
      return done;
    },
  };
}

async function serverRows(): Promise<Set<string>> {
  const result = await t.database.db.execute(sql`
    select 'notes' as collection, id from notes where user_id = ${ada.userId}
    union all select 'flashcards', id from flashcards where user_id = ${ada.userId}`);
  return new Set(rowsOf<{ collection: string; id: string }>(result).map((r) => `${r.collection}:${r.id}`));
}

describe("a pull racing pushes and generation writes", () => {
  it("never lets the cursor pass a row: a device following it ends with every row", async () => {
    const note = await saveNote(ada, "Cell biology");
    const landed = writeSignal();
    const devices = [followingDevice(landed), followingDevice(landed)];
    const writes: (() => Promise<void>)[] = [];
    for (let i = 0; i < WRITES; i += 1) {
      writes.push(() => pushNoteAndCard(i).then(landed.fire));
      if (i % 12 === 0) writes.push(() => generateCards(note).then(landed.fire));
    }
    await inParallel(writes, 6);
    await Promise.all(devices.map((d) => d.finish()));

    const expected = await serverRows();
    expect(expected.size).toBeGreaterThan(2 * WRITES);
    for (const device of devices) {
      const missing = [...expected].filter((key) => !device.seen.has(key));
      expect(missing).toEqual([]);
    }
  });
});
