import { randomUUID } from "node:crypto";
import { SYNC_PULL_PAGE_BUDGET_CHARS } from "@lectern/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalOf } from "../src/services/sync/push.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { type Json, readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let smtp: typeof t.smtp;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let eve: Awaited<ReturnType<typeof signedInBrowser>>;

beforeAll(async () => {
  t = await startAuthTestApp();
  smtp = t.smtp;
  ada = await signedInBrowser(t.app, smtp, "ada@sync.test");
  eve = await signedInBrowser(t.app, smtp, "eve@sync.test");
});
afterAll(() => t.close());

const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
const note = (userId: string, fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: userId,
  title: "Photosynthesis",
  content: "Light reactions happen in the thylakoid membranes.",
  created_at: iso(),
  updated_at: iso(),
  ...fields,
});
const op = (type: string, data: Record<string, unknown>, operation = "update") => ({
  id: randomUUID(),
  type,
  operation,
  data,
  timestamp: iso(),
});
const push = async (who: typeof ada, ops: unknown[]) => {
  const res = await who.call("/api/sync/push", { body: { ops } });
  expect(res.status).toBe(200);
  return (await readJson(res)).results as Json[];
};
const pullAll = async (who: typeof ada, since = 0, limit = 200) =>
  readJson(await who.call(`/api/sync/pull?since=${since}&limit=${limit}`));

describe("sync push", () => {
  it("applies an op and answers with the stored record and its server_seq", async () => {
    const n = note(ada.userId, { tags: ["biology"] });
    const [result] = await push(ada, [op("notes", n)]);
    expect(result).toMatchObject({
      status: "applied",
      record: { id: n.id, title: n.title, tags: ["biology"], subject: "General" },
    });
    expect(result?.record.server_seq).toBeGreaterThan(0);
  });

  it("is idempotent by op id: a retried op is not applied twice", async () => {
    const n = note(ada.userId);
    const first = op("notes", n);
    const [a] = await push(ada, [first]);
    const edited = { ...first, data: { ...n, title: "Changed by a replay", updated_at: iso(1000) } };
    const [b] = await push(ada, [edited]);
    expect(b).toEqual(a);
    const { changes } = await pullAll(ada);
    expect(changes.find((c: Json) => c.record.id === n.id).record.title).toBe("Photosynthesis");
  });

  it("refuses a row id that belongs to another user and never overwrites it", async () => {
    const mine = note(ada.userId);
    await push(ada, [op("notes", mine)]);
    const [stolen] = await push(eve, [
      op("notes", { ...mine, user_id: eve.userId, title: "Mine now", updated_at: iso(5000) }),
    ]);
    expect(stolen).toMatchObject({ status: "rejected", code: "forbidden" });
    const [asAda] = await push(eve, [op("notes", { ...note(ada.userId) })]);
    expect(asAda).toMatchObject({ status: "rejected", code: "forbidden" });
    const [del] = await push(eve, [op("notes", { id: mine.id, deleted_at: iso() }, "delete")]);
    expect(del).toMatchObject({ status: "rejected", code: "forbidden" });
    const { changes } = await pullAll(ada);
    const row = changes.find((c: Json) => c.record.id === mine.id).record;
    expect(row).toMatchObject({ title: "Photosynthesis", deleted_at: null });
    expect((await pullAll(eve)).changes.some((c: Json) => c.record.id === mine.id)).toBe(false);
  });

  it("refuses a record pointing at another user's note", async () => {
    const adaNote = note(ada.userId);
    await push(ada, [op("notes", adaNote)]);
    const card = {
      id: randomUUID(),
      user_id: eve.userId,
      note_id: adaNote.id,
      front: "Q",
      back: "A",
      difficulty: "easy",
      created_at: iso(),
      updated_at: iso(),
    };
    const [result] = await push(eve, [op("flashcards", card)]);
    expect(result, JSON.stringify(result)).toMatchObject({ status: "rejected", code: "forbidden" });
  });

  it("answers stale with the server's newer row, and rejects invalid records naming the field", async () => {
    // Issue 13: the base version decides, not the device's time (this edit's clock reads later than the row's).
    const n = note(ada.userId);
    const [created] = await push(ada, [op("notes", n)]);
    const base = created?.record.server_seq;
    await push(ada, [{ ...op("notes", { ...n, title: "Edited elsewhere" }), base_seq: base }]);
    const [stale] = await push(ada, [
      { ...op("notes", { ...n, title: "Older edit", updated_at: iso(60_000) }), base_seq: base },
    ]);
    expect(stale).toMatchObject({ status: "stale", record: { id: n.id, title: "Edited elsewhere" } });
    const [bad] = await push(ada, [op("notes", { ...note(ada.userId), title: "" })]);
    expect(bad).toMatchObject({ status: "rejected", code: "validation" });
    expect(bad?.reason).toMatch(/^Invalid title/);
  });

  it("keeps deletes as tombstones that pull returns", async () => {
    const n = note(ada.userId);
    const [created] = await push(ada, [op("notes", n)]);
    const before = (await pullAll(ada)).cursor;
    const [del] = await push(ada, [
      { ...op("notes", { id: n.id, deleted_at: iso() }, "delete"), base_seq: created?.record.server_seq },
    ]);
    expect(del?.status).toBe("applied");
    const { changes } = await pullAll(ada, before);
    expect(changes).toHaveLength(1);
    expect(changes[0].record).toMatchObject({ id: n.id });
    expect(changes[0].record.deleted_at).not.toBeNull();
  });

  it("refuses a push from a signed-out caller and a malformed body", async () => {
    const res = await t.app.request("/api/sync/push", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ops: [] }),
    });
    expect(res.status).toBe(401);
    const empty = await ada.call("/api/sync/push", { body: { ops: [] } });
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).details.field).toBe("ops");
  });
});

