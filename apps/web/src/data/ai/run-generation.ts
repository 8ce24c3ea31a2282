// One generation from a screen's request to saved study material (issue 8): on our server when it can be
// reached and has a provider, else with the local engine in this browser; the results are saved either way.

import {
  AI_MAX_CHUNKS,
  generatedSummarySchema,
  messages,
  newId,
  QUIZ_TIME_LIMIT_DEFAULT_MIN,
} from "@lectern/core";
import type { GenerationResult } from "@lectern/generator";
import { getCurrentDatabase } from "@/data/db";
import { requestSync } from "@/data/sync";
import { askServer } from "./ask-server";
import { DeviceEngineUnavailableError, generateOnDevice } from "./device-engine";
import { GenerationError, isAbortError, wrapGenerationError } from "./errors";
import { coverageOf, providerLabelOf, type RunCounts, runNotices } from "./notices";
import { pickEngine } from "./pick-engine";
import {
  keepServerRows,
  saveFlashcardsOnDevice,
  saveQuizOnDevice,
  saveSummaryOnDevice,
} from "./save-on-device";
import { generateOnServer, serverGenerationStatus } from "./server-api";
import type {
  GenerationEngine,
  GenerationOptions,
  GenerationOutcome,
  GenerationProgress,
  GenerationRequest,
} from "./types";

export type GenerationStage = "preparing" | "loading" | "analysing";

export interface RunHooks {
  /** Whether the app is online now (the connectivity monitor's view). */
  online: boolean;
  onStage?: (stage: GenerationStage, engine?: GenerationEngine) => void;
  onProgress?: (progress: GenerationProgress) => void;
  signal?: AbortSignal;
}

async function notePending(id: string | undefined): Promise<boolean> {
  const db = getCurrentDatabase();
  if (!db || !id) return false;
  const note = await db.records("notes").get(id);
  return note?.pending === 1;
}

export async function runGeneration(
  { requestId, ...fields }: GenerationRequest,
  hooks: RunHooks,
): Promise<GenerationOutcome> {
  // One id for the whole run: the server call, its retry and the device's fallback (issue 13).
  const request = { ...fields, requestId: requestId ?? newId() } as GenerationRequest & { requestId: string };
  hooks.onStage?.("preparing");
  let engine: GenerationEngine = "device";
  if (hooks.online) {
    // spec 2 §4 "loading note content if needed": the server must hold the note as this device has it.
    let pending = await notePending(request.note.id);
    if (pending) {
      hooks.onStage?.("loading");
      await requestSync();
      pending = await notePending(request.note.id);
    }
    const status = pending ? null : await serverGenerationStatus(hooks.signal);
    engine = pickEngine({ online: true, notePending: pending, serverAvailable: status?.available ?? null });
  }
  hooks.signal?.throwIfAborted();

  if (engine === "server") {
    hooks.onStage?.("analysing", "server");
    // The connection went between the status check and the answer: the device takes over.
    const outcome = await askServer(() => onServer(request, hooks), hooks.signal);
    if (outcome) return outcome;
  }
  hooks.onStage?.("analysing", "device");
  return onDevice(request, hooks);
}

const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The notices of a server answer: from its counts and coverage by the device's own rules (so both engines say
 * the same), else — an answer without `requested` (an older server) — its message as it came.
 */
function serverNotices(
  answer: Record<string, unknown>,
  counts: Omit<RunCounts, "requested" | "chunks"> | null,
) {
  const message = typeof answer.message === "string" && answer.message ? [answer.message] : [];
  if (!counts || typeof answer.requested !== "number") return message;
  // A coverage is only there when the note went past the cap: then the cap's parts were read.
  return runNotices({ ...counts, requested: answer.requested, chunks: AI_MAX_CHUNKS });
}

