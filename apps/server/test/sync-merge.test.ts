import { randomUUID } from "node:crypto";
import { DEVICE_CLOCK_SKEW_MS, messages } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { type Json, readJson } from "./support.ts";

// Issue 13: the server orders merges (base_seq, never device clocks), logs are insert-only, natural keys merge.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@merge.test");
});
afterAll(() => t.close());

const DAY = 86_400_000;
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();
const op = (
  type: string,
  data: Record<string, unknown>,
  base_seq?: number,
  operation = "update",
  timestamp = iso(),
) => ({ id: randomUUID(), type, operation, data, timestamp, base_seq });
const push = async (ops: unknown[]) => {
  const res = await ada.call("/api/sync/push", { body: { ops } });
  expect(res.status).toBe(200);
  return (await readJson(res)).results as Json[];
};
const pullAll = async () => readJson(await ada.call("/api/sync/pull?since=0&limit=1000"));
const serverRows = async (collection: string) =>
  (await pullAll()).changes.filter((c: Json) => c.collection === collection).map((c: Json) => c.record);

const note = (fields: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  user_id: ada.userId,
  title: "Cells",
  content: "The mitochondrion makes ATP.",
  created_at: iso(),
  updated_at: iso(),
  ...fields,
});
const card = (noteId: string) => ({
  id: randomUUID(),
  user_id: ada.userId,
  note_id: noteId,
  front: "What makes ATP?",
  back: "The mitochondrion",
  difficulty: "easy",
  created_at: iso(),
  updated_at: iso(),
});

/** A note and a card of it on the server; answers both with their server_seq. */
async function noteWithCard() {
  const n = note();
  const c = card(n.id);
  const [a, b] = await push([op("notes", n), op("flashcards", c)]);
  return { note: a?.record as Json, card: b?.record as Json };
}

describe("device clocks never decide a conflict", () => {
  it("a device a day ahead does not win: its edit from an old base is stale, the other device's edit stays", async () => {
    const created = (await push([op("notes", note())]))[0]?.record as Json;
    // Device B (clock right) edits the version it saw.
    const [b] = await push([
      op("notes", { ...created, title: "B's edit", updated_at: iso() }, created.server_seq),
    ]);
    expect(b?.status).toBe("applied");
    // Device A (a day ahead) edits the same version it saw earlier.
    const [a] = await push([
      op(
        "notes",
        { ...created, title: "A's edit", updated_at: iso(DAY) },
        created.server_seq,
        "update",
        iso(DAY),
      ),
    ]);
    expect(a).toMatchObject({ status: "stale", record: { title: "B's edit" } });
    const [row] = (await serverRows("notes")).filter((r: Json) => r.id === created.id);
    expect(row.title).toBe("B's edit");
  });

  it("keeps a device's times for display, clamped to the server's clock plus the skew", async () => {
    const before = Date.now();
    const [a] = await push([op("notes", note({ created_at: iso(DAY), updated_at: iso(DAY) }))]);
    const limit = Date.now() + DEVICE_CLOCK_SKEW_MS;
    for (const field of ["created_at", "updated_at"]) {
      const time = Date.parse(a?.record[field]);
      expect(time).toBeGreaterThanOrEqual(before + DEVICE_CLOCK_SKEW_MS);
      expect(time).toBeLessThanOrEqual(limit);
    }
  });

  it("saves an edit whose base is current even from a clock a day behind", async () => {
    const created = (await push([op("notes", note())]))[0]?.record as Json;
    const [edit] = await push([
      op("notes", { ...created, title: "From yesterday's clock", updated_at: iso(-DAY) }, created.server_seq),
    ]);
    expect(edit).toMatchObject({ status: "applied", record: { title: "From yesterday's clock" } });
    expect(edit?.record.server_seq).toBeGreaterThan(created.server_seq);
  });

  it("builds saves of one record in one push on each other (create, then two edits made offline)", async () => {
    const n = note();
    const results = await push([
      op("notes", n),
      op("notes", { ...n, title: "second" }),
      op("notes", { ...n, title: "third" }),
    ]);
    expect(results.map((r) => r.status)).toEqual(["applied", "applied", "applied"]);
    expect(results[2]?.record.title).toBe("third");
  });
});

describe("a delete is an edit like any other", () => {
  it("is stale when the row was edited after the device last saw it: the edit is not hidden", async () => {
    const created = (await push([op("notes", note())]))[0]?.record as Json;
    await push([op("notes", { ...created, title: "Edited later" }, created.server_seq)]);
    const [del] = await push([
      op("notes", { id: created.id, deleted_at: iso(DAY) }, created.server_seq, "delete", iso(DAY)),
    ]);
    expect(del).toMatchObject({ status: "stale", record: { title: "Edited later", deleted_at: null } });
    const [row] = (await serverRows("notes")).filter((r: Json) => r.id === created.id);
    expect(row).toMatchObject({ title: "Edited later", deleted_at: null });
  });

  it("tombstones the row when it saw the latest version, at the server-clamped time", async () => {
    const created = (await push([op("notes", note())]))[0]?.record as Json;
    const [del] = await push([
      op("notes", { id: created.id, deleted_at: iso(DAY) }, created.server_seq, "delete"),
    ]);
    expect(del?.status).toBe("applied");
    expect(Date.parse(del?.record.deleted_at)).toBeLessThanOrEqual(Date.now() + DEVICE_CLOCK_SKEW_MS);
  });
});

