import { describe, expect, it } from "vitest";
import { sameRecordContent } from "./same-content.ts";

describe("sameRecordContent", () => {
  const review = { id: "r1", flashcard_id: "c1", rating: 3, reviewed_at: "2026-11-20T10:00:00.000Z" };

  it("ignores bookkeeping: sequence, pending flag, owner and the stamped times", () => {
    const server = { ...review, server_seq: 42, user_id: "u1", created_at: "x", updated_at: "y" };
    expect(sameRecordContent({ ...review, pending: 1, created_at: "z" }, server)).toBe(true);
  });

  it("sees a changed field", () => {
    expect(sameRecordContent({ ...review, rating: 4 }, review)).toBe(false);
    expect(sameRecordContent({ ...review, deleted_at: "2026-11-21T00:00:00.000Z" }, review)).toBe(false);
  });

  it("compares JSON by content, not key order, and takes an absent field as null", () => {
    const a = { id: "q", questions: [{ b: 1, a: [1, 2] }], time_limit: null };
    const b = { id: "q", questions: [{ a: [1, 2], b: 1 }] };
    expect(sameRecordContent(a, b)).toBe(true);
    expect(sameRecordContent({ ...a, questions: [{ a: [2, 1], b: 1 }] }, b)).toBe(false);
    expect(sameRecordContent({ id: "q", tags: ["x"] }, { id: "q", tags: { 0: "x" } })).toBe(false);
  });
});
