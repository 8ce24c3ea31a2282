// The local engine (issue 8 §3): deterministic, no network, no key; runs in Node and in a browser worker.

import {
  AI_MAX_CHUNKS,
  countWords,
  type GeneratedFlashcard,
  type GeneratedQuestion,
  messages,
  splitIntoChunks,
} from "@lectern/core";
import { throwIfAborted } from "../abort.ts";
import { checkAnswerKey } from "../key-check.ts";
import type { ChunkProvider } from "../types.ts";
import { type AnalysedSentence, analyseChunk, type ChunkAnalysis, joinAnalyses } from "./analysis.ts";
import { displayCase } from "./display-case.ts";
import { enhanceChunk } from "./enhance.ts";
import { makeFlashcards } from "./flashcards.ts";
import { TextReader } from "./nlp.ts";
import { makeQuestions } from "./questions.ts";
import { summarise } from "./summary.ts";
import { splitUnreadable, withoutUnreadable } from "./unreadable.ts";

export const LOCAL_PROVIDER_NAME = "local";

/**
 * The local provider. The wink model loads on the first call (~100–300 ms) and stays for the life of the process
 * or worker (loadWink); chunk analyses are kept for the most recent texts, so cards, a quiz and a summary of
 * the same note read it once.
 */
export function createLocalProvider(): ChunkProvider {
  let reader: TextReader | null = null;
  const getReader = () => {
    reader ??= new TextReader();
    return reader;
  };
  const analyses = new Map<string, ChunkAnalysis>();
  /**
   * The analysis of a text. Cards and quizzes read a transcript clause by clause (spokenClauses: a run-on
   * spoken sentence gives several sources); summaries read whole sentences, since their topic shifts rest on
   * a lecturer's turns ("okay so …") that clause reading strips. Written text reads the same either way.
   */
  const analyse = (text: string, use: "items" | "summary" = "items") => {
    const key = `${use}\u0000${text}`;
    const cached = analyses.get(key);
    if (cached) return cached;
    // Images, links and runs longer than a word never reach wink (see unreadable.ts).
    const analysis = analyseChunk(getReader(), withoutUnreadable(text), { spokenClauses: use === "items" });
    if (analyses.size >= 24) analyses.delete(analyses.keys().next().value as string);
    analyses.set(key, analysis);
    return analysis;
  };

  return {
    name: LOCAL_PROVIDER_NAME,
    label: messages.generation.builtInGenerator,
    // wink's English model and English rules: other languages give meaningless blanks (issue 16 §5)
    englishOnly: true,
    pauseBetweenChunksMs: 0,
    // Each key must be in its passage and no distractor may be (issue 15).
    keyCheck: checkAnswerKey,
    async questions(input, signal) {
      throwIfAborted(signal);
      const analysis = analyse(input.chunkContent);
      const questions = await makeQuestions(analysis, input, topicMatcher(getReader(), input.selectedTopics));
      return questions.map((q) => spokenQuestionCase(q, analysis));
    },
    async flashcards(input, signal) {
      throwIfAborted(signal);
      const analysis = analyse(input.chunkContent);
      return makeFlashcards(analysis, input).map((card) => spokenCardCase(card, analysis));
    },
    async summary(note, signal) {
      throwIfAborted(signal);
      // A note that fits in the chunks is read chunk by chunk (shared with cards and quizzes); a longer one whole.
      const chunks = splitIntoChunks(note.content);
      const covered =
        chunks.length < AI_MAX_CHUNKS || countWords(chunks.join(" ")) === countWords(note.content);
      const analysis = covered
        ? joinAnalyses(chunks.map((chunk) => analyse(chunk, "summary")))
        : analyse(note.content, "summary");
      return summarise(analysis, note);
    },
    async enhance(input, signal) {
      throwIfAborted(signal);
      return enhanceProse(getReader(), input.chunkContent);
    },
  };
}

/**
 * Enhances the prose of a chunk; images, links and long runs stay as written, each in a paragraph of its own
 * (enhancing never loses content, and wink never reads them).
 */
function enhanceProse(reader: TextReader, text: string): string {
  const pieces = splitUnreadable(text);
  if (pieces.length === 1 && !pieces[0]?.unreadable) return enhanceChunk(reader, text);
  return pieces
    .map((piece) => (piece.unreadable ? piece.text : piece.text.trim() && enhanceChunk(reader, piece.text)))
    .filter((part) => part.length > 0)
    .join("\n\n");
}

/**
 * A transcript is written in lower case; what a card or question SHOWS gets its names' capitals back ("president
 * truman" -> "President Truman", see display-case.ts). The source stays verbatim (grounding, the key check and
 * grading compare without case). A written note's items come back unchanged.
 */
function spokenCardCase(card: GeneratedFlashcard, analysis: ChunkAnalysis): GeneratedFlashcard {
  if (!analysis.speech) return card;
  return { ...card, front: displayCase(card.front, analysis), back: displayCase(card.back, analysis) };
}

function spokenQuestionCase(question: GeneratedQuestion, analysis: ChunkAnalysis): GeneratedQuestion {
  if (!analysis.speech) return question;
  const shown = (text: string) => displayCase(text, analysis);
  return {
    ...question,
    question: shown(question.question),
    options: question.options.map(shown),
    correctAnswer: shown(question.correctAnswer),
    explanation: shown(question.explanation),
  };
}

/** Matches sentences that mention a selected topic: the whole phrase, or every word of it by lemma. */
function topicMatcher(reader: TextReader, topics: string[]): (s: AnalysedSentence) => boolean {
  const wanted = topics
    .map((topic) => topic.trim().toLowerCase())
    .filter((topic) => topic.length > 0)
    .map((topic) => ({
      phrase: topic,
      lemmas: topic
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 2)
        .map((w) => reader.lemma(w)),
    }));
  if (wanted.length === 0) return () => false;
  return (s) => {
    const text = s.text.toLowerCase();
    const lemmas = new Set(s.tokens.map((t) => t.lemma));
    return wanted.some(
      (t) => text.includes(t.phrase) || (t.lemmas.length > 0 && t.lemmas.every((l) => lemmas.has(l))),
    );
  };
}
