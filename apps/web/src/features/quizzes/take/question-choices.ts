import type { QuizQuestion } from "@lectern/core";

/**
 * What a question offers to pick: a multiple-choice question's options; a true/false question's options, or True
 * and False when it was stored without any (options default to none, spec 2 §3); nothing for a short answer.
 */
export function choicesOf(question: Pick<QuizQuestion, "type" | "options">): string[] {
  if (question.type === "short-answer") return [];
  if (question.type === "true-false" && question.options.length === 0) return ["True", "False"];
  return question.options;
}
