// generateStudyMaterial: chunking, the spread of counts, progress, the pause between remote calls and the
// quality pass — the same for every provider (spec 1 §9, DESIGN §6).

import {
  countWords,
  distributeCount,
  GENERATOR_DEFAULT_DIFFICULTY,
  GENERATOR_DEFAULT_FLASHCARDS,
  GENERATOR_DEFAULT_QUESTIONS,
  GENERATOR_DEFAULT_QUIZ_TYPE,
  type GeneratedSummary,
  generatedSummarySchema,
  messages,
  quizDifficulty,
  readingTimeMinutes,
  splitIntoChunksWithRest,
} from "@lectern/core";
import { throwIfAborted } from "./abort.ts";
import { assertLanguageSupported } from "./language.ts";
import { readableText } from "./local/input.ts";
import { refineFlashcards, refineQuestions } from "./quality.ts";
import type {
  CardDifficulty,
  ChunkBase,
  ChunkProvider,
  DroppedItems,
  GenerationCoverage,
  GenerationHooks,
  GenerationKind,
  GenerationOptions,
  GenerationResult,
  QuizType,
  SourceNote,
} from "./types.ts";

// The package runs in Node and in browser workers without either's type definitions (see GenerationSignal).
declare const setTimeout: (callback: () => void, ms: number) => unknown;
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Makes quiz questions, flashcards, a summary or enhanced content from a note with the given provider.
 * Quiz, flashcards and enhance go chunk by chunk (splitIntoChunks), the requested count spread with
 * distributeCount; progress is reported before each chunk and remote providers pause between calls. Every
 * item then passes the quality pass (grounded, valid, distinct, no leaked answer, capped at the request).
 * Empty content is refused with the spec's message (spec 1 §5).
 */
export async function generateStudyMaterial(
  provider: ChunkProvider,
  kind: GenerationKind,
  note: SourceNote,
  options: GenerationOptions = {},
  hooks: GenerationHooks = {},
): Promise<GenerationResult> {
  if (note.content.trim().length === 0) throw new Error(messages.generation.noteContentEmpty);
  const { onProgress, signal } = hooks;
  const named = { provider: provider.name, providerLabel: provider.label ?? provider.name };
  if (kind === "enhance") return enhanceNote(provider, note, hooks, named);
  // Every provider and the quality pass read the same text: HTML and Markdown reduced to plain lines, so no
  // tag or syntax reaches a card, and a source passage is grounded in the text the engine read (issue 16 §5).
  const readable = { ...note, content: readableText(note.content) };
  if (readable.content.trim().length === 0) throw new Error(messages.generation.noteContentEmpty);
  assertLanguageSupported(provider, readable.content);
  if (kind === "summary") {
    throwIfAborted(signal);
    onProgress?.({ current: 1, total: 1 });
    const summary = await provider.summary(readable, signal);
    throwIfAborted(signal);
    return { kind, summary: completeSummary(readable.content, summary), ...named, chunks: 1 };
  }

  const { chunks, rest } = splitIntoChunksWithRest(readable.content);
  const count = Math.max(
    0,
    Math.floor(
      options.count ?? (kind === "quiz" ? GENERATOR_DEFAULT_QUESTIONS : GENERATOR_DEFAULT_FLASHCARDS),
    ),
  );
  const counts = distributeCount(count, chunks.length);
  const run = { ...named, chunks: chunks.length, requested: count, ...coverageOf(readable.content, rest) };
  if (kind === "quiz") {
    const quizType: QuizType = options.quizType ?? GENERATOR_DEFAULT_QUIZ_TYPE;
    const selectedTopics = options.selectedTopics ?? [];
    const ask = (n: number[], h: GenerationHooks) =>
      eachChunk(provider, note.title, chunks, n, h, (base, numQuestions) =>
        provider.questions({ ...base, numQuestions, quizType, selectedTopics }, signal),
      );
    const { items: questions, dropped } = await withTopUp(provider, counts, count, hooks, ask, (items) =>
      refineQuestions(readable.content, items, count, provider.keyCheck),
    );
    return {
      kind,
      questions,
      difficulty: quizDifficulty(readable.content),
      ...run,
      dropped,
    };
  }
  const difficulty: CardDifficulty = options.difficulty ?? GENERATOR_DEFAULT_DIFFICULTY;
  const ask = (n: number[], h: GenerationHooks) =>
    eachChunk(provider, note.title, chunks, n, h, (base, maxCards) =>
      provider.flashcards({ ...base, maxCards, difficulty }, signal),
    );
  const { items: flashcards, dropped } = await withTopUp(provider, counts, count, hooks, ask, (items) =>
    refineFlashcards(readable.content, items, count, difficulty),
  );
  return { kind, flashcards, ...run, dropped };
}

/**
 * How much of the text was read when the 10-chunk cap (AI_MAX_CHUNKS, spec 1 §9) left `rest` out; nothing
 * when the whole text was read (issue 16: a screen says which part was used).
 */
export function coverageOf(text: string, rest: string): { coverage?: GenerationCoverage } {
  if (!rest) return {};
  const totalChars = text.trim().length;
  return { coverage: { usedChars: totalChars - rest.length, totalChars } };
}

