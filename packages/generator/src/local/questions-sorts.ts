// The sort of thing a definition names, by meaning (issue 16 §3, labellers' class 1): a definition-choice
// question's options must be of the key's kind, or the key stands out ("a process, a shift and a fuel" as
// options for a road). The same head noun was too strict (a multiple-choice-only quiz was empty on half the
// corpus): the labellers kept mixed heads of one broad kind ("value, measure, percentage" for GDP; "pigment,
// enzyme, fluid" for the stroma) and rejected heads of different kinds (apparatus vs substances vs methods).

import type { WordNet } from "./wordnet.ts";

/** Broad kinds a teacher would accept as one sort of option; a head in none is matched by head or WordNet. */
export const BROAD_KINDS: Record<string, readonly string[]> = {
  process:
    "-ing process change action activity act reaction mechanism method technique procedure operation transfer conversion shift increase decrease rise fall loss gain growth formation production breakdown movement exchange response behaviour behavior learning division".split(
      " ",
    ),
  structure:
    "structure part organ organelle tissue membrane component layer sac vesicle vessel gland fibre fiber compartment chamber".split(
      " ",
    ),
  substance:
    "substance compound molecule element chemical material mixture solution acid base pigment enzyme protein hormone fluid liquid gas solid fuel ion atom particle salt metal sugar mineral nutrient".split(
      " ",
    ),
  measure:
    "measure measurement quantity value rate amount number percentage proportion ratio level total sum price cost fraction average degree figure index share".split(
      " ",
    ),
  person:
    "person group people individual member leader ruler official scientist class organisation organization".split(
      " ",
    ),
  period: "period event era age time stage phase war revolution battle movement".split(" "),
  device: "device instrument tool machine apparatus equipment appliance meter".split(" "),
  law: "law principle theory rule idea concept hypothesis model statement belief".split(" "),
  place: "place region area space zone location site land territory country city".split(" "),
};

const KIND_OF = new Map<string, string[]>();
for (const [kind, heads] of Object.entries(BROAD_KINDS)) {
  for (const head of heads) KIND_OF.set(head, [...(KIND_OF.get(head) ?? []), kind]);
}

// Hypernyms too general to make two heads one sort ("artifact" holds a road and a server).
const TOO_GENERAL = new Set(
  "entity physical entity abstraction abstract entity object whole thing artifact artefact matter attribute relation group psychological feature act event state part content cognition communication measure unit capital assets concern letter document".split(
    " ",
  ),
);

/** A head's hypernyms up to two levels, by its commonest sense (WordNet's first group), generic ones left out. */
export function hypernymsWithinTwo(wordnet: WordNet, head: string): string[] {
  const first = wordnet.groupsOf(head)[0]?.hypernym;
  if (!first) return [];
  const second = wordnet.groupsOf(first)[0]?.hypernym;
  return [first, second].filter((h): h is string => h !== undefined && !TOO_GENERAL.has(h));
}

/** The broad kinds a head belongs to: by its own word, or (with WordNet) by a hypernym within two levels. */
export function broadKindsOf(head: string, wordnet: WordNet | null): string[] {
  const own = KIND_OF.get(head);
  if (own) return own;
  if (!wordnet || head === "-ing") return [];
  // The direct hypernym only, when it is a kind's own word ("fuel" → substance): two levels up, the data's
  // first sense wanders ("tube" → cylinder → a geometric solid, read as a substance).
  const first = hypernymsWithinTwo(wordnet, head)[0];
  return (first && first === wordnet.groupsOf(head)[0]?.hypernym && KIND_OF.get(first)) || [];
}

/**
 * Whether two definitions' heads are one sort by meaning: one broad kind (BROAD_KINDS), or, with WordNet, a
 * shared hypernym within two levels of each head's commonest sense, or one head a hypernym of the other; null
 * when neither head is of a broad kind and WordNet finds no shared hypernym (other checks may still say yes).
 */
export function sameKindByMeaning(a: string, b: string, wordnet: WordNet | null): boolean | null {
  const kindsA = broadKindsOf(a, wordnet);
  const kindsB = broadKindsOf(b, wordnet);
  // A head of a broad kind is judged by its kind alone: WordNet's "section" and "division" are synonyms, but
  // "Cell division" is a process and "A section of DNA" is not.
  if (kindsA.length > 0 || kindsB.length > 0) return kindsA.some((k) => kindsB.includes(k));
  if (!wordnet) return null;
  const upA = [a, ...hypernymsWithinTwo(wordnet, a)];
  const upB = [b, ...hypernymsWithinTwo(wordnet, b)];
  return upA.some((h) => upB.includes(h)) || null;
}
