import { AI_CHUNK_PAUSE_MS, distributeCount, messages, splitIntoChunks } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { checkAnswerKey } from "./key-check.ts";
import { generateStudyMaterial } from "./orchestrator.ts";
import type {
  ChunkProvider,
  FlashcardsChunkInput,
  GenerationProgress,
  QuestionsChunkInput,
} from "./types.ts";

/** A note of `paragraphs` paragraphs of ~3000 characters: two fit in one 8000-character chunk. */
function longNote(paragraphs: number) {
  const content = Array.from({ length: paragraphs }, (_, i) =>
    `Paragraph ${i} says that cells make energy. `.repeat(70).trim(),
  ).join("\n\n");
  return { title: "Cells", content };
}
const sentenceOf = (chunk: string) => `${chunk.split(". ")[0]}.`;

/** An in-test provider that records its calls and answers with what each test asks for. */
function fakeProvider(
  overrides: Partial<ChunkProvider> & { pause?: number } = {},
): ChunkProvider & { calls: string[]; inputs: (QuestionsChunkInput | FlashcardsChunkInput)[] } {
  const calls: string[] = [];
  const inputs: (QuestionsChunkInput | FlashcardsChunkInput)[] = [];
  return {
    name: "fake",
    pauseBetweenChunksMs: overrides.pause ?? 0,
    calls,
    inputs,
    async questions(input) {
      calls.push(`questions ${input.chunkIndex}/${input.totalChunks} n=${input.numQuestions}`);
      inputs.push(input);
      return Array.from({ length: input.numQuestions }, (_, i) => ({
        id: "same",
        type: "short-answer" as const,
        question: `Question ${input.chunkIndex}-${i}: what do cells make?`,
        options: [],
        correctAnswer: "energy",
        explanation: "",
        source: sentenceOf(input.chunkContent),
      }));
    },
    async flashcards(input) {
      calls.push(`flashcards ${input.chunkIndex}/${input.totalChunks} n=${input.maxCards}`);
      inputs.push(input);
      return Array.from({ length: input.maxCards }, (_, i) => ({
        front: `Card ${input.chunkIndex}-${i}: what do cells make?`,
        back: "Energy",
        difficulty: "medium" as const,
        category: "concept",
        source: sentenceOf(input.chunkContent),
      }));
    },
    async summary() {
      calls.push("summary");
      return {
        overview: "Cells make energy.",
        keyPoints: ["Cells make energy."],
        wordCount: 1,
        readingTime: 99,
        complexity: "easy",
      };
    },
    async enhance(input) {
      calls.push(`enhance ${input.chunkIndex}`);
      return `Enhanced ${input.chunkIndex}`;
    },
    ...overrides,
  };
}

