import { randomUUID } from "node:crypto";
import { messages } from "@lectern/core";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { acquireLease, releaseLease } from "../src/services/rate-limit.ts";
import { CONCURRENCY_RETRY_AFTER_S } from "../src/services/usage-limits.ts";
import { ORIGIN, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { startFakeOpenAi } from "./fake-openai.ts";
import { startFakeTranscriber } from "./fake-transcriber.ts";
import { groundedAnswer, LECTURE, saveNote } from "./generation-support.ts";
import { json, readJson, rowsOf } from "./support.ts";

// Issue 18 §2, Acceptance "each new limit with 429 + Retry-After": the usage limits per window (generation,
// transcription, sync push per user; the waitlist join per client address) and the caps on requests at once,
// with small settings passed the way an operator sets them. Time is driven through Date (vi.setSystemTime),
// never slept.

const MAX = 5;
const WINDOW_S = 600;
const WAITLIST_MAX = 3;

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let model: Awaited<ReturnType<typeof startFakeOpenAi>>;
let transcriber: Awaited<ReturnType<typeof startFakeTranscriber>>;
type Student = Awaited<ReturnType<typeof signedInBrowser>>;
let students = 0;
const newStudent = () => signedInBrowser(t.app, t.smtp, `student${++students}@limits.test`);

beforeAll(async () => {
  model = await startFakeOpenAi(groundedAnswer);
  transcriber = await startFakeTranscriber();
  t = await startAuthTestApp({
    AI_PROVIDER: "openai",
    AI_BASE_URL: model.baseUrl,
    AI_API_KEY: "sk-test-key",
    AI_MAX_RETRIES: "0",
    AI_CHUNK_PAUSE_MS: "0",
    TRANSCRIBE_BASE_URL: transcriber.url,
    TRUST_PROXY: "true",
    GENERATION_RATE_LIMIT_MAX: String(MAX),
    GENERATION_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_S),
    GENERATION_CONCURRENCY: "1",
    TRANSCRIBE_RATE_LIMIT_MAX: String(MAX),
    TRANSCRIBE_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_S),
    TRANSCRIBE_CONCURRENCY: "1",
    SYNC_PUSH_RATE_LIMIT_MAX: String(MAX),
    SYNC_PUSH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_S),
    SYNC_PUSH_CONCURRENCY: "1",
    WAITLIST_RATE_LIMIT_MAX: String(WAITLIST_MAX),
    WAITLIST_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_S),
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
  await transcriber.close();
});
afterEach(() => {
  vi.useRealTimers();
  transcriber.behave("ok");
  model.reset();
});

/** Moves the server's clock (Date only: timers, sockets and the database keep real time). */
function advanceClock(seconds: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + seconds * 1000);
}

