// Property tests over the whole corpus (issue 16 acceptance): for every corpus text in English (the French and
// Spanish notes are refused, and that is checked too), 20 cards and quizzes of 10 and 20 questions of each
// quiz type (mixed, multiple-choice, true-false, short-answer) from the local engine, each text generated once
// and cached. The checks are bench/support/generator-checks.ts's, the same the benchmark's table counts, and
// read the note independently of the engine's own sentence classifier:
//   1. no key outside its source: every content word of a card's back or a question's key (not true/false) is
//      in that item's source passage (crude stems, so 'forces' matches 'force');
//   2. no item whose source passage lies on a caption, table, heading, link, instruction or learning-objective
//      line of the note (own regexes over the note's line; a link or instruction only in the sentence itself);
//   3. no multiple-choice distractor that is a variant of the key (same stems, or one's words within the other's);
//   4. in every quiz of at least 10 questions with at least 4 true/false questions, the share whose key is
//      True is within 40-60%;
//   5. the notes not in English are refused with the spec's message.
// Checks that fail against the engine in git are under describe.skip (each says what failed); the lead switches
// them on. The file takes ~12-16 s on this shared machine.
import { messages } from "@lectern/core";
import { describe, expect, it } from "vitest";
import {
  type CheckedItem,
  junkSourceKind,
  keyWordsOutsideSource,
  variantDistractors,
} from "../../../bench/support/generator-checks.ts";
import { ALL_CORPUS_FILES, corpusNote, isForeignCorpusFile } from "./local/corpus.test-support.ts";
import { createLocalProvider } from "./local/provider.ts";
import { generateStudyMaterial } from "./orchestrator.ts";
import type { GenerationResult, QuizType } from "./types.ts";

const QUIZ_TYPES: QuizType[] = ["mixed", "multiple-choice", "true-false", "short-answer"];
const QUIZ_SIZES = [10, 20];
const ENGLISH = ALL_CORPUS_FILES.filter((f) => !isForeignCorpusFile(f));
const FOREIGN = ALL_CORPUS_FILES.filter(isForeignCorpusFile);

type Quiz = { type: QuizType; size: number; items: CheckedItem[] };
type Made = { cards: CheckedItem[]; quizzes: Quiz[] };

const provider = createLocalProvider();
const cache = new Map<string, Promise<Made>>();

function expectKind<K extends GenerationResult["kind"]>(result: GenerationResult, kind: K) {
  if (result.kind !== kind) throw new Error(`expected ${kind}, got ${result.kind}`);
  return result as Extract<GenerationResult, { kind: K }>;
}

async function generate(file: string): Promise<Made> {
  const note = corpusNote(file);
  const cards = expectKind(
    await generateStudyMaterial(provider, "flashcards", note, { count: 20 }),
    "flashcards",
  );
  const quizzes: Quiz[] = [];
  for (const type of QUIZ_TYPES) {
    for (const size of QUIZ_SIZES) {
      const quiz = expectKind(
        await generateStudyMaterial(provider, "quiz", note, { count: size, quizType: type }),
        "quiz",
      );
      const items = quiz.questions.map((q) => ({
        kind: q.type,
        prompt: q.question,
        key: q.correctAnswer,
        options: q.options,
        source: q.source ?? "",
      }));
      quizzes.push({ type, size, items });
    }
  }
  return {
    cards: cards.flashcards.map((c) => ({
      kind: "card",
      prompt: c.front,
      key: c.back,
      options: [],
      source: c.source,
    })),
    quizzes,
  };
}

/** Each text is generated once for all the checks. */
function made(file: string): Promise<Made> {
  let entry = cache.get(file);
  if (!entry) {
    entry = generate(file);
    cache.set(file, entry);
  }
  return entry;
}

const allItems = (m: Made) => [...m.cards, ...m.quizzes.flatMap((q) => q.items)];
const show = (i: CheckedItem) => `${i.prompt} → ${i.key} [source: ${i.source}]`;

describe("corpus: no key outside its source", () => {
  it.each(ENGLISH)("%s", async (file) => {
    const outside = allItems(await made(file)).filter((i) => keyWordsOutsideSource(i).length > 0);
    expect(outside.map((i) => `${keyWordsOutsideSource(i).join(",")}: ${show(i)}`)).toEqual([]);
  });
});

// Switched on by S: the link line of html-clip-geology-rock-cycle.md ('More: Take the rock cycle practice quiz ·
// Back to unit 3') is dropped as a line of links and classed as web-clip furniture (local/input.ts, sources.ts).
describe("corpus: no item from a caption, table, heading, link, instruction or objective line", () => {
  it.each(ENGLISH)("%s", async (file) => {
    const { content } = corpusNote(file);
    const junk = allItems(await made(file))
      .map((i) => ({ i, kind: junkSourceKind(content, i.source) }))
      .filter((x) => x.kind !== null);
    expect(junk.map((x) => `${x.kind}: ${show(x.i)}`)).toEqual([]);
  });
});

describe("corpus: no multiple-choice distractor that is a variant of the key", () => {
  it.each(ENGLISH)("%s", async (file) => {
    const variants = allItems(await made(file)).filter((i) => variantDistractors(i).length > 0);
    expect(variants.map((i) => `${variantDistractors(i).join(" / ")} beside ${show(i)}`)).toEqual([]);
  });
});

describe("corpus: true/false share of True within 40-60% per quiz of ≥ 10 with ≥ 4 true/false", () => {
  it.each(ENGLISH)("%s", async (file) => {
    const outOfRange: string[] = [];
    for (const quiz of (await made(file)).quizzes) {
      const tf = quiz.items.filter((q) => q.kind === "true-false");
      if (quiz.items.length < 10 || tf.length < 4) continue;
      const share = tf.filter((q) => /^true$/i.test(q.key.trim())).length / tf.length;
      if (share < 0.4 || share > 0.6)
        outOfRange.push(`${quiz.type} ${quiz.size}: ${Math.round(share * 100)}% True`);
    }
    expect(outOfRange).toEqual([]);
  });
});

describe("corpus: notes not in English are refused", () => {
  it.each(FOREIGN)("%s", async (file) => {
    await expect(
      generateStudyMaterial(provider, "flashcards", corpusNote(file), { count: 20 }),
    ).rejects.toThrow(messages.generation.builtInEngineEnglishOnly);
  });
});
