import "fake-indexeddb/auto";
import { messages, newId } from "@lectern/core";
import { Dexie } from "dexie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeCachedUser } from "../auth/session-cache";
import { toSessionUser } from "../auth/session-user";
import { setCurrentDatabase } from "../db/current";
import { databaseNameFor, openUserDatabase } from "../db/database";
import { pendingCount } from "../db/queue";
import { createRepository } from "../db/repository";
import {
  accountIsGone,
  clearDataOfDeletedAccounts,
  notifySessionEnded,
  userIdOfDatabase,
} from "./account-gone";

afterEach(() => {
  setCurrentDatabase(null);
  vi.unstubAllGlobals();
});

/** The device's localStorage, where the last signed-in user is cached (data/auth/session-cache.ts). */
function deviceStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
}

/** A device where `userId` was signed in and left a store behind. */
async function deviceOf(userId: string) {
  deviceStorage();
  writeCachedUser(toSessionUser({ id: userId, email: "student@uni.edu", name: "Student" }));
  const db = await openUserDatabase(userId);
  db.close();
}

/** The server's GET /api/account/exists, answering from a set of live ids (or failing as told). */
function existsServer(live: Set<string>, failWith?: number | "network") {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    const id = new URL(url, "http://device").searchParams.get("userId") ?? "";
    asked.push(id);
    if (failWith === "network") throw new TypeError("Failed to fetch");
    if (failWith) return new Response(JSON.stringify({ error: "down" }), { status: failWith });
    return new Response(JSON.stringify({ exists: live.has(id) }), { status: 200 });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe("clearing a deleted account's data on this device (issue 18 §6)", () => {
  it("reads the user id back from the database name databaseNameFor makes", () => {
    const id = newId();
    expect(userIdOfDatabase(databaseNameFor(id))).toBe(id);
    expect(userIdOfDatabase("lectern-user-not-a-uuid")).toBeNull();
    expect(userIdOfDatabase("some-other-db")).toBeNull();
  });

  it("clears the store and queue of a deleted account, and keeps an account that exists with its pending work", async () => {
    const deleted = newId();
    const kept = newId();
    for (const userId of [deleted, kept]) {
      const db = await openUserDatabase(userId);
      await createRepository("notes", { database: () => db }).save({ title: `Unsynced of ${userId}` });
      expect(await pendingCount(db)).toBe(1);
      db.close();
    }
    const server = existsServer(new Set([kept]));

    const cleared = await clearDataOfDeletedAccounts({ fetch: server.fetchImpl });

    expect(cleared).toEqual([deleted]);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(databaseNameFor(deleted));
    expect(names).toContain(databaseNameFor(kept));
    const keptDb = await openUserDatabase(kept);
    expect(await pendingCount(keptDb)).toBe(1);
    keptDb.close();
    await Dexie.delete(databaseNameFor(kept));
  });

  it("never clears on no answer or an error answer: an expired session keeps its unsynced work", async () => {
    const userId = newId();
    const db = await openUserDatabase(userId);
    db.close();
    for (const failure of ["network", 500, 429] as const) {
      const server = existsServer(new Set(), failure);
      expect(await clearDataOfDeletedAccounts({ fetch: server.fetchImpl })).toEqual([]);
      expect(server.asked).toContain(userId);
    }
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(databaseNameFor(userId));
    await Dexie.delete(databaseNameFor(userId));
  });

  it("answers gone only for an explicit exists: false", async () => {
    const id = newId();
    expect(await accountIsGone(id, existsServer(new Set()).fetchImpl)).toBe(true);
    expect(await accountIsGone(id, existsServer(new Set([id])).fetchImpl)).toBe(false);
    expect(await accountIsGone(id, existsServer(new Set(), 404).fetchImpl)).toBe(false);
  });
});

describe("what a device says when its session ends (issue 18 §6)", () => {
  it("says the account is gone, not 'session expired', when the signed-in account was deleted elsewhere", async () => {
    const userId = newId();
    await deviceOf(userId);
    const told: string[] = [];
    const server = existsServer(new Set());

    await notifySessionEnded({ fetch: server.fetchImpl, tell: (m) => told.push(m) });

    expect(told).toEqual([messages.account.goneOnThisDevice]);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(databaseNameFor(userId));
  });

  it("says 'session expired' and keeps the data when the account exists, or when no answer comes", async () => {
    const userId = newId();
    await deviceOf(userId);
    for (const server of [existsServer(new Set([userId])), existsServer(new Set(), "network")]) {
      const told: string[] = [];
      await notifySessionEnded({ fetch: server.fetchImpl, tell: (m) => told.push(m) });
      expect(told).toEqual([messages.auth.sessionExpired]);
    }
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(databaseNameFor(userId));
    await Dexie.delete(databaseNameFor(userId));
  });

  it("says it once when the check is shared with the session hook that forgot the cached user", async () => {
    const userId = newId();
    await deviceOf(userId);
    const told: string[] = [];
    const env = { fetch: existsServer(new Set()).fetchImpl, tell: (m: string) => told.push(m) };
    // The session hook starts the check and forgets the cached user before the guard asks what to say.
    const started = clearDataOfDeletedAccounts(env);
    writeCachedUser(null);
    await notifySessionEnded(env);
    expect(await started).toEqual([userId]);
    expect(told).toEqual([messages.account.goneOnThisDevice]);
  });

  it("tells nobody when a cleared account was not the one signed in here (the deleting device itself)", async () => {
    const userId = newId();
    await deviceOf(userId);
    writeCachedUser(null);
    const told: string[] = [];
    const cleared = await clearDataOfDeletedAccounts({
      fetch: existsServer(new Set()).fetchImpl,
      tell: (m) => told.push(m),
    });
    expect(cleared).toEqual([userId]);
    expect(told).toEqual([]);
  });
});
