// A note that came back stale merges its text three-way instead of losing to the server's copy (issue 13,
// DESIGN §4 "text merges three-way from the base version").

import { laterTimestamp, threeWayMergeText } from "@lectern/core";
import type { QueueEntry } from "../db/schema";

type Row = Record<string, unknown>;

/** Fields that are the server's or the device's bookkeeping, not what the student wrote. */
const BOOKKEEPING = new Set([
  "id",
  "user_id",
  "created_at",
  "updated_at",
  "deleted_at",
  "server_seq",
  "pending",
]);

/**
 * The note to save again after a stale answer, when both edits touched only the text and touched different
 * lines of it: the server's row with the two texts merged from the change's base content. Null when there is
 * nothing to merge (no base kept, a delete on either side, the same text already) or the edits overlap, or
 * another field differs: then the server's row stays and the device's version is kept as a previous version.
 */
export function mergeStaleNote(entry: QueueEntry, local: Row, server: Row, nowIso: string): Row | null {
  if (entry.type !== "notes" || entry.operation !== "update") return null;
  if (server.deleted_at || local.deleted_at) return null;
  const base = entry.base_content;
  const mine = local.content;
  const theirs = server.content;
  if (typeof base !== "string" || typeof mine !== "string" || typeof theirs !== "string") return null;
  if (mine === theirs || !sameOtherFields(local, server)) return null;
  const merged = threeWayMergeText(base, mine, theirs);
  if (merged.status !== "merged" || merged.text === theirs) return null;
  const { pending: _pending, ...row } = server;
  return {
    ...row,
    content: merged.text,
    updated_at: laterTimestamp(String(server.updated_at), new Date(nowIso)),
  };
}

/** Whether the two copies agree on every field the student writes but the text. */
function sameOtherFields(a: Row, b: Row): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (key === "content" || BOOKKEEPING.has(key)) continue;
    if (JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)) return false;
  }
  return true;
}
