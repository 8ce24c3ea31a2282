// The lecture corpus of the benchmark (bench/corpus, written for Lectern) as test inputs, read through Vite's
// ?raw imports so the package needs no Node types.
import biology from "../../../../bench/corpus/biology-cellular-respiration.md?raw";
import chemistry from "../../../../bench/corpus/chemistry-acids-bases.md?raw";
import computerScience from "../../../../bench/corpus/computer-science-algorithms.md?raw";
import economics from "../../../../bench/corpus/economics-supply-demand-inflation.md?raw";
import geography from "../../../../bench/corpus/geography-plate-tectonics.md?raw";
import history from "../../../../bench/corpus/history-industrial-revolution.md?raw";
import physics from "../../../../bench/corpus/physics-thermodynamics.md?raw";
import psychology from "../../../../bench/corpus/psychology-memory-transcript.md?raw";

const CORPUS: Record<string, string> = {
  "biology-cellular-respiration.md": biology,
  "chemistry-acids-bases.md": chemistry,
  "computer-science-algorithms.md": computerScience,
  "economics-supply-demand-inflation.md": economics,
  "geography-plate-tectonics.md": geography,
  "history-industrial-revolution.md": history,
  "physics-thermodynamics.md": physics,
  "psychology-memory-transcript.md": psychology,
};

export const CORPUS_FILES = Object.keys(CORPUS).sort();

export function corpusNote(file: string) {
  const content = CORPUS[file];
  if (content === undefined) throw new Error(`No corpus text ${file}`);
  return { title: file.replace(/\.md$/, "").replace(/-/g, " "), content };
}
