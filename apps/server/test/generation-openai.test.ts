import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { type FakeReply, startFakeOpenAi } from "./fake-openai.ts";
import {
  groundedAnswer,
  inventedAnswer,
  LECTURE,
  longLecture,
  NDJSON,
  ndjsonLines,
  saveNote,
  signedUpDaysAgo,
} from "./generation-support.ts";
import { readJson } from "./support.ts";

// The `openai` provider against a real OpenAI-compatible server on 127.0.0.1 (issue 8 acceptance): valid JSON,
// invented passages, malformed JSON, 429 then success, 500, timeout — for each endpoint.

// generous enough for a loaded machine; the timeout tests wait this long each
const TIMEOUT_MS = 1000;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let note: Awaited<ReturnType<typeof saveNote>>;

beforeAll(async () => {
  fake = await startFakeOpenAi(groundedAnswer);
  t = await startAuthTestApp({
    AI_PROVIDER: "openai",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "sk-test-key",
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    AI_MAX_RETRIES: "2",
    AI_RETRY_BASE_MS: "5",
    AI_CHUNK_PAUSE_MS: "50",
  });
  ada = await signedInBrowser(t.app, t.smtp, "ada@openai.test");
  note = await saveNote(ada, "Cell biology");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** The four whole-note endpoints: their path, body, wrapped failure text and the field of their result. */
const ENDPOINTS = [
  {
    path: "/api/ai/generate-quiz",
    body: () => ({ note, numQuestions: 5, quizType: "true-false" }),
    wrap: "Failed to generate quiz: ",
    items: "questions",
    nothing: "No questions were generated. Please try again with a shorter note or different settings.",
  },
  {
    path: "/api/ai/create-flashcards",
    body: () => ({ note, maxCards: 5 }),
    wrap: "Failed to create flashcards: ",
    items: "flashcards",
    nothing: "No flashcards were generated. Please try again with a shorter note or different settings.",
  },
  {
    path: "/api/ai/generate-summary",
    body: () => ({ note }),
    wrap: "Failed to generate summary: ",
    items: undefined,
    nothing: undefined,
  },
  {
    path: "/api/ai/enhance-content",
    body: () => ({ note }),
    wrap: "Failed to enhance content: ",
    items: undefined,
    nothing: undefined,
  },
] as const;

const CHUNK_ENDPOINTS = [
  {
    path: "/api/ai/generate-quiz-chunk",
    body: () => ({
      noteId: note.id,
      noteTitle: note.title,
      chunkContent: LECTURE,
      numQuestions: 3,
      quizType: "mixed",
      selectedTopics: [],
      chunkIndex: 0,
      totalChunks: 1,
    }),
    wrap: "Failed to generate quiz: ",
    items: "questions",
  },
  {
    path: "/api/ai/create-flashcards-chunk",
    body: () => ({
      noteId: note.id,
      noteTitle: note.title,
      chunkContent: LECTURE,
      maxCards: 3,
      difficulty: "mixed",
      chunkIndex: 0,
      totalChunks: 1,
    }),
    wrap: "Failed to create flashcards: ",
    items: "flashcards",
  },
] as const;

const ALL = [...ENDPOINTS, ...CHUNK_ENDPOINTS];
const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

describe.each(ALL)("$path on the openai provider", (endpoint) => {
  it("answers valid JSON from the model with grounded items and names the provider", async () => {
    const res = await ada.call(endpoint.path, { body: endpoint.body() });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.provider).toBe("openai");
    if (endpoint.items) {
      expect(body[endpoint.items].length).toBeGreaterThan(0);
      for (const item of body[endpoint.items]) expect(normalise(LECTURE)).toContain(normalise(item.source));
    }
    // the real request: the configured model, the key, structured output for everything but enhance
    const [request] = fake.requests;
    expect(request?.body.model).toBe("fake-model");
    expect(request?.authorization).toBe("Bearer sk-test-key");
    expect(request?.wantsJson).toBe(!endpoint.path.endsWith("enhance-content"));
  });

  it("retries after a 429 and then succeeds", async () => {
    fake.script({ status: 429, json: { error: { message: "Rate limit reached" } } });
    const res = await ada.call(endpoint.path, { body: endpoint.body() });
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it("answers 502 with the wrapped message when the model keeps failing with 500", async () => {
    const failing: FakeReply = { status: 500, json: { error: { message: "The server had an error" } } };
    fake.script(failing, failing, failing);
    const res = await ada.call(endpoint.path, { body: endpoint.body() });
    expect(res.status).toBe(502);
    const body = await readJson(res);
    // issue 18 §3: our own message with the status; the provider's body stays in the server log
    expect(body).toEqual({ error: `${endpoint.wrap}HTTP error! status: 500` });
    expect(fake.requests).toHaveLength(3); // one call and AI_MAX_RETRIES=2 retries
  });

  it("answers 504 with the wrapped message when the model does not answer in time", async () => {
    fake.script({ content: "{}", delayMs: TIMEOUT_MS * 4 });
    const res = await ada.call(endpoint.path, { body: endpoint.body() });
    expect(res.status).toBe(504);
    expect(await readJson(res)).toEqual({
      error: `${endpoint.wrap}The AI service did not answer within ${TIMEOUT_MS / 1000} seconds`,
    });
  });

  if (endpoint.path !== "/api/ai/enhance-content") {
    it("answers 422 (no 5xx) with the wrapped message for malformed JSON", async () => {
      fake.script({ content: '{"questions": [ {"type": "true-false", "question": ' });
      const res = await ada.call(endpoint.path, { body: endpoint.body() });
      expect(res.status).toBe(422);
      const body = await readJson(res);
      expect(body.error).toBe(`${endpoint.wrap}The AI service's answer could not be read`);
    });
  }
});

describe("answers that are JSON of the wrong shape", () => {
  it("answers 422 with the wrapped message when the envelope is not the one asked for", async () => {
    fake.script({ content: JSON.stringify({ items: [{ front: "a", back: "b" }] }) });
    const res = await ada.call("/api/ai/create-flashcards", { body: { note } });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error).toBe(
      "Failed to create flashcards: The AI service's answer could not be read",
    );
  });
});

describe("what the openai provider saves", () => {
  it("saves the quiz with each question's source passage", async () => {
    const res = await ada.call("/api/ai/generate-quiz", {
      body: { note, numQuestions: 3, quizType: "true-false" },
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.quiz).toMatchObject({ note_id: note.id, title: "Quiz: Cell biology", time_limit: 15 });
    expect(body.quiz.questions.map((q: { source: string }) => q.source)).toEqual(
      body.questions.map((q: { source: string }) => q.source),
    );
  });

  it("asks for as many questions as requested and says when the note gave fewer", async () => {
    const res = await ada.call("/api/ai/generate-quiz", { body: { note, numQuestions: 50 } });
    const body = await readJson(res);
    expect(fake.requests[0]?.body.messages.at(-1)?.content).toContain("Write 50 quiz questions");
    expect(body.questions.length).toBeLessThan(50);
    expect(body.message).toBe(
      `Generated ${body.questions.length} of 50 questions: the note supports no more.`,
    );
  });
});

describe("a caller that goes away", () => {
  it("abandons the model call and saves nothing", async () => {
    const quizzes = async () => {
      const { changes } = await readJson(await ada.call("/api/sync/pull?since=0&limit=500"));
      return changes.filter((c: { collection: string }) => c.collection === "quizzes").length;
    };
    const before = await quizzes();
    fake.script((request) => ({ ...groundedAnswer(request), delayMs: 150 })); // well within the timeout
    const leaving = new AbortController();
    const res = await t.app.request("/api/ai/generate-quiz", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        cookie: [...ada.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "content-type": "application/json",
        ...NDJSON,
      },
      body: JSON.stringify({ note }),
      signal: leaving.signal,
    });
    expect(res.status).toBe(200);
    await expect.poll(() => fake.requests.length).toBe(1); // the model is working on it
    leaving.abort();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fake.requests).toHaveLength(1);
    expect(await quizzes()).toBe(before);
  });
});

describe("checks happen before any call to the model", () => {
  it("sends nothing to the model for another user's note, empty content or an expired trial", async () => {
    const eve = await signedInBrowser(t.app, t.smtp, "eve@openai.test");
    expect((await eve.call("/api/ai/generate-quiz", { body: { note } })).status).toBe(404);
    const empty = await ada.call("/api/ai/create-flashcards", { body: { note: { ...note, content: " " } } });
    expect(empty.status).toBe(400);
    const late = await signedInBrowser(t.app, t.smtp, "late@openai.test");
    const theirs = await saveNote(late, "Late");
    await signedUpDaysAgo(t.database.db, late.userId, 8);
    expect((await late.call("/api/ai/generate-summary", { body: { note: theirs } })).status).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });
});

describe.each(ENDPOINTS.filter((e) => e.items))("$path with invented passages", (endpoint) => {
  it("drops the invented items and keeps the grounded ones", async () => {
    fake.script((request) => {
      const good = JSON.parse((groundedAnswer(request) as { content: string }).content);
      const bad = JSON.parse((inventedAnswer(request) as { content: string }).content);
      const key = endpoint.items as string;
      return { content: JSON.stringify({ [key]: [...bad[key], ...good[key]] }) };
    });
    const res = await ada.call(endpoint.path, { body: endpoint.body() });
    expect(res.status).toBe(200);
    const items = (await readJson(res))[endpoint.items as string];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.source).not.toContain("Quantum");
  });

  it("answers 422 'No … were generated' when every passage was invented", async () => {
    fake.script(inventedAnswer);
    const res = await ada.call(endpoint.path, { body: endpoint.body() });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({ error: endpoint.nothing });
  });
});

