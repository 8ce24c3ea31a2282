// The quiz's numbered jump buttons come in pages of 5 (spec 2 §2, §9): the page shown is the one holding the
// current question, and the screen may page through the others.

import { QUIZ_JUMP_PAGE_SIZE } from "../constants/study.ts";

/** How many pages of jump buttons a quiz of `questionCount` questions has (at least 1, so there is a page 0). */
export function jumpPageCount(questionCount: number): number {
  return Math.max(1, Math.ceil(Math.max(0, questionCount) / QUIZ_JUMP_PAGE_SIZE));
}

/** The page (from 0) whose buttons include question `index` (from 0); out-of-range indexes land on an end page. */
export function jumpPageOf(index: number, questionCount: number): number {
  const last = jumpPageCount(questionCount) - 1;
  return Math.min(last, Math.max(0, Math.floor(index / QUIZ_JUMP_PAGE_SIZE)));
}

/** The question indexes (from 0) on jump page `page`, in order; none for a page beyond the quiz. */
export function jumpPageIndexes(page: number, questionCount: number): number[] {
  const start = Math.max(0, Math.floor(page)) * QUIZ_JUMP_PAGE_SIZE;
  const end = Math.min(Math.max(0, questionCount), start + QUIZ_JUMP_PAGE_SIZE);
  const out: number[] = [];
  for (let index = start; index < end; index++) out.push(index);
  return out;
}

/** The jump page for the current question: its number, the page count and the question indexes on it. */
export function jumpPage(
  currentIndex: number,
  questionCount: number,
): { page: number; pageCount: number; indexes: number[] } {
  const page = jumpPageOf(currentIndex, questionCount);
  return { page, pageCount: jumpPageCount(questionCount), indexes: jumpPageIndexes(page, questionCount) };
}
