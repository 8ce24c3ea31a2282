// What the orchestrator's tests share: a long note that splits into chunks, and an in-test provider that records
// its calls and answers with what each test asks for.
import type { ChunkProvider, FlashcardsChunkInput, QuestionsChunkInput } from "./types.ts";

/** A note of `paragraphs` paragraphs of ~3000 characters: two fit in one 8000-character chunk. */
export function longNote(paragraphs: number) {
  const content = Array.from({ length: paragraphs }, (_, i) =>
    `Paragraph ${i} says that cells make energy. `.repeat(70).trim(),
  ).join("\n\n");
  return { title: "Cells", content };
}
export const sentenceOf = (chunk: string) => `${chunk.split(". ")[0]}.`;

/** An in-test provider that records its calls and answers with what each test asks for. */
export function fakeProvider(
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
