import { AUDIO_MAX_BYTES } from "@lectern/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signedInBrowser, startAuthTestApp } from "./auth-support.ts";
import { startFakeTranscriber } from "./fake-transcriber.ts";
import { createTestApp, readJson } from "./support.ts";

let t: Awaited<ReturnType<typeof startAuthTestApp>>;
let fake: Awaited<ReturnType<typeof startFakeTranscriber>>;
let ada: Awaited<ReturnType<typeof signedInBrowser>>;
beforeAll(async () => {
  fake = await startFakeTranscriber();
  t = await startAuthTestApp({
    TRANSCRIBE_BASE_URL: `${fake.url}/`,
    TRANSCRIBE_API_KEY: "sk-test-key",
    TRANSCRIBE_MODEL: "Systran/faster-whisper-base.en",
    TRANSCRIBE_TIMEOUT_MS: "1500",
  });
  ada = await signedInBrowser(t.app, t.smtp, "ada@transcribe.test");
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A small WAV-looking file: the server passes bytes through, the fake service counts them. */
const wavBytes = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "));
  return bytes;
};

function signedInHeaders(extra: Record<string, string> = {}) {
  return { origin: ORIGIN, cookie: [...ada.jar].map(([k, v]) => `${k}=${v}`).join("; "), ...extra };
}

function postForm(form: FormData, headers = signedInHeaders()) {
  return t.app.request("/api/transcribe", { method: "POST", headers, body: form });
}

/** A multipart body sent as a stream of small pieces with no Content-Length, as a slow upload arrives. */
function streamedUpload(parts: Array<{ name: string; filename?: string; type?: string; data: Uint8Array }>) {
  const boundary = "----lectern-test-boundary";
  const chunks: Uint8Array[] = [];
  const enc = new TextEncoder();
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : "";
    chunks.push(enc.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(part.data);
    chunks.push(enc.encode("\r\n"));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  const whole = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    whole.set(c, at);
    at += c.length;
  }
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // 7-byte pieces at first so boundaries and headers straddle reads, then larger ones.
      const size = offset < 4096 ? 7 : 64 * 1024;
      controller.enqueue(whole.slice(offset, offset + size));
      offset += size;
      if (offset >= whole.length) controller.close();
    },
  });
  return t.app.request("/api/transcribe", {
    method: "POST",
    headers: signedInHeaders({ "content-type": `multipart/form-data; boundary=${boundary}` }),
    body,
    duplex: "half",
  } as RequestInit);
}

describe("GET /api/transcribe", () => {
  it("says the server engine is available when TRANSCRIBE_BASE_URL is set, and not otherwise (POST: 404)", async () => {
    expect(await readJson(await t.app.request("/api/transcribe"))).toEqual({ available: true });
    const plain = await createTestApp();
    try {
      expect(await readJson(await plain.app.request("/api/transcribe"))).toEqual({ available: false });
      const post = await plain.app.request("/api/transcribe", {
        method: "POST",
        headers: { origin: ORIGIN },
      });
      expect(post.status).toBe(404);
      expect(await readJson(post)).toEqual({
        error: "Server transcription is not configured on this server",
      });
    } finally {
      await plain.close();
    }
  });
});

