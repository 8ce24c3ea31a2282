// The local engine (issue 8 §3): deterministic, no network, runs in Node and in a browser worker.

import { countWords, quizDifficulty, readingTimeMinutes, splitSentences } from "@lectern/core";
import type { ChunkProvider } from "../types.ts";

const DEFINITION = /^(.{2,60}?) (?:is|are|refers to|means) (.+)$/;

/** The local provider: reported as "local", no pause between chunks. */
export function createLocalProvider(): ChunkProvider {
  return {
    name: "local",
    pauseBetweenChunksMs: 0,
    async questions(input) {
      return splitSentences(input.chunkContent)
        .flatMap((sentence) => {
          const match = DEFINITION.exec(sentence);
          if (!match?.[1] || !match[2]) return [];
          return [
            {
              id: "q",
              type: "short-answer" as const,
              question: `Which term is defined as: ${match[2]}`,
              options: [],
              correctAnswer: match[1],
              explanation: sentence,
              source: sentence,
            },
          ];
        })
        .slice(0, input.numQuestions);
    },
    async flashcards(input) {
      return splitSentences(input.chunkContent)
        .flatMap((sentence) => {
          const match = DEFINITION.exec(sentence);
          if (!match?.[1] || !match[2]) return [];
          const difficulty = input.difficulty === "mixed" ? quizDifficulty(sentence) : input.difficulty;
          return [
            {
              front: `What is ${match[1]}?`,
              back: match[2],
              difficulty,
              category: "definition",
              source: sentence,
            },
          ];
        })
        .slice(0, input.maxCards);
    },
    async summary(note) {
      const sentences = splitSentences(note.content.replace(/\s+/g, " "));
      return {
        overview: sentences.slice(0, 3).join(" ") || note.content.trim(),
        keyPoints: sentences.slice(0, 5),
        wordCount: countWords(note.content),
        readingTime: readingTimeMinutes(note.content),
        complexity: quizDifficulty(note.content),
      };
    },
    async enhance(input) {
      return input.chunkContent.trim();
    },
  };
}
