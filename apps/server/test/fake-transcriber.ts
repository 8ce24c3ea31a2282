import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

export type TranscriberBehaviour =
  /** Answers verbose_json with one segment per 1000 bytes of audio received. */
  | "ok"
  | "fail"
  | "not-json"
  /** Closes the connection without an answer. */
  | "hang-up"
  /** Never answers (until the test ends). */
  | "silent";

export type ReceivedCall = {
  authorization: string | undefined;
  transferEncoding: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; size: number; firstBytes: string } | null;
};

/**
 * A real OpenAI-compatible transcription server on 127.0.0.1 (`POST /v1/audio/transcriptions`, multipart with
 * model, file, response_format, timestamp_granularities[]), as faster-whisper-server or whisper.cpp's server
 * would be. Tests point TRANSCRIBE_BASE_URL at it, choose how it behaves, and read what it received.
 */
export async function startFakeTranscriber() {
  let behaviour: TranscriberBehaviour = "ok";
  const calls: ReceivedCall[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/audio/transcriptions") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"Not found"}}');
      return;
    }
    if (behaviour === "hang-up") {
      req.socket.destroy();
      return;
    }
    const request = new Request("http://fake/v1/audio/transcriptions", {
      method: "POST",
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      // the upload was cut off on the way (e.g. refused as too large): nothing to transcribe
      if (!res.headersSent) res.writeHead(400, { "content-type": "application/json" }).end("{}");
      return;
    }
    const fields: Record<string, string> = {};
    let file: ReceivedCall["file"] = null;
    for (const [key, value] of form) {
      if (typeof value === "string") fields[key] = value;
      else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        file = {
          name: value.name,
          type: value.type,
          size: bytes.byteLength,
          firstBytes: Buffer.from(bytes.subarray(0, 16)).toString("latin1"),
        };
      }
    }
    calls.push({
      authorization: req.headers.authorization,
      transferEncoding: req.headers["transfer-encoding"],
      fields,
      file,
    });
    if (behaviour === "silent") {
      hanging.add(res);
      return;
    }
    if (behaviour === "fail") {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "CUDA out of memory" } }));
      return;
    }
    if (behaviour === "not-json") {
      res.writeHead(200, { "content-type": "text/html" }).end("<html>proxy login</html>");
      return;
    }
    const count = Math.max(1, Math.floor((file?.size ?? 0) / 1000));
    const segments = Array.from({ length: count }, (_, i) => ({
      id: i,
      seek: 0,
      start: i * 2,
      end: i * 2 + 2,
      text: ` Segment ${i + 1}.`,
      tokens: [],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1,
      no_speech_prob: 0.01,
    }));
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        task: "transcribe",
        language: "english",
        duration: count * 2,
        text: segments.map((s) => s.text).join(""),
        segments,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    behave(next: TranscriberBehaviour) {
      behaviour = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
