import { describe, expect, it } from "vitest";
import type { QueueEntry } from "../db/schema";
import { mergeStaleNote } from "./stale-note";

const NOW = "2026-03-01T12:00:00.000Z";
const entry = (fields: Partial<QueueEntry> = {}): QueueEntry => ({
  seq: 1,
  id: "op",
  type: "notes",
  operation: "update",
  data: {},
  timestamp: NOW,
  record_id: "n",
  attempts: 0,
  next_attempt_at: 0,
  last_error: null,
  base_seq: 3,
  base_content: "a\n\nb\n\nc",
  ...fields,
});
const note = (content: string, fields: Record<string, unknown> = {}) => ({
  id: "n",
  title: "T",
  content,
  updated_at: "2026-03-01T11:00:00.000Z",
  server_seq: 5,
  ...fields,
});

describe("mergeStaleNote", () => {
  it("merges edits of different lines onto the server's row, stamped after it", () => {
    const merged = mergeStaleNote(entry(), note("A\n\nb\n\nc"), note("a\n\nb\n\nC", { server_seq: 8 }), NOW);
    expect(merged).toMatchObject({ content: "A\n\nb\n\nC", server_seq: 8, updated_at: NOW });
  });

  it("leaves overlapping edits, another field changed, a missing base, deletes and other collections alone", () => {
    const mine = note("A\n\nb\n\nc");
    expect(mergeStaleNote(entry(), mine, note("X\n\nb\n\nc"), NOW)).toBeNull();
    expect(mergeStaleNote(entry(), mine, note("a\n\nb\n\nC", { title: "Other" }), NOW)).toBeNull();
    expect(mergeStaleNote(entry({ base_content: null }), mine, note("a\n\nb\n\nC"), NOW)).toBeNull();
    expect(mergeStaleNote(entry(), mine, note("a\n\nb\n\nC", { deleted_at: NOW }), NOW)).toBeNull();
    expect(mergeStaleNote(entry({ operation: "delete" }), mine, note("a\n\nb\n\nC"), NOW)).toBeNull();
    expect(mergeStaleNote(entry({ type: "summaries" }), mine, note("a\n\nb\n\nC"), NOW)).toBeNull();
  });

  it("has nothing to send when the server already holds the merge (the other side's change only)", () => {
    expect(mergeStaleNote(entry(), note("a\n\nb\n\nc"), note("a\n\nb\n\nC"), NOW)).toBeNull();
  });
});
