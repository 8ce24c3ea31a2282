import { splitIntoChunks } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { comparableText } from "../quality.ts";
import type { QuestionsChunkInput, QuizType } from "../types.ts";
import { analyseChunk } from "./analysis.ts";
import { CORPUS_FILES, corpusNote } from "./corpus.test-support.ts";
import { cardOf } from "./flashcards.ts";
import { findItems } from "./forms/index.ts";
import { TextReader } from "./nlp.ts";
import { isVariant } from "./option-text.ts";
import {
  balancedCounts,
  capBlanksInEveryPrefix,
  MAX_BLANK_SHARE,
  makeQuestions,
  quizPlan,
  trueFirst,
} from "./questions.ts";
import { blankInsideName, type Draft, keyIsAnswer, wordQuestion } from "./questions-wording.ts";

const reader = new TextReader();
const input = (chunkContent: string, numQuestions: number, quizType: QuizType): QuestionsChunkInput => ({
  noteTitle: "Note",
  chunkContent,
  chunkIndex: 0,
  totalChunks: 1,
  numQuestions,
  quizType,
  selectedTopics: [],
});
const quizOf = async (file: string, count: number, quizType: QuizType) => {
  const chunk = splitIntoChunks(corpusNote(file).content)[0] ?? "";
  const analysis = analyseChunk(reader, chunk);
  return { analysis, questions: await makeQuestions(analysis, input(chunk, count, quizType), () => false) };
};