describe("generateStudyMaterial: chunking, counts, progress and pauses (spec 1 §9)", () => {
  it("asks each chunk for its share of the count, remainder to the first, and reports progress per chunk", async () => {
    const note = longNote(5); // 3 chunks: 2 + 2 + 1 paragraphs
    expect(splitIntoChunks(note.content)).toHaveLength(3);
    const provider = fakeProvider();
    const progress: GenerationProgress[] = [];
    const result = await generateStudyMaterial(
      provider,
      "quiz",
      note,
      { count: 10 },
      { onProgress: (p) => progress.push(p) },
    );
    expect(provider.calls).toEqual(["questions 0/3 n=4", "questions 1/3 n=3", "questions 2/3 n=3"]);
    expect(progress).toEqual([
      { current: 1, total: 3 },
      { current: 2, total: 3 },
      { current: 3, total: 3 },
    ]);
    expect(result.kind === "quiz" && result.questions.map((q) => q.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `q${i + 1}`),
    );
    expect(result.kind === "quiz" && result.chunks).toBe(3);
  });

  it("skips chunks whose share is zero but still reports their progress", async () => {
    const provider = fakeProvider();
    const progress: number[] = [];
    await generateStudyMaterial(
      provider,
      "flashcards",
      longNote(5),
      { count: 2 },
      { onProgress: (p) => progress.push(p.current) },
    );
    expect(distributeCount(2, 3)).toEqual([1, 1, 0]);
    expect(provider.calls).toEqual(["flashcards 0/3 n=1", "flashcards 1/3 n=1"]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it("pauses between chunk calls only for providers that ask for it, never before the first", async () => {
    const slept: number[] = [];
    const sleep = async (ms: number) => {
      slept.push(ms);
    };
    const remote = fakeProvider({ pause: AI_CHUNK_PAUSE_MS });
    await generateStudyMaterial(remote, "quiz", longNote(5), { count: 6 }, { sleep });
    expect(slept).toEqual([AI_CHUNK_PAUSE_MS, AI_CHUNK_PAUSE_MS]);
    slept.length = 0;
    await generateStudyMaterial(fakeProvider(), "quiz", longNote(5), { count: 6 }, { sleep });
    expect(slept).toEqual([]);
  });

  it("really waits with the default timer", async () => {
    const remote = fakeProvider({ pause: 30 });
    const start = Date.now();
    await generateStudyMaterial(remote, "enhance", longNote(3), {});
    expect(Date.now() - start).toBeGreaterThanOrEqual(25);
  });

  it("uses the spec's defaults: 5 questions, 10 flashcards, mixed type and difficulty", async () => {
    const provider = fakeProvider();
    await generateStudyMaterial(provider, "quiz", longNote(1), {});
    await generateStudyMaterial(provider, "flashcards", longNote(1), {});
    expect(provider.inputs[0]).toMatchObject({ numQuestions: 5, quizType: "mixed", selectedTopics: [] });
    expect(provider.inputs[1]).toMatchObject({ maxCards: 10, difficulty: "mixed" });
  });

  it("refuses empty content with the spec's message before calling the provider", async () => {
    const provider = fakeProvider();
    await expect(
      generateStudyMaterial(provider, "quiz", { title: "Empty", content: " \n " }, {}),
    ).rejects.toThrow(messages.generation.noteContentEmpty);
    expect(provider.calls).toEqual([]);
  });

  it("stops between chunks when the signal is aborted", async () => {
    const signal = { aborted: false };
    const provider = fakeProvider();
    const run = generateStudyMaterial(
      provider,
      "quiz",
      longNote(5),
      { count: 6 },
      {
        signal,
        onProgress: (p) => {
          if (p.current === 2) signal.aborted = true;
        },
      },
    );
    await expect(run).rejects.toThrow("Generation was cancelled");
    expect(provider.calls).toEqual(["questions 0/3 n=2"]);
  });
});

describe("generateStudyMaterial: the quality pass for every provider (DESIGN §6)", () => {
  const note = {
    title: "Cells",
    content: "Mitochondria produce ATP.\n\nThe  Krebs cycle\nruns in the matrix. Ribosomes build proteins.",
  };
  const card = (front: string, back: string, source: string) => ({
    front,
    back,
    difficulty: "easy" as const,
    category: "c",
    source,
  });

  it("drops cards that are ungrounded, duplicated, leak their answer or break the schema, and caps the rest", async () => {
    const provider = fakeProvider({
      async flashcards() {
        return [
          card("What do mitochondria produce?", "ATP", "Mitochondria produce ATP."),
          card("Where does the Krebs cycle run?", "The matrix", "The Krebs cycle runs in the matrix."), // other spaces
          card("What do ribosomes build?", "Proteins", "Ribosomes build proteins"),
          card("What do ribosomes make?", "Sugar", "Ribosomes make sugar."), // invented passage
          card("what do  MITOCHONDRIA produce", "ATP again", "Mitochondria produce ATP."), // duplicate front
          card("Mitochondria produce what? (ATP)", "ATP", "Mitochondria produce ATP."), // leak
          { front: "", back: "x", difficulty: "easy", category: "c", source: "Mitochondria produce ATP." }, // invalid
          card("What runs in the matrix?", "The Krebs cycle", "The Krebs cycle runs in the matrix."),
        ];
      },
    });
    const result = await generateStudyMaterial(provider, "flashcards", note, {
      count: 3,
      difficulty: "hard",
    });
    if (result.kind !== "flashcards") throw new Error("wrong kind");
    expect(result.flashcards.map((c) => c.front)).toEqual([
      "What do mitochondria produce?",
      "Where does the Krebs cycle run?",
      "What do ribosomes build?",
    ]);
    expect(result.flashcards.every((c) => c.difficulty === "hard")).toBe(true);
    expect(result.dropped).toEqual({
      ungrounded: 1,
      invalid: 1,
      duplicates: 1,
      leaks: 1,
      overCap: 1,
      keys: 0,
    });
  });

  it("keeps the provider's difficulty for a mixed request", async () => {
    const provider = fakeProvider({
      async flashcards() {
        return [card("What do mitochondria produce?", "ATP", "Mitochondria produce ATP.")];
      },
    });
    const result = await generateStudyMaterial(provider, "flashcards", note, {
      count: 3,
      difficulty: "mixed",
    });
    expect(result.kind === "flashcards" && result.flashcards[0]?.difficulty).toBe("easy");
  });

  it("drops questions with invalid options, invented passages, duplicates and leaks; renumbers ids", async () => {
    const source = "Mitochondria produce ATP.";
    const mc = (question: string, options: string[], correctAnswer: string, src = source) => ({
      id: "x",
      type: "multiple-choice" as const,
      question,
      options,
      correctAnswer,
      explanation: "",
      source: src,
    });
    const provider = fakeProvider({
      async questions() {
        return [
          mc("What do mitochondria produce?", ["ATP", "DNA", "RNA", "Lipids"], "ATP"),
          mc(
            "Which organelle produces ATP?",
            ["Mitochondria", "mitochondria!", "Ribosome", "Nucleus"],
            "Mitochondria",
          ), // not distinct
          mc(
            "What runs in the matrix?",
            ["Krebs cycle", "Calvin cycle", "Krebs cycle", "Glycolysis"],
            "Krebs cycle",
            "The Krebs cycle runs in the matrix.",
          ), // correct twice
          mc(
            "What do ribosomes build?",
            ["Proteins", "Sugars", "Fats", "Salts"],
            "Nucleic acids",
            "Ribosomes build proteins.",
          ), // answer not an option
          mc(
            "What do ribosomes make?",
            ["Proteins", "Sugars", "Fats", "Salts"],
            "Sugars",
            "Ribosomes make sugar.",
          ), // invented
          mc("What do mitochondria produce?", ["ATP", "DNA", "RNA", "Lipids"], "ATP"), // duplicate
          mc("Mitochondria produce ATP: which molecule is it?", ["ATP", "DNA", "RNA", "Lipids"], "ATP"), // leak
          {
            id: "y",
            type: "true-false" as const,
            question: "Mitochondria produce ATP.",
            options: ["true", "false"],
            correctAnswer: "true",
            explanation: "",
            source,
          },
          {
            id: "z",
            type: "short-answer" as const,
            question: "What do ribosomes build?",
            options: [],
            correctAnswer: "Proteins",
            explanation: "",
            source: "Ribosomes build proteins.",
          },
        ];
      },
    });
    const result = await generateStudyMaterial(provider, "quiz", note, { count: 10 });
    if (result.kind !== "quiz") throw new Error("wrong kind");
    expect(result.questions.map((q) => [q.id, q.type, q.question])).toEqual([
      ["q1", "multiple-choice", "What do mitochondria produce?"],
      ["q2", "true-false", "Mitochondria produce ATP."],
      ["q3", "short-answer", "What do ribosomes build?"],
    ]);
    // true/false answers are put in the one shape the quiz scores.
    expect(result.questions[1]).toMatchObject({ options: ["True", "False"], correctAnswer: "True" });
    expect(result.dropped).toEqual({
      ungrounded: 1,
      invalid: 3,
      duplicates: 1,
      leaks: 1,
      overCap: 0,
      keys: 0,
    });
    expect(result.difficulty).toBe("medium");
  });

  it("drops and counts the questions whose key fails the provider's keyCheck; a provider without one keeps them", async () => {
    const q = (question: string, correctAnswer: string, options: string[] = []) => ({
      id: "x",
      type: options.length ? ("multiple-choice" as const) : ("short-answer" as const),
      question,
      options,
      correctAnswer,
      explanation: "",
      source: "Mitochondria produce ATP.",
    });
    const questions = [
      q("What do mitochondria produce?", "ATP", ["ATP", "DNA", "RNA"]),
      q("What do mitochondria make?", "Glucose", ["Glucose", "ATP", "RNA"]), // wrong key
      q("Which organelle produces ATP?", "Mitochondria"),
      q("Which organelle makes ATP?", "Ribosomes"), // wrong key
    ];
    const remote = { pause: AI_CHUNK_PAUSE_MS, questions: async () => questions };
    const sleep = async () => {};
    const checked = await generateStudyMaterial(
      fakeProvider({ ...remote, keyCheck: checkAnswerKey }),
      "quiz",
      note,
      { count: 10 },
      { sleep },
    );
    if (checked.kind !== "quiz") throw new Error("wrong kind");
    expect(checked.questions.map((x) => x.question)).toEqual([
      "What do mitochondria produce?",
      "Which organelle produces ATP?",
    ]);
    expect(checked.dropped.keys).toBe(2);
    const unchecked = await generateStudyMaterial(
      fakeProvider(remote),
      "quiz",
      note,
      { count: 10 },
      { sleep },
    );
    expect(unchecked.kind === "quiz" && [unchecked.questions.length, unchecked.dropped.keys]).toEqual([4, 0]);
  });

  it("tops up once from every chunk when a pause-free provider falls short, but never a remote one", async () => {
    // Each chunk's first two cards repeat the other chunk's: the pass keeps 2 of 4, then asks for 2 more each.
    const asked: number[] = [];
    const repeating = (pause: number) =>
      fakeProvider({
        pause,
        async flashcards(input) {
          asked.push(input.maxCards);
          return Array.from({ length: input.maxCards }, (_, i) => ({
            front:
              i < 2
                ? `Shared ${i}: what do cells make?`
                : `Card ${input.chunkIndex}-${i}: what do cells make?`,
            back: "Energy",
            difficulty: "easy" as const,
            category: "c",
            source: sentenceOf(input.chunkContent),
          }));
        },
      });
    const local = repeating(0);
    const note = longNote(3); // 2 chunks
    const result = await generateStudyMaterial(local, "flashcards", note, { count: 4 });
    expect(result.kind === "flashcards" && result.flashcards.map((c) => c.front.split(":")[0])).toEqual([
      "Shared 0",
      "Shared 1",
      "Card 0-2",
      "Card 0-3",
    ]);
    expect(result.kind === "flashcards" && result.dropped.duplicates).toBe(2);
    expect(asked).toEqual([2, 2, 4, 4]);
    asked.length = 0;
    const remote = repeating(1);
    const short = await generateStudyMaterial(
      remote,
      "flashcards",
      note,
      { count: 4 },
      { sleep: async () => {} },
    );
    expect(short.kind === "flashcards" && short.flashcards).toHaveLength(2);
    expect(asked).toEqual([2, 2]);
  });

  it("sets the summary's word count and reading time from the note", async () => {
    const result = await generateStudyMaterial(fakeProvider(), "summary", note, {});
    if (result.kind !== "summary") throw new Error("wrong kind");
    expect(result.summary).toMatchObject({ wordCount: 13, readingTime: 1, overview: "Cells make energy." });
  });

  it("enhances at most 10 chunks and keeps the rest of the note as written", async () => {
    const note = longNote(24); // 12 chunks of two paragraphs
    const paragraphs = note.content.split("\n\n");
    const result = await generateStudyMaterial(fakeProvider(), "enhance", note, {});
    const expected = [...Array.from({ length: 10 }, (_, i) => `Enhanced ${i}`), ...paragraphs.slice(20)];
    expect(result.kind === "enhance" && result.enhancedContent).toBe(expected.join("\n\n"));
    expect(result.chunks).toBe(10);
  });

  it("joins enhanced chunks with a blank line and keeps a chunk the provider returned empty", async () => {
    const provider = fakeProvider({
      async enhance(input) {
        return input.chunkIndex === 1 ? "  " : `Enhanced ${input.chunkIndex}`;
      },
    });
    const note3 = longNote(5);
    const chunks = splitIntoChunks(note3.content);
    const result = await generateStudyMaterial(provider, "enhance", note3, {});
    expect(result.kind === "enhance" && result.enhancedContent).toBe(
      `Enhanced 0\n\n${chunks[1]}\n\nEnhanced 2`,
    );
  });
});