/**
 * Enhance, chunk by chunk. It rewrites the note as written (Markdown and all), so it reads the original text;
 * the language is judged on the readable text, as for the other kinds.
 */
async function enhanceNote(
  provider: ChunkProvider,
  note: SourceNote,
  hooks: GenerationHooks,
  named: { provider: string; providerLabel: string },
): Promise<GenerationResult> {
  assertLanguageSupported(provider, readableText(note.content));
  const { chunks, rest } = splitIntoChunksWithRest(note.content);
  const outputs = await eachChunk(
    provider,
    note.title,
    chunks,
    chunks.map(() => 1),
    hooks,
    (base) => provider.enhance(base, hooks.signal),
  );
  // Enhancing never loses content: a chunk the provider returned empty keeps its text, and the text beyond
  // the 10-chunk cap (spec 1 §9) follows as it was written.
  const parts = outputs.map((out, i) => (typeof out === "string" && out.trim() ? out.trim() : chunks[i]));
  if (rest) parts.push(rest);
  return {
    kind: "enhance",
    enhancedContent: joinEnhanced(note.content, [...chunks, ...(rest ? [rest] : [])], parts as string[]),
    ...named,
    chunks: chunks.length,
  };
}

/**
 * Runs the chunk calls and the quality pass. When the pass leaves fewer items than requested and the provider
 * needs no pause between calls (the local engine: cheap, deterministic, cached), one more round asks every
 * chunk for its share plus the shortfall; the new items queue behind the first ones, so the even spread of
 * spec 1 §9 still decides who comes first. Remote providers get no second round (cost, time, the pause).
 * `dropped` reports the first round: what the provider made, not how the top-up went.
 */
async function withTopUp<T>(
  provider: ChunkProvider,
  counts: number[],
  count: number,
  hooks: GenerationHooks,
  ask: (counts: number[], hooks: GenerationHooks) => Promise<unknown[]>,
  refine: (items: unknown[]) => { items: T[]; dropped: DroppedItems },
): Promise<{ items: T[]; dropped: DroppedItems }> {
  const first = flatItems(await ask(counts, hooks));
  const result = refine(first);
  const shortfall = count - result.items.length;
  if (shortfall <= 0 || provider.pauseBetweenChunksMs > 0) return result;
  const more = flatItems(
    await ask(
      counts.map((n) => n + shortfall),
      { signal: hooks.signal },
    ),
  );
  return { items: refine([...first, ...more]).items, dropped: result.dropped };
}

/** The items of every chunk's answer; an answer that is not a list (a misbehaving provider) counts as none. */
const flatItems = (outputs: unknown[]): unknown[] =>
  outputs.flatMap((out) => (Array.isArray(out) ? out : []));

/** Calls `work` for every chunk whose count is above zero, in order, pausing between calls for remote providers. */
async function eachChunk<R>(
  provider: ChunkProvider,
  noteTitle: string,
  chunks: string[],
  counts: number[],
  { onProgress, signal, sleep = realSleep }: GenerationHooks,
  work: (base: ChunkBase, count: number) => Promise<R>,
): Promise<(R | undefined)[]> {
  const outputs: (R | undefined)[] = [];
  let calls = 0;
  for (const [chunkIndex, chunkContent] of chunks.entries()) {
    throwIfAborted(signal);
    onProgress?.({ current: chunkIndex + 1, total: chunks.length });
    const n = counts[chunkIndex] ?? 0;
    if (n <= 0) {
      outputs.push(undefined);
      continue;
    }
    if (calls > 0 && provider.pauseBetweenChunksMs > 0) await sleep(provider.pauseBetweenChunksMs);
    throwIfAborted(signal);
    outputs.push(await work({ noteTitle, chunkContent, chunkIndex, totalChunks: chunks.length }, n));
    calls += 1;
  }
  throwIfAborted(signal);
  return outputs;
}

/**
 * The enhanced chunks as one text: a blank line between two chunks, except where the chunking cut one run of
 * characters in two (spec 1 §9's hard cut of a passage over AI_CHUNK_CHARS, e.g. a pasted image): there the
 * pieces join again as they were, so the run comes back whole.
 */
function joinEnhanced(content: string, chunks: string[], parts: string[]): string {
  let text = parts[0] ?? "";
  for (let i = 1; i < parts.length; i++) {
    const before = chunks[i - 1] ?? "";
    const after = chunks[i] ?? "";
    const cut =
      /\S$/.test(before) && /^\S/.test(after) && content.includes(before.slice(-32) + after.slice(0, 32));
    text += (cut ? "" : "\n\n") + parts[i];
  }
  return text;
}

/**
 * A provider's summary with the counts that are facts of the note rather than the provider's opinion: word
 * count and reading time (READING_WORDS_PER_MINUTE) are computed from the note's content.
 */
function completeSummary(content: string, summary: GeneratedSummary): GeneratedSummary {
  return generatedSummarySchema.parse({
    ...summary,
    wordCount: countWords(content),
    readingTime: readingTimeMinutes(content),
  });
}
