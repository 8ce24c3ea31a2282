import { describe, expect, it } from "vitest";
import { network } from "../messages/app.ts";
import {
  clampDeviceTime,
  DEVICE_CLOCK_SKEW_MS,
  decideOp,
  type OpToDecide,
  PushChain,
  type ServerRow,
} from "./decide-op.ts";

const ADA = "11111111-1111-4111-8111-111111111111";
const EVE = "22222222-2222-4222-8222-222222222222";
const NOTE = "33333333-3333-4333-8333-333333333333";
const OTHER = "44444444-4444-4444-8444-444444444444";
const now = new Date("2026-03-01T12:00:00.000Z");
const DAY_AHEAD = "2026-03-02T12:00:00.000Z";

const update = (data: Record<string, unknown>, base_seq?: number | null, type = "notes"): OpToDecide => ({
  type: type as OpToDecide["type"],
  operation: "update",
  data: { id: NOTE, user_id: ADA, title: "mine", updated_at: "2026-03-01T11:00:00.000Z", ...data },
  base_seq,
  timestamp: "2026-03-01T11:00:00.000Z",
});
const remove = (base_seq?: number | null, type = "notes", deleted_at?: string): OpToDecide => ({
  type: type as OpToDecide["type"],
  operation: "delete",
  data: { id: NOTE, deleted_at },
  base_seq,
  timestamp: "2026-03-01T11:30:00.000Z",
});
const row = (fields: Record<string, unknown> = {}): ServerRow => ({
  id: NOTE,
  user_id: ADA,
  server_seq: 5,
  title: "theirs",
  created_at: "2026-02-01T00:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
  deleted_at: null,
  ...fields,
});

describe("decideOp: ownership", () => {
  it("refuses another user's row without showing it, and a record claiming another owner", () => {
    expect(decideOp({ op: update({}, 5), userId: ADA, current: row({ user_id: EVE }), now })).toEqual({
      status: "rejected",
      code: "forbidden",
      reason: network.notYours,
    });
    expect(decideOp({ op: remove(5), userId: ADA, current: row({ user_id: EVE }), now })).toMatchObject({
      status: "rejected",
      code: "forbidden",
    });
    expect(decideOp({ op: update({ user_id: EVE }), userId: ADA, now })).toMatchObject({
      status: "rejected",
      code: "forbidden",
    });
  });
});

describe("decideOp: the server orders merges by base_seq, not by device clocks", () => {
  it("applies a create (no row, no base) with the pusher as owner", () => {
    expect(decideOp({ op: update({}), userId: ADA, now })).toEqual({
      status: "applied",
      write: "upsert",
      values: expect.objectContaining({ id: NOTE, user_id: ADA, title: "mine" }),
    });
  });

  it("applies an edit made on the version the server holds", () => {
    expect(decideOp({ op: update({}, 5), userId: ADA, current: row(), now })).toMatchObject({
      status: "applied",
      write: "upsert",
    });
  });

  it("answers stale with the server's row when the row moved past the base, however new the device's time", () => {
    const current = row({ server_seq: 9 });
    expect(decideOp({ op: update({ updated_at: DAY_AHEAD }, 5), userId: ADA, current, now })).toEqual({
      status: "stale",
      record: current,
    });
  });

  it("treats an op without a base against an existing row as stale (it never saw that row)", () => {
    expect(decideOp({ op: update({}), userId: ADA, current: row(), now }).status).toBe("stale");
  });

  it("applies an edit with an old device time when its base is current (a clock a day behind still saves)", () => {
    const op = update({ updated_at: "2026-02-28T12:00:00.000Z" }, 5);
    expect(decideOp({ op, userId: ADA, current: row(), now }).status).toBe("applied");
  });

  it("answers stale to an edit of a row deleted since the device saw it: the tombstone comes back", () => {
    const current = row({ server_seq: 7, deleted_at: "2026-03-01T10:30:00.000Z" });
    expect(decideOp({ op: update({}, 5), userId: ADA, current, now })).toEqual({
      status: "stale",
      record: current,
    });
  });
});

describe("decideOp: deletes are edits like any other", () => {
  it("tombstones the row when the delete saw its latest version", () => {
    expect(decideOp({ op: remove(5), userId: ADA, current: row(), now })).toEqual({
      status: "applied",
      write: "delete",
      id: NOTE,
      values: { deleted_at: "2026-03-01T11:30:00.000Z", updated_at: "2026-03-01T11:30:00.000Z" },
    });
  });

  it("answers stale when the row was edited after the device last saw it, so the newer edit is not hidden", () => {
    const current = row({ server_seq: 8 });
    expect(decideOp({ op: remove(5), userId: ADA, current, now })).toEqual({
      status: "stale",
      record: current,
    });
  });

  it("has nothing to do for a record the server never had, or one already deleted", () => {
    expect(decideOp({ op: remove(null, "notes", "2026-03-01T11:00:00.000Z"), userId: ADA, now })).toEqual({
      status: "applied",
      write: "none",
      record: { id: NOTE, deleted_at: "2026-03-01T11:00:00.000Z" },
    });
    const gone = row({ server_seq: 9, deleted_at: "2026-03-01T10:00:00.000Z" });
    expect(decideOp({ op: remove(2), userId: ADA, current: gone, now })).toEqual({
      status: "applied",
      write: "none",
      record: gone,
    });
  });

  it("clamps a delete time from a clock running ahead", () => {
    const decision = decideOp({ op: remove(5, "notes", DAY_AHEAD), userId: ADA, current: row(), now });
    const limit = new Date(now.getTime() + DEVICE_CLOCK_SKEW_MS).toISOString();
    expect(decision).toMatchObject({ values: { deleted_at: limit, updated_at: limit } });
  });
});