describe("quiz plan and balance", () => {
  it("gives a mixed quiz an even number of true/false questions, so they can be half True", () => {
    for (const n of [5, 10, 15, 20]) {
      const plan = quizPlan(n, "mixed");
      expect(plan).toHaveLength(n);
      expect(plan.filter((t) => t === "true-false").length % 2).toBe(0);
      expect(new Set(plan)).toEqual(new Set(["multiple-choice", "true-false", "short-answer"]));
    }
    expect(quizPlan(3, "true-false")).toEqual(["true-false", "true-false", "true-false"]);
  });

  it("makes False and True in turn, and at most one more of a kind when the other runs out", () => {
    const maker = (available: number) => {
      let left = available;
      return () => left-- > 0;
    };
    expect(balancedCounts(10, true, maker(99), maker(99))).toEqual([5, 5]);
    const [f1, t1] = balancedCounts(10, true, maker(2), maker(99));
    expect(f1).toBe(2);
    expect(t1).toBe(3);
    const [f2, t2] = balancedCounts(10, true, maker(99), maker(3));
    expect([f2, t2]).toEqual([4, 3]);
    expect(balancedCounts(4, true, maker(0), maker(99))).toEqual([0, 1]);
    const [f, t] = balancedCounts(9, true, maker(99), maker(99));
    expect(f + t).toBe(9);
    expect(Math.abs(f - t)).toBe(1);
  });

  it("starts chunk after chunk with True and False in turn, so each chunk's one extra evens out", () => {
    const starts = [0, 1, 2, 3].map((chunkIndex) => trueFirst({ noteTitle: "World history", chunkIndex }));
    expect(starts).toEqual([starts[0], !starts[0], starts[0], !starts[0]]);
  });

  it("orders a quiz so every first part keeps the balance (the orchestrator keeps a chunk's first ones)", async () => {
    for (const file of CORPUS_FILES) {
      const { questions } = await quizOf(file, 16, "mixed");
      const first = questions.slice(0, 10).filter((q) => q.type === "true-false");
      const trues = first.filter((q) => q.correctAnswer === "True").length;
      expect(Math.abs(2 * trues - first.length), file).toBeLessThanOrEqual(1);
    }
  });

  for (const count of [10, 20]) {
    it(`keeps True between 40% and 60% in every true/false quiz of ${count} on the corpus`, async () => {
      for (const file of CORPUS_FILES) {
        const { questions } = await quizOf(file, count, "true-false");
        const trues = questions.filter((q) => q.correctAnswer === "True").length;
        if (questions.length >= 10) {
          expect(trues / questions.length, file).toBeGreaterThanOrEqual(0.4);
          expect(trues / questions.length, file).toBeLessThanOrEqual(0.6);
        } else {
          expect(Math.abs(2 * trues - questions.length), file).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});

describe("quiz questions on the corpus", () => {
  it("never repeat a card front, and keep blanks at most 35%", async () => {
    for (const file of CORPUS_FILES) {
      const { analysis, questions } = await quizOf(file, 10, "mixed");
      const fronts = new Set(findItems(analysis).map((item) => comparableText(cardOf(item).front)));
      for (const q of questions) expect(fronts.has(comparableText(q.question)), q.question).toBe(false);
      const blanks = questions.filter((q) => q.question.includes("_____")).length;
      expect(blanks, file).toBeLessThanOrEqual(Math.max(1, Math.floor(10 * MAX_BLANK_SHARE)));
      const trueFalse = questions.filter((q) => q.type === "true-false");
      const trues = trueFalse.filter((q) => q.correctAnswer === "True").length;
      expect(Math.abs(2 * trues - trueFalse.length), file).toBeLessThanOrEqual(1);
    }
  });

  it("offer no distractor that is a variant of the key or of another option", async () => {
    for (const file of CORPUS_FILES) {
      const { questions } = await quizOf(file, 20, "multiple-choice");
      for (const q of questions) {
        const wrong = q.options.filter((o) => o !== q.correctAnswer);
        for (const w of wrong) expect(isVariant(w, q.correctAnswer), `${q.question} ${w}`).toBe(false);
        for (const [i, a] of wrong.entries()) {
          for (const b of wrong.slice(i + 1)) expect(isVariant(a, b), `${q.question} ${a}/${b}`).toBe(false);
        }
      }
    }
  });

  it("word a study item differently from its card in every type", () => {
    const analysis = analyseChunk(
      reader,
      "Glycolysis is the first stage of respiration. The link reaction is the second stage of respiration. " +
        "The Krebs cycle is the third stage of respiration. " +
        "Oxidative phosphorylation is the final stage of respiration. ATP synthase is an enzyme in the inner membrane.",
    );
    const item = findItems(analysis).find((i) => i.form === "term" && /first stage/.test(i.prompt));
    if (!item) throw new Error("no term item");
    const ctx = { analysis, wordnet: null };
    const choice = wordQuestion(ctx, item, "multiple-choice");
    expect(choice?.question).toBe("Which of the following is the first stage of respiration?");
    expect(choice?.options).toHaveLength(4);
    expect(wordQuestion(ctx, item, "short-answer")?.question).toBe(
      "What do we call the first stage of respiration?",
    );
    expect(wordQuestion(ctx, item, "true")?.question).toBe(
      "True or false: Glycolysis is the first stage of respiration.",
    );
    expect(wordQuestion(ctx, item, "false")?.question).toBe(
      "True or false: Glycolysis is not the first stage of respiration.",
    );
    for (const want of ["multiple-choice", "short-answer", "true", "false"] as const) {
      expect(comparableText(wordQuestion(ctx, item, want)?.question ?? "")).not.toBe(
        comparableText(cardOf(item).front),
      );
    }
  });
});

describe("quiz rules (issue 16 round 2)", () => {
  const draft = (question: string): Draft => ({
    type: "short-answer",
    question,
    options: [],
    correctAnswer: "x",
    explanation: "",
    source: "",
  });

  it("keeps blanks at most 35% of every first part of the quiz, leaving out a blank that never fits", () => {
    const drafts = [
      draft("Complete: _____ one"),
      draft("Complete: _____ two"),
      draft("Q3?"),
      draft("Q4?"),
      draft("Complete: _____ three"),
      draft("Q6?"),
    ];
    const out = capBlanksInEveryPrefix(drafts);
    let blanks = 0;
    out.forEach((d, i) => {
      if (d.question.includes("_____")) blanks += 1;
      expect(blanks).toBeLessThanOrEqual(Math.floor((i + 1) * MAX_BLANK_SHARE));
    });
    expect(out.map((d) => d.question)).toEqual(["Q3?", "Q4?", "Complete: _____ one", "Q6?"]);
  });

  it("never asks a blank inside a named law, theory or possessive name", () => {
    expect(
      blankInsideName("Newton's second law of _____ says that force equals mass times acceleration."),
    ).toBe(true);
    expect(blankInsideName("The theory of _____ was proposed by Darwin.")).toBe(true);
    expect(blankInsideName("Dijkstra's _____ finds the shortest paths.")).toBe(true);
    expect(blankInsideName("The net force on the _____ is zero.")).toBe(false);
  });

  it("takes no key with a verb in it as an answer", () => {
    const analysis = analyseChunk(reader, "Geologists sort rocks into three groups by how they form.");
    const sentence = analysis.sentences[0];
    if (!sentence) throw new Error("no sentence");
    const item = (answer: string) =>
      ({ ...findItems(analysis)[0], sentence, answer }) as Parameters<typeof keyIsAnswer>[0];
    expect(keyIsAnswer(item("Geologists sort rocks"))).toBe(false);
    const bond = analyseChunk(
      reader,
      "In water, atoms with high electronegativity share electrons unequally.",
    );
    const shared = bond.sentences[0];
    if (!shared) throw new Error("no sentence");
    expect(keyIsAnswer({ ...item("x"), sentence: shared, answer: "electronegativity share electrons" })).toBe(
      false,
    );
    const plain = analyseChunk(reader, "Glycolysis is the first stage of respiration.").sentences[0];
    if (!plain) throw new Error("no sentence");
    expect(keyIsAnswer({ ...item("x"), sentence: plain, answer: "first stage" })).toBe(true);
  });
});
