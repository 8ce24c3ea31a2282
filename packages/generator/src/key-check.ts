// The local engine's answer-key check (issue 15: LLM quiz generators ship wrong keys in about 15% of quizzes, and
// a rule-based engine can too): a question is kept only when its source passage backs its key — the key is
// found in the passage and no distractor is. The LLM provider gets a model-based second pass on the server
// instead; its keys may rightly paraphrase the passage, so this literal check is the local engine's alone.

import type { GeneratedQuestion } from "@lectern/core";
import { removeFillers } from "./local/speech.ts";
import { answerAppearsIn } from "./quality.ts";

/** Why a question's key is not backed by its passage. */
export type KeyProblem =
  /** Multiple-choice or short answer: the key is not in the passage. */
  | "key-not-in-source"
  /** Multiple-choice: a wrong option is in the passage too, so the passage may back it as well. */
  | "distractor-in-source"
  /** True/false keyed True: the statement is not what the passage says. */
  | "true-statement-not-in-source"
  /** True/false keyed False: the passage says exactly the statement, so it is true. */
  | "false-statement-in-source"
  /** True/false whose key is neither True nor False. */
  | "not-true-or-false";

type CheckedQuestion = Pick<GeneratedQuestion, "type" | "question" | "options" | "correctAnswer" | "source">;

/** The lead-in the engine (and most quizzes) put before a true/false statement. */
const TRUE_FALSE_LEAD = /^\s*true\s+or\s+false\s*[:?-]?\s*/i;

/**
 * Whether `text` is in the passage as whole words, case, accents and punctuation aside (answerAppearsIn) —
 * in the passage as written, or without its speech fillers ("um", "you know"), as the engine shows a
 * transcript's sentences: only words the engine itself removes are allowed to be missing.
 */
function inPassage(passage: string, text: string): boolean {
  if (answerAppearsIn(passage, text)) return true;
  const spoken = removeFillers(passage);
  return spoken !== passage && answerAppearsIn(spoken, text);
}

// A glossary's or a slide's "Term – definition" / "Term: definition" line.
const ENTRY_LINE = /^\s*(?:[-*•]\s+)?([^:–—\n]{1,60}?)\s*(?::|\s[-–—]\s)\s*(.+)$/;

/**
 * Whether a statement is an entry line written as a sentence ("Fuse – a thin wire…" → "A fuse is a thin
 * wire…"): the term, then "is"/"are" or the line's own verb, then the line's definition.
 */
function entryStates(passage: string, statement: string): boolean {
  const line = ENTRY_LINE.exec(passage);
  if (!line?.[1] || !line[2]) return false;
  const term = line[1].trim().toLowerCase();
  const rest = statement.trim().replace(/^(?:an?|the)\s+/i, "");
  if (!rest.toLowerCase().startsWith(term)) return false;
  const said = rest
    .slice(term.length)
    .replace(/^\s+(?:is|are)\b/i, "")
    .replace(/[.\s]+$/, "");
  return said.trim().length > 0 && inPassage(line[2], said);
}

/** What is wrong with a question's key against its source passage, or null when the passage backs it. */
export function answerKeyProblem(question: CheckedQuestion): KeyProblem | null {
  const passage = question.source;
  const key = question.correctAnswer;
  if (question.type === "true-false") {
    const statement = question.question.replace(TRUE_FALSE_LEAD, "");
    const said = inPassage(passage, statement) || entryStates(passage, statement);
    if (key === "True") return said ? null : "true-statement-not-in-source";
    if (key === "False") return said ? "false-statement-in-source" : null;
    return "not-true-or-false";
  }
  if (!inPassage(passage, key)) return "key-not-in-source";
  if (question.type === "multiple-choice") {
    const distractors = question.options.filter((option) => option !== key);
    if (distractors.some((option) => inPassage(passage, option))) return "distractor-in-source";
  }
  return null;
}

/** Whether a question's key is backed by its source passage (answerKeyProblem finds nothing). */
export function checkAnswerKey(question: CheckedQuestion): boolean {
  return answerKeyProblem(question) === null;
}
