import { randomUUID } from "node:crypto";
import { quizDifficulty, SYNC_PULL_MAX_LIMIT } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import {
  documentsGenerated,
  LECTURE,
  longLecture,
  NDJSON,
  ndjsonLines,
  PLAN,
  saveNote,
  signedUpDaysAgo,
  subscribe,
} from "./generation-support.ts";
import { type Json, readJson } from "./support.ts";

// The generation calls on the default `local` provider (issue 8): the checks before any work, in the spec's
// order, the saved results reaching sync, and NDJSON progress.

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let eve: Awaited<ReturnType<typeof signedInBrowser>>;
let note: Awaited<ReturnType<typeof saveNote>>;
let users = 0;
const newUser = () => signedInBrowser(t.app, t.smtp, `user${++users}@generation.test`);

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@generation.test");
  eve = await signedInBrowser(t.app, t.smtp, "eve@generation.test");
  note = await saveNote(ada, "Cell biology");
});
afterAll(() => t.close());

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
const expectGrounded = (items: Json[], content = LECTURE) => {
  for (const item of items) expect(normalise(content)).toContain(normalise(item.source));
};

type Endpoint = { path: string; body: (n: { id: string; title: string; content: string }) => object };
const WHOLE_NOTE: Endpoint[] = [
  { path: "/api/ai/generate-quiz", body: (n) => ({ note: n }) },
  { path: "/api/ai/create-flashcards", body: (n) => ({ note: n }) },
  { path: "/api/ai/generate-summary", body: (n) => ({ note: n }) },
  { path: "/api/ai/enhance-content", body: (n) => ({ note: n }) },
];
const chunk = (n: { id: string; title: string; content: string }) => ({
  noteId: n.id,
  noteTitle: n.title,
  chunkContent: n.content,
  chunkIndex: 0,
  totalChunks: 1,
});
const CHUNKS: Endpoint[] = [
  {
    path: "/api/ai/generate-quiz-chunk",
    body: (n) => ({ ...chunk(n), numQuestions: 3, quizType: "mixed", selectedTopics: [] }),
  },
  {
    path: "/api/ai/create-flashcards-chunk",
    body: (n) => ({ ...chunk(n), maxCards: 3, difficulty: "mixed" }),
  },
];
const ALL = [...WHOLE_NOTE, ...CHUNKS];

/** Everything the user's devices would pull from the start, page by page, in one collection. */
async function pulled(user: typeof ada, collection: string) {
  const records: Json[] = [];
  for (let since = 0, more = true; more; ) {
    const res = await user.call(`/api/sync/pull?since=${since}&limit=${SYNC_PULL_MAX_LIMIT}`);
    expect(res.status).toBe(200);
    const page = await readJson(res);
    records.push(...page.changes.filter((c: Json) => c.collection === collection).map((c: Json) => c.record));
    since = page.cursor;
    more = page.hasMore;
  }
  return records;
}

describe("GET /api/ai/status (spec 1 §7 hello-world)", () => {
  it("names the configured provider", async () => {
    const res = await t.app.request("/api/ai/status");
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ provider: "local", available: true });
  });
});

describe("POST /api/ai/generate-quiz on the local provider", () => {
  it("answers grounded questions and saves the quiz 'Quiz: ' + title with time limit and difficulty", async () => {
    const res = await ada.call("/api/ai/generate-quiz", { body: { note, numQuestions: 5 } });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.provider).toBe("local");
    expect(body.questions.length).toBeGreaterThan(0);
    expect(body.questions.length).toBeLessThanOrEqual(5);
    expectGrounded(body.questions);
    expect(body.quiz).toMatchObject({
      user_id: ada.userId,
      note_id: note.id,
      title: "Quiz: Cell biology",
      time_limit: 15,
      difficulty: quizDifficulty(LECTURE),
      questions: body.questions,
    });
    // the quiz reaches devices through the ordinary pull, its questions with their passages
    const quizzes = await pulled(ada, "quizzes");
    const synced = quizzes.find((q: Json) => q.id === body.quiz.id);
    expect(synced?.questions[0]?.source).toBe(body.questions[0].source);
  });

  it("takes the time limit and title from the request", async () => {
    const res = await ada.call("/api/ai/generate-quiz", {
      body: { note, numQuestions: 5, quizType: "mixed", timeLimit: 30, title: "Midterm practice" },
    });
    expect(res.status).toBe(200);
    expect((await readJson(res)).quiz).toMatchObject({ title: "Midterm practice", time_limit: 30 });
  });
});

