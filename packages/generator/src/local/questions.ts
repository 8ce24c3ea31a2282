// Quiz questions from one chunk, worded from its study items (forms/index.ts, questions-wording.ts):
// multiple-choice with same-kind distractors (from the note, then WordNet), true/false from a negation or a
// checked swap, balanced between True and False, and short answers that are the key phrase only.

import type { GeneratedQuestion } from "@lectern/core";
import type { QuestionsChunkInput } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { hash, needsWordNet } from "./distractors.ts";
import { findItems } from "./forms/index.ts";
import type { StudyItem } from "./items.ts";
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

/**
 * The types of a quiz's questions in order. Mixed: about 30% true/false, rounded to an even number so they
 * can be half True, half False; of the rest a little over half multiple-choice, the others short-answer.
 */
export function quizPlan(numQuestions: number, quizType: QuestionsChunkInput["quizType"]): QuestionType[] {
  if (quizType !== "mixed") return Array.from({ length: numQuestions }, () => quizType);
  const trueFalse = numQuestions < 3 ? 0 : Math.max(2, 2 * Math.round((numQuestions * 0.3) / 2));
  const multipleChoice = Math.ceil((numQuestions - trueFalse) * 0.55);
  const counts: Record<QuestionType, number> = {
    "multiple-choice": multipleChoice,
    "true-false": trueFalse,
    "short-answer": numQuestions - trueFalse - multipleChoice,
  };
  const rotation: QuestionType[] = ["multiple-choice", "true-false", "short-answer"];
  const plan: QuestionType[] = [];
  for (let i = 0; plan.length < numQuestions; i++) {
    const type = rotation[i % rotation.length] ?? "multiple-choice";
    if (counts[type] > 0) {
      counts[type] -= 1;
      plan.push(type);
    }
  }
  return plan;
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
 * Up to `numQuestions` questions of the requested type, one per sentence, in note order. WordNet is loaded
 * (lazily, once) only when a multiple-choice question the quiz would ask has too few same-kind options in
 * the note.
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
    .some((i) => i.answerEntry && needsWordNet(analysis, i.answerEntry, 3, i.source));
  const wordnet = wantsChoices && short ? await loadWordNet() : null;
  return buildQuiz(analysis, input, items, wordnet);
}

/** The quiz from ranked items (see makeQuestions); WordNet given when loaded. */
export function buildQuiz(
  analysis: ChunkAnalysis,
  input: QuestionsChunkInput,
  items: StudyItem[],
  wordnet: WordNet | null,
): GeneratedQuestion[] {
  const ctx: WordingContext = { analysis, wordnet };
  const wanted = input.numQuestions;
  const plan = quizPlan(wanted, input.quizType);
  const maxBlanks = Math.max(1, Math.floor(wanted * MAX_BLANK_SHARE));
  const used = new Set<number>();
  const seen = new Set<string>();
  const out: { draft: Draft; index: number }[] = [];
  let blanks = 0;

  const take = (want: Wanted, allowBlank: boolean): boolean => {
    for (const item of items) {
      if (used.has(item.sentence.index)) continue;
      const draft = wordQuestion(ctx, item, want);
      if (!draft || seen.has(draft.question.toLowerCase())) continue;
      if (isBlankQuestion(draft) && !allowBlank) continue;
      used.add(item.sentence.index);
      seen.add(draft.question.toLowerCase());
      out.push({ draft, index: item.sentence.index });
      if (isBlankQuestion(draft)) blanks += 1;
      return true;
    }
    return false;
  };
  const attempt = (want: Wanted) => take(want, blanks < maxBlanks) || take(want, true);

  // True/false first, as many False as the note gives (up to half), then as many True as keep the balance.
  const trueFalse = plan.filter((t) => t === "true-false").length;
  const seed = input.chunkContent.slice(0, 200);
  const [falseCount, trueCount] = balancedCounts(
    trueFalse,
    seed,
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
  return out.sort((a, b) => a.index - b.index).map(({ draft }, i) => ({ id: `q${i + 1}`, ...draft }));
}

/**
 * Makes up to `count` true/false questions kept in balance (issue 16 §3: 40–60% True): False ones first, as
 * many as the note gives up to half (an odd count's extra one goes to True or False by the seed), then True
 * ones, at most one more than the False ones. Returns how many of each were made.
 */
export function balancedCounts(
  count: number,
  seed: string,
  makeFalse: () => boolean,
  makeTrue: () => boolean,
): [number, number] {
  const extraFalse = count % 2 === 1 && hash(seed) % 2 === 1 ? 1 : 0;
  let falses = 0;
  while (falses < Math.floor(count / 2) + extraFalse && makeFalse()) falses += 1;
  let trues = 0;
  while (falses + trues < count && trues < falses + 1 && makeTrue()) trues += 1;
  return [falses, trues];
}
