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
import { noneDropped, refineFlashcards, refineQuestions } from "./quality.ts";
import { askCounts, type Keyed, quotasByLength, spreadItems, withoutRepeatsAcrossChunks } from "./spread.ts";
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
  const run = { ...named, chunks: chunks.length, requested: count, ...coverageOf(readable.content, rest) };
  if (kind === "quiz") {
    const quizType: QuizType = options.quizType ?? GENERATOR_DEFAULT_QUIZ_TYPE;
    const selectedTopics = options.selectedTopics ?? [];
    const ask = (n: number[], h: GenerationHooks) =>
      eachChunk(provider, note.title, chunks, n, h, (base, numQuestions) =>
        provider.questions({ ...base, numQuestions, quizType, selectedTopics }, signal),
      );
    const { items, dropped } = await spreadRun(
      provider,
      chunks,
      count,
      hooks,
      ask,
      (chunkItems) => refineQuestions(readable.content, chunkItems, count, provider.keyCheck),
      (q) => ({ prompt: q.question, answer: q.correctAnswer, source: q.source }),
    );
    // ids unique across chunks: q1, q2… in the order kept
    const questions = items.map((q, i) => ({ ...q, id: `q${i + 1}` }));
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
  const { items: flashcards, dropped } = await spreadRun(
    provider,
    chunks,
    count,
    hooks,
    ask,
    (chunkItems) => refineFlashcards(readable.content, chunkItems, count, difficulty),
    (card) => ({ prompt: card.front, answer: card.back, source: card.source }),
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
 * Runs the chunk calls and the quality pass, and keeps items from the whole note in proportion to its length
 * (spread.ts, issue 16 §2). A remote provider is asked spec 1 §9's shares (cost, time, the pause); a pause-free
 * one (the local engine: cheap, deterministic, cached) is asked each chunk's quota plus headroom. Each chunk's
 * items pass the quality pass on their own, then an item that means the same as one of an earlier chunk goes
 * (sameMeaning), then each chunk gives up to its quota, the chunks with items to spare making up the rest. When
 * that leaves fewer than requested, a pause-free provider gets one more round with every chunk asked for the
 * shortfall more. `dropped` reports the first round: what the provider made, not how the top-up went.
 */
async function spreadRun<T>(
  provider: ChunkProvider,
  chunks: string[],
  count: number,
  hooks: GenerationHooks,
  ask: (counts: number[], hooks: GenerationHooks) => Promise<unknown[]>,
  refine: (items: unknown[]) => { items: T[]; dropped: DroppedItems },
  keyed: (item: T) => Keyed,
): Promise<{ items: T[]; dropped: DroppedItems }> {
  const quotas = quotasByLength(
    chunks.map((chunk) => chunk.length),
    count,
  );
  const specCounts = distributeCount(count, chunks.length);
  const local = provider.pauseBetweenChunksMs <= 0;
  const first = perChunkItems(await ask(local ? askCounts(quotas, specCounts) : specCounts, hooks));
  const result = keepSpread(first, quotas, count, refine, keyed);
  const shortfall = count - result.items.length;
  if (shortfall <= 0 || !local) return result;
  const counts = askCounts(quotas, specCounts).map((n) => n + shortfall);
  const more = perChunkItems(await ask(counts, { signal: hooks.signal }));
  // the second round's items queue behind the first round's in each chunk
  const both = first.map((items, i) => [...items, ...(more[i] ?? [])]);
  return { items: keepSpread(both, quotas, count, refine, keyed).items, dropped: result.dropped };
}

/** The quality pass per chunk, repeats across chunks out, then the spread (see spreadRun). */
function keepSpread<T>(
  perChunk: unknown[][],
  quotas: number[],
  count: number,
  refine: (items: unknown[]) => { items: T[]; dropped: DroppedItems },
  keyed: (item: T) => Keyed,
): { items: T[]; dropped: DroppedItems } {
  const passes = perChunk.map((items) => refine(items));
  const dropped = passes.reduce((all, pass) => addDropped(all, pass.dropped), noneDropped());
  const distinct = withoutRepeatsAcrossChunks(
    passes.map((pass) => pass.items),
    keyed,
  );
  const items = spreadItems(distinct.perChunk, quotas, count);
  const kept = distinct.perChunk.reduce((n, list) => n + list.length, 0);
  return {
    items,
    dropped: {
      ...dropped,
      duplicates: dropped.duplicates + distinct.repeats,
      overCap: dropped.overCap + kept - items.length,
    },
  };
}

const addDropped = (a: DroppedItems, b: DroppedItems): DroppedItems => ({
  ungrounded: a.ungrounded + b.ungrounded,
  invalid: a.invalid + b.invalid,
  duplicates: a.duplicates + b.duplicates,
  leaks: a.leaks + b.leaks,
  overCap: a.overCap + b.overCap,
  keys: a.keys + b.keys,
});

/** Every chunk's answer as a list; an answer that is not a list (a misbehaving provider) counts as none. */
const perChunkItems = (outputs: unknown[]): unknown[][] =>
  outputs.map((out) => (Array.isArray(out) ? out : []));

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
