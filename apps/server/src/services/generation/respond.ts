import { GENERATION_STREAM_MEDIA_TYPE, type GenerationStreamLine } from "@lectern/core";
import type { GenerationKind, GenerationProgress } from "@lectern/generator";
import type { Context } from "hono";
import { AiCallError } from "../../ai/errors.ts";
import type { AppEnv } from "../../app.ts";
import { errorBody, sendError } from "../../http/errors.ts";
import { requestMetrics } from "../../http/request-context.ts";
import type { GenerationOutcome } from "../metrics.ts";
import { failureOf, isUnexpected } from "./failures.ts";

export type RunHooks = { onProgress: (progress: GenerationProgress) => void; signal: AbortSignal };
export type Run<Result extends object> = (hooks: RunHooks) => Promise<Result>;

/** Whether the caller asked for progress lines (Accept: application/x-ndjson). */
export function wantsProgress(c: Context): boolean {
  return (c.req.header("accept") ?? "").includes(GENERATION_STREAM_MEDIA_TYPE);
}

/**
 * Runs the work of a generation call and answers it: as one JSON object, or — when the caller asked for
 * progress — as NDJSON, with a {"type":"progress",current,total} line per chunk and then exactly one result
 * or error line. The run is cancelled when the caller goes away.
 */
export async function respondWithRun<Result extends object>(
  c: Context<AppEnv>,
  kind: GenerationKind,
  run: Run<Result>,
): Promise<Response> {
  const cancel = new AbortController();
  const clientGone = c.req.raw.signal;
  const onGone = () => cancel.abort(clientGone.reason);
  clientGone?.addEventListener("abort", onGone, { once: true });
  const { logger, config } = c.get("deps");
  const count = (outcome: GenerationOutcome) =>
    requestMetrics()?.countGenerationJob(kind, config.ai.provider, outcome);
  const logFailure = (error: unknown) => {
    count(cancel.signal.aborted ? "cancelled" : "failed");
    if (cancel.signal.aborted) return;
    if (isUnexpected(error)) logger.error({ err: error, kind }, "generation failed");
    // The provider's own words (its error body) stay in this log; the user gets our message (issue 18 §3).
    else if (error instanceof AiCallError) logger.warn({ err: error, kind }, "generation provider failed");
  };

  if (!wantsProgress(c)) {
    try {
      const result = await run({ onProgress: () => {}, signal: cancel.signal });
      count("succeeded");
      return c.json(result);
    } catch (error) {
      logFailure(error);
      const failure = failureOf(kind, error);
      return sendError(c, failure.status, failure.error, failure.details);
    } finally {
      clientGone?.removeEventListener("abort", onGone);
    }
  }

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: GenerationStreamLine<Result>) => {
        if (cancel.signal.aborted) return;
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      try {
        const result = await run({
          onProgress: ({ current, total }) => send({ type: "progress", current, total }),
          signal: cancel.signal,
        });
        count("succeeded");
        send({ type: "result", ...result });
      } catch (error) {
        logFailure(error);
        const failure = failureOf(kind, error);
        send({ type: "error", status: failure.status, ...errorBody(failure.error, failure.details) });
      } finally {
        clientGone?.removeEventListener("abort", onGone);
        if (!cancel.signal.aborted) controller.close(); // a cancelled stream is closed already
      }
    },
    cancel(reason) {
      cancel.abort(reason);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": `${GENERATION_STREAM_MEDIA_TYPE}; charset=utf-8`,
      "cache-control": "no-store",
    },
  });
}
