// Quiz questions from one chunk, worded from its study items (forms/index.ts, questions-wording.ts):
// multiple-choice with same-kind distractors (from the note, then WordNet), true/false from a negation or a
// checked swap, balanced between True and False, and short answers that are the key phrase only.

import type { GeneratedQuestion } from "@lectern/core";
import type { ChunkBase, QuestionsChunkInput } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { hash, needsWordNet } from "./distractors.ts";
import { findItems } from "./forms/index.ts";
import type { StudyItem } from "./items.ts";
import { definitionChoices } from "./questions-definitions.ts";
import {
  type Draft,
  isBlankQuestion,
  type Wanted,
  type WordingContext,
  wordQuestion,
} from "./questions-wording.ts";
import { loadWordNet, type WordNet } from "./wordnet.ts";

type QuestionType = GeneratedQuestion["type"];

/** Fill-in-the-blank questions are at most this share of a quiz while other questions can be made. */
export const MAX_BLANK_SHARE = 0.35;

/** Whether a sentence mentions one of the selected topics (by word, lemma or phrase). */
export type TopicMatcher = (s: AnalysedSentence) => boolean;

// A mixed quiz's types, repeating: 4 multiple-choice, 4 true/false, 2 short-answer in every 10, true/false in
// adjacent pairs, so any first part of the quiz (the orchestrator keeps a chunk's first ones) has an even number
// of them, or splits one pair at most.
const MIXED_PERIOD: QuestionType[] = [
  "multiple-choice",
  "true-false",
  "true-false",
  "short-answer",
  "multiple-choice",
  "multiple-choice",
  "true-false",
  "true-false",
  "short-answer",
  "multiple-choice",
];

/** The types of a quiz's questions in order (mixed: MIXED_PERIOD repeated). */
export function quizPlan(numQuestions: number, quizType: QuestionsChunkInput["quizType"]): QuestionType[] {
  return Array.from({ length: numQuestions }, (_, i) =>
    quizType === "mixed" ? (MIXED_PERIOD[i % MIXED_PERIOD.length] ?? "multiple-choice") : quizType,
  );
}

/** Items of the chunk, those mentioning a selected topic first, then by score. */
function rankedItems(analysis: ChunkAnalysis, mentionsTopic: TopicMatcher): StudyItem[] {
  return findItems(analysis).sort(
    (a, b) =>
      Number(mentionsTopic(b.sentence)) - Number(mentionsTopic(a.sentence)) ||
      b.score - a.score ||
      a.sentence.index - b.sentence.index,
  );
}

/**
 * Up to `numQuestions` questions of the requested type, one per sentence, in an order whose every first part
 * keeps the balance of the whole (interleave). WordNet is loaded (lazily, once) only for a quiz with
 * multiple-choice questions whose options the note alone cannot give or whose definitions need sorting by meaning.
 */
export async function makeQuestions(
  analysis: ChunkAnalysis,
  input: QuestionsChunkInput,
  mentionsTopic: TopicMatcher,
): Promise<GeneratedQuestion[]> {
  if (input.numQuestions <= 0) return [];
  const items = rankedItems(analysis, mentionsTopic);
  const wantsChoices = input.quizType === "multiple-choice" || input.quizType === "mixed";
  const short = items
    .slice(0, input.numQuestions * 2)
    .some(
      (i) =>
        i.answerEntry &&
        needsWordNet(analysis, i.answerEntry, 3, i.source, { sameSortOnly: i.form === "cloze" }),
    );
  // A definition-choice question needs WordNet to tell two heads of one sort by meaning ("value", "measure"):
  // with four definitions or more in the note, it is loaded for any quiz that asks multiple-choice.
  const definitions = wantsChoices && !short ? definitionChoices(items).length : 0;
  const wordnet = wantsChoices && (short || definitions >= 4) ? await loadWordNet() : null;
  return buildQuiz(analysis, input, items, wordnet);
}