describe("POST /api/transcribe (issue 7: the optional server engine)", () => {
  it("sends the file to the OpenAI-compatible service and answers its segments", async () => {
    fake.behave("ok");
    const form = new FormData();
    form.append("file", new File([wavBytes(3500)], "lecture.wav", { type: "audio/wav" }));
    const res = await postForm(form);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({
      text: "Segment 1. Segment 2. Segment 3.",
      segments: [
        { text: "Segment 1.", start: 0, end: 2 },
        { text: "Segment 2.", start: 2, end: 4 },
        { text: "Segment 3.", start: 4, end: 6 },
      ],
    });
    const call = fake.calls.at(-1)!;
    expect(call.authorization).toBe("Bearer sk-test-key");
    expect(call.fields).toEqual({
      model: "Systran/faster-whisper-base.en",
      response_format: "verbose_json",
      "timestamp_granularities[]": "segment",
    });
    expect(call.file).toMatchObject({ name: "lecture.wav", type: "audio/wav", size: 3500 });
    expect(call.file!.firstBytes.startsWith("RIFF")).toBe(true);
  });

  it("streams an upload through as it arrives (other fields first, pieces split anywhere)", async () => {
    fake.behave("ok");
    const data = wavBytes(200_000);
    for (let i = 16; i < data.length; i++) data[i] = i % 251;
    // bytes that look like the start of a boundary must pass untouched
    data.set(new TextEncoder().encode("\r\n------lectern-test-bound"), 5000);
    const res = await streamedUpload([
      { name: "note", data: new TextEncoder().encode("ignored") },
      { name: "file", filename: "talk.webm", type: "audio/webm", data },
    ]);
    expect(res.status).toBe(200);
    expect((await readJson(res)).segments).toHaveLength(200);
    const call = fake.calls.at(-1)!;
    expect(call.file).toMatchObject({ name: "talk.webm", type: "audio/webm", size: 200_000 });
    // no Content-Length upstream: the file was passed on while it arrived, not collected first
    expect(call.transferEncoding).toBe("chunked");
  });

  it("refuses a signed-out caller", async () => {
    const form = new FormData();
    form.append("file", new File([wavBytes(100)], "a.wav", { type: "audio/wav" }));
    const res = await postForm(form, { origin: ORIGIN } as ReturnType<typeof signedInHeaders>);
    expect(res.status).toBe(401);
  });

  it("checks the type like the browser does (spec 1 §5) and calls nothing for a wrong one", async () => {
    const before = fake.calls.length;
    const wrong = new FormData();
    wrong.append("file", new File(["hello"], "notes.txt", { type: "text/plain" }));
    const none = new FormData();
    none.append("other", "x");
    for (const form of [wrong, none]) {
      const res = await postForm(form);
      expect(res.status).toBe(400);
      expect(await readJson(res)).toEqual({
        error: "Please select a valid audio file (WAV, MP3, M4A, WebM, OGG)",
      });
    }
    const notMultipart = await t.app.request("/api/transcribe", {
      method: "POST",
      headers: signedInHeaders({ "content-type": "audio/wav" }),
      body: wavBytes(100),
    });
    expect(notMultipart.status).toBe(400);
    expect(fake.calls.length).toBe(before);
  });

  it("accepts a file whose type is known only by its extension", async () => {
    fake.behave("ok");
    const form = new FormData();
    form.append("file", new File([wavBytes(1000)], "memo.m4a", { type: "" }));
    const res = await postForm(form);
    expect(res.status).toBe(200);
  });

  it("refuses 100 MB and more with the spec's message, declared or found on the way", async () => {
    const declared = await t.app.request("/api/transcribe", {
      method: "POST",
      headers: signedInHeaders({
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(AUDIO_MAX_BYTES + 1024 * 1024),
      }),
      body: new ReadableStream({ start: (c) => c.close() }),
      duplex: "half",
    } as RequestInit);
    expect(declared.status).toBe(413);
    expect(await readJson(declared)).toEqual({ error: "File size must be less than 100MB" });

    fake.behave("ok");
    const exactly100MB = new Uint8Array(AUDIO_MAX_BYTES);
    const streamed = await streamedUpload([
      { name: "file", filename: "big.mp3", type: "audio/mpeg", data: exactly100MB },
    ]);
    expect(streamed.status).toBe(413);
    expect(await readJson(streamed)).toEqual({ error: "File size must be less than 100MB" });
  });

  it("answers 502 with a clear message when the service fails or answers nonsense", async () => {
    const form = () => {
      const f = new FormData();
      f.append("file", new File([wavBytes(2000)], "a.ogg", { type: "audio/ogg" }));
      return f;
    };
    fake.behave("fail");
    let res = await postForm(form());
    expect(res.status).toBe(502);
    expect(await readJson(res)).toEqual({
      // issue 18 §3: the service's own words ("CUDA out of memory") stay in the server log
      error: "The transcription service failed (HTTP 500)",
    });

    fake.behave("not-json");
    res = await postForm(form());
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toBe(
      "The transcription service answered something that is not a transcription",
    );

    fake.behave("hang-up");
    res = await postForm(form());
    expect(res.status).toBe(502);
    expect((await readJson(res)).error).toMatch(/^The transcription service could not be reached \(/);
  });

  it("answers 504 when the service takes longer than TRANSCRIBE_TIMEOUT_MS", async () => {
    fake.behave("silent");
    const form = new FormData();
    form.append("file", new File([wavBytes(2000)], "a.wav", { type: "audio/wav" }));
    const res = await postForm(form);
    expect(res.status).toBe(504);
    expect(await readJson(res)).toEqual({ error: "The transcription service did not answer within 1.5 s" });
    fake.behave("ok");
  });

  it("answers 502 when nothing listens at TRANSCRIBE_BASE_URL", async () => {
    const dead = await startAuthTestApp({ TRANSCRIBE_BASE_URL: "http://127.0.0.1:9" });
    try {
      const bob = await signedInBrowser(dead.app, dead.smtp, "bob@transcribe.test");
      const form = new FormData();
      form.append("file", new File([wavBytes(100)], "a.wav", { type: "audio/wav" }));
      const res = await dead.app.request("/api/transcribe", {
        method: "POST",
        headers: { origin: ORIGIN, cookie: [...bob.jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        body: form,
      });
      expect(res.status).toBe(502);
      expect((await readJson(res)).error).toBe(
        "The transcription service could not be reached (ECONNREFUSED)",
      );
    } finally {
      await dead.close();
    }
  });
});
