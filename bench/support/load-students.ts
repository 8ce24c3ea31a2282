// issue 18 §7: the simulated students of the load bench. Setup (not timed): sign up, follow the verification
// mail, save their notes and bring both devices up to date. On the clock: sign in once, then a mix at a
// student's rates — each device pulls every 10-30 s, an edit is pushed every 10-20 s, the notes list every
// 20-40 s, Home every 30-60 s, Progress every 60-120 s and a generation about every 3 minutes.
import { randomUUID } from "node:crypto";
import { call, cookieOf, Device, type Endpoint } from "./load-client.ts";
import { between, editedContent, noteText, pick, type Rng, seededRng } from "./load-notes.ts";
import type { LoadRecorder } from "./load-stats.ts";

/** Notes each student starts with (a third of them transcripts: load-notes.ts). */
export const NOTES_PER_STUDENT = 9;
export const STUDENT_PASSWORD = "load-bench-pass-1";
const TZ = "Europe/London";

type NoteState = {
  id: string;
  title: string;
  content: string;
  tags: string[];
  created_at: string;
  live: boolean;
};

export type Student = {
  index: number;
  email: string;
  /** The student's own address (X-Forwarded-For through the trusted proxy). */
  ip: string;
  rng: Rng;
  userId: string;
  /** The notes as the student last wrote them. */
  notes: NoteState[];
  /** Two devices; in the two-server run one on each server. */
  devices: Device[];
  /** The server the student signs in on. */
  signInAt: Endpoint;
  cookie: string;
  edits: number;
  /** When the on-the-clock sign-in answered (0: it failed). */
  signedInAt: number;
  /** Ops the server refused in a push answered 200 (none expected). */
  rejected: string[];
};

export function makeStudent(run: string, index: number, signInAt: Endpoint, deviceAt: Endpoint[]): Student {
  return {
    index,
    email: `student-${index}-${run}@load.test`,
    ip: `10.${(index >> 8) + 1}.${index & 255}.7`,
    rng: seededRng(index + 1),
    userId: "",
    notes: [],
    devices: deviceAt.map((e) => new Device(e)),
    signInAt,
    cookie: "",
    edits: 0,
    signedInAt: 0,
    rejected: [],
  };
}

/**
 * Setup: the account (sign-up and the verification link from the mail, unless `verify` is null: the reference has
 * no accounts of its own), a session, the notes saved through push, and both devices pulled to the end.
 */
export async function enrol(s: Student, verify: ((email: string) => Promise<string>) | null) {
  const at = s.signInAt;
  if (verify) {
    await call(at, "POST", "/api/auth/sign-up/email", {
      ip: s.ip,
      body: { email: s.email, password: STUDENT_PASSWORD, name: `Student ${s.index}` },
    });
    const link = new URL(await verify(s.email));
    await call(at, "GET", `${link.pathname}${link.search}`, { ip: s.ip });
  }
  if (!(await signIn(s))) throw new Error(`${s.email} could not sign in for setup`);
  const now = new Date(Date.now() - 86_400_000).toISOString();
  for (let i = 0; i < NOTES_PER_STUDENT; i++) {
    const text = noteText(s.rng, i);
    s.notes.push({
      id: randomUUID(),
      ...text,
      tags: text.transcript ? ["lecture"] : ["notes"],
      created_at: now,
      live: true,
    });
  }
  await push(
    s,
    s.devices[0] as Device,
    s.notes.map((n) => updateOp(s, n, undefined)),
  );
  for (const device of s.devices) await device.pullAll(s.cookie, s.ip);
}

async function signIn(s: Student, recorder?: LoadRecorder): Promise<boolean> {
  const answer = await call(
    s.signInAt,
    "POST",
    "/api/auth/sign-in/email",
    { ip: s.ip, body: { email: s.email, password: STUDENT_PASSWORD } },
    recorder && { to: recorder, route: "POST /api/auth/sign-in/email" },
  );
  if (answer?.status !== 200) return false;
  s.cookie = cookieOf(answer);
  s.userId = String((answer.body.user as { id: string }).id);
  return true;
}

/** On the clock: arrives within the first `arrivalMs`, signs in once, then its mix until `until`. */
export async function attend(s: Student, recorder: LoadRecorder, until: number, arrivalMs: number) {
  await sleep(s.rng() * arrivalMs);
  if (!(await signIn(s, recorder))) return;
  s.signedInAt = Date.now();
  // a random point of the first interval, so the class's requests do not come in step
  const every = (min: number, max: number, act: () => Promise<unknown>) =>
    repeat(until, s.rng() * between(s.rng, min, max) * 1000, () => between(s.rng, min, max) * 1000, act);
  const exponential = (meanMs: number) => -Math.log(1 - s.rng()) * meanMs;
  await Promise.all([
    ...s.devices.map((d) => every(10, 30, () => d.pullAll(s.cookie, s.ip, recorder))),
    every(10, 20, () => edit(s, recorder)),
    every(20, 40, () => read(s, "/api/notes?limit=100", "GET /api/notes", recorder)),
    every(30, 60, () => read(s, `/api/home?tz=${TZ}`, "GET /api/home", recorder)),
    every(60, 120, () => read(s, `/api/progress?tz=${TZ}`, "GET /api/progress", recorder)),
    // a few minutes apart on average (exponential gaps, mean 180 s, memoryless: the first one too), so about a
    // third of the class asks for one in a minute
    repeat(
      until,
      exponential(180_000),
      () => exponential(180_000),
      () => generate(s, recorder),
    ),
  ]);
}

