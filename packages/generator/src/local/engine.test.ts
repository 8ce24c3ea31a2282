import {
  generatedFlashcardSchema,
  generatedQuestionSchema,
  generatedSummarySchema,
  isGrounded,
  splitIntoChunks,
} from "@lectern/core";
import { describe, expect, it } from "vitest";
import { GenerationAbortedError } from "../abort.ts";
import { generateStudyMaterial } from "../orchestrator.ts";
import { cardLeaksAnswer, comparableText, hasValidOptions, questionLeaksAnswer } from "../quality.ts";
import type { GenerationResult, QuizType } from "../types.ts";
import { analyseChunk } from "./analysis.ts";
import { CORPUS_FILES, corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { createLocalProvider } from "./provider.ts";
import { loadWordNet } from "./wordnet.ts";

const provider = createLocalProvider();
const reader = new TextReader();
/**
 * Questions a multiple-choice-only quiz of 10 has on each lecture text: all ten. Definition choices take
 * same-sort definitions first; a multiple-choice-only quiz falls back to the note's other definitions when a sort
 * has too few (each of these texts has many definitions).
 */
const MC_FLOOR = 10;

function expectKind<K extends GenerationResult["kind"]>(result: GenerationResult, kind: K) {
  if (result.kind !== kind) throw new Error(`expected ${kind}, got ${result.kind}`);
  return result as Extract<GenerationResult, { kind: K }>;
}

describe("local engine on the lecture corpus (issue 8 §3, §5)", () => {
  expect(CORPUS_FILES.length).toBeGreaterThanOrEqual(5);

  for (const file of CORPUS_FILES) {
    describe(file, () => {
      const note = corpusNote(file);

      it("makes 20 flashcards that validate, are grounded, distinct, leak nothing and spread over difficulties", async () => {
        const result = expectKind(
          await generateStudyMaterial(provider, "flashcards", note, { count: 20 }),
          "flashcards",
        );
        const cards = result.flashcards;
        // A transcript supports fewer real items; the deck is smaller rather than over 35% blanks (issue 16 §1).
        // A written text may fall a little short too: a definition that leans on the sentence before is dropped
        // ("the point at which the reaction is complete"), fewer beats wrong (issue 16 round 3).
        expect(cards.length).toBeGreaterThanOrEqual(file.includes("transcript") ? 8 : 18);
        // overCap is left out: the orchestrator may ask a chunk for more than it keeps (spreading over chunks).
        expect(result.dropped).toMatchObject({ ungrounded: 0, invalid: 0, duplicates: 0, leaks: 0, keys: 0 });
        for (const card of cards) {
          expect(generatedFlashcardSchema.parse(card)).toEqual(card);
          expect(isGrounded(note.content, card.source), card.source).toBe(true);
          expect(cardLeaksAnswer(card), card.front).toBe(false);
        }
        expect(new Set(cards.map((c) => comparableText(c.front))).size).toBe(cards.length);
        expect(new Set(cards.map((c) => c.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));
        expect(cards.some((c) => c.category === "definition")).toBe(true);
        expect(
          cards.some((c) => c.front.startsWith("Fill in the blank: ") && c.front.includes("_____")),
        ).toBe(true);
      });

      it("makes a mixed quiz of 10 valid, grounded questions with same-kind distractors", async () => {
        const result = expectKind(await generateStudyMaterial(provider, "quiz", note, { count: 10 }), "quiz");
        expect(result.questions).toHaveLength(10);
        // overCap is left out: the orchestrator may ask a chunk for more than it keeps (spreading over chunks).
        expect(result.dropped).toMatchObject({ ungrounded: 0, invalid: 0, duplicates: 0, leaks: 0, keys: 0 });
        expect(new Set(result.questions.map((q) => q.type))).toEqual(
          new Set(["multiple-choice", "true-false", "short-answer"]),
        );
        const analysis = analyseChunk(reader, splitIntoChunks(note.content)[0] ?? "");
        // A term's options may come from WordNet (issue 16: co-hyponyms of the key), so a term WordNet knows is
        // of the kind "term" too; still every option must share one kind.
        const wordnet = await loadWordNet();
        const kindsOf = (option: string) => [
          ...[...analysis.pools.entries()]
            .filter(([, pool]) =>
              [...pool.values()].some((e) => comparableText(e.display) === comparableText(option)),
            )
            .map(([kind]) => kind),
          ...(wordnet.groupsOf(comparableText(option)).length > 0 ? ["term"] : []),
          // A definition-choice question's options are the note's definitions of other terms (issue 16 §3).
          ...(option.split(/\s+/).length >= 3 &&
          analysis.sentences.some((s) => comparableText(s.text).includes(comparableText(option)))
            ? ["definition"]
            : []),
        ];
        for (const q of result.questions) {
          expect(generatedQuestionSchema.parse(q)).toEqual(q);
          expect(isGrounded(note.content, q.source), q.source).toBe(true);
          expect(hasValidOptions(q), q.question).toBe(true);
          expect(questionLeaksAnswer(q), q.question).toBe(false);
          expect(q.explanation.length).toBeGreaterThan(0);
          if (q.type !== "multiple-choice") continue;
          expect(q.options).toHaveLength(4);
          expect(new Set(q.options.map(comparableText)).size).toBe(4);
          expect(q.options.filter((o) => o === q.correctAnswer)).toHaveLength(1);
          // Same kind: some kind of thing (term, person, year…) that every option is, as the note uses it.
          const shared = q.options.map(kindsOf).reduce((a, b) => a.filter((k) => b.includes(k)));
          expect(shared.length, `${q.question} ${JSON.stringify(q.options)}`).toBeGreaterThan(0);
        }
      });

      for (const quizType of ["multiple-choice", "true-false", "short-answer"] as QuizType[]) {
        it(`honours quizType ${quizType}`, async () => {
          const result = expectKind(
            await generateStudyMaterial(provider, "quiz", note, { count: 10, quizType }),
            "quiz",
          );
          // Multiple-choice: a term of a sort with three others, or a definition beside three other
          // definitions of the note (issue 16 §3: "Which of the following describes …?"); each of these eight
          // texts has enough for a full quiz. The other types are asked of nearly every sentence.
          expect(result.questions.length).toBeGreaterThanOrEqual(
            quizType === "multiple-choice" ? MC_FLOOR : 8,
          );
          expect(result.questions.every((q) => q.type === quizType)).toBe(true);
          if (quizType === "true-false") {
            expect(new Set(result.questions.map((q) => q.correctAnswer))).toEqual(new Set(["True", "False"]));
          }
        });
      }

      it("summarises with grounded key points and the note's own counts", async () => {
        const { summary } = expectKind(await generateStudyMaterial(provider, "summary", note, {}), "summary");
        expect(generatedSummarySchema.parse(summary)).toEqual(summary);
        expect(summary.keyPoints.length).toBeGreaterThanOrEqual(3);
        expect(summary.keyPoints.length).toBeLessThanOrEqual(7);
        expect(summary.readingTime).toBe(Math.ceil(summary.wordCount / 200));
        expect(["easy", "medium", "hard"]).toContain(summary.complexity);
        expect(new Set(summary.keyPoints).size).toBe(summary.keyPoints.length);
        for (const point of [...summary.keyPoints, ...summary.overview.split(/(?<=[.!?])\s+(?=[A-Z])/)]) {
          expect(/^(?:\p{Lu}|\p{Ll}+\p{Lu})/u.test(point), point).toBe(true);
          // The overview's outline sentence names the note's headings in the catalogue's words (summary-outline.ts).
          const outline = point.startsWith("The note covers ");
          // A section's kinds are named in the catalogue's words, each kind as the note writes it.
          const kinds = /^The note describes \w+ kinds of [\w\s-]+: (.*)\.$/.exec(point);
          if (kinds)
            for (const kind of (kinds[1] ?? "").split(/, | and /))
              expect(note.content.toLowerCase(), point).toContain(kind.toLowerCase());
          else if (!file.includes("transcript") && !outline)
            expect(isGrounded(note.content, point), point).toBe(true);
        }
      });
    });
  }

  it("is deterministic: a second provider gives the same cards, questions and summary", async () => {
    const note = corpusNote(CORPUS_FILES[0] ?? "");
    const other = createLocalProvider();
    for (const kind of ["flashcards", "quiz", "summary", "enhance"] as const) {
      const a = await generateStudyMaterial(provider, kind, note, { count: 10 });
      const b = await generateStudyMaterial(other, kind, note, { count: 10 });
      expect(b).toEqual(a);
    }
  });

  it("prefers sentences that mention the selected topics", async () => {
    const note = corpusNote("biology-cellular-respiration.md");
    const result = expectKind(
      await generateStudyMaterial(provider, "quiz", note, { count: 6, selectedTopics: ["Krebs cycle"] }),
      "quiz",
    );
    const onTopic = result.questions.filter((q) => /krebs|citric acid/i.test(q.source));
    expect(onTopic.length).toBeGreaterThanOrEqual(3);
  });

  it("uses distractors of the same kind: years for a year, people for a person", async () => {
    const note = corpusNote("history-industrial-revolution.md");
    const result = expectKind(
      await generateStudyMaterial(provider, "quiz", note, { count: 40, quizType: "multiple-choice" }),
      "quiz",
    );
    const years = result.questions.filter((q) => /^\d{4}$/.test(q.correctAnswer));
    const people = result.questions.filter((q) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(q.correctAnswer));
    expect(years.length + people.length).toBeGreaterThan(0);
    for (const q of years)
      expect(
        q.options.every((o) => /^\d{4}$/.test(o)),
        JSON.stringify(q.options),
      ).toBe(true);
    for (const q of people)
      expect(
        q.options.every((o) => /^[A-Z]/.test(o)),
        JSON.stringify(q.options),
      ).toBe(true);
  });

  it("gives a note with one definition a card and a quiz question", async () => {
    const note = { title: "Cells", content: "A cell is the basic unit of life." };
    const cards = expectKind(
      await generateStudyMaterial(provider, "flashcards", note, { count: 5 }),
      "flashcards",
    );
    expect(cards.flashcards).toEqual([
      {
        front: "What is a cell?",
        back: "The basic unit of life.",
        difficulty: "easy",
        category: "definition",
        source: "A cell is the basic unit of life.",
      },
    ]);
    const quiz = expectKind(await generateStudyMaterial(provider, "quiz", note, { count: 5 }), "quiz");
    expect(quiz.questions.length).toBeGreaterThanOrEqual(1);
  });

  it("stops at once when the signal is already aborted", async () => {
    const note = corpusNote("physics-thermodynamics.md");
    for (const kind of ["flashcards", "quiz", "summary", "enhance"] as const) {
      await expect(
        generateStudyMaterial(provider, kind, note, {}, { signal: { aborted: true } }),
      ).rejects.toThrow(GenerationAbortedError);
    }
    await expect(
      provider.enhance(
        { noteTitle: "t", chunkContent: "x", chunkIndex: 0, totalChunks: 1 },
        { aborted: true },
      ),
    ).rejects.toThrow("Generation was cancelled");
  });

  it("makes nothing, without failing, from text with nothing to ask", async () => {
    const note = { title: "Hi", content: "hello there" };
    expect(
      expectKind(await generateStudyMaterial(provider, "flashcards", note, {}), "flashcards").flashcards,
    ).toEqual([]);
    expect(expectKind(await generateStudyMaterial(provider, "quiz", note, {}), "quiz").questions).toEqual([]);
    const { summary } = expectKind(await generateStudyMaterial(provider, "summary", note, {}), "summary");
    expect(summary).toMatchObject({ wordCount: 2, readingTime: 1 });
  });
});
