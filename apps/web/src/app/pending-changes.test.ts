import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, describe, expect, it } from "vitest";
import { fakeBrowser } from "../data/connectivity/test-support";
import { clearAllLocalData, setCurrentDatabase } from "../data/db/current";
import { createRepository } from "../data/db/repository";
import { startSync } from "../data/sync/lifecycle";
import { FakeSyncServer } from "../data/sync/test-support";
import { pendingChangesOfSync } from "./pending-changes";

const notes = createRepository("notes");

afterEach(async () => {
  await clearAllLocalData();
  setCurrentDatabase(null);
});

describe("what sign-out sends and counts (issue 13)", () => {
  async function signedIn(server: FakeSyncServer, online: boolean) {
    const requests: string[] = [];
    await startSync({
      userId: newId(),
      env: fakeBrowser(online),
      storage: {},
      transport: (url, init) => {
        requests.push(`${init.method ?? "GET"} ${new URL(url, "http://x").pathname}`);
        return server.transport(url, init);
      },
    });
    return requests;
  }

  it("sends the queue in one push, without pulling, and then counts nothing left", async () => {
    const server = new FakeSyncServer();
    const requests = await signedIn(server, false);
    await notes.save({ title: "Written offline" });
    await notes.save({ title: "Another" });
    expect(await pendingChangesOfSync.count()).toBe(2);
    await pendingChangesOfSync.send();
    expect(requests).toEqual(["POST /api/sync/push"]);
    expect(await pendingChangesOfSync.count()).toBe(0);
    expect([...server.rows.values()].map((row) => row.title).sort()).toEqual(["Another", "Written offline"]);
  });

  it("counts what the server did not take", async () => {
    const server = new FakeSyncServer();
    await signedIn(server, false);
    await notes.save({ title: "Kept" });
    server.failWith = 503;
    await pendingChangesOfSync.send();
    expect(await pendingChangesOfSync.count()).toBe(1);
  });

  it("counts 0 when nobody is signed in", async () => {
    expect(await pendingChangesOfSync.count()).toBe(0);
  });
});