describe("sync pull", () => {
  it("pages through every change in server_seq order with a cursor, across collections", async () => {
    const fresh = await signedInBrowser(t.app, smtp, "pager@sync.test");
    const notes = Array.from({ length: 7 }, (_, i) => note(fresh.userId, { title: `Note ${i}` }));
    await push(
      fresh,
      notes.map((n) => op("notes", n)),
    );
    const goal = {
      id: randomUUID(),
      user_id: fresh.userId,
      title: "Study 2 hours",
      goal_type: "study_time",
      target_value: 120,
      current_value: 0,
      unit: "minutes",
      period: "daily",
      start_date: iso(),
      created_at: iso(),
      updated_at: iso(),
    };
    const [g] = await push(fresh, [op("user_goals", goal)]);
    expect(g?.status).toBe("applied");

    const seen: string[] = [];
    let cursor = 0;
    let pages = 0;
    for (;;) {
      const page = await pullAll(fresh, cursor, 3);
      pages++;
      const seqs = page.changes.map((c: Json) => c.record.server_seq);
      expect(seqs).toEqual([...seqs].sort((a: number, b: number) => a - b));
      seen.push(...page.changes.map((c: Json) => `${c.collection}:${c.record.title}`));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...notes.map((n) => `notes:${n.title}`), "user_goals:Study 2 hours"]);
    const after = await pullAll(fresh, cursor);
    expect(after).toEqual({ changes: [], cursor, hasMore: false, epoch: expect.any(String) });
  });

  it("ends a page early when its records pass the size budget, and the next page goes on", async () => {
    const long = await signedInBrowser(t.app, t.smtp, "long-notes@sync.test");
    // Two fit in one page's budget, three do not.
    const content = "x".repeat(Math.ceil(SYNC_PULL_PAGE_BUDGET_CHARS / 3) + 1000);
    const notes = [1, 2, 3].map((i) => note(long.userId, { title: `Transcript ${i}`, content }));
    for (const n of notes) expect((await push(long, [op("notes", n)]))[0]?.status).toBe("applied");
    const first = await pullAll(long, 0, 100);
    expect(first.changes.map((c: Json) => c.record.title)).toEqual(["Transcript 1", "Transcript 2"]);
    expect(first.hasMore).toBe(true);
    const second = await pullAll(long, first.cursor, 100);
    expect(second.changes.map((c: Json) => c.record.title)).toEqual(["Transcript 3"]);
    expect(second.hasMore).toBe(false);
  });

  it("rejects a bad cursor with a 400 naming it", async () => {
    const res = await ada.call("/api/sync/pull?since=-1");
    expect(res.status).toBe(400);
    expect((await readJson(res)).details.field).toBe("since");
  });
});

