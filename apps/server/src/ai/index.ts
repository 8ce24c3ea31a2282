import { type ChunkProvider, createLocalProvider } from "@lectern/generator";
import type { AiConfig } from "../config.ts";
import { createOpenAiProvider } from "./openai-provider.ts";

export { AiCallError } from "./errors.ts";

/** The provider AI_PROVIDER names (DESIGN §6): the local engine by default, or an OpenAI-compatible server. */
export function createChunkProvider(config: AiConfig): ChunkProvider {
  return config.provider === "openai" ? createOpenAiProvider(config) : createLocalProvider();
}
