import { once } from "node:events";
import { messages } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_WORK_NICENESS } from "../src/auth/password-work.ts";
import { createLogger } from "../src/logger.ts";
import {
  GENERATION_RETRY_AFTER_S,
  GenerationBusyError,
  type GenerationPool,
  poolFor,
} from "../src/services/generation/index.ts";
import {
  createAdmission,
  createGenerationPool,
  GENERATION_JOBS_PER_USER,
  GENERATION_WORK_NICENESS,
  laneOf,
} from "../src/services/generation/pool.ts";
import { listen, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { LECTURE, longLecture, NDJSON, saveNote } from "./generation-support.ts";
import { threadNiceness } from "./thread-niceness.ts";

// issue 16 §6: the generation pool is shared fairly — a per-user limit on running + waiting jobs and a bounded
// queue; a caller over either is answered 429 with Retry-After before any work starts.

describe("createAdmission", () => {
  it("lets one user hold GENERATION_JOBS_PER_USER places, others theirs, and gives a place back once", () => {
    const admission = createAdmission(4);
    const first = admission.take("ada");
    const second = admission.take("ada");
    expect(GENERATION_JOBS_PER_USER).toBe(2);
    expect(first && second).toBeTruthy();
    expect(admission.take("ada")).toBeNull();
    expect(admission.admits("ada")).toBe(false);
    expect(admission.admits("eve")).toBe(true);
    first?.();
    first?.(); // twice is once
    expect(admission.pending).toBe(1);
    expect(admission.admits("ada")).toBe(true);
  });

  it("bounds the jobs of everyone together: threads running plus 4 waiting per thread", () => {
    const admission = createAdmission(1, 10);
    const places = Array.from({ length: 5 }, (_, i) => admission.take(`user${i}`));
    expect(places.every(Boolean)).toBe(true);
    expect(admission.take("late")).toBeNull();
    places[0]?.();
    expect(admission.take("late")).not.toBeNull();
  });
});

describe("generation threads' priority", () => {
  it.runIf(process.platform === "linux")(
    "run below the request thread and below a password hash (a sign-in waits on its hash, a generation is background work)",
    async () => {
      expect(GENERATION_WORK_NICENESS).toBeGreaterThan(PASSWORD_WORK_NICENESS);
      const pool = createGenerationPool(30_000, createLogger("silent"), 2);
      const before = new Set(threadNiceness().keys());
      const task = {
        op: "note" as const,
        kind: "summary" as const,
        note: { title: "t", content: LECTURE },
        options: {},
      };
      await pool.run(task, { signal: new AbortController().signal });
      // The job's thread stays for its idle timeout, so it is among the threads now and not before.
      const started = [...threadNiceness()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
      expect(started).toContain(GENERATION_WORK_NICENESS);
      expect(threadNiceness().get(process.pid)).toBe(0);
    },
  );
});

describe("laneOf", () => {
  it("a note over one chunk runs in the long lane; a one-chunk note or a chunk call in the short one", () => {
    const note = (content: string) => ({
      op: "note" as const,
      kind: "quiz" as const,
      note: { title: "t", content },
      options: {},
    });
    expect(laneOf(note(longLecture(2)))).toBe("long");
    expect(laneOf(note(LECTURE))).toBe("short");
    const chunk = {
      noteTitle: "t",
      chunkContent: "x".repeat(8000),
      chunkIndex: 0,
      totalChunks: 1,
      maxCards: 3,
    };
    expect(laneOf({ op: "flashcards-chunk", input: { ...chunk, difficulty: "mixed" } })).toBe("short");
  });
});

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let server: Awaited<ReturnType<typeof listen>>;
let pool: GenerationPool;

beforeAll(async () => {
  t = await startAuthTestApp();
  server = await listen(t.app);
  pool = poolFor(t.config.ai, createLogger("silent"));
});
afterAll(async () => {
  await server.close();
  await t.close();
});

type User = Awaited<ReturnType<typeof signedInBrowser>>;

/** A generation call over real HTTP as `user`; `leave` ends it from the client side. */
function generate(user: User, path: string, body: unknown, leave?: AbortController) {
  const cookie = [...user.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", cookie, "content-type": "application/json", ...NDJSON },
    body: JSON.stringify(body),
    signal: leave?.signal ?? null,
  });
}

describe("the pool over real HTTP", () => {
  it("a third job of one user is answered 429 with Retry-After before any work; another user is served", async () => {
    const ada = await signedInBrowser(t.app, t.smtp, "ada@generation-pool.test");
    const eve = await signedInBrowser(t.app, t.smtp, "eve@generation-pool.test");
    const long = await saveNote(ada, "Long lecture", longLecture(10));
    const short = await saveNote(eve, "Cells", LECTURE);
    const adaShort = await saveNote(ada, "Cells", LECTURE);
    const leave = [new AbortController(), new AbortController()];
    // The answer's headers come once the job holds its place in the pool (its run starts with the stream).
    const running = await Promise.all(
      leave.map((l) => generate(ada, "/api/ai/create-flashcards", { note: long, maxCards: 20 }, l)),
    );
    expect(running.map((res) => res.status)).toEqual([200, 200]);
    expect(pool.pending).toBe(2);

    let startedJobs = 0;
    const onStarted = () => startedJobs++;
    pool.events.on("started", onStarted);
    const refused = await generate(ada, "/api/ai/generate-summary", { note: long });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(GENERATION_RETRY_AFTER_S));
    expect(await refused.json()).toEqual({
      error: messages.generation.generatorBusy(GENERATION_RETRY_AFTER_S),
    });
    expect(pool.pending).toBe(2); // the refused call never took a place
    pool.events.off("started", onStarted);
    expect(startedJobs).toBe(0);

    const served = await generate(eve, "/api/ai/generate-summary", { note: short });
    expect(served.status).toBe(200);
    const last = JSON.parse((await served.text()).trim().split("\n").at(-1) as string);
    expect(last.type).toBe("result");
    expect(last.providerLabel).toBe("the built-in generator");

    // ada leaves: her places come back and her next job is taken
    const aborted = [once(pool.events, "aborted")];
    for (const l of leave) l.abort();
    await Promise.all(running.map((res) => res.body?.cancel().catch(() => undefined)));
    await Promise.all(aborted);
    while (pool.pending > 0) await new Promise((resolve) => setImmediate(resolve));
    const again = await generate(ada, "/api/ai/generate-summary", { note: adaShort });
    expect(again.status).toBe(200);
    await again.text();
  });

  it("a run that finds the pool full after the route's check fails with GenerationBusyError (429)", async () => {
    const signal = new AbortController().signal;
    const jobs = [0, 1].map(() =>
      pool.run(
        { op: "note", kind: "summary", note: { title: "C", content: LECTURE }, options: {} },
        { signal, userId: "zoe" },
      ),
    );
    await expect(
      pool.run(
        { op: "note", kind: "summary", note: { title: "C", content: LECTURE }, options: {} },
        { signal, userId: "zoe" },
      ),
    ).rejects.toBeInstanceOf(GenerationBusyError);
    await Promise.all(jobs);
  });

  it("a note not in English is answered 422 with the catalogue's sentence by the local engine's worker", async () => {
    const bea = await signedInBrowser(t.app, t.smtp, "bea@generation-pool.test");
    const french = await saveNote(
      bea,
      "Digestion",
      "La digestion est l'ensemble des transformations que subissent les aliments pour être absorbés par " +
        "l'organisme. Elle commence dans la bouche, où les dents broient les aliments et où la salive contient " +
        "une enzyme qui découpe l'amidon en sucres plus simples. L'estomac poursuit le travail avec ses sucs.",
    );
    const res = await bea.call("/api/ai/create-flashcards", { body: { note: french } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: messages.generation.builtInEngineEnglishOnly });
  });

  it("a whole-note answer carries requested, providerLabel and, past the 10-chunk cap, coverage and its message", async () => {
    const cy = await signedInBrowser(t.app, t.smtp, "cy@generation-pool.test");
    const capped = await saveNote(cy, "Very long lecture", longLecture(12));
    const res = await cy.call("/api/ai/create-flashcards", { body: { note: capped, maxCards: 5 } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      coverage: { usedChars: number; totalChars: number };
      message: string;
    };
    expect(body).toMatchObject({ provider: "local", providerLabel: "the built-in generator", requested: 5 });
    expect(body.coverage.totalChars).toBe(capped.content.trim().length);
    expect(body.coverage.usedChars).toBeLessThan(body.coverage.totalChars);
    expect(body.message).toBe(messages.generation.partOfNoteUsed(body.coverage, 10));
  });
});