describe("sync push against database constraints", () => {
  it("merges a second schedule for one card into the first (one schedule per card, issue 13), never a 5xx", async () => {
    const n = note(ada.userId);
    const cardId = randomUUID();
    const card = {
      id: cardId,
      user_id: ada.userId,
      note_id: n.id,
      front: "Q",
      back: "A",
      difficulty: "easy",
      created_at: iso(),
      updated_at: iso(),
    };
    const schedule = () => ({
      id: randomUUID(),
      user_id: ada.userId,
      flashcard_id: cardId,
      next_review_date: iso(86_400_000),
      interval_days: 1,
      ease_factor: 2.5,
      repetition_number: 0,
      created_at: iso(),
      updated_at: iso(),
    });
    const results = await push(ada, [
      op("notes", n),
      op("flashcards", card),
      op("spaced_repetition_schedule", schedule()),
      op("spaced_repetition_schedule", schedule()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["applied", "applied", "applied", "applied"]);
    expect(results[3]?.record.id).toBe(results[2]?.record.id);
  });
});

describe("bad input to the sync API", () => {
  it("answers 4xx JSON for unknown collections, wrong types and batches over the limit, and changes nothing", async () => {
    const before = (await pullAll(ada)).cursor;
    const cases: unknown[] = [
      { ops: [{ ...op("notes", note(ada.userId)), id: "not-a-uuid" }] },
      { ops: [{ type: "notes" }] },
      { ops: "all of them" },
      { ops: Array.from({ length: 101 }, () => op("notes", note(ada.userId))) },
    ];
    for (const body of cases) {
      const res = await ada.call("/api/sync/push", { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(typeof (await readJson(res)).error).toBe("string");
    }
    // An op with its id is answered on its own, whatever else is wrong with it (issue 12).
    const refused = await push(ada, [
      op("notes", { ...note(ada.userId), tags: "biology" }),
      op("passwords", note(ada.userId)),
      { ...op("notes", note(ada.userId)), operation: "drop" },
    ]);
    expect(refused.map((r) => [r.status, r.code, r.reason?.split(":")[0]])).toEqual([
      ["rejected", "validation", "Invalid tags"],
      ["rejected", "validation", "Invalid type"],
      ["rejected", "validation", "Invalid operation"],
    ]);
    expect((await pullAll(ada, before)).changes).toEqual([]);
  });
});

describe("the one-statement-per-collection push", () => {
  it("applies a note and a card pointing at it in one batch, and a retry of that batch answers the same", async () => {
    const n = note(ada.userId);
    const card = {
      id: randomUUID(),
      user_id: ada.userId,
      note_id: n.id,
      front: "Q",
      back: "A",
      difficulty: "hard",
      created_at: iso(),
      updated_at: iso(),
    };
    const ops = [op("notes", n), op("flashcards", card)];
    const first = await push(ada, ops);
    expect(first.map((r) => [r.status, r.record.id])).toEqual([
      ["applied", n.id],
      ["applied", card.id],
    ]);
    expect(first[1]?.record).toMatchObject({ note_id: n.id, difficulty: "hard", user_id: ada.userId });
    expect(await push(ada, ops)).toEqual(first);
  });
});

describe("one odd value never fails the push (issue 12)", () => {
  const session = (fields: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    user_id: ada.userId,
    cards_studied: 3,
    correct_answers: 2,
    session_duration: 60,
    completed_at: iso(),
    created_at: iso(),
    updated_at: iso(),
    ...fields,
  });

  it("refuses a NUL text, an integer past int4, a year-0000 date and a non-date deleted_at alone; the rest applies", async () => {
    const existing = note(ada.userId);
    await push(ada, [op("notes", existing)]);
    const before = (await pullAll(ada)).cursor;
    const good = [
      note(ada.userId),
      session(),
      note(ada.userId, { title: "Tabs\tand\nbreaks kept" }),
      session(),
    ];
    const ops = [
      op("notes", good[0] as Record<string, unknown>),
      op("notes", note(ada.userId, { content: "before\u0000after" })),
      op("study_sessions", good[1] as Record<string, unknown>),
      op("study_sessions", session({ cards_studied: 2 ** 31 })),
      op("notes", good[2] as Record<string, unknown>),
      op("notes", note(ada.userId, { updated_at: "0000-01-01T00:00:00Z" })),
      op("study_sessions", good[3] as Record<string, unknown>),
      op("notes", { id: existing.id, deleted_at: "the day before yesterday" }, "delete"),
    ];
    const results = await push(ada, ops);
    expect(results.map((r) => r.id)).toEqual(ops.map((o) => o.id));
    expect(results.map((r) => r.status)).toEqual([
      "applied",
      "rejected",
      "applied",
      "rejected",
      "applied",
      "rejected",
      "applied",
      "rejected",
    ]);
    const reasons = [1, 3, 5, 7].map((i) => results[i]);
    expect(reasons.map((r) => r?.code)).toEqual(["validation", "validation", "validation", "validation"]);
    expect(reasons.map((r) => r?.reason.split(":")[0])).toEqual([
      "Invalid content",
      "Invalid cards_studied",
      "Invalid updated_at",
      "Invalid deleted_at",
    ]);

    const changed = (await pullAll(ada, before)).changes.map((c: Json) => c.record.id).sort();
    expect(changed).toEqual(good.map((g) => g.id).sort());
    expect(results[4]?.record.title).toBe("Tabs\tand\nbreaks kept");
  });

  it("strips stray control characters from text and answers with the cleaned record", async () => {
    const n = note(ada.userId, { title: "Cells\u0007", content: "page 1\fpage 2\u001b" });
    const [result] = await push(ada, [op("notes", n)]);
    expect(result).toMatchObject({
      status: "applied",
      record: { title: "Cells", content: "page 1\npage 2" },
    });
  });

  it("refuses a lone surrogate in a jsonb field (tags) and a broken op timestamp, op by op", async () => {
    const good = note(ada.userId);
    const results = await push(ada, [
      op("notes", note(ada.userId, { tags: ["\ud800"] })),
      { ...op("notes", note(ada.userId)), timestamp: "2026-02-30T00:00:00Z" },
      op("notes", good),
    ]);
    expect(results.map((r) => [r.status, r.reason?.split(":")[0]])).toEqual([
      ["rejected", "Invalid tags.0"],
      ["rejected", "Invalid timestamp"],
      ["applied", undefined],
    ]);
  });

  it("turns a database refusal of an op's data into its rejection reason, and nothing else", async () => {
    const refusal = async (query: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(query);
        return "no error";
      } catch (error) {
        return refusalOf(error);
      }
    };
    expect(await refusal(sql`select ${"0000-01-01T00:00:00Z"}::timestamptz`)).toMatch(/\(22008\)$/);
    expect(await refusal(sql`select ${2 ** 31}::int4`)).toMatch(/\(22003\)$/);
    expect(await refusal(sql`select ${"yesterday-ish"}::timestamptz`)).toMatch(/\(22007\)$/);
    expect(await refusal(sql`select ${"a\u0000b"}::text`)).toMatch(
      /^The database could not store this change \(22/,
    );
    expect(await refusal(sql`select ${'"\\u0000"'}::jsonb`)).toMatch(/\(22P05\)$/);
    expect(await refusal(sql`select * from no_such_table`)).toBeNull();
  });
});
