import { newId } from "@lectern/core";
import {
  acknowledge,
  DAY,
  type Device,
  type GenerationRun,
  type Json,
  killServer,
  live,
  pick,
  type Tab,
  type World,
} from "./sync-convergence-sim.ts";

// The random steps of the convergence run (sync-convergence-sim.ts holds the world they act on): notes, summaries,
// reviews, quiz attempts and generation runs on the devices' tabs, offline spells and server kills, then the
// settling that lets every device catch up.

// Enough text for the server's generator to find several cards and questions in.
const paragraphs = [
  "The heart is a muscular organ that pumps blood through the body. The right ventricle sends blood to the lungs.",
  "Mitosis is the division of one cell into two identical daughter cells. It has four phases: prophase, metaphase, anaphase and telophase.",
  "Enzymes are proteins that speed up chemical reactions. Each enzyme has an active site that binds its substrate.",
];

/** One generation run on the server; a run without an answer (no server, lost answer) is kept to retry. */
async function generate(world: World, run: GenerationRun) {
  world.ledger.requestIds.add(String(run.body.requestId));
  const path = run.kind === "flashcards" ? "/api/ai/create-flashcards" : "/api/ai/generate-quiz";
  let res: Response;
  try {
    if (!world.server.isUp()) throw new TypeError("Failed to fetch");
    res = await world.user.call(path, {
      method: "POST",
      headers: { accept: "application/json" },
      body: JSON.stringify(run.body),
    });
  } catch {
    world.pendingRuns.push(run);
    return;
  }
  if (res.status >= 500) {
    world.pendingRuns.push(run);
    return;
  }
  const answer = (await res.json()) as Json;
  if (!res.ok) {
    // The note is gone on the server, …: nothing was saved.
    world.stats.refusedRuns[res.status] = (world.stats.refusedRuns[res.status] ?? 0) + 1;
    return;
  }
  world.stats.generations++;
  const saved = run.kind === "flashcards" ? (answer.flashcards as Json[]) : [answer.quiz as Json];
  for (const record of saved)
    acknowledge(world.ledger, run.kind === "quiz" ? "quizzes" : "flashcards", record, false);
  const requestId = String(run.body.requestId);
  const ids = saved.map((record) => String(record.id)).join(",");
  const first = world.ledger.answers.get(requestId);
  if (first === undefined) world.ledger.answers.set(requestId, ids);
  else if (first !== ids) world.ledger.secondSets.push(`${requestId}: ${first} then ${ids}`);
  // Now and then the device never read the answer and asks again under the same request id.
  if (world.random() < 0.3) {
    world.stats.retries++;
    world.pendingRuns.push(run);
  }
}

/** One random step on one tab of one device. */
async function step(world: World, i: number) {
  const { random } = world;
  const device = pick(random, world.devices) as Device;
  const tab = pick(random, device.tabs) as Tab;
  const notes = tab.repo("notes");
  const note = pick(random, live(await notes.list()));
  const roll = random();
  if (roll < 0.12 || !note) {
    await notes.save({ title: `Note ${i}`, content: paragraphs.join("\n\n") });
  } else if (roll < 0.3) {
    // Edit one paragraph: edits of different paragraphs on two devices merge, the same one keeps the server's.
    const lines = note.content.split("\n\n");
    lines[Math.floor(random() * lines.length)] = `Edit ${i} on the ${device.name}: proteins fold.`;
    await notes.save({ ...note, content: lines.join("\n\n") });
  } else if (roll < 0.35) {
    await notes.remove(note.id);
  } else if (roll < 0.42) {
    const summaries = tab.repo("summaries");
    const [earlier] = live(await summaries.where("note_id", note.id));
    await summaries.save({
      id: earlier?.id,
      note_id: note.id,
      summary_text: `Summary ${i} on the ${device.name}`,
      key_points: [],
      word_count: 5,
      reading_time: 1,
      complexity: "easy",
    });
  } else if (roll < 0.52) {
    await review(tab, device, random);
  } else if (roll < 0.57) {
    const quiz = pick(random, live(await tab.repo("quizzes").list()));
    if (quiz)
      await tab.repo("quiz_attempts").save({
        quiz_id: quiz.id,
        score: Math.floor(random() * 101),
        total_questions: quiz.questions.length,
        completed_at: device.now().toISOString(),
      });
  } else if (roll < 0.63) {
    if (device.online && note.server_seq !== undefined && !note.pending) {
      const requestId = newId();
      const source = { id: note.id, title: note.title, content: note.content };
      await generate(
        world,
        random() < 0.6
          ? { kind: "flashcards", body: { note: source, maxCards: 3, difficulty: "mixed", requestId } }
          : { kind: "quiz", body: { note: source, numQuestions: 3, timeLimit: 10, requestId } },
      );
    }
  } else if (roll < 0.67) {
    const run = world.pendingRuns.shift();
    if (run) await generate(world, run);
  } else if (roll < 0.77) {
    device.online = !device.online;
  } else if (roll < 0.8) {
    // Both tabs of the laptop sync at once: the lock lets one run at a time.
    await Promise.all(device.tabs.map((t) => t.engine.syncNow({ ignoreBackoff: true })));
  } else {
    await tab.engine.syncNow({ ignoreBackoff: true });
  }
}