describe("POST /api/ai/create-flashcards on the local provider", () => {
  it("saves the cards with their source passages and answers the saved rows", async () => {
    const res = await ada.call("/api/ai/create-flashcards", {
      body: { note, maxCards: 5, difficulty: "hard" },
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.provider).toBe("local");
    expect(body.flashcards.length).toBeGreaterThan(0);
    expect(body.flashcards.length).toBeLessThanOrEqual(5);
    expectGrounded(body.flashcards);
    for (const card of body.flashcards) {
      expect(card).toMatchObject({ note_id: note.id, user_id: ada.userId, difficulty: "hard" });
      expect(card.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(card.front.length).toBeGreaterThan(0);
      expect(card.back.length).toBeGreaterThan(0);
    }
    const synced = await pulled(ada, "flashcards");
    for (const card of body.flashcards) {
      expect(synced.find((s: Json) => s.id === card.id)).toMatchObject({
        front: card.front,
        source: card.source,
      });
    }
  });
});

describe("POST /api/ai/generate-summary on the local provider", () => {
  it("answers the summary, saves it as the note's summary and replaces it on the next run", async () => {
    const first = await ada.call("/api/ai/generate-summary", { body: { note } });
    expect(first.status).toBe(200);
    const body = await readJson(first);
    expect(body.provider).toBe("local");
    expect(body.summary).toMatchObject({
      overview: expect.any(String),
      keyPoints: expect.any(Array),
      wordCount: LECTURE.split(/\s+/).length,
      readingTime: 1,
      complexity: expect.any(String),
    });
    expect(body.saved).toMatchObject({
      note_id: note.id,
      summary_text: body.summary.overview,
      key_points: body.summary.keyPoints,
      word_count: body.summary.wordCount,
      reading_time: body.summary.readingTime,
      complexity: body.summary.complexity,
    });
    const again = await readJson(await ada.call("/api/ai/generate-summary", { body: { note } }));
    expect(again.saved.id).toBe(body.saved.id);
    const summaries = (await pulled(ada, "summaries")).filter((s: Json) => s.note_id === note.id);
    expect(summaries).toHaveLength(1);
    expect(summaries[0].server_seq).toBe(again.saved.server_seq);
    expect(again.saved.server_seq).toBeGreaterThan(body.saved.server_seq);
  });
});

describe("POST /api/ai/enhance-content on the local provider", () => {
  it("answers the enhanced text and saves nothing", async () => {
    const before = await pulled(ada, "notes");
    const res = await ada.call("/api/ai/enhance-content", {
      body: { note: { ...note, content: "um so the cell is like the basic unit of life you know" } },
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.provider).toBe("local");
    expect(body.enhancedContent.length).toBeGreaterThan(0);
    expect(await pulled(ada, "notes")).toEqual(before);
  });
});

describe("chunk calls on the local provider", () => {
  it.each(CHUNKS)("$path answers that chunk's grounded items and saves nothing", async ({ path, body }) => {
    const quizzesBefore = (await pulled(ada, "quizzes")).length;
    const cardsBefore = (await pulled(ada, "flashcards")).length;
    const res = await ada.call(path, { body: body(note) });
    expect(res.status).toBe(200);
    const answer = await readJson(res);
    const items = answer.questions ?? answer.flashcards;
    expect(answer.provider).toBe("local");
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    expectGrounded(items);
    for (const item of answer.questions ?? []) expect(item.id).toMatch(/^c1-q\d+$/);
    expect((await pulled(ada, "quizzes")).length).toBe(quizzesBefore);
    expect((await pulled(ada, "flashcards")).length).toBe(cardsBefore);
  });

  // issue 18 §2: without a note of the caller's, a chunk call would be an open proxy to the server's model
  it.each(CHUNKS)(
    "$path needs the caller's own note: 400 naming noteId without one",
    async ({ path, body }) => {
      const { noteId: _none, ...anonymous } = body(note) as { noteId: string };
      const res = await ada.call(path, { body: anonymous });
      expect(res.status).toBe(400);
      const answer = await readJson(res);
      expect(answer.error).toMatch(/^Invalid noteId: /);
      expect(answer.details.field).toBe("noteId");
    },
  );

  it.each(CHUNKS)("$path answers another's note exactly like a missing one (404)", async ({ path, body }) => {
    const others = await eve.call(path, { body: body(note) });
    const missing = await ada.call(path, { body: body({ ...note, id: randomUUID() }) });
    expect(others.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await readJson(others)).toEqual(await readJson(missing));
  });
});

describe("checks before any work (spec 1 §5, §6)", () => {
  it.each(ALL)("$path refuses a signed-out caller with 401", async ({ path, body }) => {
    const res = await browser(t.app).call(path, { body: body(note) });
    expect(res.status).toBe(401);
    expect((await readJson(res)).error).toEqual(expect.any(String));
  });

  it.each(ALL)("$path refuses an invalid body with 400 naming the field", async ({ path, body }) => {
    const res = await ada.call(path, {
      body: { ...body(note), note: { ...note, id: "not-a-uuid" }, noteId: 7 },
    });
    expect(res.status).toBe(400);
    const answer = await readJson(res);
    expect(answer.error).toMatch(/^Invalid /);
    expect(answer.details.field).toMatch(/note\.id|noteId/);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await t.app.request("/api/ai/generate-quiz", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie: cookieOf(ada) },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ error: "Malformed JSON body" });
  });

  it.each(ALL)("$path answers another user's note like a missing one: 404", async ({ path, body }) => {
    const theirs = await eve.call(path, { body: body(note) });
    const missing = await ada.call(path, { body: body({ ...note, id: randomUUID() }) });
    for (const res of [theirs, missing]) {
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({ error: "Note not found or access denied..." });
    }
  });

  it("answers 404 for a deleted note", async () => {
    const gone = await saveNote(ada, "Gone");
    const now = new Date().toISOString();
    // A delete carries the version it saw (issue 13: a delete from an older base is stale).
    const pulled = await readJson(await ada.call("/api/sync/pull?since=0&limit=1000"));
    const base_seq = pulled.changes.find((c: Json) => c.record.id === gone.id)?.record.server_seq;
    const del = await ada.call("/api/sync/push", {
      body: {
        ops: [
          {
            id: randomUUID(),
            type: "notes",
            operation: "delete",
            data: { id: gone.id, user_id: ada.userId, deleted_at: now, updated_at: now },
            timestamp: now,
            base_seq,
          },
        ],
      },
    });
    expect(del.status).toBe(200);
    const res = await ada.call("/api/ai/generate-summary", { body: { note: gone } });
    expect(res.status).toBe(404);
  });

  it.each(ALL)("$path refuses empty content with 400 'Note content is empty...'", async ({ path, body }) => {
    const res = await ada.call(path, { body: body({ ...note, content: "  \n\t " }) });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({ error: "Note content is empty..." });
  });

  it("checks ownership before content: another user's note with empty content is 404", async () => {
    const res = await eve.call("/api/ai/generate-quiz", { body: { note: { ...note, content: "" } } });
    expect(res.status).toBe(404);
  });

  it.each(ALL)("$path refuses a free user whose trial has expired with 403", async ({ path, body }) => {
    const late = await newUser();
    const theirs = await saveNote(late, "Late");
    await signedUpDaysAgo(t.database.db, late.userId, 8);
    const res = await late.call(path, { body: body(theirs) });
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({ error: "Free trial has expired. Please upgrade to continue." });
  });

  it.each(ALL)("$path refuses a free user at the lifetime limit with 403", async ({ path, body }) => {
    const busy = await newUser();
    const theirs = await saveNote(busy, "Busy");
    await documentsGenerated(t.database.db, busy.userId, 5);
    const res = await busy.call(path, { body: body(theirs) });
    expect(res.status).toBe(403);
    expect(await readJson(res)).toEqual({
      error: "You've reached your lifetime limit of 5 documents. Please upgrade to continue.",
    });
  });

  it("checks content before the tier, and lets a paid user past both tier rules", async () => {
    const paid = await newUser();
    const theirs = await saveNote(paid, "Paid");
    await signedUpDaysAgo(t.database.db, paid.userId, 60);
    await documentsGenerated(t.database.db, paid.userId, 7);
    const empty = await paid.call("/api/ai/generate-summary", {
      body: { note: { ...theirs, content: " " } },
    });
    expect(empty.status).toBe(400);
    expect((await paid.call("/api/ai/generate-summary", { body: { note: theirs } })).status).toBe(403);
    await subscribe(t.database.db, paid.userId, { planId: PLAN.student });
    expect((await paid.call("/api/ai/generate-summary", { body: { note: theirs } })).status).toBe(200);
  });

  it("answers a failed check with its plain status and JSON even when progress lines were asked for", async () => {
    const res = await eve.call("/api/ai/generate-quiz", { body: { note }, headers: NDJSON });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await readJson(res)).toEqual({ error: "Note not found or access denied..." });
  });
});

