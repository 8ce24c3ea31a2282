import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../src/db/client.ts";
import { withUserWrites } from "../src/db/user-writes.ts";
import type { signedInBrowser } from "./auth-support.ts";
import type { FakeReply, FakeRequest } from "./fake-openai.ts";
import type { Json } from "./support.ts";

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;
type Db = { execute(query: ReturnType<typeof sql>): Promise<unknown> };

/** A lecture-style note: definitions and plain statements, the kind of text every engine can ground items in. */
export const LECTURE = [
  "The cell is the basic unit of life. Mitochondria are organelles that release energy from glucose. " +
    "The nucleus is the part of the cell that holds its genetic material. Ribosomes are structures that build proteins.",
  "Photosynthesis is the process by which plants turn light into chemical energy. Chlorophyll is the pigment " +
    "that absorbs red and blue light. The stroma is the fluid inside the chloroplast where sugars are made.",
  "Osmosis is the movement of water across a membrane from low to high solute concentration. Diffusion is the " +
    "spreading of particles from high to low concentration. Active transport is movement that needs energy from ATP.",
].join("\n\n");

/** A note long enough for `chunks` chunks of at most 8000 characters (spec 1 §9): paragraphs of ~2,600 chars. */
export function longLecture(chunks: number): string {
  const paragraph = (i: number) =>
    Array.from(
      { length: 12 },
      (_, j) => `Topic ${i}-${j} is the idea number ${j} of part ${i}, which the lecture explains with care.`,
    ).join(" ") +
    " " +
    LECTURE.replace(/\n\n/g, " ");
  const paragraphs: string[] = [];
  let length = 0;
  while (length <= (chunks - 1) * 8000 + 1000) {
    const p = paragraph(paragraphs.length);
    paragraphs.push(p);
    length += p.length + 2;
  }
  return paragraphs.join("\n\n");
}

/** Saves a note for the user through the ordinary sync push; answers the note as the generation calls send it. */
export async function saveNote(user: Browser, title: string, content = LECTURE) {
  const now = new Date().toISOString();
  const note = { id: randomUUID(), title, content, tags: [] as string[] };
  const res = await user.call("/api/sync/push", {
    body: {
      ops: [
        {
          id: randomUUID(),
          type: "notes",
          operation: "update",
          data: { ...note, user_id: user.userId, created_at: now, updated_at: now },
          timestamp: now,
        },
      ],
    },
  });
  expect(res.status).toBe(200);
  return note;
}

/** The answer's NDJSON lines, parsed. */
export async function ndjsonLines(res: Response): Promise<Json[]> {
  expect(res.headers.get("content-type")).toContain("application/x-ndjson");
  const text = await res.text();
  expect(text.endsWith("\n")).toBe(true);
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
}

export const NDJSON = { accept: "application/x-ndjson" };

/** Moves the user's sign-up back `days` days (the free trial runs one week from sign-up, spec 2 §9). */
export async function signedUpDaysAgo(db: Db, userId: string, days: number) {
  await db.execute(
    sql`UPDATE "user" SET created_at = now() - make_interval(days => ${days}) WHERE id = ${userId}`,
  );
}

/** Gives the user `count` generated documents (document_counts is a view over the extraction log). */
export async function documentsGenerated(db: Database, userId: string, count: number) {
  await withUserWrites(db, userId, async (tx) => {
    for (let i = 0; i < count; i += 1) {
      await tx.execute(
        sql`INSERT INTO document_extractions (id, user_id, file_name, provider) VALUES (${randomUUID()}, ${userId}, ${`doc-${i}.pdf`}, 'basic')`,
      );
    }
  });
}

/** The seeded plans (migration 0001). */
export const PLAN = {
  free: "00000000-0000-4000-8000-000000000001",
  student: "00000000-0000-4000-8000-000000000002",
} as const;

/** A subscription row for the user. */
export async function subscribe(
  db: Db,
  userId: string,
  {
    planId,
    status = "active",
    gateway = "dodo",
    periodEnd = null,
    createdDaysAgo = 0,
  }: {
    planId: string;
    status?: string;
    gateway?: string;
    periodEnd?: string | null;
    createdDaysAgo?: number;
  },
) {
  await db.execute(sql`
    INSERT INTO user_subscriptions (id, user_id, plan_id, status, payment_gateway, current_period_end, created_at)
    VALUES (${randomUUID()}, ${userId}, ${planId}, ${status}, ${gateway}, ${periodEnd},
            now() - make_interval(days => ${createdDaysAgo}))`);
}

const SENTENCE = /(?<=[.!?])\s+/;
const sentencesOf = (text: string) =>
  text
    .split(SENTENCE)
    .map((s) => s.trim())
    .filter(Boolean);
const askedFor = (request: FakeRequest) =>
  Number(/Write (?:up to )?(\d+)/.exec(request.body.messages.map((m) => m.content).join("\n"))?.[1] ?? 3);
const schemaKeys = (request: FakeRequest) =>
  Object.keys(
    (request.body.response_format?.json_schema?.schema as { properties?: object } | undefined)?.properties ??
      {},
  );

/** What a well-behaved model answers: items grounded in sentences of the text it was given. */
export function groundedAnswer(request: FakeRequest): FakeReply {
  const sentences = sentencesOf(request.text);
  const keys = schemaKeys(request);
  const n = Math.min(askedFor(request), sentences.length);
  if (keys.includes("questions")) {
    const questions = sentences.slice(0, n).map((sentence) => ({
      type: "true-false",
      question: `True or false: ${sentence}`,
      options: ["True", "False"],
      correctAnswer: "True",
      explanation: "The note says so.",
      source: sentence,
    }));
    return { content: JSON.stringify({ questions }) };
  }
  if (keys.includes("flashcards")) {
    const flashcards = sentences.slice(0, n).map((sentence, i) => {
      const words = sentence.split(" ");
      const half = Math.ceil(words.length / 2);
      return {
        front: `Complete statement ${i + 1}: ${words.slice(0, half).join(" ")} …`,
        back: words.slice(half).join(" "),
        difficulty: "medium",
        category: "biology",
        source: sentence,
      };
    });
    return { content: JSON.stringify({ flashcards }) };
  }
  if (keys.includes("overview")) {
    return {
      content: JSON.stringify({
        overview: `This note covers: ${sentences[0] ?? ""}`,
        keyPoints: sentences.slice(0, 3),
        complexity: "medium",
      }),
    };
  }
  return { content: `## Enhanced\n\n${request.text}` };
}

/** A model that makes its passages up: every item's source is nowhere in the note. */
export function inventedAnswer(request: FakeRequest): FakeReply {
  const keys = schemaKeys(request);
  const source = "Quantum chromodynamics governs the strong force between quarks.";
  if (keys.includes("questions")) {
    return {
      content: JSON.stringify({
        questions: [
          {
            type: "true-false",
            question: "True or false: quarks feel the strong force.",
            options: ["True", "False"],
            correctAnswer: "True",
            explanation: "",
            source,
          },
        ],
      }),
    };
  }
  return {
    content: JSON.stringify({
      flashcards: [
        { front: "What governs quarks?", back: "Chromodynamics", difficulty: "hard", category: "x", source },
      ],
    }),
  };
}
