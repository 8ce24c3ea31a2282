import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { setCurrentDatabase } from "../db/current";
import { databaseNameFor, openUserDatabase } from "../db/database";
import { pendingCount } from "../db/queue";
import { createRepository } from "../db/repository";
import { accountIsGone, clearDataOfDeletedAccounts, userIdOfDatabase } from "./account-gone";

afterEach(() => setCurrentDatabase(null));

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
