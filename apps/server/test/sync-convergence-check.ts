import {
  cardStatsFromReviews,
  generatedRecordId,
  type ReviewLogItem,
  reviewsByCard,
  type SyncedCollection,
  scheduleFromReviews,
} from "@lectern/core";
import { type Json, keyOf, live, type World } from "./sync-convergence-sim.ts";

// The end-state check of the convergence run (issue 13): what the server acknowledged is there or superseded by a
// later acknowledged change, no generation run saved a second set, and every device holds the server's records.

/** The collections this run writes; every device must end with the server's live records of each. */
export const CHECKED: SyncedCollection[] = [
  "notes",
  "summaries",
  "flashcards",
  "flashcard_reviews",
  "spaced_repetition_schedule",
  "quizzes",
  "quiz_attempts",
];

/** Every record the server holds (tombstones too), as a fresh device pulls them. */
async function serverRecords(world: World): Promise<Map<string, Json>> {
  const rows = new Map<string, Json>();
  for (let since = 0, more = true; more; ) {
    const page = (await (
      await world.user.call(`/api/sync/pull?since=${since}&limit=1000`)
    ).json()) as Json & {
      changes: { collection: string; record: Json }[];
    };
    for (const { collection, record } of page.changes) rows.set(keyOf(collection, record.id), record);
    since = Number(page.cursor);
    more = Boolean(page.hasMore);
  }
  return rows;
}

/** A value with every object's keys in order, nested ones too (arrays keep theirs). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Json)[k])]),
  );
}

/** A record's content for comparison, all of it (nested questions and answers too) but the device's pending flag. */
function canonical(record: Json): string {
  const { pending: _pending, ...rest } = record;
  return JSON.stringify(sorted(rest));
}

/** The ways the end state breaks the promise (empty: converged, nothing acknowledged lost, no duplicate run). */
export async function checkConvergence(world: World): Promise<string[]> {
  const problems: string[] = [];
  const server = await serverRecords(world);
  const reviewed = reviewsOf(server);
  for (const [key, row] of server) {
    const collection = key.split("/")[0] as string;
    const counts = world.stats.records[collection] ?? { live: 0, deleted: 0 };
    world.stats.records[collection] = counts;
    if (row.deleted_at) counts.deleted++;
    else counts.live++;
  }
  for (const { key, seq, record } of world.ledger.acked) {
    const now = server.get(key);
    const nowSeq = Number(now?.server_seq);
    if (!now) problems.push(`acknowledged ${key}@${seq} is not on the server`);
    else if (nowSeq < seq) problems.push(`acknowledged ${key}@${seq} went back to ${nowSeq}`);
    else if (nowSeq === seq && canonical(now) !== canonical(record))
      problems.push(
        `acknowledged ${key}@${seq} differs on the server: ${canonical(record)} vs ${canonical(now)}`,
      );
    else if (
      nowSeq > seq &&
      !world.ledger.versions.get(key)?.has(nowSeq) &&
      !derivedByServer(key, now, reviewed)
    )
      problems.push(`acknowledged ${key}@${seq} replaced by ${nowSeq}, which nobody was told was applied`);
  }
  problems.push(...derivationProblems(server, reviewed));
  for (const run of world.ledger.secondSets) problems.push(`a retry of generation run ${run}`);
  // Generation by request id: every generated record has an id of a run that was asked for (no second set).
  const runIds = new Set(
    [...world.ledger.requestIds].flatMap((r) => [0, 1, 2].map((i) => generatedRecordId(r, i))),
  );
  for (const [key, row] of server)
    if ((key.startsWith("flashcards/") || key.startsWith("quizzes/")) && !runIds.has(String(row.id)))
      problems.push(`${key} is not a record of any generation run (a duplicate set?)`);
  const perNote = [...server].filter(([k, r]) => k.startsWith("summaries/") && !r.deleted_at);
  if (new Set(perNote.map(([, r]) => r.note_id)).size !== perNote.length)
    problems.push("a note has two live summaries on the server");
  for (const d of world.devices) {
    for (const r of await d.db.sync_rejections.toArray()) {
      const kind = `${r.collection} ${r.operation} ${r.code}: ${r.reason}`;
      world.stats.rejected[kind] = (world.stats.rejected[kind] ?? 0) + 1;
    }
    const queued = await d.db.sync_queue.count();
    if (queued) problems.push(`${d.name} still has ${queued} changes queued`);
    for (const collection of CHECKED) {
      const mine = new Map(
        live((await d.db.records(collection).toArray()) as Json[]).map((r) => [String(r.id), canonical(r)]),
      );
      for (const [key, row] of server) {
        const [c, id] = key.split("/") as [string, string];
        if (c !== collection || row.deleted_at) continue;
        const local = mine.get(id);
        if (local === undefined) problems.push(`${d.name} lacks ${key}`);
        else if (local !== canonical(row))
          problems.push(`${d.name} differs on ${key}: ${local} vs ${canonical(row)}`);
        mine.delete(id);
      }
      for (const id of mine.keys())
        problems.push(`${d.name} has ${keyOf(collection, id)}, the server has not`);
    }
  }
  return problems;
}

// Issue 14: reviews are the truth. The server derives a reviewed card's counts and its schedule from its reviews
// after every push that touches them, so such a row may move past what a device was told; it must then equal what
// the reviews give (the run never changes the study settings: the spec's scheduler, no exam).

/** The server's live reviews by card. */
function reviewsOf(server: Map<string, Json>): Map<string, ReviewLogItem[]> {
  const reviews = [...server]
    .filter(([key, row]) => key.startsWith("flashcard_reviews/") && !row.deleted_at)
    .map(([, row]) => row as unknown as ReviewLogItem);
  return reviewsByCard(reviews);
}

/** A card's row or its schedule that the server derives: the card has reviews. */
function derivedByServer(key: string, row: Json, reviewed: Map<string, ReviewLogItem[]>): boolean {
  if (key.startsWith("spaced_repetition_schedule/")) return reviewed.has(String(row.flashcard_id));
  return key.startsWith("flashcards/") && reviewed.has(String(row.id));
}

/** Every live reviewed card's counts and schedule on the server are the ones its reviews give. */
function derivationProblems(server: Map<string, Json>, reviewed: Map<string, ReviewLogItem[]>): string[] {
  const problems: string[] = [];
  const options = { scheduler: "spec", desiredRetention: 0.9, examAt: null } as const;
  const schedules = [...server].filter(
    ([k, r]) => k.startsWith("spaced_repetition_schedule/") && !r.deleted_at,
  );
  for (const [cardId, reviews] of reviewed) {
    const card = server.get(keyOf("flashcards", cardId));
    if (!card || card.deleted_at) continue;
    const stats = cardStatsFromReviews(reviews);
    if (card.review_count !== stats.review_count || card.correct_count !== stats.correct_count)
      problems.push(
        `flashcards/${cardId} counts ${card.review_count}/${card.correct_count}, its reviews give ${stats.review_count}/${stats.correct_count}`,
      );
    const mine = schedules.filter(([, r]) => r.flashcard_id === cardId).map(([, r]) => r);
    const expected = scheduleFromReviews(reviews, options);
    const [only] = mine;
    if (mine.length !== 1 || !only) problems.push(`flashcards/${cardId} has ${mine.length} live schedules`);
    else if (
      only.next_review_date !== expected?.next_review_date ||
      only.repetition_number !== expected?.repetition_number
    )
      problems.push(`the schedule of flashcards/${cardId} is not the one its reviews give`);
  }
  return problems;
}
