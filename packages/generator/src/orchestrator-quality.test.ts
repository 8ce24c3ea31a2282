import { AI_CHUNK_PAUSE_MS, splitIntoChunks } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { checkAnswerKey } from "./key-check.ts";
import { fakeProvider, longNote, sentenceOf } from "./orchestrator.test-support.ts";
import { generateStudyMaterial } from "./orchestrator.ts";

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
    // Each chunk's first two cards repeat the other chunk's. Asked by length (quotas 3 + 1 of 4, plus headroom:
    // 6 and 3), the first chunk gives 3 and the second, its repeats gone, 1: no second round is needed.
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
      "Card 1-2",
    ]);
    expect(result.kind === "flashcards" && result.dropped.duplicates).toBe(2);
    expect(asked).toEqual([6, 3]);
    // When the first round falls short, every chunk is asked for the shortfall more, once.
    asked.length = 0;
    const fewer = fakeProvider({
      async flashcards(input) {
        asked.push(input.maxCards);
        const n = asked.length <= 2 ? 1 : input.maxCards;
        return Array.from({ length: n }, (_, i) => ({
          front: `Card ${input.chunkIndex}-${i}: what do cells make?`,
          back: `Energy ${i}`,
          difficulty: "easy" as const,
          category: "c",
          source: sentenceOf(input.chunkContent),
        }));
      },
    });
    const topped = await generateStudyMaterial(fewer, "flashcards", note, { count: 4 });
    expect(asked).toEqual([6, 3, 8, 5]);
    expect(topped.kind === "flashcards" && topped.flashcards.map((c) => c.front.split(":")[0])).toEqual([
      "Card 0-0",
      "Card 0-1",
      "Card 0-2",
      "Card 1-0",
    ]);
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
