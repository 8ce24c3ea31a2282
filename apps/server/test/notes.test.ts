import { randomUUID } from "node:crypto";
import { notePreview } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let eve: Awaited<ReturnType<typeof signedInBrowser>>;
beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@notes.test");
  eve = await signedInBrowser(t.app, t.smtp, "eve@notes.test");
});
afterAll(() => t.close());

const iso = (ms = 0) => new Date(Date.now() + ms).toISOString();
async function saveNote(title: string, updatedAt = iso()) {
  const id = randomUUID();
  const data = {
    id,
    user_id: ada.userId,
    title,
    content: `${title} content`,
    created_at: iso(),
    updated_at: updatedAt,
  };
  const res = await ada.call("/api/sync/push", {
    body: { ops: [{ id: randomUUID(), type: "notes", operation: "update", data, timestamp: iso() }] },
  });
  expect(res.status).toBe(200);
  return id;
}

describe("GET /api/notes/:id (spec 2 §7, §8)", () => {
  it("gives the owner the note", async () => {
    const id = await saveNote("Cell biology");
    const res = await ada.call(`/api/notes/${id}`);
    expect(res.status).toBe(200);
    expect((await readJson(res)).note).toMatchObject({ id, title: "Cell biology", user_id: ada.userId });
  });

  it("answers another user exactly as for a missing note, and an invalid id as not found", async () => {
    const id = await saveNote("Private");
    const theirs = await eve.call(`/api/notes/${id}`);
    const missing = await eve.call(`/api/notes/${randomUUID()}`);
    const invalid = await eve.call("/api/notes/not-a-uuid");
    for (const res of [theirs, missing, invalid]) {
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({
        error: "Note not found or access denied. You can only view your own notes.",
      });
    }
  });

  it("refuses a signed-out caller", async () => {
    const res = await t.app.request(`/api/notes/${randomUUID()}`);
    expect(res.status).toBe(401);
  });
});

/** Writes one note of `who` through the sync API, as a device would. */
function pushNote(who: Awaited<ReturnType<typeof signedInBrowser>>, fields: Record<string, unknown>) {
  const data = { id: randomUUID(), user_id: who.userId, created_at: iso(), updated_at: iso(), ...fields };
  return who.call("/api/sync/push", {
    body: { ops: [{ id: randomUUID(), type: "notes", operation: "update", data, timestamp: iso() }] },
  });
}

describe("GET /api/notes", () => {
  it("lists only the user's live notes, newest first, paged", async () => {
    const fresh = await signedInBrowser(t.app, t.smtp, "list@notes.test");
    const push = (title: string, ms: number, deleted = false) =>
      pushNote(fresh, { title, content: "x", updated_at: iso(ms), deleted_at: deleted ? iso() : null });
    await push("old", -3000);
    await push("new", -1000);
    await push("middle", -2000);
    await push("gone", 0, true);
    const all = (await readJson(await fresh.call("/api/notes"))).notes.map((n: { title: string }) => n.title);
    expect(all).toEqual(["new", "middle", "old"]);
    const second = (await readJson(await fresh.call("/api/notes?limit=1&offset=1"))).notes;
    expect(second.map((n: { title: string }) => n.title)).toEqual(["middle"]);
    expect((await fresh.call("/api/notes?limit=9999")).status).toBe(400);
  });

  it("answers summaries: the 100-character preview instead of the content", async () => {
    const fresh = await signedInBrowser(t.app, t.smtp, "preview@notes.test");
    const content = `${"Mitochondria   make ATP.\n".repeat(20)}END`;
    await pushNote(fresh, { title: "Cells", content, tags: ["bio"] });
    const [note] = (await readJson(await fresh.call("/api/notes"))).notes;
    expect(note).not.toHaveProperty("content");
    expect(note).toMatchObject({ title: "Cells", tags: ["bio"], preview: notePreview(content) });
    expect(note.preview).toMatch(/^Mitochondria make ATP\. Mitochondria/);
  });
});
