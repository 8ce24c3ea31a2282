import { once } from "node:events";
import { messages } from "@lectern/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/logger.ts";
import { type GenerationPool, poolFor } from "../src/services/generation/index.ts";
import { signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { NDJSON, saveNote } from "./generation-support.ts";
import { type Json, readJson } from "./support.ts";

// Issue 12: hostile notes never hold the server. Every local job runs in a worker thread (pool.ts) under a
// time budget; the request thread keeps answering; a caller who leaves stops the job. Sizes are the issue's:
// all fit the note schema's CONTENT_MAX_CHARS (2,000,000) and the generation body limit (16 MB).

/** A 900,000-character "word": no space, no full stop (was still running after 10 minutes). */
const SINGLE_TOKEN = "a".repeat(900_000);
/** A note with a 123 KB pasted PNG as a Markdown data: URI (was 54 s). */
const PASTED_IMAGE = [
  "# Photosynthesis",
  "Photosynthesis is the process by which plants turn light into chemical energy.",
  `![leaf](data:image/png;base64,${Buffer.alloc(92_250, 7).toString("base64")})`,
  "Chlorophyll is the pigment that absorbs red and blue light in the leaf.",
].join("\n\n");
/** 900,000 characters of short sentences in one paragraph (was about 8.5 minutes). */
const SHORT_SENTENCES = (() => {
  const words = ["Cells divide.", "Plants grow.", "Water moves.", "Light falls.", "Roots drink."];
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < 900_000; i++) {
    const s = words[i % words.length] as string;
    out.push(s);
    length += s.length + 1;
  }
  return out.join(" ").slice(0, 900_000);
})();

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
let pool: GenerationPool;

beforeAll(async () => {
  t = await startAuthTestApp();
  ada = await signedInBrowser(t.app, t.smtp, "ada@generation-load.test");
  pool = poolFor(t.config.ai, createLogger("silent"));
});
afterAll(() => t.close());

/** The result or error line that ends an NDJSON answer. */
const lastLine = (text: string): Json => JSON.parse(text.trim().split("\n").at(-1) as string);

/**
 * Starts a generation call with progress lines and, once its job has started in a worker, asks for
 * /api/health; answers the generation's last line, the health answer and the order things happened in.
 */
async function generateWhileAskingHealth(path: string, body: unknown) {
  const events: string[] = [];
  const started = once(pool.events, "started");
  const generation = ada.call(path, { body, headers: NDJSON }).then(async (res) => {
    const text = await res.text(); // the stream ends with the job
    events.push("generation answered");
    return lastLine(text);
  });
  await started;
  events.push("job started");
  const health = await ada.call("/api/health");
  events.push("health answered");
  return { last: await generation, health, events };
}

describe("hostile notes on the local engine (issue 12)", () => {
  it("a 900 KB single token: a summary from the note's first words, and health answered meanwhile", async () => {
    expect(SINGLE_TOKEN.length).toBe(900_000);
    const note = await saveNote(ada, "One long token", SINGLE_TOKEN);
    const { last, health, events } = await generateWhileAskingHealth("/api/ai/generate-summary", { note });
    expect(health.status).toBe(200);
    expect(events.indexOf("job started")).toBeLessThan(events.indexOf("health answered"));
    expect(last.type).toBe("result");
    expect(last.summary.overview.length).toBeLessThanOrEqual(500);
  });

  it("a 123 KB pasted image: cards and a summary from the prose, never from the image", async () => {
    expect(PASTED_IMAGE.length).toBeGreaterThan(123_000);
    const note = await saveNote(ada, "Leaves", PASTED_IMAGE);
    const { last, health } = await generateWhileAskingHealth("/api/ai/generate-summary", { note });
    expect(health.status).toBe(200);
    expect(last.type).toBe("result");
    expect(last.summary.overview).toContain("Photosynthesis is the process");
    expect(JSON.stringify(last.summary)).not.toContain("base64");
    const cards = await readJson(
      await ada.call("/api/ai/create-flashcards", { body: { note, maxCards: 5 } }),
    );
    for (const card of cards.flashcards) expect(`${card.front} ${card.back}`).not.toContain("base64");
    const enhanced = await readJson(await ada.call("/api/ai/enhance-content", { body: { note } }));
    // The image comes back whole, although spec 1 §9 chunking cuts it every 8,000 characters.
    expect(enhanced.enhancedContent).toContain(PASTED_IMAGE.split("\n\n")[2]);
  });

  it("900,000 characters of short sentences: health is answered before the job ends", async () => {
    expect(SHORT_SENTENCES.length).toBe(900_000);
    const note = await saveNote(ada, "Short sentences", SHORT_SENTENCES);
    const { last, health, events } = await generateWhileAskingHealth("/api/ai/generate-summary", { note });
    expect(health.status).toBe(200);
    expect(events).toEqual(["job started", "health answered", "generation answered"]);
    expect(last.type).toBe("result");
    expect(last.summary.overview.length).toBeGreaterThan(0);
  });

  it("a caller who leaves stops the job: the worker's task is aborted", async () => {
    const note = await saveNote(ada, "Left behind", SHORT_SENTENCES);
    const leave = new AbortController();
    const started = once(pool.events, "started");
    const aborted = once(pool.events, "aborted");
    const cookie = [...ada.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const answer = t.app.request("/api/ai/generate-summary", {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie, "content-type": "application/json" },
      body: JSON.stringify({ note }),
      signal: leave.signal,
    });
    await started;
    leave.abort();
    expect(await aborted).toEqual(["client"]);
    await Promise.resolve(answer).catch(() => undefined);
  });
});

describe("the time budget (GENERATION_BUDGET_MS)", () => {
  let short: Awaited<ReturnType<typeof startAuthTestApp>>;
  beforeAll(async () => {
    short = await startAuthTestApp({ GENERATION_BUDGET_MS: "1" });
  });
  afterAll(() => short.close());

  it("a job over its budget is stopped and answered 422 with the catalogue's sentence", async () => {
    const bob = await signedInBrowser(short.app, short.smtp, "bob@generation-load.test");
    const note = await saveNote(bob, "Too long", SHORT_SENTENCES);
    const aborted = once(poolFor(short.config.ai, createLogger("silent")).events, "aborted");
    const res = await bob.call("/api/ai/generate-summary", { body: { note } });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({ error: messages.generation.noteTooLongToAnalyse });
    expect(await aborted).toEqual(["budget"]);
  });
});

describe("saving generated material", () => {
  it("a database error answers 503 'could not be saved', not 'generator stopped'", async () => {
    const cy = await signedInBrowser(t.app, t.smtp, "cy@generation-load.test");
    const note = await saveNote(
      cy,
      "Unsaveable",
      "Mitochondria are organelles that release energy from glucose.",
    );
    // A real refusal by the database: every new summary row breaks this constraint (existing rows untouched).
    await t.database.db.execute(
      sql`ALTER TABLE summaries ADD CONSTRAINT refuse_new_rows CHECK (false) NOT VALID`,
    );
    try {
      const res = await cy.call("/api/ai/generate-summary", { body: { note } });
      expect(res.status).toBe(503);
      expect(await readJson(res)).toEqual({ error: messages.generation.couldNotSave });
    } finally {
      await t.database.db.execute(sql`ALTER TABLE summaries DROP CONSTRAINT refuse_new_rows`);
    }
  });
});
