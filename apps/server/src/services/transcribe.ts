import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { z } from "zod";
import type { TranscribeConfig } from "../config.ts";
import { ApiError } from "../http/errors.ts";

/** What the browser gets back: the same shape as its own engine's result (spec 1 §3: text and seconds). */
export type ServerTranscription = {
  text: string;
  segments: Array<{ text: string; start: number; end: number }>;
};

export type AudioUpload = { filename: string; contentType: string; body: ReadableStream<Uint8Array> };

export const NOT_CONFIGURED = "Server transcription is not configured on this server";

// An OpenAI-compatible `verbose_json` answer (OpenAI, faster-whisper-server / speaches, whisper.cpp server, …).
const verboseJson = z.object({
  text: z.string(),
  segments: z
    .array(z.object({ start: z.number(), end: z.number(), text: z.string() }))
    .nullish()
    .transform((s) => s ?? []),
});

/**
 * A refusal by the transcription service: the user reads our message; the service's own words (`upstream`) are
 * only logged (app.ts logs every 5xx ApiError with its fields), never answered (issue 18 §3).
 */
export class UpstreamFailure extends ApiError {
  constructor(
    status: 502,
    message: string,
    readonly upstream: string | undefined,
  ) {
    super(status, message);
  }
}

/**
 * Sends one audio file to `${baseUrl}/v1/audio/transcriptions` as it arrives (the upload is streamed through,
 * never held whole in memory) and answers its segments. Upstream trouble becomes a 502 (504 after
 * `timeoutMs`) with a message that says what went wrong; `signal` ends the call early.
 */
export async function transcribeUpstream(
  config: TranscribeConfig,
  upload: AudioUpload,
  signal?: AbortSignal,
): Promise<ServerTranscription> {
  if (!config.baseUrl) throw new ApiError(404, NOT_CONFIGURED);
  const url = new URL(`${config.baseUrl}/v1/audio/transcriptions`);
  const boundary = `lectern-${randomBytes(12).toString("hex")}`;
  const headers: Record<string, string> = {
    "content-type": `multipart/form-data; boundary=${boundary}`,
    accept: "application/json",
  };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let answer: { status: number; body: string };
  try {
    answer = await post(url, headers, multipartBody(boundary, config.model, upload), combined);
  } catch (error) {
    // The upload itself was refused on the way through (e.g. it grew past 100 MB): that answer stands.
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw signal.reason ?? error;
    if (timeout.aborted) {
      throw new ApiError(504, `The transcription service did not answer within ${config.timeoutMs / 1000} s`);
    }
    throw new ApiError(502, `The transcription service could not be reached (${describe(error)})`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new UpstreamFailure(
      502,
      `The transcription service failed (HTTP ${answer.status})`,
      upstreamMessage(answer.body),
    );
  }
  let parsed: z.infer<typeof verboseJson>;
  try {
    parsed = verboseJson.parse(JSON.parse(answer.body));
  } catch {
    throw new ApiError(502, "The transcription service answered something that is not a transcription");
  }
  const segments = parsed.segments
    .map((s) => ({ text: s.text.trim(), start: s.start, end: Math.max(s.start, s.end) }))
    .filter((s) => s.text !== "");
  return { text: parsed.text.trim(), segments };
}

/** model, response_format, timestamp_granularities[] and the file, framed as multipart/form-data. */
function multipartBody(boundary: string, model: string, upload: AudioUpload): Readable {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field("model", model) +
    field("response_format", "verbose_json") +
    field("timestamp_granularities[]", "segment") +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(upload.filename)}"\r\n` +
    `Content-Type: ${upload.contentType.replace(/[\r\n]/g, "")}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  async function* parts() {
    yield Buffer.from(head);
    for await (const chunk of Readable.fromWeb(upload.body as import("node:stream/web").ReadableStream)) {
      yield chunk as Buffer;
    }
    yield Buffer.from(tail);
  }
  return Readable.from(parts());
}

const quoted = (name: string) => name.replace(/["\r\n\\]/g, "_");

/**
 * node:http rather than fetch: fetch gives up when response headers take over 5 minutes, and a long lecture can
 * take longer than that to transcribe.
 */
function post(url: URL, headers: Record<string, string>, body: Readable, signal: AbortSignal) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: "POST", headers, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    body.on("error", (error) => request.destroy(error));
    body.pipe(request);
  });
}

/** The service's own explanation, for the log. */
function upstreamMessage(body: string): string | undefined {
  try {
    const json = JSON.parse(body) as {
      error?: { message?: unknown } | string;
      detail?: unknown;
      message?: unknown;
    };
    const message =
      typeof json.error === "string"
        ? json.error
        : (json.error?.message ?? (typeof json.detail === "string" ? json.detail : json.message));
    if (typeof message === "string" && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // not JSON: the raw start of it
  }
  return body.trim().slice(0, 300) || undefined;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause;
  const code = (error as { code?: string })?.code ?? cause?.code;
  return code ?? (error instanceof Error ? error.message : String(error));
}
