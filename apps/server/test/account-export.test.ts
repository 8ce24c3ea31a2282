import { randomUUID } from "node:crypto";
import { messages } from "@lectern/core";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { withUserWrites } from "../src/db/user-writes.ts";
import { EXPORTED_ELSEWHERE, JSON_EXPORTS } from "../src/services/account/export-files.ts";
import { userOwnedTables } from "../src/services/account/owned-tables.ts";
import { seedEveryTable, twoFactorRow } from "./account-seed.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { seeder } from "./progress-fixtures.ts";

// The export limit is a setting (issue 18 §2): set small here the way an operator sets it.
const EXPORTS = 2;
const WINDOW_S = 180;

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
beforeAll(async () => {
  t = await startAuthTestApp({
    ACCOUNT_EXPORT_RATE_LIMIT_MAX: String(EXPORTS),
    ACCOUNT_EXPORT_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_S),
  });
});
afterAll(() => t.close());

/** RFC 4180 read back, written independently of the exporter: quoted cells, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

const write = (db: Database, userId: string, query: ReturnType<typeof sql>) =>
  withUserWrites(db, userId, (tx) => tx.execute(query));

async function download(b: Awaited<ReturnType<typeof signedInBrowser>>) {
  const res = await b.call("/api/account/export");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(
    /^attachment; filename="lectern-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe("GET /api/account/export", () => {
  it("zips notes as Markdown, cards as CSV, quizzes and attempts as JSON; no tombstones, secrets or others' data", async () => {
    const db = t.database.db;
    const me = await signedInBrowser(t.app, t.smtp, "exporter@uni.edu");
    const other = await signedInBrowser(t.app, t.smtp, "neighbour@uni.edu");
    await twoFactorRow(db, me.userId);
    const s = seeder(db, me.userId);
    const biology = await s.note({
      title: "Cells: the basics / part 1",
      subject: "Biology",
      tags: ["bio", "cells"],
    });
    await write(
      db,
      me.userId,
      sql`update notes set content = ${"# Mitochondria\n\nThe powerhouse of the cell."} where id = ${biology}::uuid`,
    );
    await s.note({ title: "Cells: the basics / part 1", subject: "Biology" });
    await s.note({ title: "Thrown away", deleted: true });
    const tricky = randomUUID();
    await write(
      db,
      me.userId,
      sql`insert into flashcards (id, user_id, note_id, front, back) values
        (${tricky}::uuid, ${me.userId}::uuid, ${biology}::uuid, ${'What, "exactly",\nis ATP?'}, ${'=HYPERLINK("http://evil")'})`,
    );
    await s.schedule(tricky, "2026-12-01T00:00:00.000Z");
    await s.card({ front: "Loose card" });
    await s.card({ front: "Deleted card", deleted: true });
    const quiz = await s.quiz(biology, "Quiz: Cells");
    await s.attempt(quiz, "2026-11-20T10:00:00.000Z", { score: 80, total: 5 });
    await s.attempt(quiz, "2026-11-21T10:00:00.000Z", { score: 10, total: 5, deleted: true });
    await seeder(db, other.userId).note({ title: "NEIGHBOUR-SECRET-NOTE" });

    const files = await download(me);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining(["README.txt", "profile.json", "flashcards.csv", "quizzes.json"]),
    );

    // notes: one file each, names safe and unique, header with subject and tags, the content itself
    const notes = names.filter((n) => n.startsWith("notes/")).sort();
    expect(notes).toEqual(["notes/Cells the basics part 1-2.md", "notes/Cells the basics part 1.md"]);
    const note = notes.map((name) => files[name] ?? "").find((text) => text.includes(biology)) ?? "";
    expect(note).toContain('subject: "Biology"');
    expect(note).toContain('tags: ["bio","cells"]');
    expect(note).toContain('title: "Cells: the basics / part 1"');
    expect(note).toContain("# Mitochondria\n\nThe powerhouse of the cell.");
    expect(Object.values(files).join("\n")).not.toContain("Thrown away");

    // cards: CSV that parses back to the same cells, a formula-like cell made inert
    const [header, ...cards] = parseCsv(files["flashcards.csv"] ?? "");
    expect(header?.slice(0, 4)).toEqual(["id", "front", "back", "deck"]);
    const col = (name: string) => header?.indexOf(name) ?? -1;
    const card = cards.find((c) => c[0] === tricky);
    expect(card?.[col("front")]).toBe('What, "exactly",\nis ATP?');
    expect(card?.[col("back")]).toBe('\'=HYPERLINK("http://evil")');
    expect(card?.[col("deck")]).toBe("Cells: the basics / part 1");
    expect(card?.[col("next_review_date")]).toBe("2026-12-01T00:00:00.000Z");
    expect(cards.find((c) => c[col("front")] === "Loose card")?.[col("deck")]).toBe(
      "Uncategorized Flashcards",
    );
    expect(cards).toHaveLength(2);

    // quizzes and attempts as JSON, without tombstones or bookkeeping
    const quizzes = JSON.parse(files["quizzes.json"] ?? "");
    expect(quizzes).toEqual([expect.objectContaining({ id: quiz, title: "Quiz: Cells", note_id: biology })]);
    const attempts = JSON.parse(files["quiz_attempts.json"] ?? "");
    expect(attempts).toEqual([expect.objectContaining({ quiz_id: quiz, score: 80, total_questions: 5 })]);
    expect(attempts[0]).not.toHaveProperty("user_id");
    expect(attempts[0]).not.toHaveProperty("server_seq");

    // the profile, and nothing secret anywhere
    const profile = JSON.parse(files["profile.json"] ?? "");
    expect(profile.profile).toEqual(expect.objectContaining({ id: me.userId, email: "exporter@uni.edu" }));
    // the data files (README.txt says in words that passwords and secrets are not exported)
    const everything = Object.entries(files)
      .filter(([name]) => name !== "README.txt")
      .map(([, content]) => content)
      .join("\n");
    for (const secret of ["password", "secret", "token", "backup_codes", "enc-codes", "scrypt"])
      expect(everything.toLowerCase()).not.toContain(secret);
    expect(everything).not.toContain("NEIGHBOUR-SECRET-NOTE");
    expect(everything).not.toContain(other.userId);
    expect(files["README.txt"]).toContain("flashcards.csv");
  });

  it("writes every user-owned table somewhere, or says why not; leaves payments' gateway answers out", async () => {
    const exported = new Set<string>(
      JSON_EXPORTS.map((e) => userOwnedTables().find((o) => o.table === e.table)?.name ?? "?"),
    );
    for (const { name } of userOwnedTables())
      expect(exported.has(name) || name in EXPORTED_ELSEWHERE, `${name} is exported or named`).toBe(true);

    const me = await signedInBrowser(t.app, t.smtp, "every-table@uni.edu");
    await seedEveryTable(
      t.database.db,
      me.userId,
      userOwnedTables().map((o) => o.name),
    );
    const files = await download(me);
    for (const { file } of JSON_EXPORTS) expect(JSON.parse(files[file] ?? "null"), file).toHaveLength(1);
    expect(files["payments.json"]).not.toContain("AUTH_secret");
  });

  it("limits exports per student (429 with Retry-After, a wait in minutes)", async () => {
    const me = await signedInBrowser(t.app, t.smtp, "downloader@uni.edu");
    for (let i = 0; i < EXPORTS; i++) {
      const res = await me.call("/api/account/export");
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const limited = await me.call("/api/account/export");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(120);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    expect(((await limited.json()) as { error: string }).error).toBe(
      "You have downloaded your data several times just now. Please try again in 3 minutes.",
    );
    expect(messages.account.tooManyExports(retryAfter)).toMatch(/in 3 minutes\.$/);
  });

  it("has ACCOUNT_EXPORT_RATE_LIMIT_* settings, 5 downloads per 10 minutes unless set", () => {
    expect(loadConfig({}).limits.accountExport).toEqual({ max: 5, windowSeconds: 600 });
    expect(t.config.limits.accountExport).toEqual({ max: EXPORTS, windowSeconds: WINDOW_S });
  });

  it("needs a session", async () => {
    expect((await t.app.request("/api/account/export")).status).toBe(401);
  });
});
