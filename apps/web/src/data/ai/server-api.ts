// The generation calls of our server (spec 1 §7, issue 8): POST /api/ai/*, answered as a stream of progress
// lines and one result (application/x-ndjson), or as one JSON body by a server that does not stream.

// Relative: the unit test runs without the app's "@/" alias.
import { reportUnauthorized } from "../auth/session-expiry";
import {
  AnswerLostError,
  failedAnswerMessage,
  GenerationError,
  ServerUnreachableError,
  wrapGenerationError,
} from "./errors";
import { readNdjson } from "./ndjson";
import type { GenerationKind, GenerationProgress, GenerationRequest } from "./types";

const PATHS: Record<GenerationKind, string> = {
  quiz: "/api/ai/generate-quiz",
  flashcards: "/api/ai/create-flashcards",
  summary: "/api/ai/generate-summary",
  enhance: "/api/ai/enhance-content",
};

/**
 * The request body of each call (spec 1 §7 fields; a quiz also sends its time limit, saved with it). Calls that
 * save records send the run's request id, so the server saves one set per run however often it is asked.
 */
export function requestBody(request: GenerationRequest): Record<string, unknown> {
  const { id, title, content, tags } = request.note;
  const note = { id, title, content, tags };
  const run = request.requestId ? { requestId: request.requestId } : {};
  switch (request.kind) {
    case "flashcards":
      return { note, maxCards: request.maxCards, difficulty: request.difficulty, ...run };
    case "quiz":
      return {
        note,
        numQuestions: request.numQuestions,
        quizType: request.quizType,
        selectedTopics: request.selectedTopics,
        timeLimit: request.timeLimit,
        ...run,
      };
    case "summary":
      return { note, ...run };
    default:
      return { note };
  }
}

type Hooks = { onProgress?: (progress: GenerationProgress) => void; signal?: AbortSignal };

/**
 * Runs one generation on the server. Resolves with the answer's fields (results, provider, saved rows); throws a
 * GenerationError with the wrapped message, or ServerUnreachableError when no answer came at all.
 */
export async function generateOnServer(
  request: GenerationRequest,
  { onProgress, signal }: Hooks = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(PATHS[request.kind], {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/x-ndjson, application/json", "Content-Type": "application/json" },
      body: JSON.stringify(requestBody(request)),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ServerUnreachableError(error);
  }
  const fail = (status: number, body: unknown) =>
    new GenerationError(wrapGenerationError(request.kind, failedAnswerMessage(status, body)), status);

  if (!response.ok) {
    if (response.status === 401) reportUnauthorized();
    throw fail(response.status, await response.json().catch(() => null));
  }
  if (!(response.headers.get("Content-Type") ?? "").includes("ndjson") || !response.body) {
    return (await response.json()) as Record<string, unknown>;
  }
  try {
    for await (const line of readNdjson(response.body)) {
      if (!line || typeof line !== "object") continue;
      const message = line as { type?: string; current?: number; total?: number; status?: number };
      if (message.type === "progress" && typeof message.current === "number") {
        onProgress?.({ current: message.current, total: message.total ?? message.current });
      } else if (message.type === "result") {
        const { result } = line as { result?: unknown };
        return (result && typeof result === "object" ? result : line) as Record<string, unknown>;
      } else if (message.type === "error") {
        throw fail(message.status ?? 500, line);
      }
    }
  } catch (error) {
    if (error instanceof GenerationError || signal?.aborted) throw error;
    // The answer broke off mid-stream (connection lost, garbled line): the server may have saved the run. It is
    // asked again with the same request id, which it answers with that run's records (issue 13).
    throw new AnswerLostError(error);
  }
  // The stream ended without a result line.
  throw fail(502, null);
}

/** GET /api/ai/status: whether the server has a provider that can run; null when the server cannot be asked. */
export async function serverGenerationStatus(signal?: AbortSignal): Promise<{
  provider: string;
  available: boolean;
} | null> {
  try {
    const response = await fetch("/api/ai/status", { credentials: "same-origin", signal });
    // 503: the server is up but no provider of it can run.
    if (response.status === 503) return { provider: "", available: false };
    if (!response.ok) return null;
    const body = (await response.json()) as { provider?: unknown; available?: unknown };
    return { provider: String(body.provider ?? ""), available: body.available !== false };
  } catch {
    return null;
  }
}