/** The quiz from ranked items (see makeQuestions); WordNet given when loaded. */
export function buildQuiz(
  analysis: ChunkAnalysis,
  input: QuestionsChunkInput,
  items: StudyItem[],
  wordnet: WordNet | null,
): GeneratedQuestion[] {
  const ctx: WordingContext = {
    analysis,
    wordnet,
    definitions: definitionChoices(items),
    anySortDefinitions: input.quizType === "multiple-choice",
  };
  const wanted = input.numQuestions;
  const plan = quizPlan(wanted, input.quizType);
  const maxBlanks = Math.max(1, Math.floor(wanted * MAX_BLANK_SHARE));
  const startsTrue = trueFirst(input);
  const used = new Set<number>();
  const seen = new Set<string>();
  const out: { draft: Draft; index: number }[] = [];
  let blanks = 0;

  const answers = new Set<string>();
  const take = (want: Wanted, allowBlank: boolean): boolean => {
    for (const item of items) {
      if (used.has(item.sentence.index)) continue;
      const draft = wordQuestion(ctx, item, want);
      if (!draft || seen.has(draft.question.toLowerCase())) continue;
      if (isBlankQuestion(draft) && !allowBlank) continue;
      // One question per answer: three questions whose answer is "Chlorophyll" test one fact three times.
      const answer = draft.type === "true-false" ? null : draft.correctAnswer.toLowerCase();
      if (answer !== null && answers.has(answer)) continue;
      if (answer !== null) answers.add(answer);
      used.add(item.sentence.index);
      seen.add(draft.question.toLowerCase());
      out.push({ draft, index: item.sentence.index });
      if (isBlankQuestion(draft)) blanks += 1;
      return true;
    }
    return false;
  };
  // Fewer questions rather than more blanks (issue 16: blanks at most 35% of the quiz); a blank only when no
  // sentence is left to ask another way: a blank taken first used up its sentence, whose definition would have
  // made a question of its own ("_____: the organelle …" before "Which of the following is the organelle …?"),
  // and was then cut from the quiz's first part (capBlanksInEveryPrefix).
  const attempt = (want: Wanted) => take(want, false) || (blanks < maxBlanks && take(want, true));

  // True/false first, as many False as the note gives (up to half), then as many True as keep the balance.
  const trueFalse = plan.filter((t) => t === "true-false").length;
  const [falseCount, trueCount] = balancedCounts(
    trueFalse,
    startsTrue,
    () => attempt("false"),
    () => attempt("true"),
  );
  const rest = plan.filter((t) => t !== "true-false");
  // True/false slots the note could not fill go to the other types of a mixed quiz.
  const missing = trueFalse - falseCount - trueCount;
  if (input.quizType === "mixed") {
    for (let i = 0; i < missing; i++) rest.push(i % 2 === 0 ? "multiple-choice" : "short-answer");
  }
  for (const type of rest) {
    if (out.length >= wanted) break;
    const want = type as Wanted;
    const fallback: Wanted = type === "multiple-choice" ? "short-answer" : "multiple-choice";
    if (!attempt(want) && !(input.quizType === "mixed" && attempt(fallback)) && input.quizType !== "mixed") {
      break;
    }
  }
  return capBlanksInEveryPrefix(
    interleave(
      plan,
      out.map(({ draft }) => draft),
      startsTrue,
    ),
  ).map((draft, i) => ({ id: `q${i + 1}`, ...draft }));
}

/**
 * The questions in the plan's order of types, true/false keys alternating (the first by trueFirst), so every
 * first part of the quiz is as balanced as the whole: the orchestrator asks a chunk for more than it keeps and
 * keeps the first ones (spread.ts).
 */
