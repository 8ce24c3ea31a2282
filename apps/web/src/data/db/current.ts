// Which user's database the screens read, and the events the sync layer listens to.
// Module state on purpose: one signed-in user per tab, and hooks subscribe to it.

import type { SyncedCollection } from "@lectern/core";
import { deleteUserDatabase, LecternDB } from "./database";

type Listener = () => void;

let current: LecternDB | null = null;
const databaseListeners = new Set<Listener>();
const changeListeners = new Set<(collection: SyncedCollection) => void>();
const beforeClearHooks = new Set<() => Promise<void> | void>();

/** The open database of the signed-in user, or null when nobody is signed in. */
export function getCurrentDatabase(): LecternDB | null {
  return current;
}

/** The signed-in user's database; repositories call this, so using one while signed out is a bug. */
export function requireDatabase(): LecternDB {
  if (!current) throw new Error("No local database is open: start the offline layer after sign-in");
  return current;
}

export function setCurrentDatabase(db: LecternDB | null): void {
  if (db === current) return;
  current = db;
  for (const listener of databaseListeners) listener();
}

export function subscribeCurrentDatabase(listener: Listener): () => void {
  databaseListeners.add(listener);
  return () => databaseListeners.delete(listener);
}

/** Called after a local save or delete committed; the sync layer sends it soon when online. */
export function onLocalChange(listener: (collection: SyncedCollection) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function emitLocalChange(collection: SyncedCollection): void {
  for (const listener of changeListeners) listener(collection);
}

/** Runs before the local data is cleared, so the sync engine stops writing first. */
export function onBeforeClear(hook: () => Promise<void> | void): () => void {
  beforeClearHooks.add(hook);
  return () => beforeClearHooks.delete(hook);
}

/**
 * Sign-out (spec 1 §4 "clears all local data first"): stops sync, empties every store and the queue and
 * deletes the database of the signed-in user, or of `userId` when given.
 */
export async function clearAllLocalData(userId?: string): Promise<void> {
  for (const hook of [...beforeClearHooks]) await hook();
  const open = current;
  const target = userId === undefined || open?.userId === userId ? open : new LecternDB(userId);
  if (!target) return;
  // Screens stop reading before the stores go away.
  if (target === open) setCurrentDatabase(null);
  await deleteUserDatabase(target);
}
