import { type GeneratedQuestion, isAnswerCorrect } from "@lectern/core";
import { comparableText } from "@lectern/generator";
import type { AiConfig } from "../../config.ts";
import type { Logger } from "../../logger.ts";
import {
  type AnswerQuestions,
  createModelAnswerer,
  type KeyCheckAnswer,
  type KeyCheckItem,
} from "./key-check-model.ts";

/** The questions that passed the answer-key check, and how many it left out. */
export type KeyCheck = { questions: GeneratedQuestion[]; dropped: number };
export type CheckKeys = (questions: GeneratedQuestion[], signal: AbortSignal) => Promise<KeyCheck>;

const answerers = new WeakMap<AiConfig, AnswerQuestions>();

/**
 * The answer-key check of a configuration (issue 15). A remote model ships wrong keys often enough (about one
 * quiz in seven) that its questions go through a second pass (checkAnswerKeys). The local engine checks its own
 * keys where it assembles a question (each key found in its passage, no distractor found there), so here its
 * questions pass as they are.
 */
export function keyCheckFor(config: AiConfig, logger: Logger): CheckKeys {
  if (config.provider === "local") return async (questions) => ({ questions, dropped: 0 });
  let answer = answerers.get(config);
  if (!answer) {
    answer = createModelAnswerer(config);
    answerers.set(config, answer);
  }
  const ask = answer;
  return (questions, signal) => checkAnswerKeys(questions, ask, { signal, logger });
}

/**
 * The second pass: the model answers every question from its source passage alone, in one call, and a question
 * whose answer the student's scoring rule (isAnswerCorrect, spec 2 §5) would not accept for its key is dropped;
 * so is one the model left unanswered, or answered "" (the passage does not give it: the key cannot be checked).
 * The kept questions are numbered again (q1, q2, …) as the quality pass numbers them.
 *
 * A pass that fails (the model down, an answer of the wrong shape, no question answered at all) must not cost
 * the user the quiz: the questions are kept unchecked and the failure is logged. Cancelling is not a failure.
 */
export async function checkAnswerKeys(
  questions: GeneratedQuestion[],
  ask: AnswerQuestions,
  { signal, logger }: { signal: AbortSignal; logger: Logger },
): Promise<KeyCheck> {
  if (questions.length === 0) return { questions, dropped: 0 };
  const unchecked = (reason: string, err?: unknown) => {
    logger.warn(
      { err, questions: questions.length, reason },
      "answer-key check failed; questions kept unchecked",
    );
    return { questions, dropped: 0 };
  };
  let answers: Map<string, string>;
  try {
    answers = answersById(await ask(questions.map(keyCheckItem), signal));
  } catch (error) {
    if (signal.aborted) throw error;
    return unchecked("the model call failed", error);
  }
  if (!questions.some((_, i) => answers.has(itemId(i)))) return unchecked("no question was answered");

  const kept = questions.filter((question, i) => {
    const answer = answers.get(itemId(i));
    return answer !== undefined && isAnswerCorrect(question, readAnswer(question, answer));
  });
  const dropped = questions.length - kept.length;
  if (dropped > 0) logger.info({ checked: questions.length, dropped }, "answer-key check dropped questions");
  return { questions: kept.map((q, i) => ({ ...q, id: `q${i + 1}` })), dropped };
}

/** Items are numbered by position, so the model's ids never depend on the questions' own. */
const itemId = (index: number) => String(index + 1);

function keyCheckItem(question: GeneratedQuestion, index: number): KeyCheckItem {
  return {
    id: itemId(index),
    type: question.type,
    question: question.question,
    options: question.options ?? [],
    passage: question.source,
  };
}

/** The first answer to each id counts: a model that answers one question twice does not get to pick. */
function answersById(answers: KeyCheckAnswer[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const { id, answer } of answers) if (!byId.has(id.trim())) byId.set(id.trim(), answer);
  return byId;
}

/**
 * The option the model named, as the option is written: models change case or drop a full stop ("true",
 * "mitochondria"), which a student's click never does. Multiple-choice and true/false are then scored exactly,
 * as the student's answers are. A short answer is scored as it stands.
 */
export function readAnswer(question: Pick<GeneratedQuestion, "options">, answer: string): string {
  const wanted = comparableText(answer);
  const option = (question.options ?? []).find((o) => wanted !== "" && comparableText(o) === wanted);
  return option ?? answer.trim();
}
