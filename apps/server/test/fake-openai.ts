import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One chat-completions request as the fake received it. */
export type FakeRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  };
  /** The text the request asks about: what stands between the """ fences of the prompt. */
  text: string;
  /** Whether an answer in JSON was asked for (questions, cards, summary) rather than plain text (enhance). */
  wantsJson: boolean;
};

/** How the fake answers one request. */
export type FakeReply =
  /** A completion whose message content is this string (JSON text or plain text). */
  | { content: string; delayMs?: number }
  /** A bare HTTP answer: a status with a JSON body and headers (429, 500, …). */
  | { status: number; json?: unknown; headers?: Record<string, string>; delayMs?: number };

export type Responder = (request: FakeRequest) => FakeReply;

/**
 * A real OpenAI-compatible server on 127.0.0.1 for the `openai` provider's tests (DESIGN §9): it answers
 * POST /v1/chat/completions with scripted replies, in order, and then with the default responder.
 */
export async function startFakeOpenAi(defaultResponder: Responder) {
  const requests: FakeRequest[] = [];
  const script: Array<FakeReply | Responder> = [];

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      return send(res, 404, { error: { message: `No route ${req.method} ${req.url}` } });
    }
    const body = JSON.parse(raw) as FakeRequest["body"];
    const prompt = body.messages.map((m) => m.content).join("\n");
    const request: FakeRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body,
      text: /"""\n([\s\S]*?)\n"""/.exec(prompt)?.[1] ?? "",
      wantsJson: body.response_format !== undefined,
    };
    requests.push(request);
    const next = script.shift() ?? defaultResponder;
    const reply = typeof next === "function" ? next(request) : next;
    if (reply.delayMs) {
      await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed || req.socket.destroyed) return;
    }
    if ("content" in reply) return send(res, 200, completion(body.model, reply.content));
    return send(
      res,
      reply.status,
      reply.json ?? { error: { message: `status ${reply.status}` } },
      reply.headers,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The AI_BASE_URL to configure. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replies for the next requests, in order (a function answers from the request). */
    script(...replies: Array<FakeReply | Responder>) {
      script.push(...replies);
    },
    reset() {
      script.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(json));
}

/** The chat-completions answer shape (non-streaming). */
function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
