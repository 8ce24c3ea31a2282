// The labelling tool of the generator quality gate (issue 16 §8), for a person who labels by reading:
//   node --import tsx bench/support/generator-labels.ts pending
//     runs the engine over the corpus and writes every item not labelled yet (no label under its id, or a label
//     with a judgement missing) to bench/corpus/labels/pending.json, with its text, its source passage in
//     context and empty (null) judgement fields;
//   node --import tsx bench/support/generator-labels.ts apply
//     merges every entry of a filled pending.json whose judgements are all true/false into the per-text label
//     files, and leaves the unfinished entries in pending.json.
// (`npm run labels:generator -- pending` does the same.)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type CheckedItem, itemId, locate, textId } from "./generator-checks.ts";
import { corpusFiles, labelsDir } from "./generator-corpus.ts";
import {
  type ItemLabel,
  itemJudgementsDone,
  type KeyPointLabel,
  labelsPath,
  type OverviewLabel,
  readLabels,
  writeLabels,
} from "./generator-labels-store.ts";

const pendingPath = path.join(labelsDir, "pending.json");

type Pending =
  | ({ type: "item"; file: string; id: string; sourcePassage: string; source: string } & ItemLabel)
  | ({ type: "overview"; file: string; id: string } & OverviewLabel)
  | ({ type: "key-point"; file: string; id: string } & KeyPointLabel);

const HOW_TO = [
  "Fill each null with true or false, reading the item against sourcePassage (and the note when needed),",
  "as a strict teacher would; then run `node --import tsx bench/support/generator-labels.ts apply`.",
  "keyCorrect: the key is right and complete for the question, per the source.",
  "worthStudying: the item asks something worth learning from this text.",
  "keepUnchanged: a strict teacher keeps it exactly as it is.",
  "distractorsPlausibleAndWrong (multiple-choice): every wrong option is plausible and really wrong.",
  "distractorAlsoCorrect (multiple-choice): some wrong option is also a right answer.",
  "overviewReadsAsSummary: the overview reads as a summary of the whole note.",
  "important (key point): it is one of the note's important ideas.",
];

/** The source passage with the note's text around it (up to ~300 characters each side), for reading. */
function inContext(note: string, source: string): string {
  const at = locate(note, source);
  if (!at) return source;
  const from = Math.max(0, note.lastIndexOf("\n", Math.max(0, at.start - 300)));
  const to = note.indexOf("\n", Math.min(note.length, at.end + 300));
  return `${note.slice(from, at.start)}[[${note.slice(at.start, at.end)}]]${note.slice(at.end, to === -1 ? note.length : to)}`.trim();
}

function blankItemLabel(item: CheckedItem): ItemLabel {
  const mc = item.kind === "multiple-choice";
  return {
    kind: item.kind,
    prompt: item.prompt,
    key: item.key,
    ...(item.options.length > 0 ? { options: item.options } : {}),
    keyCorrect: null,
    worthStudying: null,
    keepUnchanged: null,
    ...(mc ? { distractorsPlausibleAndWrong: null, distractorAlsoCorrect: null } : {}),
  };
}

async function pending(): Promise<void> {
  refuseToDropWork();
  // The engine is imported only here: 'apply' must run while the engine is mid-change.
  const { runCorpus } = await import("./generator-run.ts");
  const runs = await runCorpus();
  const out: Pending[] = [];
  for (const run of runs) {
    const labels = readLabels(run.file);
    for (const item of run.items) {
      const id = itemId(item);
      const known = labels.items[id];
      if (known && itemJudgementsDone(known)) continue;
      const base = known ?? blankItemLabel(item);
      out.push({
        type: "item",
        file: run.file,
        id,
        ...base,
        source: item.source,
        sourcePassage: inContext(run.note.content, item.source),
      });
    }
    if (!run.summary) continue;
    const overviewId = textId("overview", run.summary.overview);
    if (typeof labels.overviews[overviewId]?.overviewReadsAsSummary !== "boolean") {
      out.push({
        type: "overview",
        file: run.file,
        id: overviewId,
        overview: run.summary.overview,
        overviewReadsAsSummary: null,
      });
    }
    for (const point of run.summary.keyPoints) {
      const id = textId("key-point", point);
      if (typeof labels.keyPoints[id]?.important === "boolean") continue;
      out.push({ type: "key-point", file: run.file, id, text: point, important: null });
    }
  }
  fs.mkdirSync(labelsDir, { recursive: true });
  fs.writeFileSync(pendingPath, `${JSON.stringify({ howTo: HOW_TO, entries: out }, null, 2)}\n`);
  const texts = new Set(out.map((e) => e.file)).size;
  console.log(
    `${out.length} unlabelled entries from ${texts} texts written to ${path.relative(".", pendingPath)}`,
  );
}

/** A pending.json with judgements filled in but not applied is a labeller's work: never overwrite it. */
function refuseToDropWork(): void {
  if (!fs.existsSync(pendingPath)) return;
  const { entries } = JSON.parse(fs.readFileSync(pendingPath, "utf8")) as { entries: Pending[] };
  const filled = entries.filter(done).length;
  if (filled > 0) {
    throw new Error(`${pendingPath} holds ${filled} filled entries: run 'apply' first, or delete the file`);
  }
}

const done = (entry: Pending) => {
  if (entry.type === "item") return itemJudgementsDone(entry);
  if (entry.type === "overview") return typeof entry.overviewReadsAsSummary === "boolean";
  return typeof entry.important === "boolean";
};

function apply(): void {
  if (!fs.existsSync(pendingPath)) throw new Error(`No ${pendingPath}: run 'pending' first`);
  const { entries } = JSON.parse(fs.readFileSync(pendingPath, "utf8")) as { entries: Pending[] };
  const known = new Set(corpusFiles());
  const byFile = new Map<string, Pending[]>();
  for (const entry of entries.filter(done)) {
    if (!known.has(entry.file)) throw new Error(`pending.json names ${entry.file}, not a corpus text`);
    byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
  }
  for (const [file, list] of byFile) {
    const labels = readLabels(file);
    for (const entry of list) {
      if (entry.type === "item") {
        const { type: _t, file: _f, id, source: _s, sourcePassage: _p, ...label } = entry;
        labels.items[id] = label;
      } else if (entry.type === "overview") {
        const { type: _t, file: _f, id, ...label } = entry;
        labels.overviews[id] = label;
      } else {
        const { type: _t, file: _f, id, ...label } = entry;
        labels.keyPoints[id] = label;
      }
    }
    writeLabels(labels);
  }
  // The repository's formatter (biome) lays JSON out its own way; format what was written so lint stays clean.
  const written = [...byFile.keys()].map(labelsPath);
  if (written.length > 0)
    execFileSync("npx", ["biome", "format", "--write", ...written], { stdio: "ignore" });
  const left = entries.filter((e) => !done(e));
  fs.writeFileSync(pendingPath, `${JSON.stringify({ howTo: HOW_TO, entries: left }, null, 2)}\n`);
  const applied = entries.length - left.length;
  console.log(
    `${applied} labels merged into ${byFile.size} label files; ${left.length} entries left in pending.json`,
  );
}

const command = process.argv[2];
if (command === "pending") await pending();
else if (command === "apply") apply();
else {
  console.error("usage: node --import tsx bench/support/generator-labels.ts pending|apply");
  process.exit(2);
}
