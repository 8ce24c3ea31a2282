import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@lectern/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withUserWrites } from "../src/db/user-writes.ts";
import { SHARED_OPENS_PER_MINUTE } from "../src/routes/shares.ts";
import { browser, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { createTestApp, readJson, rowsOf } from "./support.ts";

// Share links (issue 22 §3). TRUST_PROXY lets each test open links from an address of its own
// (X-Forwarded-For), so the per-address limit is reached only where a test means to reach it.
let t: Awaited<ReturnType<typeof startAuthTestApp>>;
type Student = Awaited<ReturnType<typeof signedInBrowser>>;
let owner: Student;
let reader: Student;
beforeAll(async () => {
  t = await startAuthTestApp({ TRUST_PROXY: "true" });
  owner = await signedInBrowser(t.app, t.smtp, "owner@uni.edu");
  reader = await signedInBrowser(t.app, t.smtp, "reader@uni.edu");
});
afterAll(() => t.close());

const db = () => t.database.db;
let address = 0;
/** A fresh client address: its own rate-limit window. */
const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function seedNote(userId: string, title: string, cards: Array<[string, string]>) {
  const noteId = randomUUID();
  await withUserWrites(db(), userId, async (tx) => {
    await tx.execute(sql`insert into notes (id, user_id, title, content, tags, subject)
      values (${noteId}::uuid, ${userId}::uuid, ${title}, ${`# ${title}\n\nBody of ${title}.`},
        ${JSON.stringify(["bio", "exam"])}::jsonb, 'Biology')`);
    for (const [front, back] of cards)
      await tx.execute(sql`insert into flashcards (id, user_id, note_id, front, back, source)
        values (${randomUUID()}::uuid, ${userId}::uuid, ${noteId}::uuid, ${front}, ${back}, 'passage')`);
  });
  return noteId;
}

async function share(who: Student, body: Record<string, unknown>) {
  const res = await who.call("/api/shares", { body });
  return { status: res.status, body: await readJson(res) };
}

/** Opens a token signed out, from `ip` (a fresh address unless given). */
async function open(token: string, ip = newAddress()) {
  const res = await t.app.request(`/api/shared/${encodeURIComponent(token)}`, {
    headers: { "x-forwarded-for": ip },
  });
  return { res, status: res.status, body: await readJson(res) };
}

const NOT_FOUND = { error: messages.shares.notFound };

describe("share links (issue 22 §3)", () => {
  it("a note's link opens signed out with the note and its cards, nothing of the owner, never indexed", async () => {
    const noteId = await seedNote(owner.userId, "Cells", [
      ["What is a cell?", "The unit of life"],
      ["Nucleus?", "Holds DNA"],
    ]);
    const made = await share(owner, { kind: "note", noteId });
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.body.url).toBe(`${t.config.publicUrl}/s/${made.body.token}`);
    expect(made.body).toMatchObject({ kind: "note", note_id: noteId, expires_at: null });

    // only the token's hash is kept
    const stored = rowsOf<{ token_hash: string }>(
      await db().execute(sql`select token_hash from share_links where id = ${made.body.id}::uuid`),
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(made.body.token);

    const { res, status, body } = await open(made.body.token);
    expect(status).toBe(200);
    // cards made in one transaction share created_at: their order is the id's, not the insert's
    body.cards.sort((a: { front: string }, b: { front: string }) => b.front.localeCompare(a.front));
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(body).toEqual({
      kind: "note",
      title: "Cells",
      note: {
        title: "Cells",
        content: "# Cells\n\nBody of Cells.",
        tags: ["bio", "exam"],
        subject: "Biology",
        created_at: expect.any(String),
      },
      cards: [
        { front: "What is a cell?", back: "The unit of life", source: "passage" },
        { front: "Nucleus?", back: "Holds DNA", source: "passage" },
      ],
    });
    const text = JSON.stringify(body);
    for (const secret of [owner.userId, "owner@uni.edu", noteId]) expect(text).not.toContain(secret);
  });

  it("a deck link shows the cards and the title, not the note's text; the uncategorized deck has its own", async () => {
    const noteId = await seedNote(owner.userId, "Deck only", [["F", "B"]]);
    const deck = await share(owner, { kind: "deck", noteId });
    expect((await open(deck.body.token)).body).toEqual({
      kind: "deck",
      title: "Deck only",
      note: null,
      cards: [{ front: "F", back: "B", source: "passage" }],
    });
    await withUserWrites(db(), owner.userId, (tx) =>
      tx.execute(sql`insert into flashcards (id, user_id, front, back)
        values (${randomUUID()}::uuid, ${owner.userId}::uuid, 'Loose', 'card')`),
    );
    const loose = await share(owner, { kind: "deck", noteId: null });
    expect((await open(loose.body.token)).body).toEqual({
      kind: "deck",
      title: messages.shares.uncategorizedTitle,
      note: null,
      cards: [{ front: "Loose", back: "card", source: null }],
    });
  });

  it("copies into a second account as new records of theirs, with the cards; the original stays", async () => {
    const noteId = await seedNote(owner.userId, "Photosynthesis", [["Light?", "Energy"]]);
    const { body } = await share(owner, { kind: "note", noteId });
    const signedOut = await browser(t.app).call(`/api/shared/${body.token}/copy`, { body: {} });
    expect(signedOut.status).toBe(401);

    const res = await reader.call(`/api/shared/${body.token}/copy`, { body: {} });
    expect(res.status).toBe(201);
    const { noteId: copyId } = await readJson(res);
    expect(copyId).not.toBe(noteId);
    const note = await readJson(await reader.call(`/api/notes/${copyId}`));
    expect(note.note).toMatchObject({
      id: copyId,
      user_id: reader.userId,
      title: "Photosynthesis",
      content: "# Photosynthesis\n\nBody of Photosynthesis.",
      tags: ["bio", "exam"],
      subject: "Biology",
    });
    // the copy reaches the reader's devices by sync, with its card
    const pulled = await readJson(await reader.call("/api/sync/pull?since=0&limit=500"));
    const records = JSON.stringify(pulled);
    expect(records).toContain(copyId);
    const cards = rowsOf<{ user_id: string; front: string; server_seq: string | number }>(
      await db().execute(
        sql`select user_id, front, server_seq from flashcards where note_id = ${copyId}::uuid`,
      ),
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ user_id: reader.userId, front: "Light?" });
    expect(Number(cards[0]?.server_seq)).toBeGreaterThan(0);
    // the owner's note and card are untouched
    expect((await owner.call(`/api/notes/${noteId}`)).status).toBe(200);
    const ownCards = rowsOf(
      await db().execute(
        sql`select 1 from flashcards where note_id = ${noteId}::uuid and user_id = ${owner.userId}::uuid`,
      ),
    );
    expect(ownCards).toHaveLength(1);
  });

  it("a deck of 2,500 cards is copied whole (inserted in slices)", async () => {
    const noteId = await seedNote(owner.userId, "Big deck", []);
    await withUserWrites(db(), owner.userId, (tx) =>
      tx.execute(sql`insert into flashcards (id, user_id, note_id, front, back)
        select gen_random_uuid(), ${owner.userId}::uuid, ${noteId}::uuid, 'front ' || n, 'back ' || n
        from generate_series(1, 2500) as n`),
    );
    const { body } = await share(owner, { kind: "deck", noteId });
    expect((await open(body.token)).body.cards).toHaveLength(2500);
    const res = await reader.call(`/api/shared/${body.token}/copy`, { body: {} });
    expect(res.status).toBe(201);
    const { noteId: copyId } = await readJson(res);
    const [row] = rowsOf<{ n: string | number }>(
      await db().execute(sql`select count(*) as n from flashcards where note_id = ${copyId}::uuid
        and user_id = ${reader.userId}::uuid`),
    );
    expect(Number(row?.n)).toBe(2500);
    const copy = await readJson(await reader.call(`/api/notes/${copyId}`));
    expect(copy.note).toMatchObject({ title: "Big deck", content: "" });
  });

  it("a copied deck keeps the shared order (created_at a millisecond apart), not its ids' order", async () => {
    const noteId = await seedNote(owner.userId, "Ordered deck", []);
    // The owner's cards in a known order: each a second after the one before.
    await withUserWrites(db(), owner.userId, (tx) =>
      tx.execute(sql`insert into flashcards (id, user_id, note_id, front, back, created_at)
        select gen_random_uuid(), ${owner.userId}::uuid, ${noteId}::uuid, 'front ' || n, 'back ' || n,
          now() - interval '1 hour' + n * interval '1 second'
        from generate_series(1, 1200) as n`),
    );
    const { body } = await share(owner, { kind: "deck", noteId });
    const shared = (await open(body.token)).body.cards.map((card: { front: string }) => card.front);
    expect(shared.slice(0, 3)).toEqual(["front 1", "front 2", "front 3"]);
    const res = await reader.call(`/api/shared/${body.token}/copy`, { body: {} });
    expect(res.status).toBe(201);
    const { noteId: copyId } = await readJson(res);
    const copied = rowsOf<{ front: string; created_at: string }>(
      await db().execute(sql`select front, created_at from flashcards
        where note_id = ${copyId}::uuid and user_id = ${reader.userId}::uuid order by created_at, id`),
    );
    expect(copied.map((card) => card.front)).toEqual(shared);
    // one distinct time per card, across the insert's slices
    expect(new Set(copied.map((card) => String(card.created_at))).size).toBe(1200);
  });

  it("copying one's own link makes a duplicate", async () => {
    const noteId = await seedNote(owner.userId, "Mine", [["a", "b"]]);
    const { body } = await share(owner, { kind: "note", noteId });
    const res = await owner.call(`/api/shared/${body.token}/copy`, { body: {} });
    expect(res.status).toBe(201);
    const { noteId: copyId } = await readJson(res);
    expect(copyId).not.toBe(noteId);
    expect((await readJson(await owner.call(`/api/notes/${copyId}`))).note.title).toBe("Mine");
  });

  it("revoke stops the link at once; the list shows live links only; another user cannot revoke", async () => {
    const noteId = await seedNote(owner.userId, "Revocable", []);
    const a = await share(owner, { kind: "note", noteId });
    const b = await share(owner, { kind: "deck", noteId, expiresInDays: 7 });
    const list = await readJson(await owner.call(`/api/shares?noteId=${noteId}`));
    expect(list.links.map((l: { id: string }) => l.id).sort()).toEqual([a.body.id, b.body.id].sort());
    expect(JSON.stringify(list)).not.toContain(a.body.token);
    // the reader sees none of the owner's links, and cannot revoke them
    expect((await readJson(await reader.call(`/api/shares?noteId=${noteId}`))).links).toEqual([]);
    const foreign = await reader.call(`/api/shares/${a.body.id}`, { method: "DELETE" });
    expect(foreign.status).toBe(404);
    expect((await open(a.body.token)).status).toBe(200);

    expect((await owner.call(`/api/shares/${a.body.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await open(a.body.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    const copy = await reader.call(`/api/shared/${a.body.token}/copy`, { body: {} });
    expect(copy.status).toBe(404);
    const after = await readJson(await owner.call(`/api/shares?noteId=${noteId}`));
    expect(after.links.map((l: { id: string }) => l.id)).toEqual([b.body.id]);
    expect((await owner.call("/api/shares/not-a-uuid", { method: "DELETE" })).status).toBe(404);
  });

  it("an expired link answers 404 like an unknown one", async () => {
    const noteId = await seedNote(owner.userId, "Expiring", [["x", "y"]]);
    const { body } = await share(owner, { kind: "note", noteId, expiresInDays: 1 });
    expect(body.expires_at).toEqual(expect.any(String));
    expect((await open(body.token)).status).toBe(200);
    await db().execute(
      sql`update share_links set expires_at = now() - interval '1 second' where id = ${body.id}::uuid`,
    );
    expect(await open(body.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await readJson(await owner.call(`/api/shares?noteId=${noteId}`))).links).toEqual([]);
  });

  it("a deleted note's link answers 404", async () => {
    const noteId = await seedNote(owner.userId, "Doomed", [["x", "y"]]);
    const { body } = await share(owner, { kind: "note", noteId });
    await withUserWrites(db(), owner.userId, (tx) =>
      tx.execute(sql`update notes set deleted_at = now() where id = ${noteId}::uuid`),
    );
    expect(await open(body.token)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it("links are made only for the caller's own live notes; bad input is a 400", async () => {
    const others = await seedNote(reader.userId, "Reader's private note", []);
    expect((await share(owner, { kind: "note", noteId: others })).status).toBe(404);
    expect((await share(owner, { kind: "note", noteId: randomUUID() })).status).toBe(404);
    expect((await share(owner, { kind: "note", noteId: null })).status).toBe(400);
    expect((await share(owner, { kind: "page", noteId: others })).status).toBe(400);
    expect((await share(owner, { kind: "note", noteId: others, expiresInDays: 0 })).status).toBe(400);
    const signedOut = await browser(t.app).call("/api/shares", { body: { kind: "deck", noteId: null } });
    expect(signedOut.status).toBe(401);
  });

  it("the owner's other notes are never reachable through a share", async () => {
    const shared = await seedNote(owner.userId, "Shared one", [["s", "s"]]);
    const secret = await seedNote(owner.userId, "Secret diary", [["secret front", "secret back"]]);
    const { body } = await share(owner, { kind: "note", noteId: shared });
    const ip = newAddress();
    // a changed note id, in the path or the query, opens nothing
    for (const path of [
      `/api/shared/${body.token}?noteId=${secret}`,
      `/api/shared/${body.token}/${secret}`,
      `/api/shared/${secret}`,
      `/api/shared/${body.token}?note_id=${secret}&kind=deck`,
    ]) {
      const res = await t.app.request(path, { headers: { "x-forwarded-for": ip } });
      expect(JSON.stringify(await readJson(res)), path).not.toContain("Secret diary");
    }
    const copy = await reader.call(`/api/shared/${body.token}/copy`, { body: { noteId: secret } });
    const { noteId: copyId } = await readJson(copy);
    expect((await readJson(await reader.call(`/api/notes/${copyId}`))).note.title).toBe("Shared one");
    // and the reader cannot make a link to the owner's note
    expect((await share(reader, { kind: "note", noteId: secret })).status).toBe(404);
    expect((await share(reader, { kind: "deck", noteId: secret })).status).toBe(404);
    const readerDeck = await share(reader, { kind: "deck", noteId: null });
    const opened = await open(readerDeck.body.token);
    expect(JSON.stringify(opened.body)).not.toContain("secret front");
  });

  it("guessed, malformed and other tokens all get the same 404; guessing is limited per address (429)", async () => {
    const ip = newAddress();
    const guesses = ["A".repeat(43), "short", "%00", "x".repeat(500), randomUUID()];
    for (const guess of guesses)
      expect(await open(guess, ip)).toMatchObject({ status: 404, body: NOT_FOUND });
    for (let i = guesses.length; i < SHARED_OPENS_PER_MINUTE; i++)
      expect((await open(`guess${i}`.padEnd(43, "Q"), ip)).status).toBe(404);
    const limited = await open("B".repeat(43), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.res.headers.get("x-robots-tag")).toBe("noindex");
    expect(limited.body.error).toEqual(expect.any(String));
    // another address is not held back
    expect((await open("C".repeat(43))).status).toBe(404);
  });

  it("account deletion removes the user's links", async () => {
    const leaver = await signedInBrowser(t.app, t.smtp, "leaver@uni.edu");
    const noteId = await seedNote(leaver.userId, "Leaving", [["a", "b"]]);
    const { body } = await share(leaver, { kind: "note", noteId });
    expect((await open(body.token)).status).toBe(200);
    const res = await leaver.call("/api/account", {
      method: "DELETE",
      body: { password: "secret1", confirmation: messages.account.confirmationWord },
    });
    expect(res.status).toBe(200);
    const left = rowsOf(
      await db().execute(sql`select 1 from share_links where user_id = ${leaver.userId}::uuid`),
    );
    expect(left).toHaveLength(0);
    expect((await open(body.token)).status).toBe(404);
  });

  it("the shared page's HTML (/s/…) is sent with X-Robots-Tag: noindex, other pages without", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lectern-share-dist-"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const web = await createTestApp({ WEB_DIST: dir });
    try {
      const shared = await web.app.request(`/s/${"A".repeat(43)}`);
      expect(shared.status).toBe(200);
      expect(shared.headers.get("content-type")).toContain("text/html");
      expect(shared.headers.get("x-robots-tag")).toBe("noindex");
      const notes = await web.app.request("/notes");
      expect(notes.status).toBe(200);
      expect(notes.headers.get("x-robots-tag")).toBeNull();
    } finally {
      await web.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