describe("decideOp: logs are insert-only", () => {
  for (const type of ["flashcard_reviews", "quiz_attempts", "study_sessions", "document_extractions"]) {
    it(`refuses an update or delete of a ${type} row the server has, and sends that row back`, () => {
      const current = row();
      for (const op of [update({}, 5, type), remove(5, type)]) {
        expect(decideOp({ op, userId: ADA, current, now })).toEqual({
          status: "rejected",
          code: "log_rewrite",
          reason: network.logRewrite,
          record: current,
        });
      }
    });
  }

  it("takes the same log row sent again unchanged (a re-send to a restored server) as already there", () => {
    const current = row({ title: "mine", server_seq: 9 });
    expect(decideOp({ op: update({}, 5, "flashcard_reviews"), userId: ADA, current, now })).toEqual({
      status: "applied",
      write: "none",
      record: current,
    });
    // Any field it changes makes it a rewrite again.
    const changed = update({ title: "rewritten" }, 9, "flashcard_reviews");
    expect(decideOp({ op: changed, userId: ADA, current, now })).toMatchObject({ code: "log_rewrite" });
  });

  it("inserts a new log entry, and a delete of one that never reached the server changes nothing", () => {
    expect(decideOp({ op: update({}, null, "flashcard_reviews"), userId: ADA, now }).status).toBe("applied");
    expect(decideOp({ op: remove(null, "study_sessions"), userId: ADA, now })).toMatchObject({
      status: "applied",
      write: "none",
    });
  });
});

describe("decideOp: natural keys merge instead of rejecting", () => {
  it("turns a second record of one key (another device's summary of the note) into an update of the first", () => {
    const first = row({ id: OTHER, server_seq: 3, note_id: "n", created_at: "2026-01-01T00:00:00.000Z" });
    const op = update({ note_id: "n", summary_text: "from device B" }, null, "summaries");
    expect(decideOp({ op, userId: ADA, sameKey: first, now })).toEqual({
      status: "applied",
      write: "upsert",
      values: expect.objectContaining({
        id: OTHER,
        created_at: "2026-01-01T00:00:00.000Z",
        summary_text: "from device B",
        user_id: ADA,
      }),
    });
  });

  it("decides by id first: a row with the op's id is judged by its base, the key is not looked at", () => {
    const current = row({ server_seq: 9 });
    const op = update({}, 5, "spaced_repetition_schedule");
    expect(decideOp({ op, userId: ADA, current, sameKey: row({ id: OTHER }), now }).status).toBe("stale");
  });
});

describe("clampDeviceTime: device times are for display", () => {
  it("keeps a time up to the skew ahead, clamps a later one, and replaces one that does not parse", () => {
    const within = new Date(now.getTime() + DEVICE_CLOCK_SKEW_MS - 1).toISOString();
    expect(clampDeviceTime(within, now)).toBe(within);
    expect(clampDeviceTime("2026-01-01T00:00:00.000Z", now)).toBe("2026-01-01T00:00:00.000Z");
    expect(clampDeviceTime(DAY_AHEAD, now)).toBe(
      new Date(now.getTime() + DEVICE_CLOCK_SKEW_MS).toISOString(),
    );
    expect(clampDeviceTime("soon", now)).toBe(now.toISOString());
  });

  it("clamps created_at and updated_at of an applied record", () => {
    const decision = decideOp({
      op: update({ created_at: DAY_AHEAD, updated_at: DAY_AHEAD }),
      userId: ADA,
      now,
    });
    const limit = new Date(now.getTime() + DEVICE_CLOCK_SKEW_MS).toISOString();
    expect(decision).toMatchObject({ values: { created_at: limit, updated_at: limit } });
  });
});

describe("PushChain: saves of one record in one push build on each other", () => {
  it("gives a later op from the same base the seq the earlier one got, and leaves other bases alone", () => {
    const chain = new PushChain();
    const first = update({}, 5);
    expect(chain.baseOf(first)).toBe(5);
    chain.noteApplied(first, 12);
    expect(chain.baseOf(update({ title: "again" }, 5))).toBe(12);
    chain.noteApplied(update({ title: "again" }, 5), 13);
    expect(chain.baseOf(update({ title: "third" }, 5))).toBe(13);
    expect(chain.baseOf(update({}, 2))).toBe(2);
    expect(chain.baseOf(update({ id: OTHER }, 5))).toBe(5);
  });

  it("chains a create and the edits that followed it before it synced", () => {
    const chain = new PushChain();
    chain.noteApplied(update({}), 20);
    expect(chain.baseOf(update({ title: "edited offline" }))).toBe(20);
    expect(chain.baseOf(remove(null))).toBe(20);
  });
});
