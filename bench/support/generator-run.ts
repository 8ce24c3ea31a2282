// The corpus run the generator quality gate reads (issue 16 §8): every text of bench/corpus through the local
// engine as the note viewer asks (20 cards, a mixed quiz of 10, a summary) plus a true/false and a
// multiple-choice quiz of 10 for the automatic quiz measures. Shared by bench/generator.bench.ts and the
// labelling tool (generator-labels.ts), so the items labelled are the items measured.
import { messages } from "../../packages/core/src/index.ts";
import {
  type ChunkProvider,
  createLocalProvider,
  type GeneratedQuestion,
  type GenerationResult,
  generateStudyMaterial,
  type QuizType,
  type SourceNote,
} from "../../packages/generator/src/index.ts";
import type { CheckedItem } from "./generator-checks.ts";
import { corpusFiles, readNote } from "./generator-corpus.ts";

export type TextRun = {
  file: string;
  note: SourceNote;
  /** The foreign-language refusal, when the engine gave one. */
  refused: string | null;
  /** Cards and the mixed quiz: the items labelled. */
  items: CheckedItem[];
  /** The true/false and multiple-choice quizzes of 10: automatic measures only. */
  extraQuizzes: { type: QuizType; items: CheckedItem[] }[];
  /** The mixed quiz as its own list (true/false share per quiz). */
  mixedQuiz: CheckedItem[];
  summary: { overview: string; keyPoints: string[] } | null;
  coverage: { usedChars: number; totalChars: number } | null;
  ms: number;
};

export function questionItem(q: GeneratedQuestion): CheckedItem {
  return {
    kind: q.type,
    prompt: q.question,
    key: q.correctAnswer,
    options: q.options,
    source: q.source ?? "",
  };
}

function pick<K extends GenerationResult["kind"]>(r: GenerationResult, k: K) {
  if (r.kind !== k) throw new Error(`expected ${k}, got ${r.kind}`);
  return r as Extract<GenerationResult, { kind: K }>;
}

const refusal = messages.generation.builtInEngineEnglishOnly;

/** One text through the engine; a refused text gives no items and the message it was refused with. */
export async function runText(provider: ChunkProvider, file: string): Promise<TextRun> {
  const note = readNote(file);
  const empty = { file, note, items: [], extraQuizzes: [], mixedQuiz: [], summary: null, coverage: null };
  const start = performance.now();
  try {
    const cards = pick(
      await generateStudyMaterial(provider, "flashcards", note, { count: 20 }),
      "flashcards",
    );
    const quiz = pick(await generateStudyMaterial(provider, "quiz", note, { count: 10 }), "quiz");
    const extraQuizzes: TextRun["extraQuizzes"] = [];
    for (const type of ["true-false", "multiple-choice"] as const) {
      const r = pick(
        await generateStudyMaterial(provider, "quiz", note, { count: 10, quizType: type }),
        "quiz",
      );
      extraQuizzes.push({ type, items: r.questions.map(questionItem) });
    }
    const summary = pick(await generateStudyMaterial(provider, "summary", note, {}), "summary").summary;
    const mixedQuiz = quiz.questions.map(questionItem);
    const cardItems: CheckedItem[] = cards.flashcards.map((c) => ({
      kind: "card",
      prompt: c.front,
      key: c.back,
      options: [],
      source: c.source,
    }));
    return {
      ...empty,
      refused: null,
      items: [...cardItems, ...mixedQuiz],
      mixedQuiz,
      extraQuizzes,
      summary: { overview: summary.overview, keyPoints: summary.keyPoints },
      coverage: cards.coverage ?? null,
      ms: performance.now() - start,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes(refusal)) throw error;
    return { ...empty, refused: message, ms: performance.now() - start };
  }
}

export async function runCorpus(files = corpusFiles()): Promise<TextRun[]> {
  const provider = createLocalProvider();
  const runs: TextRun[] = [];
  for (const file of files) runs.push(await runText(provider, file));
  return runs;
}