describe("progress over a multi-chunk note on the openai provider", () => {
  it("streams one progress line per chunk, pausing between chunk calls, then the result", async () => {
    const long = await saveNote(ada, "Long lecture", longLecture(3));
    const started = performance.now();
    const res = await ada.call("/api/ai/create-flashcards", {
      body: { note: long, maxCards: 6 },
      headers: NDJSON,
    });
    expect(res.status).toBe(200);
    const lines = await ndjsonLines(res);
    expect(lines.slice(0, 3)).toEqual([
      { type: "progress", current: 1, total: 3 },
      { type: "progress", current: 2, total: 3 },
      { type: "progress", current: 3, total: 3 },
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ type: "result", provider: "openai" });
    expect(lines[3].flashcards).toHaveLength(6);
    expect(fake.requests).toHaveLength(3);
    // 2 pauses of AI_CHUNK_PAUSE_MS between the 3 chunk calls (spec 1 §9)
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("reports a provider failure as the one error line after the progress", async () => {
    const failing: FakeReply = { status: 500, json: { error: { message: "down" } } };
    fake.script(failing, failing, failing);
    const res = await ada.call("/api/ai/generate-quiz", { body: { note }, headers: NDJSON });
    expect(res.status).toBe(200);
    const lines = await ndjsonLines(res);
    expect(lines.at(-1)).toEqual({
      type: "error",
      status: 502,
      error: "Failed to generate quiz: HTTP error! status: 500",
    });
    expect(lines.filter((l) => l.type === "error" || l.type === "result")).toHaveLength(1);
  });
});