describe("progress lines (Accept: application/x-ndjson)", () => {
  it("streams progress for every chunk of a long note, then exactly one result", async () => {
    const content = longLecture(3);
    const long = await saveNote(ada, "Long lecture", content);
    const res = await ada.call("/api/ai/generate-quiz", {
      body: { note: long, numQuestions: 6 },
      headers: NDJSON,
    });
    expect(res.status).toBe(200);
    const lines = await ndjsonLines(res);
    expect(lines.slice(0, -1)).toEqual([
      { type: "progress", current: 1, total: 3 },
      { type: "progress", current: 2, total: 3 },
      { type: "progress", current: 3, total: 3 },
    ]);
    const result = lines.at(-1);
    expect(result).toMatchObject({
      type: "result",
      provider: "local",
      quiz: { title: "Quiz: Long lecture" },
    });
    expect(result.questions.length).toBeGreaterThan(0);
    expectGrounded(result.questions, content);
  });

  it("streams the summary and enhance runs too", async () => {
    for (const path of ["/api/ai/generate-summary", "/api/ai/enhance-content"]) {
      const lines = await ndjsonLines(await ada.call(path, { body: { note }, headers: NDJSON }));
      expect(lines[0]).toEqual({ type: "progress", current: 1, total: 1 });
      expect(lines.at(-1)).toMatchObject({ type: "result", provider: "local" });
    }
  });
});

function cookieOf(user: typeof ada) {
  return [...user.jar].map(([k, v]) => `${k}=${v}`).join("; ");
}
