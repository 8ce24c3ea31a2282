// The corpus of the generator quality gate (bench/corpus, see SOURCES.md): its files, their kinds and where
// the labels are kept. No engine import, so the labelling tool's 'apply' runs whatever state the engine is in.
import fs from "node:fs";
import path from "node:path";
import type { SourceNote } from "../../packages/generator/src/types.ts";

export const corpusDir = path.resolve("bench/corpus");
export const labelsDir = path.join(corpusDir, "labels");

/** The texts written before issue 16: the 50,000-character speed case is still made from these alone. */
export const ORIGINAL_TEXTS = [
  "biology-cellular-respiration.md",
  "chemistry-acids-bases.md",
  "computer-science-algorithms.md",
  "economics-supply-demand-inflation.md",
  "geography-plate-tectonics.md",
  "history-industrial-revolution.md",
  "physics-thermodynamics.md",
  "psychology-memory-transcript.md",
];

/** Notes the built-in engine must refuse (not English); named by their file's prefix. */
export const isForeign = (file: string) => /^(?:french|spanish)-/.test(file);
/** Texts long enough for more than one chunk, whose spread of items over chunks is reported. */
export const isLong = (file: string) => file.startsWith("long-");

export function corpusFiles(): string[] {
  return fs
    .readdirSync(corpusDir)
    .filter((f) => f.endsWith(".md") && f !== "SOURCES.md")
    .sort();
}

export const readNote = (file: string): SourceNote => ({
  title: file.replace(/\.md$/, "").replace(/-/g, " "),
  content: fs.readFileSync(path.join(corpusDir, file), "utf8"),
});
