import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  AI_CHUNK_CHARS,
  AI_MAX_CHUNKS,
  countWords,
  type GeneratedFlashcard,
  type GeneratedQuestion,
  messages,
  readingTimeMinutes,
} from "@lectern/core";
import type { ChunkProvider, GenerationSignal } from "@lectern/generator";
import { APICallError, generateText, NoObjectGeneratedError, Output, type Schema } from "ai";
import type { AiConfig } from "../config.ts";
import { AiCallError } from "./errors.ts";
import {
  ENHANCE_SYSTEM_PROMPT,
  enhancePrompt,
  flashcardsPrompt,
  questionsPrompt,
  SYSTEM_PROMPT,
  summaryPrompt,
} from "./prompts.ts";
import { abortableSleep, type Sleep, withRetries } from "./retry.ts";
import { flashcardsOutput, questionsOutput, summaryOutput } from "./schemas.ts";

/** Reported as `provider` in answers. */
export const OPENAI_PROVIDER_NAME = "openai";
/** Longest excerpt of a failed answer kept as `details`, for the server log only (issue 18 §3). */
const DETAILS_MAX_CHARS = 500;

/** One model call: a system text, a prompt and, for a JSON answer, the schema it is read with. */
export type ModelRequest<T> = { system: string; prompt: string; output?: Schema<T> };

/**
 * Calls to the configured OpenAI-compatible model, shared by the provider and the answer-key check (issue 15):
 * each call bounded by `timeoutMs`, 429 and 5xx retried with backoff, every failure an AiCallError.
 */
export function createOpenAiCaller(config: AiConfig, sleep: Sleep = abortableSleep) {
  const openai = createOpenAICompatible({
    name: OPENAI_PROVIDER_NAME,
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  });
  const model = openai.chatModel(config.model);

  /** One model call with the timeout, the retries and the error mapping. */
  async function call<T>(
    request: ModelRequest<T>,
    signal: GenerationSignal | undefined,
  ): Promise<{ text: string; output: T | undefined }> {
    const outer = signal instanceof AbortSignal ? signal : undefined;
    return withRetries(
      async () => {
        const timeout = AbortSignal.timeout(config.timeoutMs);
        try {
          const result = await generateText({
            model,
            system: request.system,
            prompt: request.prompt,
            ...(request.output ? { output: Output.object({ schema: request.output }) } : {}),
            maxRetries: 0,
            abortSignal: outer ? AbortSignal.any([outer, timeout]) : timeout,
          });
          return { text: result.text, output: request.output ? (result.output as T) : undefined };
        } catch (error) {
          if (timeout.aborted && !outer?.aborted) {
            throw new AiCallError("timeout", messages.generation.aiTimedOut(config.timeoutMs / 1000));
          }
          throw error;
        }
      },
      { maxRetries: config.maxRetries, baseMs: config.retryBaseMs, sleep, signal: outer },
    ).catch((error: unknown) => {
      throw outer?.aborted ? error : toAiCallError(error);
    });
  }

  async function structured<T>(system: string, prompt: string, output: Schema<T>, signal?: GenerationSignal) {
    const { output: value } = await call({ system, prompt, output }, signal);
    if (value === undefined) throw new AiCallError("unreadable", messages.generation.aiUnreadableAnswer);
    return value;
  }

  return { call, structured };
}

/**
 * The `openai` provider (issue 8 §3): any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM,
 * llama.cpp server, LM Studio, OpenRouter) through the AI SDK, with structured output for questions, cards
 * and summaries and plain text for enhance. Each call is bounded by `timeoutMs`; 429 and 5xx answers are
 * retried with backoff; every failure becomes an AiCallError with a readable reason.
 */
export function createOpenAiProvider(config: AiConfig, sleep: Sleep = abortableSleep): ChunkProvider {
  const { call, structured } = createOpenAiCaller(config, sleep);

  return {
    name: OPENAI_PROVIDER_NAME,
    // issue 16: messages name the model, never the provider id
    label: config.model,
    pauseBetweenChunksMs: config.chunkPauseMs,
    async questions(input, signal) {
      const { questions } = await structured(SYSTEM_PROMPT, questionsPrompt(input), questionsOutput, signal);
      // ids are ours, not the model's; the quality pass checks every other field
      return questions.map((q, i) => ({ ...q, id: `q${i + 1}` }) as unknown as GeneratedQuestion);
    },
    async flashcards(input, signal) {
      const { flashcards } = await structured(
        SYSTEM_PROMPT,
        flashcardsPrompt(input),
        flashcardsOutput,
        signal,
      );
      return flashcards as unknown as GeneratedFlashcard[];
    },
    async summary(note, signal) {
      // spec 1 §9: no more of a note than its first AI_MAX_CHUNKS chunks goes to a model
      const content = note.content.slice(0, AI_CHUNK_CHARS * AI_MAX_CHUNKS);
      const summary = await structured(SYSTEM_PROMPT, summaryPrompt(note, content), summaryOutput, signal);
      return {
        ...summary,
        wordCount: countWords(note.content),
        readingTime: readingTimeMinutes(note.content),
      };
    },
    async enhance(input, signal) {
      const { text } = await call({ system: ENHANCE_SYSTEM_PROMPT, prompt: enhancePrompt(input) }, signal);
      return stripCodeFence(text);
    },
  };
}

/** What went wrong, for the user: the status of a refused call, no answer at all, or an answer we cannot read. */
export function toAiCallError(error: unknown): AiCallError {
  if (error instanceof AiCallError) return error;
  if (APICallError.isInstance(error)) {
    if (error.statusCode === undefined) return new AiCallError("upstream", messages.generation.aiUnreachable);
    return new AiCallError(
      "upstream",
      messages.generation.httpError(error.statusCode),
      excerpt(error.responseBody ?? error.message),
    );
  }
  if (NoObjectGeneratedError.isInstance(error)) {
    return new AiCallError("unreadable", messages.generation.aiUnreadableAnswer, excerpt(error.text ?? ""));
  }
  return new AiCallError(
    "unreadable",
    messages.generation.aiUnreadableAnswer,
    excerpt(error instanceof Error ? error.message : String(error)),
  );
}

function excerpt(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return trimmed.length > DETAILS_MAX_CHARS ? `${trimmed.slice(0, DETAILS_MAX_CHARS)}…` : trimmed;
}

/** Some models wrap plain answers in ``` fences despite being asked not to. */
function stripCodeFence(text: string): string {
  const fenced = /^```[\w-]*\n([\s\S]*?)\n```$/.exec(text.trim());
  return (fenced?.[1] ?? text).trim();
}
