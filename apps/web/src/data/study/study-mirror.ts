// The study deck's rows in memory (issue 14 acceptance: due list and deck summaries ≤ 50 ms for 20,000 cards):
// the browser's IndexedDB takes hundreds of milliseconds to hand over 20,000 cards (bench/device-study.bench.ts),
// so /study reads every card once, keeps only the fields its rules read, and afterwards re-reads just the records
// a write touched. Dexie reports every committed write, in this tab and (through its BroadcastChannel) in others,
// as `storagemutated` parts: the changed primary keys of a few records, or a whole range for a bulk write or a
// clear — then the table is read again in full. The mirror never decides anything itself: the same core rules run
// on its rows as on the records.

import { Dexie, type ObservabilitySet, type Table } from "dexie";
import type { LecternDB } from "../db/database";

/** What the deck rules read of a card (core's DeckCard) and the due plan of its liveness. */
export interface MirroredCard {
  id: string;
  note_id: string | null;
  difficulty: string;
  category?: string | null;
  review_count: number;
  last_reviewed: string | null;
  deleted_at?: string | null;
}
/** What the deck rules read of a note (core's DeckNote): never its content. */
export interface MirroredNote {
  id: string;
  title: string;
  subject?: string | null;
  deleted_at?: string | null;
}
/** What the due plan reads of a schedule. */
export interface MirroredSchedule {
  id: string;
  flashcard_id: string;
  next_review_date: unknown;
  deleted_at?: string | null;
}

type Projection<T> = (record: never) => T;

/** One store's rows, by primary key, kept in step with the store by the write events. */
class StoreMirror<T> {
  private rows = new Map<string, T>();
  /** The whole store must be read again (first use, a bulk write, a clear, an unreadable event). */
  private whole = true;
  private touched = new Set<string>();
  private refreshing: Promise<void> | null = null;

  constructor(
    readonly store: string,
    private readonly project: Projection<T>,
  ) {}

  changed(keys: readonly string[] | "all") {
    if (keys === "all") this.whole = true;
    else for (const key of keys) this.touched.add(key);
  }

  /** The store's rows as of now: every write committed before this call is in them. */
  async read(db: LecternDB): Promise<ReadonlyMap<string, T>> {
    // A live query may run again from inside the very write event that has not yet reached our listener (Dexie
    // calls its listeners one after another, synchronously): one microtask later, every listener has had it.
    await Promise.resolve();
    // One refresh at a time; a write committed while it ran is caught by its loop before it settles.
    while (this.whole || this.touched.size > 0 || this.refreshing) {
      if (!this.refreshing) this.refreshing = this.refresh(db).finally(() => (this.refreshing = null));
      await this.refreshing;
    }
    return this.rows;
  }

  private refresh(db: LecternDB): Promise<void> {
    const table = db.table(this.store) as Table<{ id: string }, string>;
    // Committed rows only, as the write events speak of committed writes: outside any caller's transaction, and in
    // an explicit one, which Dexie's live-query cache never answers with a write still under way.
    return Dexie.ignoreTransaction(() => db.transaction("r", table, () => this.catchUp(table)));
  }

  private async catchUp(table: Table<{ id: string }, string>) {
    while (this.whole || this.touched.size > 0) {
      if (this.whole) {
        this.whole = false;
        this.touched.clear();
        const all = await table.toArray();
        const rows = new Map<string, T>();
        for (const record of all) rows.set(record.id, this.project(record as never));
        this.rows = rows;
      } else {
        const keys = [...this.touched];
        this.touched.clear();
        const records = await table.bulkGet(keys);
        keys.forEach((key, i) => {
          const record = records[i];
          if (record) this.rows.set(key, this.project(record as never));
          else this.rows.delete(key);
        });
      }
    }
  }
}

