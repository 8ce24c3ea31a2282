import "fake-indexeddb/auto";
import { newId } from "@lectern/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUserDatabase, LecternDB } from "../db/database";
import { getMeta, setMeta } from "../db/meta";
import { createRepository } from "../db/repository";
import { pull } from "./pull";
import { FakeSyncServer, jsonResponse, recordingTransport, testContext } from "./test-support";

let db: LecternDB;
let server: FakeSyncServer;

beforeEach(() => {
  db = new LecternDB(newId());
  server = new FakeSyncServer();
});
afterEach(() => deleteUserDatabase(db));

const T = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, "0")}:00.000Z`;
function remoteNote(id: string, title: string, minute: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    user_id: db.userId,
    title,
    content: "",
    created_at: T(0),
    updated_at: T(minute),
    deleted_at: null,
    ...extra,
  };
}

describe("pull: pagination and cursor", () => {
  it("pages through every change, passing the cursor back, and stores it", async () => {
    for (let i = 0; i < 5; i++) server.put("notes", remoteNote(newId(), `n${i}`, i));
    const { transport, requests } = recordingTransport((request) =>
      server.transport(request.url.toString(), { method: "GET" }),
    );

    const result = await pull(testContext(db, transport), { limit: 2 });

    expect(
      requests.map((r) => [r.url.pathname, r.url.searchParams.get("since"), r.url.searchParams.get("limit")]),
    ).toEqual([
      ["/api/sync/pull", "0", "2"],
      ["/api/sync/pull", "2", "2"],
      ["/api/sync/pull", "4", "2"],
    ]);
    expect(result).toMatchObject({ pages: 3, accepted: 5, kept: 0, cursor: 5, error: null });
    expect(await getMeta(db, "pull_cursor")).toBe(5);
    expect(await getMeta(db, "last_synced_at")).toBe("2026-03-01T12:00:00.000Z");
    expect((await db.records("notes").toArray()).map((n) => [n.title, n.pending]).sort()).toEqual([
      ["n0", 0],
      ["n1", 0],
      ["n2", 0],
      ["n3", 0],
      ["n4", 0],
    ]);
  });

  it("starts from the stored cursor", async () => {
    server.put("notes", remoteNote(newId(), "old", 1));
    server.put("notes", remoteNote(newId(), "new", 2));
    await setMeta(db, "pull_cursor", 1);
    const { transport, requests } = recordingTransport((r) => server.transport(r.url.toString(), {}));
    await pull(testContext(db, transport));
    expect(requests[0]?.url.searchParams.get("since")).toBe("1");
    expect((await db.records("notes").toArray()).map((n) => n.title)).toEqual(["new"]);
  });

  it("keeps the pages merged before a failure, and resumes after them", async () => {
    for (let i = 0; i < 4; i++) server.put("notes", remoteNote(newId(), `n${i}`, i));
    let calls = 0;
    const flaky = recordingTransport((r) =>
      ++calls === 2
        ? Promise.reject(new TypeError("Failed to fetch"))
        : server.transport(r.url.toString(), {}),
    );
    const first = await pull(testContext(db, flaky.transport), { limit: 2 });
    expect(first).toMatchObject({ pages: 1, cursor: 2, error: "Failed to fetch" });
    expect(await getMeta(db, "pull_cursor")).toBe(2);
    expect(await getMeta(db, "last_synced_at")).toBeUndefined();

    const second = await pull(testContext(db, flaky.transport), { limit: 2 });
    expect(flaky.requests.at(-1)?.url.searchParams.get("since")).toBe("2");
    expect(second).toMatchObject({ accepted: 2, cursor: 4, error: null });
    expect(await db.records("notes").count()).toBe(4);
  });

  it("stops instead of looping when the cursor does not advance", async () => {
    const { transport, requests } = recordingTransport(() =>
      jsonResponse({ changes: [], cursor: 0, hasMore: true }),
    );
    const result = await pull(testContext(db, transport));
    expect(requests).toHaveLength(1);
    expect(result.error).toBe("The sync cursor did not advance");
  });

  it("reports a 401 and an answer it does not understand", async () => {
    const gone = recordingTransport(() => jsonResponse({ error: "Unauthorized" }, 401));
    expect(await pull(testContext(db, gone.transport))).toMatchObject({ unauthorized: true, pages: 0 });
    const odd = recordingTransport(() => jsonResponse({ rows: [] }));
    expect((await pull(testContext(db, odd.transport))).error).toBe(
      "The server's sync answer was not understood",
    );
    expect(await getMeta(db, "pull_cursor")).toBeUndefined();
  });
});

describe("pull: the merge rule on the device (spec 1 §4)", () => {
  it("replaces synced records only with newer ones, never ones with pending changes", async () => {
    const notes = createRepository("notes", { database: () => db, now: () => new Date(T(5)) });
    const synced = await db
      .records("notes")
      .put({ ...remoteNote(newId(), "synced v1", 5), pending: 0 } as never);
    const newerLocal = await db
      .records("notes")
      .put({ ...remoteNote(newId(), "local is newer", 9), pending: 0 } as never);
    const edited = await notes.save({ title: "edited offline" });

    server.put("notes", remoteNote(synced, "synced v2", 6));
    server.put("notes", remoteNote(newerLocal, "older remote", 7));
    server.put("notes", remoteNote(edited.id, "remote edit", 30));
    const unknown = newId();
    server.put("notes", remoteNote(unknown, "from another device", 1));

    const result = await pull(testContext(db, server.transport));

    expect(result).toMatchObject({ accepted: 2, kept: 2 });
    const byId = async (id: string) => (await db.records("notes").get(id))?.title;
    expect(await byId(synced)).toBe("synced v2");
    expect(await byId(newerLocal)).toBe("local is newer");
    expect(await byId(edited.id)).toBe("edited offline");
    expect(await db.records("notes").get(edited.id)).toMatchObject({ pending: 1 });
    expect(await byId(unknown)).toBe("from another device");
  });

  it("lets a remote tombstone delete a synced record but not one with a pending change", async () => {
    const notes = createRepository("notes", { database: () => db, now: () => new Date(T(5)) });
    const synced = newId();
    await db.records("notes").put({ ...remoteNote(synced, "synced", 1), pending: 0 } as never);
    const edited = await notes.save({ title: "edited offline" });
    const neverSeen = newId();
    server.put("notes", remoteNote(synced, "synced", 8, { deleted_at: T(8) }));
    server.put("notes", remoteNote(edited.id, "x", 9, { deleted_at: T(9) }));
    server.put("notes", remoteNote(neverSeen, "x", 9, { deleted_at: T(9) }));

    await pull(testContext(db, server.transport));

    expect(await db.records("notes").get(synced)).toBeUndefined();
    expect(await db.records("notes").get(edited.id)).toMatchObject({
      title: "edited offline",
      deleted_at: null,
    });
    expect(await db.records("notes").get(neverSeen)).toBeUndefined();
  });

  it("ignores rows of another user and rows without an id or time", async () => {
    server.put("notes", { ...remoteNote(newId(), "someone else's", 1), user_id: newId() });
    server.put("notes", { id: "not-a-uuid", updated_at: T(1) });
    const fine = newId();
    server.put("flashcards", { id: fine, user_id: db.userId, updated_at: T(2), front: "Q", back: "A" });
    const result = await pull(testContext(db, server.transport));
    expect(result.accepted).toBe(1);
    expect(await db.records("notes").count()).toBe(0);
    expect(await db.records("flashcards").get(fine)).toMatchObject({ front: "Q", pending: 0 });
    expect(await getMeta(db, "pull_cursor")).toBe(3);
  });
});