/** A review: one row of the insert-only log and the card's one schedule (saved over, or made by this device). */
async function review(tab: Tab, device: Device, random: () => number) {
  const card = pick(random, live(await tab.repo("flashcards").list()));
  if (!card) return;
  const quality = Math.floor(random() * 6);
  const at = device.now();
  await tab.repo("flashcard_reviews").save({
    flashcard_id: card.id,
    quality,
    correct: quality >= 3,
    reviewed_at: at.toISOString(),
  });
  const schedules = tab.repo("spaced_repetition_schedule");
  const [schedule] = live(await schedules.where("flashcard_id", card.id));
  const repetition = (schedule?.repetition_number ?? 0) + 1;
  await schedules.save({
    id: schedule?.id,
    flashcard_id: card.id,
    next_review_date: new Date(at.getTime() + repetition * DAY).toISOString(),
    interval_days: repetition,
    ease_factor: 2.5,
    repetition_number: repetition,
  });
}

/**
 * Runs `ops` random steps with `kills` SIGKILLs of the server at random steps (a third while a push is sent, a
 * third after it answered, a third idle); each time the server stays down for a few steps, then restarts.
 */
export async function runSteps(world: World, ops: number, kills: number) {
  const killAt = new Set(Array.from({ length: kills }, () => Math.floor(world.random() * ops)));
  let restartAt = -1;
  for (let i = 0; i < ops; i++) {
    if (killAt.has(i) && world.server.isUp()) {
      const mode = Math.floor(world.random() * 3);
      if (mode === 2) await killServer(world, "idle");
      else {
        world.fault =
          mode === 0
            ? { mode: "kill-while-sent", afterMs: Math.floor(world.random() * 40) }
            : { mode: "kill-answer-lost" };
        const device = pick(world.random, world.devices) as Device;
        device.online = true;
        await device.tabs[0]
          ?.repo("notes")
          .save({ title: `Note ${i} (kill)`, content: paragraphs.join("\n\n") });
        await device.tabs[0]?.engine.syncNow({ ignoreBackoff: true });
        world.fault = null;
        if (world.server.isUp()) await killServer(world, "idle (no push was sent)");
      }
      restartAt = i + Math.floor(world.random() * 15);
    }
    if (!world.server.isUp() && i >= restartAt) await world.server.restart();
    await step(world, i);
    world.stats.steps++;
  }
  if (!world.server.isUp()) await world.server.restart();
}

/** Everyone online; generation retries answered; sync round after round until no device has anything to send. */
export async function settle(world: World) {
  for (const d of world.devices) d.online = true;
  while (world.pendingRuns.length) await generate(world, world.pendingRuns.shift() as GenerationRun);
  for (let round = 0; round < 12; round++) {
    for (const d of world.devices) for (const t of d.tabs) await t.engine.syncNow({ ignoreBackoff: true });
    const queued = await Promise.all(world.devices.map((d) => d.db.sync_queue.count()));
    if (queued.every((n) => n === 0)) break;
  }
  // One more round: every device pulls what the last pushes wrote.
  for (const d of world.devices) await d.tabs[0]?.engine.syncNow({ ignoreBackoff: true });
}
