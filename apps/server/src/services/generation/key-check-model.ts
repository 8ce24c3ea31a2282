import type { GeneratedQuestion } from "@lectern/core";
import { z } from "zod";
import { createOpenAiCaller } from "../../ai/openai-provider.ts";
import { structured } from "../../ai/schemas.ts";
import type { AiConfig } from "../../config.ts";

// The model's side of the answer-key check (issue 15): the model answers each question as a student would,
// from the question's source passage alone. It never sees the key or the explanation (either would tell it
// the answer), so agreeing with the key means the passage supports it.

/** One question as the model sees it: no key, no explanation. */
export type KeyCheckItem = {
  id: string;
  type: GeneratedQuestion["type"];
  question: string;
  options: string[];
  passage: string;
};
/** The model's answer to one item; an empty answer means the passage does not give one. */
export type KeyCheckAnswer = { id: string; answer: string };
/** Asks the model to answer the items (one call for them all). */
export type AnswerQuestions = (items: KeyCheckItem[], signal: AbortSignal) => Promise<KeyCheckAnswer[]>;

export const KEY_CHECK_SYSTEM_PROMPT = [
  "You check quiz questions written from a student's notes.",
  "Each question comes with the passage of the notes it was written from.",
  "Answer every question from its passage alone, as a careful student would; use nothing else you know.",
  "For a question with options, answer with one of its options, copied exactly.",
  "For a question without options, answer in a few words taken from the passage.",
  'If the passage does not give the answer, answer "".',
  "Answer with JSON only, in the shape asked for.",
].join(" ");

/** The questions travel as one line of JSON between """ fences, so no passage can break the prompt's shape. */
export function keyCheckPrompt(items: KeyCheckItem[]): string {
  return [
    items.length === 1
      ? "Answer this question from its passage alone."
      : `Answer each of these ${items.length} questions from its passage alone.`,
    'Answer as {"answers": [{"id", "answer"}]}, with one answer for every id.',
    "",
    `Questions:\n"""\n${JSON.stringify(items)}\n"""`,
  ].join("\n");
}

const answerShape = z.object({ id: z.string(), answer: z.string() });
/** What the model must answer; checked by zod, so an answer of another shape fails the call (→ unchecked). */
export const keyCheckOutput = structured(
  z.object({ answers: z.array(answerShape) }),
  z.object({ answers: z.array(answerShape) }),
);

/** The configured model as a key checker: one structured call, with the provider's timeout and retries. */
export function createModelAnswerer(config: AiConfig): AnswerQuestions {
  const { structured: ask } = createOpenAiCaller(config);
  return async (items, signal) => {
    const { answers } = await ask(KEY_CHECK_SYSTEM_PROMPT, keyCheckPrompt(items), keyCheckOutput, signal);
    return answers;
  };
}
