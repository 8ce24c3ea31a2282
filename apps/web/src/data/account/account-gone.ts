// Devices of a deleted account (issue 18 §6): a device that was offline, or in another browser, when its account
// was deleted still holds the account's store and queue. When the server says there is no session, the device asks
// whether each account it holds data for still exists, and clears the data of those that do not. A session that
// merely expired keeps its store: its unsynced work is sent after the next sign-in.
//
// No Dexie here (the signed-out pages load this): databases are listed with IndexedDB's own API and the clearing
// code, like the toaster that tells the student, is loaded only when there is something to clear or to say.
//
// What the device says: the account that was signed in here is gone → goneOnThisDevice, once its data is cleared;
// a session that merely ended → sessionExpired (the sign-in guard asks through notifySessionEnded). Both are one
// toast (one id), so a device never shows both.

import { messages } from "@lectern/core";
import { readCachedUser } from "../auth/session-cache";
import { deleteAudioOfAccount } from "./account-audio";

/** One toast for "you are signed out and why": the guard's expiry and the account found gone share it. */
export const SESSION_ENDED_TOAST_ID = "session-expired";
/** A bound on the exists check: a server that does not answer leaves the data (and says the session expired). */
const EXISTS_TIMEOUT_MS = 10_000;

/** The IndexedDB name of a user's database: `lectern-user-<id>` (data/db/database.ts databaseNameFor). */
const USER_DATABASE = /^lectern-user-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function userIdOfDatabase(name: string): string | null {
  return USER_DATABASE.exec(name)?.[1] ?? null;
}

export type AccountGoneEnv = {
  fetch?: typeof fetch;
  indexedDB?: Pick<IDBFactory, "databases">;
  /** Clears one user's local data; by default the sign-out path's clearAllLocalData. */
  clear?: (userId: string) => Promise<void>;
  /** Tells the student why they are signed out; by default the app's toast (SESSION_ENDED_TOAST_ID). */
  tell?: (message: string) => void;
};

/** The accounts this device holds data for: every user database, and the last signed-in user. */
async function localAccounts(env: AccountGoneEnv, cachedId: string | undefined): Promise<string[]> {
  const ids = new Set<string>(cachedId ? [cachedId] : []);
  try {
    const factory = env.indexedDB ?? globalThis.indexedDB;
    for (const { name } of (await factory?.databases?.()) ?? []) {
      const id = name ? userIdOfDatabase(name) : null;
      if (id) ids.add(id);
    }
  } catch {
    // No listing in this browser: the cached user is what we know of.
  }
  return [...ids];
}

/** True only when the server answered that the account does not exist; no answer is never a yes. */
export async function accountIsGone(userId: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`/api/account/exists?userId=${encodeURIComponent(userId)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(EXISTS_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { exists?: unknown };
    return body.exists === false;
  } catch {
    return false;
  }
}

async function clearLocalData(userId: string): Promise<void> {
  const { clearAllLocalData } = await import("../db/current");
  await clearAllLocalData(userId);
  await deleteAudioOfAccount(userId);
}

async function toast(message: string): Promise<void> {
  const { notify } = await import("../../ui/toaster");
  notify.info(message, { id: SESSION_ENDED_TOAST_ID });
}

const tellOf = (env: AccountGoneEnv) => env.tell ?? ((message: string) => void toast(message));

let running: Promise<string[]> | null = null;

/**
 * Clears the local data (every store and the queue) of each account on this device that the server says no
 * longer exists; returns their ids. Called whenever the server says there is no session; calls while one runs
 * share it. When the account last signed in here is among them, the student is told (goneOnThisDevice).
 */
export function clearDataOfDeletedAccounts(env: AccountGoneEnv = {}): Promise<string[]> {
  // Read now: the caller may forget the cached user right after this call.
  const cachedId = readCachedUser()?.id;
  running ??= (async () => {
    const cleared: string[] = [];
    for (const userId of await localAccounts(env, cachedId)) {
      if (!(await accountIsGone(userId, env.fetch))) continue;
      await (env.clear ?? clearLocalData)(userId);
      cleared.push(userId);
    }
    if (cachedId && cleared.includes(cachedId)) tellOf(env)(messages.account.goneOnThisDevice);
    return cleared;
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * The sign-in guard's word when a signed-in session ends (issue 18 §6): waits for the exists check that the
 * no-session answer starts, and says sessionExpired unless the account was found gone — then the check has said
 * goneOnThisDevice instead. Without a cached user (already forgotten by another caller of the same check), any
 * account cleared by it counts.
 */
export async function notifySessionEnded(env: AccountGoneEnv = {}): Promise<void> {
  const cachedId = readCachedUser()?.id;
  const cleared = await clearDataOfDeletedAccounts(env);
  const gone = cachedId ? cleared.includes(cachedId) : cleared.length > 0;
  if (!gone) tellOf(env)(messages.auth.sessionExpired);
}
