import { readdirSync, readFileSync } from "node:fs";
import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { startLecternServer } from "../e2e/support/lectern-server.ts";
import { writeResults } from "./harness.ts";
import { saveNote } from "./support/save-note.ts";

// Issue 16 acceptance: a long generation running while 50 other requests are served, none waiting more than
// 100 ms longer than without it, side by side in one run. Against the built server (dist/index.js and its
// generation worker pool), the same 50 mixed requests — /api/health, the notes list, a short generation of
// another user — are timed one after another on the idle server (the reference), then again while one user's
// 80,000-character note is being made into 20 flashcards. Per request: idle ms, during ms, and the difference.

const REQUESTS = 50;
const LONG_NOTE_CHARS = 80_000;
const SHORT_NOTE =
  "The cell is the basic unit of life. Mitochondria are organelles that release energy from glucose. " +
  "The nucleus is the part of the cell that holds its genetic material. Ribosomes are structures that build proteins.";

/** 80,000 characters of the project's own corpus (textbook sections and transcripts), as one long note. */
function longNote(): string {
  const dir = new URL("./corpus/", import.meta.url);
  const texts = readdirSync(dir)
    .filter((f) => f.endsWith(".md") && !/french|spanish|SOURCES/i.test(f))
    .sort()
    .map((f) => readFileSync(new URL(f, dir), "utf8"));
  let text = "";
  for (let i = 0; text.length < LONG_NOTE_CHARS; i++) text += `${texts[i % texts.length]}\n\n`;
  return text.slice(0, LONG_NOTE_CHARS);
}

const smtp = await startSmtpCatcher();
const server = await startLecternServer({ SMTP_URL: smtp.url, LOG_LEVEL: "silent" });
try {
  const origin = server.url;
  const post = (path: string, body: unknown, cookie = "", headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie, ...headers },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  const signUp = async (name: string) => {
    const email = `${name}-${Date.now()}@bench.test`;
    await post("/api/auth/sign-up/email", { email, password: "bench-pass", name });
    const verify = new URL((await smtp.waitFor(email, /Verify/)).links[0] as string);
    await fetch(`${server.url}${verify.pathname}${verify.search}`, { redirect: "manual" });
    const signIn = await post("/api/auth/sign-in/email", { email, password: "bench-pass" });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = (await (
      await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } })
    ).json()) as { user: { id: string } };
    return { cookie, userId: session.user.id };
  };
  const owner = await signUp("long");
  const other = await signUp("other");
  const long = await saveNote(post, owner.cookie, owner.userId, "Long note", longNote());
  const short = await saveNote(post, other.cookie, other.userId, "Short note", SHORT_NOTE);

  type Kind = "health" | "notes list" | "short generation";
  const kinds: Kind[] = ["health", "notes list", "short generation"];
  const request = async (kind: Kind): Promise<{ ms: number; status: number }> => {
    const start = performance.now();
    const res =
      kind === "health"
        ? await fetch(`${server.url}/api/health`)
        : kind === "notes list"
          ? await fetch(`${server.url}/api/notes`, { headers: { cookie: other.cookie } })
          : await post("/api/ai/create-flashcards", { note: short, maxCards: 3 }, other.cookie);
    await res.arrayBuffer();
    return { ms: performance.now() - start, status: res.status };
  };
  const series = async () => {
    const out: { kind: Kind; ms: number; status: number }[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const kind = kinds[i % kinds.length] as Kind;
      out.push({ kind, ...(await request(kind)) });
    }
    return out;
  };

  // Warm the worker thread(s) (wink's model loads once per thread) and every path.
  await series();
  const idle = await series();

  // The long generation, with progress lines: the first line says its job is running in a worker. It is started
  // again as soon as it answers, so every one of the 50 requests meets one running.
  const longRun = async (onRunning: () => void) => {
    const res = await post("/api/ai/create-flashcards", { note: long, maxCards: 20 }, owner.cookie, {
      accept: "application/x-ndjson",
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.includes("\n")) onRunning();
    }
    return JSON.parse(text.trim().split("\n").at(-1) as string) as { type: string; flashcards?: unknown[] };
  };
  let stop = false;
  const longRuns: { ms: number; type: string; cards: number }[] = [];
  let running: () => void = () => {};
  const firstRunning = new Promise<void>((resolve) => {
    running = resolve;
  });
  const longLoop = (async () => {
    while (!stop) {
      const start = performance.now();
      const last = await longRun(running);
      longRuns.push({ ms: performance.now() - start, type: last.type, cards: last.flashcards?.length ?? 0 });
    }
  })();
  await firstRunning;
  const during = await series();
  stop = true;
  await longLoop;
  const rows = idle.map((a, i) => {
    const b = during[i] as (typeof during)[number];
    return {
      "#": i + 1,
      request: a.kind,
      "idle ms": round(a.ms),
      "during ms": round(b.ms),
      "difference ms": round(b.ms - a.ms),
      status: a.status === b.status ? b.status : `${a.status}/${b.status}`,
    };
  });
  const byKind = kinds.map((kind) => {
    const mine = rows.filter((r) => r.request === kind);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
    return {
      request: kind,
      n: mine.length,
      "idle median ms": median(mine.map((r) => r["idle ms"])),
      "during median ms": median(mine.map((r) => r["during ms"])),
      "max difference ms": Math.max(...mine.map((r) => r["difference ms"])),
    };
  });
  const maxDifference = Math.max(...rows.map((r) => r["difference ms"]));
  console.log("\ngeneration-fairness: 50 mixed requests, idle vs during an 80,000-character generation");
  console.table(rows);
  console.table(byKind);
  const longMs = longRuns.map((r) => round(r.ms));
  console.log(
    `long generation (80,000 characters, 20 flashcards) ran ${longRuns.length} times back to back during the 50` +
      ` requests: ${longMs.join(", ")} ms; answers: ${[...new Set(longRuns.map((r) => `${r.type} ${r.cards} cards`))].join(", ")}`,
  );
  console.log(`max difference: ${round(maxDifference)} ms (target: ≤ 100 ms)`);
  writeResults("generation-fairness", [
    ...byKind,
    {
      request: "all",
      "max difference ms": round(maxDifference),
      "long generation runs": longRuns.length,
    },
  ]);
} finally {
  await server.close();
  await smtp.close();
}

function round(n: number) {
  return Math.round(n * 10) / 10;
}