export class StudyMirror {
  readonly cards = new StoreMirror<MirroredCard>("flashcards", (c: MirroredCard) => ({
    id: c.id,
    note_id: c.note_id,
    difficulty: c.difficulty,
    category: c.category,
    review_count: c.review_count,
    last_reviewed: c.last_reviewed,
    deleted_at: c.deleted_at,
  }));
  readonly notes = new StoreMirror<MirroredNote>("notes", (n: MirroredNote) => ({
    id: n.id,
    title: n.title,
    subject: n.subject,
    deleted_at: n.deleted_at,
  }));
  readonly schedules = new StoreMirror<MirroredSchedule>(
    "spaced_repetition_schedule",
    (s: MirroredSchedule) => ({
      id: s.id,
      flashcard_id: s.flashcard_id,
      next_review_date: s.next_review_date,
      deleted_at: s.deleted_at,
    }),
  );
  constructor(readonly databaseName: string) {}

  get stores() {
    return [this.cards, this.notes, this.schedules];
  }
}

const mirrors = new WeakMap<LecternDB, StudyMirror>();
const listening = new Set<WeakRef<StudyMirror>>();
let subscribed = false;

/** The mirror of a database: made on first use, gone with the database object. */
export function studyMirror(db: LecternDB): StudyMirror {
  let mirror = mirrors.get(db);
  if (!mirror) {
    mirror = new StudyMirror(db.name);
    mirrors.set(db, mirror);
    if (!subscribed) Dexie.on("storagemutated", onStorageMutated);
    subscribed = true;
    listening.add(new WeakRef(mirror));
  }
  return mirror;
}

const watchers = new Map<string, Set<() => void>>();

/** The stores the study screens read: a committed write to any of them may change what they show. */
const STUDY_STORES = [
  "flashcards",
  "notes",
  "spaced_repetition_schedule",
  "flashcard_reviews",
  "study_preferences",
];

/**
 * Calls `listener` after every committed write to the study stores of `db`'s database (in this tab or another),
 * once the mirrors have taken it in. Dexie's live queries cannot stand in: they run again before a write commits
 * (answering from their cache, which the mirror cannot see) and not after. Returns the unsubscribe.
 */
export function onStudyDataChanged(db: LecternDB, listener: () => void): () => void {
  if (!subscribed) Dexie.on("storagemutated", onStorageMutated);
  subscribed = true;
  const set = watchers.get(db.name) ?? new Set();
  watchers.set(db.name, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) watchers.delete(db.name);
  };
}

/** A range-set node as Dexie sends it (a class here, a plain object when it comes from another tab). */
interface RangeNode {
  from?: unknown;
  to?: unknown;
  l?: RangeNode | null;
  r?: RangeNode | null;
}

/** The single keys a range set names, or "all" when it holds any real range (a clear, a bulk write). */
export function keysOfRangeSet(node: RangeNode | null | undefined): string[] | "all" {
  const keys: string[] = [];
  const stack: RangeNode[] = node ? [node] : [];
  while (stack.length > 0) {
    const n = stack.pop() as RangeNode;
    if ("from" in n) {
      if (typeof n.from !== "string" || n.from !== n.to) return "all";
      keys.push(n.from);
    }
    if (n.l) stack.push(n.l);
    if (n.r) stack.push(n.r);
  }
  return keys;
}

function onStorageMutated(parts: ObservabilitySet) {
  for (const ref of listening) {
    const mirror = ref.deref();
    if (!mirror) {
      listening.delete(ref);
      continue;
    }
    for (const store of mirror.stores) {
      // Dexie names a store's primary-key part "idb://<database>/<store>/"; "all" is its "anything may have changed".
      const part = parts[`idb://${mirror.databaseName}/${store.store}/`];
      if ("all" in parts) store.changed("all");
      else if (part) store.changed(keysOfRangeSet(part as RangeNode));
    }
  }
  for (const [name, listeners] of watchers) {
    const touched = "all" in parts || STUDY_STORES.some((store) => `idb://${name}/${store}/` in parts);
    if (touched) for (const listener of [...listeners]) listener();
  }
}