async function onServer(request: GenerationRequest, hooks: RunHooks): Promise<GenerationOutcome> {
  const answer = await generateOnServer(request, hooks);
  const provider = typeof answer.provider === "string" ? answer.provider : "server";
  const requested = typeof answer.requested === "number" ? { requested: answer.requested } : {};
  const coverage = coverageOf(answer.coverage);
  const base = {
    provider,
    providerLabel: providerLabelOf(provider, answer.providerLabel),
    engine: "server" as const,
    notices: serverNotices(answer, null),
  };
  const fail = (message: string) => new GenerationError(wrapGenerationError(request.kind, message));
  let outcome: GenerationOutcome;
  switch (request.kind) {
    case "flashcards": {
      const cards = array(answer.flashcards);
      if (!cards.length) throw fail(messages.generation.noFlashcardsGenerated);
      await keepServerRows("flashcards", cards);
      const notices = serverNotices(answer, { kind: "flashcards", made: cards.length, coverage });
      outcome = { ...base, notices, kind: "flashcards", count: cards.length, ...requested };
      break;
    }
    case "quiz": {
      const questions = array(answer.questions);
      if (!questions.length) throw fail(messages.generation.noQuestionsGenerated);
      const quiz = answer.quiz as { id?: unknown } | undefined;
      if (!quiz || typeof quiz.id !== "string") throw fail(messages.generation.noQuizData);
      await keepServerRows("quizzes", [quiz]);
      const dropped = typeof answer.dropped === "number" ? answer.dropped : 0;
      const made = questions.length;
      const notices = serverNotices(answer, { kind: "questions", made, dropped, coverage });
      outcome = {
        ...base,
        notices,
        kind: "quiz",
        quizId: quiz.id,
        questionCount: made,
        dropped,
        ...requested,
      };
      break;
    }
    case "summary": {
      const summary = generatedSummarySchema.safeParse(answer.summary);
      if (!summary.success) throw fail(messages.generation.httpError(502));
      if (answer.saved) await keepServerRows("summaries", [answer.saved]);
      outcome = { ...base, kind: "summary", summary: summary.data };
      break;
    }
    case "enhance": {
      const text = answer.enhancedContent;
      if (typeof text !== "string" || !text.trim()) throw fail(messages.generation.httpError(502));
      outcome = { ...base, kind: "enhance", enhancedContent: text };
      break;
    }
  }
  // Anything else the server saved (and the rows above, for other devices' sake) comes with a sync.
  void requestSync();
  return outcome;
}

function deviceOptions(request: GenerationRequest): GenerationOptions {
  switch (request.kind) {
    case "flashcards":
      return { count: request.maxCards, difficulty: request.difficulty };
    case "quiz":
      return {
        count: request.numQuestions,
        quizType: request.quizType,
        selectedTopics: request.selectedTopics,
      };
    default:
      return {};
  }
}

async function onDevice(
  request: GenerationRequest & { requestId: string },
  hooks: RunHooks,
): Promise<GenerationOutcome> {
  const { kind, note, requestId } = request;
  const fail = (message: string) => new GenerationError(wrapGenerationError(kind, message));
  // The server refuses an empty note (spec 1 §5); the device says the same.
  if (!note.content.trim()) throw fail(messages.generation.noteContentEmpty);
  let result: GenerationResult;
  try {
    result = await generateOnDevice(kind, note, deviceOptions(request), hooks);
  } catch (error) {
    if (isAbortError(error)) throw error;
    // No engine can run: offline, that is the spec's message (spec 2 §6).
    if (error instanceof DeviceEngineUnavailableError && !hooks.online) {
      throw new GenerationError(messages.notes.aiToolsOffline);
    }
    throw fail(error instanceof Error ? error.message : String(error));
  }
  const base = {
    provider: result.provider,
    providerLabel: providerLabelOf(result.provider, result.providerLabel),
    engine: "device" as const,
    notices: [] as string[],
  };
  switch (result.kind) {
    case "flashcards": {
      if (!result.flashcards.length) throw fail(messages.generation.noFlashcardsGenerated);
      const count = await saveFlashcardsOnDevice(note, result.flashcards, requestId);
      const { requested, coverage, chunks } = result;
      const notices = runNotices({ kind: "flashcards", made: count, requested, coverage, chunks });
      return { ...base, notices, kind: "flashcards", count, requested };
    }
    case "quiz": {
      if (!result.questions.length) throw fail(messages.generation.noQuestionsGenerated);
      const timeLimit = request.kind === "quiz" ? request.timeLimit : QUIZ_TIME_LIMIT_DEFAULT_MIN;
      const quizId = await saveQuizOnDevice(note, result.questions, timeLimit, result.difficulty, requestId);
      // The device's engine checks its keys too (issue 15): what it left out is shown as on the server's path.
      const dropped = result.dropped.keys;
      const { requested, coverage, chunks } = result;
      const made = result.questions.length;
      const notices = runNotices({ kind: "questions", made, requested, dropped, coverage, chunks });
      return { ...base, notices, kind: "quiz", quizId, questionCount: made, requested, dropped };
    }
    case "summary":
      await saveSummaryOnDevice(note, result.summary);
      return { ...base, kind: "summary", summary: result.summary };
    case "enhance":
      return { ...base, kind: "enhance", enhancedContent: result.enhancedContent };
  }
}
