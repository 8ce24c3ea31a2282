// issue 18 §1: every text asset of the build goes out compressed. The server (apps/server/src/http/static.ts)
// sends NAME.br or NAME.gz when the browser accepts it, so the work is done once here rather than per request.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses: text, plus WebAssembly (the speech engine's 27 MB shrinks by two thirds). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;
/** Brotli's best level is slow on megabytes; large files (the engine's wasm) take a level that still beats gzip. */
const LARGE_BYTES = 2 * 1024 * 1024;

export type PrecompressStats = { files: number; bytes: number; brotliBytes: number };

/** Writes NAME.br and NAME.gz beside each compressible file of `dir` that they make smaller. */
export async function precompressDirectory(dir: string): Promise<PrecompressStats> {
  const stats: PrecompressStats = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = await fs.readFile(file);
    if (source.length < MIN_BYTES) continue;
    const large = source.length > LARGE_BYTES;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy that does not shrink is never sent (the server then sends the original), so it is not written.
    if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
    stats.files += 1;
    stats.bytes += source.length;
    stats.brotliBytes += Math.min(br.length, source.length);
  }
  return stats;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Precompresses the whole output directory once everything is written, the service worker included (so it must
 * run after vite-plugin-pwa: last in the list, `order: "post"`). Workbox's globPatterns name extensions, so the
 * .br/.gz copies never enter the precache list; the worker fetches the plain URLs and the server picks the coding.
 */
export function precompress(): Plugin {
  let outDir = "";
  let log: (message: string) => void = () => {};
  return {
    name: "lectern:precompress",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const stats = await precompressDirectory(outDir);
        log(
          `precompressed ${stats.files} files: ${(stats.bytes / 1024).toFixed(0)} KiB → ${(stats.brotliBytes / 1024).toFixed(0)} KiB brotli`,
        );
      },
    },
  };
}