export function interleave(plan: QuestionType[], drafts: Draft[], startsTrue: boolean): Draft[] {
  const queue = (pick: (d: Draft) => boolean) => drafts.filter(pick);
  const queues = {
    "multiple-choice": queue((d) => d.type === "multiple-choice"),
    "short-answer": queue((d) => d.type === "short-answer"),
    False: queue((d) => d.type === "true-false" && d.correctAnswer === "False"),
    True: queue((d) => d.type === "true-false" && d.correctAnswer === "True"),
  };
  let nextTrue = startsTrue;
  const ordered: Draft[] = [];
  for (const type of plan) {
    let draft: Draft | undefined;
    if (type === "true-false") {
      draft =
        (nextTrue ? queues.True : queues.False).shift() ?? (nextTrue ? queues.False : queues.True).shift();
      if (draft) nextTrue = draft.correctAnswer !== "True";
    } else draft = queues[type].shift();
    if (draft) ordered.push(draft);
  }
  // What the plan had no slot left for (a slot filled by another type): after, in the same alternation.
  const rest = [...queues["multiple-choice"], ...queues["short-answer"]];
  while (queues.True.length + queues.False.length > 0) {
    const draft =
      (nextTrue ? queues.True : queues.False).shift() ?? (nextTrue ? queues.False : queues.True).shift();
    if (!draft) break;
    nextTrue = draft.correctAnswer !== "True";
    ordered.push(draft);
  }
  return [...ordered, ...rest];
}

/**
 * The questions reordered so that every first part of the quiz has at most MAX_BLANK_SHARE blanks (the
 * orchestrator asks a chunk for more than it keeps and keeps the first ones, and joins chunks' first parts): a
 * blank that would break the cap waits for the next place where it fits; one that never fits is left out.
 */
export function capBlanksInEveryPrefix(drafts: Draft[]): Draft[] {
  const out: Draft[] = [];
  const waiting: Draft[] = [];
  let blanks = 0;
  const fits = () => blanks + 1 <= Math.floor((out.length + 1) * MAX_BLANK_SHARE);
  for (const draft of drafts) {
    if (waiting.length > 0 && fits()) {
      out.push(waiting.shift() as Draft);
      blanks += 1;
    }
    if (!isBlankQuestion(draft)) out.push(draft);
    else if (fits()) {
      out.push(draft);
      blanks += 1;
    } else waiting.push(draft);
  }
  while (waiting.length > 0 && fits()) {
    out.push(waiting.shift() as Draft);
    blanks += 1;
  }
  return out;
}

/**
 * Whether a chunk's true/false questions start with a True one: by the note's title, then in turn chunk by
 * chunk. Each chunk's kept first part is balanced but for one extra of the kind it starts with; the orchestrator
 * joins the chunks' first parts, so the extra ones alternate and the whole quiz stays balanced (a fixed start
 * per chunk, by its text, gave long-course-reader-world-history's mixed 20 eight True of thirteen).
 */
export function trueFirst(input: Pick<ChunkBase, "noteTitle" | "chunkIndex">): boolean {
  return (hash(input.noteTitle) + input.chunkIndex) % 2 === 0;
}

/**
 * Makes up to `count` true/false questions kept in balance (issue 16 §3: 40–60% True): a False one and a True one
 * in turn (which comes first by trueFirst), until either kind runs out; then at most one more of the other.
 * Returns how many of each were made.
 */
export function balancedCounts(
  count: number,
  startsTrue: boolean,
  makeFalse: () => boolean,
  makeTrue: () => boolean,
): [number, number] {
  let falses = 0;
  let trues = 0;
  let falseTurn = !startsTrue;
  while (falses + trues < count) {
    if (falseTurn ? makeFalse() : makeTrue()) {
      if (falseTurn) falses += 1;
      else trues += 1;
      falseTurn = !falseTurn;
      continue;
    }
    // This kind has run out: the other may lead by one, no more.
    const otherLead = falseTurn ? trues - falses : falses - trues;
    if (otherLead < 1 && (falseTurn ? makeTrue() : makeFalse())) {
      if (falseTurn) trues += 1;
      else falses += 1;
    }
    break;
  }
  return [falses, trues];
}