const cookieOf = (who: Student) => [...who.jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** A flashcards chunk of the student's own note (the model answers from the fake). */
async function generate(who: Student, noteId: string, signal?: AbortSignal): Promise<Response> {
  return await t.app.request("/api/ai/create-flashcards-chunk", {
    method: "POST",
    headers: { origin: ORIGIN, cookie: cookieOf(who), "content-type": "application/json" },
    body: JSON.stringify({
      noteId,
      noteTitle: "Cells",
      chunkContent: LECTURE,
      maxCards: 3,
      difficulty: "mixed",
      chunkIndex: 0,
      totalChunks: 1,
    }),
    signal,
  });
}

async function transcribe(who: Student, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  const wav = new Uint8Array(4000);
  wav.set(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "));
  form.append("file", new File([wav], "lecture.wav", { type: "audio/wav" }));
  return await t.app.request("/api/transcribe", {
    method: "POST",
    headers: { origin: ORIGIN, cookie: cookieOf(who) },
    body: form,
    signal,
  });
}

function push(who: Student) {
  const now = new Date().toISOString();
  const data = {
    id: randomUUID(),
    user_id: who.userId,
    title: "T",
    content: "C",
    created_at: now,
    updated_at: now,
  };
  return who.call("/api/sync/push", {
    body: { ops: [{ id: randomUUID(), type: "notes", operation: "update", data, timestamp: now }] },
  });
}

async function joinWaitlist(ip: string): Promise<Response> {
  const body = json({ email: `${randomUUID()}@uni.edu` });
  return await t.app.request("/api/waitlist", {
    ...body,
    headers: { ...body.headers, "x-forwarded-for": ip },
  });
}

/** The refusal every limit answers: 429, Retry-After in seconds, and the same wait in minutes in `error`. */
async function expectRefusal(res: Response, message: (seconds: number) => string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  const body = await readJson(res);
  expect(body).toEqual({ error: message(retryAfter) });
  expect(body.error).toMatch(/ in \d+ minutes?\.$/);
  return retryAfter;
}

/** The user's slots of one kind still held in the database (released slots are deleted). */
async function heldSlots(kind: string, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from rate_limit where key like ${`lease:${kind}:user:${userId}:%`}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

describe("limits per window: 429 + Retry-After, per user, reset when the window ends", () => {
  type Case = {
    name: string;
    message: (seconds: number) => string;
    prepare: (who: Student) => Promise<() => Promise<Response>>;
  };
  const cases: Case[] = [
    {
      name: "generation (/api/ai/*)",
      message: messages.limits.tooManyGenerations,
      prepare: async (who) => {
        const note = await saveNote(who, "Cells");
        return () => generate(who, note.id);
      },
    },
    {
      name: "transcription",
      message: messages.limits.tooManyTranscriptions,
      prepare: async (who) => () => transcribe(who),
    },
    {
      name: "sync push",
      message: messages.limits.tooManySyncPushes,
      prepare: async (who) => () => push(who),
    },
  ];

  it.each(cases)("$name", async ({ message, prepare }) => {
    const ada = await newStudent();
    const eve = await newStudent();
    const adaCalls = await prepare(ada);
    const eveCalls = await prepare(eve);
    for (let i = 0; i < MAX; i++) {
      const res = await adaCalls();
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const retryAfter = await expectRefusal(await adaCalls(), message);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);

    // another student is not affected
    expect((await eveCalls()).status).toBe(200);

    // the window ends: served again
    advanceClock(retryAfter);
    expect((await adaCalls()).status).toBe(200);
  });

  it("the waitlist join, per client address (it takes a global lock)", async () => {
    for (let i = 0; i < WAITLIST_MAX; i++) expect((await joinWaitlist("203.0.113.7")).status).toBe(201);
    const retryAfter = await expectRefusal(
      await joinWaitlist("203.0.113.7"),
      messages.limits.tooManyWaitlistJoins,
    );
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    expect((await joinWaitlist("203.0.113.8")).status).toBe(201);
    advanceClock(retryAfter);
    expect((await joinWaitlist("203.0.113.7")).status).toBe(201);
  });
});

describe("caps on requests at once, per user: one more answers 429 at once; the slot comes back on every path", () => {
  it("generation: a held run refuses the next, not another student's; released when the client goes away, on success and on error", async () => {
    const ada = await newStudent();
    const eve = await newStudent();
    const note = await saveNote(ada, "Cells");
    const eveNote = await saveNote(eve, "Cells");

    // ada's first run waits on the model until she goes away
    model.script({ content: "{}", delayMs: 600_000 });
    const leave = new AbortController();
    const held = generate(ada, note.id, leave.signal).catch(() => null);
    await vi.waitFor(() => expect(model.requests).toHaveLength(1));
    expect(await heldSlots("generation", ada.userId)).toBe(1);

    const refused = await generate(ada, note.id);
    expect(await expectRefusal(refused, messages.limits.generationsAtOnce)).toBe(CONCURRENCY_RETRY_AFTER_S);
    expect(model.requests).toHaveLength(1); // refused before any work
    expect((await generate(eve, eveNote.id)).status).toBe(200);

    leave.abort();
    await held;
    await vi.waitFor(async () => expect(await heldSlots("generation", ada.userId)).toBe(0));

    // an upstream failure gives the slot back too, then a success does
    model.script({ status: 500, json: { error: { message: "overloaded" } } });
    expect((await generate(ada, note.id)).status).toBeGreaterThanOrEqual(500);
    expect(await heldSlots("generation", ada.userId)).toBe(0);
    const ok = await generate(ada, note.id);
    expect(ok.status).toBe(200);
    expect((await readJson(ok)).flashcards.length).toBeGreaterThan(0);
    expect(await heldSlots("generation", ada.userId)).toBe(0);
  });

  it("transcription: a held upload refuses the next, not another student's; released when the client goes away", async () => {
    const ada = await newStudent();
    const eve = await newStudent();
    transcriber.behave("silent");
    const before = transcriber.calls.length;
    const leave = new AbortController();
    const held = transcribe(ada, leave.signal).catch(() => null);
    await vi.waitFor(() => expect(transcriber.calls).toHaveLength(before + 1));

    const refused = await transcribe(ada);
    expect(await expectRefusal(refused, messages.limits.transcriptionsAtOnce)).toBe(
      CONCURRENCY_RETRY_AFTER_S,
    );
    expect(transcriber.calls).toHaveLength(before + 1);

    // eve's upload reaches the transcriber (it is not refused) while ada's is held
    const eveLeaves = new AbortController();
    const eves = transcribe(eve, eveLeaves.signal).catch(() => null);
    await vi.waitFor(() => expect(transcriber.calls).toHaveLength(before + 2));

    leave.abort();
    eveLeaves.abort();
    await Promise.all([held, eves]);
    await vi.waitFor(async () => expect(await heldSlots("transcription", ada.userId)).toBe(0));
    transcriber.behave("ok");
    expect((await transcribe(ada)).status).toBe(200);
    expect(await heldSlots("transcription", ada.userId)).toBe(0);
  });

  it("sync push: a push running on another server (its slot in the shared database) refuses this one until released", async () => {
    const ada = await newStudent();
    const elsewhere = await acquireLease(t.database.db, `lease:syncPush:user:${ada.userId}`, {
      max: 1,
      ttlSeconds: 60,
    });
    expect(elsewhere).not.toBeNull();
    await expectRefusal(await push(ada), messages.limits.syncPushesAtOnce);
    await releaseLease(t.database.db, elsewhere!);
    expect((await push(ada)).status).toBe(200);
    expect(await heldSlots("syncPush", ada.userId)).toBe(0);
  });
});

describe("acquireLease (the caps' one statement)", () => {
  it("lets exactly `max` of 20 concurrent claims through, and frees a dead server's slot when its lease ends", async () => {
    const rule = { max: 3, ttlSeconds: 60 };
    const now = Date.now();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => acquireLease(t.database.db, "test:burst-lease", rule, now)),
    );
    const held = claims.filter((lease) => lease !== null);
    expect(held).toHaveLength(3);
    expect(new Set(held.map((lease) => lease?.key)).size).toBe(3);
    expect(await acquireLease(t.database.db, "test:burst-lease", rule, now + 59_000)).toBeNull();
    // never released (the server died): after the lease, the slot is taken again, and the old release is a no-op
    const later = await acquireLease(t.database.db, "test:burst-lease", rule, now + 60_000);
    expect(later).not.toBeNull();
    await releaseLease(t.database.db, held.find((lease) => lease?.key === later?.key)!);
    expect(await acquireLease(t.database.db, "test:burst-lease", rule, now + 60_001)).not.toBeNull();
    expect(await acquireLease(t.database.db, "test:burst-lease", rule, now + 60_002)).not.toBeNull();
    expect(await acquireLease(t.database.db, "test:burst-lease", rule, now + 60_003)).toBeNull();
  });
});