describe("logs are insert-only", () => {
  it("refuses an update and a delete of a review with log_rewrite, sending the server's row back", async () => {
    const { card: c } = await noteWithCard();
    const review = {
      id: randomUUID(),
      user_id: ada.userId,
      flashcard_id: c.id,
      quality: 4,
      correct: true,
      reviewed_at: iso(),
      created_at: iso(),
      updated_at: iso(),
    };
    const [saved] = await push([op("flashcard_reviews", review)]);
    expect(saved?.status).toBe("applied");
    const seq = saved?.record.server_seq;
    const [rewrite, remove] = await push([
      op("flashcard_reviews", { ...review, quality: 0, correct: false }, seq),
      op("flashcard_reviews", { id: review.id, deleted_at: iso() }, seq, "delete"),
    ]);
    for (const answer of [rewrite, remove]) {
      expect(answer).toMatchObject({
        status: "rejected",
        code: "log_rewrite",
        reason: messages.network.logRewrite,
        record: { id: review.id, quality: 4, correct: true, deleted_at: null },
      });
    }
    const [row] = (await serverRows("flashcard_reviews")).filter((r: Json) => r.id === review.id);
    expect(row).toMatchObject({ quality: 4, deleted_at: null, server_seq: seq });
  });

  it("refuses the rewrite of a study session too", async () => {
    const session = {
      id: randomUUID(),
      user_id: ada.userId,
      cards_studied: 3,
      correct_answers: 2,
      session_duration: 60,
      completed_at: iso(),
      created_at: iso(),
      updated_at: iso(),
    };
    const [saved] = await push([op("study_sessions", session)]);
    const [again] = await push([
      op("study_sessions", { ...session, cards_studied: 300 }, saved?.record.server_seq),
    ]);
    expect(again).toMatchObject({ status: "rejected", code: "log_rewrite", record: { cards_studied: 3 } });
  });
});

describe("a refused op re-fetches the server's record", () => {
  it("an edit the server cannot store is refused with the server's row, so the device puts it back", async () => {
    const created = (await push([op("notes", note())]))[0]?.record as Json;
    const [refused] = await push([
      op("notes", { ...created, content: "pasted \u0000 bytes" }, created.server_seq),
    ]);
    expect(refused).toMatchObject({
      status: "rejected",
      code: "validation",
      record: { id: created.id, content: created.content, server_seq: created.server_seq },
    });
    // A refused create has no row to send back.
    const [fresh] = await push([op("notes", note({ content: "pasted \u0000 bytes" }))]);
    expect(fresh?.status).toBe("rejected");
    expect(fresh?.record).toBeUndefined();
  });
});

describe("natural keys merge instead of rejecting", () => {
  it("two devices review one card offline, each making its schedule: one schedule remains", async () => {
    const { card: c } = await noteWithCard();
    const schedule = (interval: number) => ({
      id: randomUUID(),
      user_id: ada.userId,
      flashcard_id: c.id,
      next_review_date: iso(interval * DAY),
      interval_days: interval,
      ease_factor: 2.5,
      repetition_number: 1,
      created_at: iso(),
      updated_at: iso(),
    });
    const [fromA] = await push([op("spaced_repetition_schedule", schedule(1))]);
    const [fromB] = await push([op("spaced_repetition_schedule", schedule(6))]);
    expect(fromA?.status).toBe("applied");
    expect(fromB).toMatchObject({ status: "applied", record: { id: fromA?.record.id, interval_days: 6 } });
    const rows = (await serverRows("spaced_repetition_schedule")).filter(
      (r: Json) => r.flashcard_id === c.id,
    );
    expect(rows).toHaveLength(1);
  });

  it("a new schedule for a card whose schedule was deleted takes that row back (one per card, deleted or not)", async () => {
    const { card: c } = await noteWithCard();
    const schedule = () => ({
      id: randomUUID(),
      user_id: ada.userId,
      flashcard_id: c.id,
      next_review_date: iso(DAY),
      interval_days: 1,
      ease_factor: 2.5,
      repetition_number: 0,
      created_at: iso(),
      updated_at: iso(),
    });
    const [first] = await push([op("spaced_repetition_schedule", schedule())]);
    const [gone] = await push([
      op("spaced_repetition_schedule", { id: first?.record.id }, first?.record.server_seq, "delete"),
    ]);
    expect(gone?.record.deleted_at).toBeTruthy();
    const [again] = await push([op("spaced_repetition_schedule", schedule())]);
    expect(again).toMatchObject({ status: "applied", record: { id: first?.record.id, deleted_at: null } });
  });

  it("two summaries of one note from two devices: one summary, the second an update of the first", async () => {
    const { note: n } = await noteWithCard();
    const summary = (text: string) => ({
      id: randomUUID(),
      user_id: ada.userId,
      note_id: n.id,
      summary_text: text,
      key_points: [text],
      word_count: 3,
      reading_time: 1,
      complexity: "easy",
      created_at: iso(),
      updated_at: iso(),
    });
    const [first] = await push([op("summaries", summary("From device A"))]);
    const [second] = await push([op("summaries", summary("From device B"))]);
    expect(second).toMatchObject({
      status: "applied",
      record: { id: first?.record.id, summary_text: "From device B" },
    });
    expect(second?.record.server_seq).toBeGreaterThan(first?.record.server_seq);
    const rows = (await serverRows("summaries")).filter((r: Json) => r.note_id === n.id);
    expect(rows.map((r: Json) => r.summary_text)).toEqual(["From device B"]);
  });
});
