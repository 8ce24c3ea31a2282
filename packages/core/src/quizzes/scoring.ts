// Quiz scoring — spec 2 §5: multiple-choice and true/false need an exact match; a short answer is right when,
// case-insensitively, it contains the correct answer or the correct answer contains it; the score is the rounded
// percent of correct answers over all questions. Shared by the quiz screen and the server's key check (issue 15).

import type { QuestionType } from "../schemas/enums.ts";

/** What scoring reads of a question. */
export type ScoredQuestion = { type: QuestionType; correctAnswer: string };

/**
 * Answers by question index, as a quiz attempt stores them (spec 2 §3: a map of question index to string); an
 * array works too. A missing index is an unanswered question.
 */
export type QuizAnswers = Readonly<Record<number, string | null | undefined>>;

/**
 * Text as the scoring rule compares it: Unicode NFC (a precomposed "é" and "e" + combining accent are the same
 * letter), runs of whitespace as one space, trimmed — how an answer was typed or laid out is not the answer.
 */
export function normaliseAnswer(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/**
 * Case folding for the short-answer rule, close to Unicode's full folding: upper then lower case, so letters
 * with no one-letter counterpart compare the same ("STRASSE" and "straße" both become "strasse", "ﬁ" and "FI"
 * both "fi"; final and medial sigma agree), then NFC again as case mapping may leave combining marks.
 */
export function foldCase(text: string): string {
  return text.toUpperCase().toLowerCase().normalize("NFC");
}

/** Whether a question counts as answered: an answer with something besides whitespace (spec 2 §4 confirm list). */
export function isAnswered(answer: string | null | undefined): answer is string {
  return typeof answer === "string" && normaliseAnswer(answer).length > 0;
}

/**
 * Whether `answer` is right for `question` (spec 2 §5). A missing, empty or whitespace-only answer is always
 * wrong — otherwise the short-answer rule would accept it, as every text contains the empty one.
 * Multiple-choice and true/false: exact match after normaliseAnswer (case counts: the options are picked, not
 * typed). Short answer: containment either way after case folding, as the spec states it — so a fragment of the
 * key ("ATP" for "ATP synthase") is accepted too.
 */
export function isAnswerCorrect(question: ScoredQuestion, answer: string | null | undefined): boolean {
  if (!isAnswered(answer)) return false;
  const given = normaliseAnswer(answer);
  const key = normaliseAnswer(question.correctAnswer);
  if (key.length === 0) return false; // a question without a key can be answered by nothing
  if (question.type !== "short-answer") return given === key;
  const a = foldCase(given);
  const k = foldCase(key);
  return a.includes(k) || k.includes(a);
}

/** One question's outcome in an attempt. */
export type QuestionResult = {
  index: number;
  /** The answer as given, or null when unanswered. */
  answer: string | null;
  answered: boolean;
  correct: boolean;
};

export type QuizScore = {
  /** Rounded percent of correct answers over all questions, 0..100; 0 for a quiz without questions. */
  score: number;
  correctCount: number;
  totalQuestions: number;
  results: QuestionResult[];
};

/** The rounded percent of `correct` over `total` (spec 2 §5); 0 when there is nothing to score. */
export function scorePercent(correct: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(correct, 0), total) / total) * 100);
}

/**
 * Scores an attempt: each question by isAnswerCorrect, the score over ALL questions, so an unanswered question
 * counts as wrong (spec 2 §5). Answers to indexes beyond the quiz are ignored.
 */
export function scoreQuizAttempt(questions: readonly ScoredQuestion[], answers: QuizAnswers): QuizScore {
  const results = questions.map((question, index): QuestionResult => {
    const raw = answers[index];
    const answered = isAnswered(raw);
    return {
      index,
      answer: typeof raw === "string" && answered ? raw : null,
      answered,
      correct: isAnswerCorrect(question, raw),
    };
  });
  const correctCount = results.filter((r) => r.correct).length;
  return {
    score: scorePercent(correctCount, questions.length),
    correctCount,
    totalQuestions: questions.length,
    results,
  };
}

/** The indexes of the questions without an answer, in order (listed by the submit confirm, spec 2 §2). */
export function unansweredQuestions(questionCount: number, answers: QuizAnswers): number[] {
  const out: number[] = [];
  for (let index = 0; index < questionCount; index++) if (!isAnswered(answers[index])) out.push(index);
  return out;
}
