import { createServer } from "node:net";
import { APICallError } from "ai";
import { describe, expect, it } from "vitest";
import { AiCallError } from "../src/ai/errors.ts";
import { createOpenAiProvider } from "../src/ai/openai-provider.ts";
import { retryDelayMs } from "../src/ai/retry.ts";
import { loadConfig } from "../src/config.ts";

// The openai provider's parts that need no database: backoff and an unreachable server.

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({
    message: "failed",
    url: "http://x",
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    isRetryable: true,
  });

describe("retryDelayMs", () => {
  it("doubles from the base delay", () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(apiError(500), attempt, 1000))).toEqual([
      1000, 2000, 4000,
    ]);
  });
  it("follows the server's Retry-After (ms or seconds) when it is at most a minute", () => {
    expect(retryDelayMs(apiError(429, { "retry-after-ms": "250" }), 0, 1000)).toBe(250);
    expect(retryDelayMs(apiError(429, { "retry-after": "2" }), 3, 1000)).toBe(2000);
    expect(retryDelayMs(apiError(429, { "retry-after": "3600" }), 1, 1000)).toBe(2000);
  });
});

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("an AI server that cannot be reached", () => {
  it("is retried with the injected sleep, then reported as 'Could not reach the AI service'", async () => {
    const config = loadConfig({
      AI_PROVIDER: "openai",
      AI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
      AI_MAX_RETRIES: "2",
      AI_RETRY_BASE_MS: "100",
    }).ai;
    const waits: number[] = [];
    const provider = createOpenAiProvider(config, async (ms) => {
      waits.push(ms);
    });
    const error = await provider
      .enhance({ noteTitle: "T", chunkContent: "Some text.", chunkIndex: 0, totalChunks: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiCallError);
    expect(error).toMatchObject({ reason: "upstream", message: "Could not reach the AI service" });
    expect(waits).toEqual([100, 200]);
    expect(provider.pauseBetweenChunksMs).toBe(1000); // spec 1 §9 default
  });
});
