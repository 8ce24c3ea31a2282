// The quality pass every provider's items go through (issue 8 §4–5): grounded, valid, distinct, no leaked
// answers, capped at the request.

import {
  type GeneratedFlashcard,
  type GeneratedQuestion,
  generatedFlashcardSchema,
  generatedQuestionSchema,
  normaliseWhitespace,
} from "@lectern/core";
import type { DroppedItems } from "./types.ts";

export const TRUE_FALSE_OPTIONS = ["True", "False"] as const;

/**
 * Keeps the items whose `source` passage is found in the note after whitespace normalisation (DESIGN §6);
 * the note is normalised once, however many items there are.
 */
export function groundItems<T extends { source: string }>(noteContent: string, items: T[]): T[] {
  const note = normaliseWhitespace(noteContent);
  return items.filter((item) => {
    const passage = typeof item.source === "string" ? normaliseWhitespace(item.source) : "";
    return passage.length > 0 && note.includes(passage);
  });
}

/** Text compared for duplicates and leaks: lower case, letters and digits only, single spaces. */
export function comparableText(text: string): string {
  const lower = text.toLowerCase();
  // Accents only exist outside ASCII; most text skips the (slow) decomposition.
  const plain = /^\p{ASCII}*$/u.test(lower) ? lower : lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return plain.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** Words that do not change what a prompt asks ('What is the…' vs 'What are…'). */
const PROMPT_FILLER = new Set(
  "a an the is are was were be of to in on at for by and or does do did".split(" "),
);

/**
 * A prompt's content words in order: two prompts with the same ask the same thing. (Order is kept: 'Card 0-1'
 * and 'Card 1-0', or 'What does A cause in B?' and '… B in A?', are different questions.)
 */
function promptWords(prompt: string): string {
  return comparableText(prompt)
    .split(" ")
    .filter((w) => w.length > 0 && !PROMPT_FILLER.has(w))
    .join(" ");
}

/**
 * Whether two items test the same fact (issue 16 §2, dedupe by meaning): their prompts ask the same thing in
 * other words (the same content words in the same order, articles and auxiliaries aside), or they have the same answer from overlapping
 * passages (one source inside the other: the note repeats itself).
 */
export function sameMeaning(
  a: { prompt: string; answer: string; source: string },
  b: { prompt: string; answer: string; source: string },
): boolean {
  const wordsA = promptWords(a.prompt);
  if (wordsA.length > 0 && wordsA === promptWords(b.prompt)) return true;
  const answer = comparableText(a.answer);
  if (answer.length === 0 || answer !== comparableText(b.answer)) return false;
  const sourceA = comparableText(a.source);
  const sourceB = comparableText(b.source);
  return sourceA.length > 0 && sourceB.length > 0 && (sourceA.includes(sourceB) || sourceB.includes(sourceA));
}

/** Whether `answer` shows up on `prompt` as whole words (case and punctuation ignored). */
export function answerAppearsIn(prompt: string, answer: string): boolean {
  const needle = comparableText(answer);
  if (needle.length === 0) return false;
  return ` ${comparableText(prompt)} `.includes(` ${needle} `);
}

/** A card leaks when its answer (the back) can be read on its front. */
export function cardLeaksAnswer(card: Pick<GeneratedFlashcard, "front" | "back">): boolean {
  return answerAppearsIn(card.front, card.back);
}

/** A question leaks when its answer can be read in the question; true/false answers are exempt by nature. */
export function questionLeaksAnswer(
  question: Pick<GeneratedQuestion, "type" | "question" | "correctAnswer">,
) {
  return question.type !== "true-false" && answerAppearsIn(question.question, question.correctAnswer);
}

/**
 * Whether a question can be scored (spec 2 §5: multiple-choice and true/false by exact match): multiple-choice
 * needs at least two options that differ (ignoring case and punctuation) and exactly one equal to the answer;
 * true/false needs the options True and False and one of them as the answer.
 */
export function hasValidOptions(question: Pick<GeneratedQuestion, "type" | "options" | "correctAnswer">) {
  const { type, options, correctAnswer } = question;
  if (type === "true-false") {
    return (
      options.length === 2 &&
      options[0] === TRUE_FALSE_OPTIONS[0] &&
      options[1] === TRUE_FALSE_OPTIONS[1] &&
      (correctAnswer === "True" || correctAnswer === "False")
    );
  }
  if (type !== "multiple-choice") return true;
  const distinct = new Set(options.map(comparableText));
  return (
    options.length >= 2 &&
    distinct.size === options.length &&
    !distinct.has("") &&
    options.filter((option) => option === correctAnswer).length === 1
  );
}

/** Puts a true/false question in the one shape the quiz scores: options True/False, answer capitalised. */
export function normaliseTrueFalse(question: GeneratedQuestion): GeneratedQuestion {
  if (question.type !== "true-false") return question;
  const answer = comparableText(question.correctAnswer);
  const correctAnswer = answer === "true" ? "True" : answer === "false" ? "False" : question.correctAnswer;
  return { ...question, options: [...TRUE_FALSE_OPTIONS], correctAnswer };
}

export const noneDropped = (): DroppedItems => ({
  ungrounded: 0,
  invalid: 0,
  duplicates: 0,
  leaks: 0,
  overCap: 0,
  keys: 0,
});

type Pass<T> = { items: T[]; dropped: DroppedItems };

function keep<T>(pass: Pass<T>, reason: keyof DroppedItems, test: (item: T) => boolean): Pass<T> {
  const items = pass.items.filter(test);
  return {
    items,
    dropped: { ...pass.dropped, [reason]: pass.dropped[reason] + pass.items.length - items.length },
  };
}

function firstOfEach<T>(pass: Pass<T>, key: (item: T) => string): Pass<T> {
  const seen = new Set<string>();
  return keep(pass, "duplicates", (item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function capped<T>(pass: Pass<T>, count: number): Pass<T> {
  const items = pass.items.slice(0, Math.max(0, count));
  return {
    items,
    dropped: { ...pass.dropped, overCap: pass.dropped.overCap + pass.items.length - items.length },
  };
}

/**
 * The flashcards a note keeps: schema-valid, grounded, no duplicate fronts, no leaked answers, at most `count`;
 * a requested difficulty other than mixed is applied to every card.
 */
export function refineFlashcards(
  noteContent: string,
  cards: unknown[],
  count: number,
  difficulty: string,
): Pass<GeneratedFlashcard> {
  const forced =
    difficulty === "easy" || difficulty === "medium" || difficulty === "hard" ? difficulty : null;
  let typed = parsedPass(cards, (card) => generatedFlashcardSchema.safeParse(card));
  if (forced) typed = { ...typed, items: typed.items.map((card) => ({ ...card, difficulty: forced })) };
  typed = groundedPass(noteContent, typed);
  typed = firstOfEach(typed, (card) => comparableText(card.front));
  typed = keep(typed, "leaks", (card) => !cardLeaksAnswer(card));
  return capped(typed, count);
}

/**
 * The questions a quiz keeps: schema-valid, scoreable options, grounded, a key the provider's `keyCheck` backs
 * (when it has one: ChunkProvider.keyCheck), no duplicate questions, no leaked answers, at most `count`; ids
 * renumbered q1, q2… so questions from different chunks never share one.
 */
export function refineQuestions(
  noteContent: string,
  questions: unknown[],
  count: number,
  keyCheck?: (question: GeneratedQuestion) => boolean,
): Pass<GeneratedQuestion> {
  let typed = parsedPass(questions, (q) => generatedQuestionSchema.safeParse(q));
  typed = { ...typed, items: typed.items.map(normaliseTrueFalse) };
  typed = keep(typed, "invalid", hasValidOptions);
  typed = groundedPass(noteContent, typed);
  if (keyCheck) typed = keep(typed, "keys", keyCheck);
  typed = firstOfEach(typed, (q) => comparableText(q.question));
  typed = keep(typed, "leaks", (q) => !questionLeaksAnswer(q));
  const result = capped(typed, count);
  return { ...result, items: result.items.map((q, i) => ({ ...q, id: `q${i + 1}` })) };
}

function parsedPass<T>(items: unknown[], parse: (item: unknown) => { success: boolean; data?: T }): Pass<T> {
  const valid = items.flatMap((item) => {
    const result = parse(item);
    return result.success && result.data !== undefined ? [result.data] : [];
  });
  return { items: valid, dropped: { ...noneDropped(), invalid: items.length - valid.length } };
}

function groundedPass<T extends { source: string }>(noteContent: string, pass: Pass<T>): Pass<T> {
  const items = groundItems(noteContent, pass.items);
  return {
    items,
    dropped: { ...pass.dropped, ungrounded: pass.dropped.ungrounded + pass.items.length - items.length },
  };
}
