import type { ChunkProvider } from "@lectern/generator";
import { createChunkProvider } from "../../ai/index.ts";
import type { AiConfig } from "../../config.ts";

const providers = new WeakMap<AiConfig, ChunkProvider>();

/** One provider per configuration, made on first use (the local engine loads its language model once). */
export function providerFor(config: AiConfig): ChunkProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createChunkProvider(config);
    providers.set(config, provider);
  }
  return provider;
}
