import { GENERATION_STREAM_MEDIA_TYPE, type GenerationStreamLine } from "@lectern/core";
import type { GenerationKind, GenerationProgress } from "@lectern/generator";
import type { Context } from "hono";
import type { AppEnv } from "../../app.ts";
import { errorBody, sendError } from "../../http/errors.ts";
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
  const logFailure = (error: unknown) => {
    if (isUnexpected(error) && !cancel.signal.aborted) {
      c.get("deps").logger.error({ err: error, kind }, "generation failed");
    }
  };

  if (!wantsProgress(c)) {
    try {
      return c.json(await run({ onProgress: () => {}, signal: cancel.signal }));
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