/** Runs `act` after `firstMs`, then at intervals of `gap()` from the end of each; none after `until`. */
async function repeat(until: number, firstMs: number, gap: () => number, act: () => Promise<unknown>) {
  let next = Date.now() + firstMs;
  while (next < until) {
    await sleep(next - Date.now());
    await act();
    next = Date.now() + gap();
  }
}

const deviceOf = (s: Student) => pick(s.rng, s.devices);

function read(s: Student, path: string, route: string, recorder: LoadRecorder) {
  return deviceOf(s).send("GET", path, { cookie: s.cookie, ip: s.ip }, { to: recorder, route });
}

/** An edit on one device: one to three notes changed, now and then a new note or one deleted, pushed at once. */
async function edit(s: Student, recorder: LoadRecorder) {
  const device = deviceOf(s);
  const live = s.notes.filter((n) => n.live);
  const ops = [];
  for (let k = 1 + Math.floor(s.rng() * 3); k > 0; k--) {
    const note = pick(s.rng, live);
    note.content = editedContent(s.rng, note.content, ++s.edits);
    ops.push(updateOp(s, note, device.versionOf("notes", note.id)));
  }
  if (s.rng() < 0.15) {
    const text = noteText(s.rng, s.notes.length);
    const note = {
      id: randomUUID(),
      ...text,
      tags: ["notes"],
      created_at: new Date().toISOString(),
      live: true,
    };
    s.notes.push(note);
    ops.push(updateOp(s, note, undefined));
  } else if (s.rng() < 0.06 && live.length > 3) {
    const note = pick(s.rng, live);
    note.live = false;
    ops.push({
      id: randomUUID(),
      type: "notes",
      operation: "delete",
      data: { id: note.id, deleted_at: new Date().toISOString() },
      timestamp: new Date().toISOString(),
      base_seq: device.versionOf("notes", note.id),
    });
  }
  await push(s, device, ops, recorder);
}

function updateOp(s: Student, note: NoteState, base: number | undefined) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: "notes",
    operation: "update",
    data: {
      id: note.id,
      user_id: s.userId,
      title: note.title,
      content: note.content,
      tags: note.tags,
      created_at: note.created_at,
      updated_at: now,
    },
    timestamp: now,
    ...(base === undefined ? {} : { base_seq: base }),
  };
}

type PushResult = { id: string; status: string; record?: Record<string, unknown>; reason?: string };

/** Pushes `ops` from `device`; the device takes back what the server holds (applied, stale or refused). */
async function push(s: Student, device: Device, ops: Record<string, unknown>[], recorder?: LoadRecorder) {
  const options = { cookie: s.cookie, ip: s.ip, body: { ops } };
  const answer = recorder
    ? await device.send("POST", "/api/sync/push", options, { to: recorder, route: "POST /api/sync/push" })
    : await call(device.endpoint, "POST", "/api/sync/push", options);
  if (answer?.status !== 200) return;
  for (const result of (answer.body.results ?? []) as PushResult[]) {
    const record = result.record as Parameters<Device["take"]>[1] | undefined;
    if (record) device.take("notes", record);
    if (result.status === "stale" && record) {
      // the other device's edit came first: take the server's text, as the merge would
      const note = s.notes.find((n) => n.id === record.id);
      if (note && typeof record.content === "string") note.content = record.content;
      if (note && record.deleted_at) note.live = false;
    }
    if (result.status === "rejected") s.rejected.push(String(result.reason));
  }
}

const KINDS = ["generate-summary", "create-flashcards", "generate-quiz"] as const;

/** A generation on one of the student's notes with the local engine, as the note's screen asks for it. */
function generate(s: Student, recorder: LoadRecorder) {
  const note = pick(
    s.rng,
    s.notes.filter((n) => n.live),
  );
  const body = {
    note: { id: note.id, title: note.title, content: note.content, tags: note.tags },
    requestId: randomUUID(),
  };
  return deviceOf(s).send(
    "POST",
    `/api/ai/${pick(s.rng, KINDS)}`,
    { cookie: s.cookie, ip: s.ip, body, timeoutMs: 180_000 },
    { to: recorder, route: "POST /api/ai/*" },
  );
}

/** Brings every device up to date after the clock (not timed): each pulls with its own cursor to the end. */
export async function catchUp(s: Student) {
  for (const device of s.devices) await device.pullAll(s.cookie, s.ip);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
