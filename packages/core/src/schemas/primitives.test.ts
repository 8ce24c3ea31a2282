import { describe, expect, it } from "vitest";
import { isoTimestampSchema } from "./common.ts";
import { noteSchema } from "./notes.ts";
import {
  INT4_MAX,
  INT4_MIN,
  int4,
  isStorableText,
  money,
  NUMERIC_12_2_MAX,
  secretText,
  stripStrayControls,
  text,
  timestamp,
  unstorableJsonPath,
} from "./primitives.ts";
import { studySessionSchema } from "./study.ts";
import { checkSyncOp, syncPushEnvelopeSchema } from "./sync.ts";
import { failedPaths, NOTE_ID, OTHER_ID, synced } from "./test-helpers.ts";

const LONE_HIGH = "\uD800";
const LONE_LOW = "\uDC00";
const EMOJI = "\uD83D\uDE00"; // a well-formed surrogate pair

describe("text(): what the database can store (issue 12)", () => {
  it("refuses NUL and lone surrogates anywhere in the text", () => {
    for (const bad of ["\u0000", `a\u0000b`, LONE_HIGH, `x${LONE_LOW}`, `${LONE_LOW}${LONE_HIGH}`]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("keeps tab, line breaks, emoji pairs and non-Latin text as they are", () => {
    const kept = `Line 1\tcol\r\nLine 2 ${EMOJI} ĉelo 細胞 \u00A0`;
    expect(text().parse(kept)).toBe(kept);
  });

  it("removes stray control characters and turns vertical tab and form feed into a line break", () => {
    expect(stripStrayControls("a\u0001b\u0008c\u001Fd\u007Fe\u0085f\u009Fg")).toBe("abcdefg");
    expect(stripStrayControls("page 1\fpage 2\vend")).toBe("page 1\npage 2\nend");
    expect(text().trim().min(1).parse("\u0007 Cells \u001B")).toBe("Cells");
  });

  it("counts limits on the cleaned text, so stripped debris cannot make a field empty unnoticed", () => {
    expect(text().trim().min(1).safeParse("\u0001\u0002").success).toBe(false);
    expect(text().max(3).safeParse("ab\u0001\u0002c").success).toBe(true);
  });

  it("secretText refuses NUL but never alters a password", () => {
    expect(secretText().safeParse("pass\u0000word").success).toBe(false);
    expect(secretText().parse("pa\u0001ss\u007F")).toBe("pa\u0001ss\u007F");
  });
});

describe("int4() and money(): the database's number ranges", () => {
  it("accepts the integer column's bounds and refuses one past them", () => {
    expect(int4().safeParse(INT4_MAX).success).toBe(true);
    expect(int4().safeParse(INT4_MIN).success).toBe(true);
    expect(int4().safeParse(2 ** 31).success).toBe(false);
    expect(int4().safeParse(INT4_MIN - 1).success).toBe(false);
  });

  it("refuses fractions, NaN and infinities", () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, "1"]) {
      expect(int4().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(money().safeParse(JSON.parse("1e400")).success).toBe(false);
  });

  it("keeps amounts inside numeric(12, 2)", () => {
    expect(money().safeParse(NUMERIC_12_2_MAX).success).toBe(true);
    expect(money().safeParse(10_000_000_000).success).toBe(false);
  });
});

describe("timestamp(): real dates the database stores and reads back", () => {
  it("accepts the first and last instants of years 1 to 9999", () => {
    for (const ok of ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z", "2026-11-23T10:15:30+14:00"]) {
      expect(timestamp().safeParse(ok).success, ok).toBe(true);
    }
  });

  it("refuses year 0000, instants outside the range by their offset, and impossible calendar dates", () => {
    for (const bad of [
      "0000-01-01T00:00:00Z",
      "0001-01-01T00:30:00+01:00", // year 0 in UTC
      "9999-12-31T23:30:00-01:00", // year 10000 in UTC
      "2026-02-31T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2026-01-01T24:00:00Z",
      "2026-01-01",
      "yesterday",
    ]) {
      expect(timestamp().safeParse(bad).success, bad).toBe(false);
    }
  });

  it("is the wire timestamp of every schema", () => {
    expect(isoTimestampSchema.safeParse("0000-06-01T00:00:00Z").success).toBe(false);
  });
});

describe("unstorableJsonPath: free-form JSON stored as jsonb", () => {
  it("names the path of a NUL in a nested value or key", () => {
    expect(unstorableJsonPath({ a: [1, { b: "ok" }] })).toBeNull();
    expect(unstorableJsonPath({ a: [1, { b: "x\u0000" }] })).toEqual(["a", 1, "b"]);
    expect(unstorableJsonPath({ "k\u0000": 1 })).toEqual(["k\u0000"]);
    expect(unstorableJsonPath({ a: LONE_HIGH })).toEqual(["a"]);
  });

  it("refuses nesting deeper than jsonb should hold", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(unstorableJsonPath(deep)).not.toBeNull();
  });
});

describe("the entity schemas use the primitives", () => {
  const note = { ...synced(NOTE_ID), title: "Cells", content: "Cells are..." };

  it("refuses a NUL in a note's text, tags, segments and metadata by field", () => {
    expect(failedPaths(noteSchema, { ...note, content: "a\u0000" })).toEqual(["content"]);
    expect(failedPaths(noteSchema, { ...note, title: `T${LONE_HIGH}` })).toEqual(["title"]);
    expect(failedPaths(noteSchema, { ...note, tags: ["ok", "b\u0000"] })).toEqual(["tags.1"]);
    expect(failedPaths(noteSchema, { ...note, segments: [{ text: "\u0000", timestamp: [0, 1] }] })).toEqual([
      "segments.0.text",
    ]);
    expect(
      failedPaths(noteSchema, {
        ...note,
        extraction_metadata: { source: "pdf", extractedAt: note.created_at, extra: ["\u0000"] },
      }),
    ).toEqual(["extraction_metadata.extra.0"]);
  });

  it("refuses integers past int4 and dates past the range by field", () => {
    expect(failedPaths(noteSchema, { ...note, duration: 2 ** 31 })).toEqual(["duration"]);
    expect(failedPaths(noteSchema, { ...note, updated_at: "0000-01-01T00:00:00Z" })).toEqual(["updated_at"]);
    const session = {
      ...synced(OTHER_ID),
      cards_studied: 2 ** 31,
      correct_answers: 0,
      session_duration: 1,
      completed_at: note.created_at,
    };
    expect(failedPaths(studySessionSchema, session)).toEqual(["cards_studied"]);
  });
});

describe("checkSyncOp: each pushed op on its own", () => {
  const op = (
    operation: "update" | "delete",
    data: Record<string, unknown>,
    timestamp = note().updated_at,
  ) => ({
    id: OTHER_ID,
    type: "notes",
    operation,
    data,
    timestamp,
  });
  function note() {
    return { ...synced(NOTE_ID), title: "Cells", content: "Cells are..." };
  }

  it("parses a good update's data by its collection's schema", () => {
    const checked = checkSyncOp(op("update", { ...note(), title: " Cells\u0007 " }));
    expect(checked).toMatchObject({ ok: true, op: { data: { title: "Cells", subject: "General" } } });
  });

  it("names the field of a bad update, a bad delete time and a bad op timestamp", () => {
    expect(checkSyncOp(op("update", { ...note(), content: "\u0000" }))).toEqual({
      ok: false,
      reason: "Invalid content: Contains a character that cannot be stored (NUL or a broken character)",
    });
    expect(checkSyncOp(op("delete", { id: NOTE_ID, deleted_at: "not a date" }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Invalid deleted_at: /),
    });
    expect(checkSyncOp(op("delete", { id: NOTE_ID }, "0000-01-01T00:00:00Z"))).toMatchObject({
      ok: false,
      reason: "Invalid timestamp: Date must be between the years 1 and 9999",
    });
    expect(checkSyncOp(op("delete", { id: NOTE_ID, deleted_at: note().updated_at }))).toMatchObject({
      ok: true,
    });
  });

  it("the push envelope only needs an op id per op, so the rest is judged op by op", () => {
    expect(syncPushEnvelopeSchema.safeParse({ ops: [{ id: OTHER_ID, data: "anything" }] }).success).toBe(
      true,
    );
    expect(syncPushEnvelopeSchema.safeParse({ ops: [{ id: "x" }] }).success).toBe(false);
    expect(syncPushEnvelopeSchema.safeParse({ ops: [] }).success).toBe(false);
  });
});
