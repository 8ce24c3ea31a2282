import { AUDIO_MAX_BYTES, isAllowedAudioType, messages } from "@lectern/core";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../app.ts";
import { requireUser } from "../auth/session.ts";
import { ApiError } from "../http/errors.ts";
import { NOT_CONFIGURED, transcribeUpstream } from "../services/transcribe.ts";
import { limitUsage, withSlot } from "../services/usage-limits.ts";

/** An upload under 100 MB plus the multipart framing around it (app.ts gives this route that body limit). */
export const TRANSCRIBE_BODY_LIMIT_BYTES = AUDIO_MAX_BYTES + 64 * 1024;

/** Without TRANSCRIBE_BASE_URL there is no server engine: 404 before anything else is asked. */
const requireConfigured: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("deps").config.transcribe.baseUrl) throw new ApiError(404, NOT_CONFIGURED);
  return next();
};

/**
 * The optional server speech engine (issue 7): offered when TRANSCRIBE_BASE_URL names an OpenAI-compatible
 * transcription service. The upload (multipart field `file`) is checked like the browser checks it (spec 1 §5)
 * and streamed through to that service as it arrives.
 */
export const transcribeRoutes = new Hono<AppEnv>()
  .get("/", (c) => c.json({ available: Boolean(c.get("deps").config.transcribe.baseUrl) }))
  // issue 18 §2: uploads per window and at once, per user; the slot is held from the upload's first byte to the
  // transcriber's answer, released on every path (answer, refusal, upstream failure, the client gone)
  .post("/", requireConfigured, requireUser, limitUsage("transcription"), async (c) => {
    const config = c.get("deps").config.transcribe;
    return withSlot(c, "transcription", async () => {
      const boundary = boundaryOf(c.req.header("content-type"));
      const body = c.req.raw.body;
      if (!boundary || !body) {
        if (body) await discardRest(body.getReader());
        throw new ApiError(400, messages.recording.invalidAudioFile);
      }
      const part = await readFilePart(body, boundary, "file");
      if (!part || !isAllowedAudioType({ name: part.filename, type: part.contentType })) {
        await part?.body.cancel();
        throw new ApiError(400, messages.recording.invalidAudioFile);
      }
      const result = await transcribeUpstream(
        config,
        { filename: part.filename, contentType: part.contentType, body: part.body.pipeThrough(sizeGuard()) },
        c.req.raw.signal,
      );
      return c.json(result);
    });
  });

/** Counts the file's bytes as they pass and stops the upload at 100 MB (spec 1 §5: 'under 100MB'). */
function sizeGuard() {
  let size = 0;
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size >= AUDIO_MAX_BYTES) controller.error(new ApiError(413, messages.recording.audioTooLarge));
      else controller.enqueue(chunk);
    },
  });
}

function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = (match?.[1] ?? match?.[2])?.trim();
  return boundary && boundary.length <= 200 ? boundary : null;
}

/**
 * Reads what is left of a request body we are done with (a refused upload's few bytes, the closing delimiter),
 * so the kept-alive connection can carry the client's next request. Cancelling would destroy the request and
 * that connection with it; only a rest over DISCARD_MAX_BYTES is cancelled (the client is still sending a big
 * file, and stopping it is worth a new connection).
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let left = DISCARD_MAX_BYTES;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left <= 0) return await reader.cancel();
    }
  } catch {
    // the client went away: nothing left to keep
  }
}

type FilePart = { filename: string; contentType: string; body: ReadableStream<Uint8Array> };

const CRLF2 = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;
const DISCARD_MAX_BYTES = 1024 * 1024;

/**
 * The multipart part named `field` (with a filename), its body as a stream that ends at the part's boundary.
 * Parts before it are skipped; nothing after it is read. Null when the body has no such part. Written here
 * because no installed library reads multipart as a stream (Hono's parseBody holds the whole body in memory).
 */
export async function readFilePart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  field: string,
): Promise<FilePart | null> {
  const reader = body.getReader();
  let ended = false;
  const finish = async () => {
    if (!ended) await discardRest(reader);
    ended = true;
  };

  // Every delimiter is CRLF "--" boundary; the body's first one has no CRLF before it, so one is assumed.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = Buffer.from("\r\n");
  const more = async () => {
    const { done, value } = await reader.read();
    if (done) ended = true;
    else buffer = Buffer.concat([buffer, value]);
    return !done;
  };
  const fail = async (): Promise<never> => {
    await finish();
    throw new ApiError(400, messages.recording.invalidAudioFile);
  };

  // Find the first delimiter, then walk part by part.
  let at = buffer.indexOf(delimiter);
  while (at < 0) {
    if (!(await more())) return fail();
    at = buffer.indexOf(delimiter);
    if (at < 0 && buffer.length > MAX_HEADER_BYTES)
      buffer = buffer.subarray(buffer.length - delimiter.length);
  }
  buffer = buffer.subarray(at + delimiter.length);
  for (;;) {
    while (buffer.length < 2) if (!(await more())) return fail();
    if (buffer.subarray(0, 2).toString() === "--") {
      await finish();
      return null; // the closing delimiter: no such part
    }
    let headerEnd = buffer.indexOf(CRLF2);
    while (headerEnd < 0) {
      if (buffer.length > MAX_HEADER_BYTES || !(await more())) return fail();
      headerEnd = buffer.indexOf(CRLF2);
    }
    const headers = parsePartHeaders(buffer.subarray(2, headerEnd).toString("utf8"));
    buffer = buffer.subarray(headerEnd + CRLF2.length);
    if (headers.name === field && headers.filename !== undefined) {
      return { filename: headers.filename, contentType: headers.contentType, body: partBody() };
    }
    // Skip this part's content up to the next delimiter, keeping a tail that may hold its beginning.
    let next = buffer.indexOf(delimiter);
    while (next < 0) {
      buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length));
      if (!(await more())) return fail();
      next = buffer.indexOf(delimiter);
    }
    buffer = buffer.subarray(next + delimiter.length);
  }

  function partBody(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        for (;;) {
          const end = buffer.indexOf(delimiter);
          if (end >= 0) {
            if (end > 0) controller.enqueue(new Uint8Array(buffer.subarray(0, end)));
            controller.close();
            void finish();
            return;
          }
          // Everything but the last few bytes (which may start the delimiter) can go now.
          const safe = buffer.length - (delimiter.length - 1);
          if (safe > 0) {
            controller.enqueue(new Uint8Array(buffer.subarray(0, safe)));
            buffer = buffer.subarray(safe);
            return;
          }
          if (ended || !(await more())) {
            controller.error(new ApiError(400, messages.recording.audioProcessFailed));
            return;
          }
        }
      },
      cancel() {
        return finish();
      },
    });
  }
}

function parsePartHeaders(text: string) {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType = "application/octet-stream";
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-type") contentType = value;
    if (key === "content-disposition") {
      name = /\bname="([^"]*)"/i.exec(value)?.[1];
      filename = /\bfilename="([^"]*)"/i.exec(value)?.[1];
    }
  }
  return { name, filename, contentType };
}
