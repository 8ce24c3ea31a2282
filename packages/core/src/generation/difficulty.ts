// The quiz difficulty rule — spec 1 §9.

import { QUIZ_DIFFICULTY_THRESHOLDS } from "../constants/generation.ts";
import type { QuizDifficulty } from "../schemas/enums.ts";
import { countSentences, textWords } from "./text.ts";

/** Average word length (characters) and average sentence length (words) of a text. */
export function textStatistics(text: string): { avgWordLength: number; avgSentenceWords: number } {
  const words = textWords(text);
  if (words.length === 0) return { avgWordLength: 0, avgSentenceWords: 0 };
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  return {
    avgWordLength: letters / words.length,
    avgSentenceWords: words.length / Math.max(1, countSentences(text)),
  };
}

/**
 * Quiz difficulty from the text (spec 1 §9): hard if the average word length is over 6 or the average sentence
 * is over 20 words; medium if over 4 or over 15; else easy. "Over" is strict: exactly 6 letters is not hard.
 */
export function quizDifficulty(text: string): QuizDifficulty {
  const { avgWordLength, avgSentenceWords } = textStatistics(text);
  const { hard, medium } = QUIZ_DIFFICULTY_THRESHOLDS;
  if (avgWordLength > hard.avgWordLength || avgSentenceWords > hard.avgSentenceWords) return "hard";
  if (avgWordLength > medium.avgWordLength || avgSentenceWords > medium.avgSentenceWords) return "medium";
  return "easy";
}
