import { startSmtpCatcher } from "../apps/server/test/smtp-catcher.ts";
import { startLecternServer } from "../e2e/support/lectern-server.ts";
import { writeResults } from "./harness.ts";
import { saveNote } from "./support/save-note.ts";

// Issue 12: hostile notes against the built server (dist/index.js with its bundled generation worker), as
// `npm start` runs it. For each note: the time to the generation's answer, and /api/health latency measured
// back to back while that generation runs, beside the same probe on the idle server (the reference). Before
// the fix a 900 KB token held every request for over 10 minutes; the target is health during ≈ health idle.

const IDLE_PROBES = 40;

const notes = {
  "900 KB single token": "a".repeat(900_000),
  "123 KB pasted image": [
    "# Photosynthesis",
    "Photosynthesis is the process by which plants turn light into chemical energy.",
    `![leaf](data:image/png;base64,${Buffer.alloc(92_250, 7).toString("base64")})`,
    "Chlorophyll is the pigment that absorbs red and blue light in the leaf.",
  ].join("\n\n"),
  "900,000 chars of short sentences": (() => {
    const words = ["Cells divide.", "Plants grow.", "Water moves.", "Light falls.", "Roots drink."];
    let text = "";
    for (let i = 0; text.length < 900_000; i++) text += `${words[i % words.length]} `;
    return text.slice(0, 900_000);
  })(),
};

const smtp = await startSmtpCatcher();
const server = await startLecternServer({ SMTP_URL: smtp.url, LOG_LEVEL: "silent" });
try {
  const origin = server.url;
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
      redirect: "manual",
    });
  const email = `bench-${Date.now()}@bench.test`;
  await post("/api/auth/sign-up/email", { email, password: "bench-pass", name: "Bench" });
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

  const healthOnce = async () => {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/health`);
    await res.arrayBuffer();
    return performance.now() - start;
  };
  const stats = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
    return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0), n: sorted.length };
  };

  // Warm the worker thread (it loads wink's model once) and the health path.
  const warm = await saveNote(post, cookie, session.user.id, "Warm-up", "Cells divide to make new cells.");
  await post("/api/ai/generate-summary", { note: warm }, cookie);
  const idle: number[] = [];
  for (let i = 0; i < IDLE_PROBES; i++) idle.push(await healthOnce());
  const idleStats = stats(idle);

  const rows: Record<string, unknown>[] = [
    {
      case: "idle server (reference)",
      "answer ms": "–",
      status: "–",
      "health median ms": idleStats.median,
      "health p95 ms": idleStats.p95,
      "health max ms": idleStats.max,
      probes: idleStats.n,
      "median ratio": 1,
    },
  ];
  for (const [name, content] of Object.entries(notes)) {
    const note = await saveNote(post, cookie, session.user.id, name, content);
    for (const call of ["generate-summary", "generate-quiz"] as const) {
      const during: number[] = [];
      let done = false;
      const start = performance.now();
      const generation = post(`/api/ai/${call}`, { note }, cookie).then(async (res) => {
        const body = (await res.json()) as { error?: string };
        done = true;
        return { status: res.status, error: body.error, ms: performance.now() - start };
      });
      while (!done) during.push(await healthOnce());
      const answer = await generation;
      const s = stats(during);
      rows.push({
        case: `${name}: ${call}`,
        "answer ms": round(answer.ms),
        status: answer.error ? `${answer.status} ${answer.error.slice(0, 40)}` : answer.status,
        "health median ms": s.median,
        "health p95 ms": s.p95,
        "health max ms": s.max,
        probes: s.n,
        "median ratio": round(s.median / Math.max(idleStats.median, 1e-6)),
      });
    }
  }
  console.log("\ngeneration-load: hostile notes on the built server; /api/health during each vs idle");
  console.table(rows);
  writeResults("generation-load", rows);
} finally {
  await server.close();
  await smtp.close();
}

function round(n: number) {
  return Math.round(n * 10) / 10;
}
