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

/** One question of an answer-key check request (issue 15), as the server sent it: no key, no explanation. */
export type KeyCheckQuestion = {
  id: string;
  type: string;
  question: string;
  options: string[];
  passage: string;
};
/** An answer-key check request: the model is asked to answer these questions from their passages alone. */
export type KeyCheckRequest = FakeRequest & { questions: KeyCheckQuestion[] };
/** The answers a key check gets, {id, answer} per question (sent as the model's JSON). */
export type KeyCheckAnswers = Array<{ id: string; answer: string }>;
/** How the fake answers a key check: a reply, or the answers to give. */
export type KeyCheckResponder = (request: KeyCheckRequest) => FakeReply | KeyCheckAnswers;

/**
 * A real OpenAI-compatible server on 127.0.0.1 for the `openai` provider's tests (DESIGN §9): it answers
 * POST /v1/chat/completions with scripted replies, in order, and then with the default responder.
 *
 * Answer-key checks (issue 15: the server asks the model to answer its own quiz questions from their passages)
 * are told apart by the answer shape asked for ({"answers": …}); they are kept in `keyChecks` with a script of
 * their own, so a test scripts the generation and the check separately. Unscripted, the fake answers a check
 * as a consistent model would: each question with the key it gave that question when it wrote it.
 */
export async function startFakeOpenAi(defaultResponder: Responder) {
  const requests: FakeRequest[] = [];
  const script: Array<FakeReply | Responder> = [];
  const keyChecks: KeyCheckRequest[] = [];
  const keyCheckScript: Array<FakeReply | KeyCheckAnswers | KeyCheckResponder> = [];
  /** The key of every question this fake has written, by question text (what an unscripted check answers). */
  const keys = new Map<string, string>();
  const ownKeys: KeyCheckResponder = (request) =>
    request.questions.map(({ id, question }) => ({ id, answer: keys.get(question) ?? "" }));

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
    let reply: FakeReply;
    if (isKeyCheck(body)) {
      const check: KeyCheckRequest = { ...request, questions: JSON.parse(request.text) };
      keyChecks.push(check);
      const next = keyCheckScript.shift() ?? ownKeys;
      const answered = typeof next === "function" ? next(check) : next;
      reply = Array.isArray(answered) ? { content: JSON.stringify({ answers: answered }) } : answered;
    } else {
      requests.push(request);
      const next = script.shift() ?? defaultResponder;
      reply = typeof next === "function" ? next(request) : next;
      if ("content" in reply) rememberKeys(reply.content, keys);
    }
    if (reply.delayMs) {
      // a caller that goes away ends the wait: no timer outlives the request
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, reply.delayMs);
        res.once("close", () => {
          clearTimeout(timer);
          resolve();
        });
      });
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
    /** The answer-key check requests, apart from `requests`. */
    keyChecks,
    /** Replies for the next requests, in order (a function answers from the request). */
    script(...replies: Array<FakeReply | Responder>) {
      script.push(...replies);
    },
    /** Replies for the next answer-key checks, in order (a function answers from the check's questions). */
    scriptKeyCheck(...replies: Array<FakeReply | KeyCheckAnswers | KeyCheckResponder>) {
      keyCheckScript.push(...replies);
    },
    /** The key this fake gave the question with this text when it wrote it. */
    keyOf: (question: string) => keys.get(question),
    reset() {
      script.length = 0;
      requests.length = 0;
      keyCheckScript.length = 0;
      keyChecks.length = 0;
      keys.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether the request asks for the answer-key check's shape: {"answers": [{id, answer}]}. */
function isKeyCheck(body: FakeRequest["body"]): boolean {
  const schema = body.response_format?.json_schema?.schema as { properties?: object } | undefined;
  return Object.keys(schema?.properties ?? {}).includes("answers");
}

/** Notes the keys of the questions in a reply the fake is about to give (a reply of another shape has none). */
function rememberKeys(content: string, keys: Map<string, string>) {
  try {
    const { questions } = JSON.parse(content) as { questions?: unknown };
    if (!Array.isArray(questions)) return;
    for (const q of questions as Array<{ question?: unknown; correctAnswer?: unknown }>) {
      if (typeof q?.question === "string" && typeof q.correctAnswer === "string") {
        keys.set(q.question, q.correctAnswer);
      }
    }
  } catch {
    // malformed JSON on purpose (a test of unreadable answers): nothing to remember
  }
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
