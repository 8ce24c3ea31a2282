// A general term before its kinds (issue 16 §4): a lecture or a section defines a term and then its kinds
// ("interference is forgetting caused by other memories…", then "proactive interference is when…",
// "retroactive interference is when…"). The general term's definition is the section's point; a kind's is
// one of its details, however many of the section's words it shares.

import type { AnalysedSentence } from "./analysis.ts";
import { headingText } from "./summary-outline.ts";
import { definedTerm } from "./summary-thesis.ts";

/** The general term's definition counts this much more, a kind's this much less. */
export const GENERAL_DEFINITION = 1.3;
export const KIND_DEFINITION = 0.7;

const wordsOf = (term: string) =>
  term
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.replace(/(?<![su])s$/, ""));

/** `kind` is `general` with words before it ("proactive interference" of "interference"). */
export function isKindOf(kind: string, general: string): boolean {
  const k = wordsOf(kind);
  const g = wordsOf(general);
  return g.length > 0 && k.length > g.length && g.every((w, i) => k[k.length - g.length + i] === w);
}

/**
 * Each sentence's weight among the section's definitions (`definedOf` gives a sentence's defined term, or
 * null): GENERAL_DEFINITION for a term whose kinds the section also defines, KIND_DEFINITION for such a kind,
 * 1 for the rest.
 */
export function kindWeights(
  sentences: AnalysedSentence[],
  definedOf: (s: AnalysedSentence) => string | null,
): Map<AnalysedSentence, number> {
  const defined = sentences
    .map((s) => ({ s, term: definedOf(s) }))
    .filter((d): d is { s: AnalysedSentence; term: string } => d.term !== null);
  const weights = new Map<AnalysedSentence, number>();
  for (const d of defined)
    for (const other of defined) {
      if (!isKindOf(other.term, d.term)) continue;
      weights.set(d.s, GENERAL_DEFINITION);
      weights.set(other.s, KIND_DEFINITION);
    }
  return weights;
}

/** A section that defines this many terms, none of them its heading's kind, lists members of the kind. */
const MEMBERS = 3;

/**
 * "A biome is defined mainly by its climate…" opening "Biomes of the Land", whose other sentences define one biome
 * each ("Tropical savannas are grasslands…", "Alpine tundra is a similar biome…"): in a section of members of its
 * heading's kind, its first claim about the kind itself is its point, and one member's definition is one of several
 * (readers). `ranked` are the section's candidate sentences; null when the section is not such a list.
 */
export function kindClaim(heading: string | null, ranked: AnalysedSentence[]): AnalysedSentence | null {
  // The heading's kind: the word before "of" ("Biomes of the Land"), else its last word ("Aquatic Ecosystems").
  const title = headingText(heading ?? "");
  const kind = (/^(?:[\p{L}-]+ )*?([\p{L}-]+) of\b/iu.exec(title)?.[1] ?? title.split(/\s+/).at(-1) ?? "")
    .toLowerCase()
    .replace(/s$/, "");
  if (kind.length < 3) return null;
  const terms = new Set(ranked.map(definedTerm).filter((t): t is string => t !== null));
  if (terms.size < MEMBERS || [...terms].some((t) => t.toLowerCase().replace(/s$/, "") === kind)) return null;
  // A member filed under the kind ("Alpine tundra is a similar biome", "…, and it is the largest land biome").
  const filed = new RegExp(`\\b(?:is|are) (?:an?|the) (?:[\\p{L}-]+ ){0,2}${kind}s?\\b`, "iu");
  if (!ranked.some((s) => definedTerm(s) !== null && filed.test(s.text))) return null;
  const first = ranked.filter((s) => definedTerm(s) === null).sort((a, b) => a.index - b.index)[0];
  return first?.tokens.find((t) => t.pos === "NOUN")?.lemma.toLowerCase() === kind ? first : null;
}

/** A sentence that opens one of a written list of reasons or steps in order ("First, …", "Second, …", "Finally, …"). */
const ORDINAL_OPENER = /^(?:first|second|third|fourth|fifth|finally|lastly)(?:ly)?,\s/i;
/** The count a list is announced with ("Several factors explain…", "There are three reasons…"). */
const COUNTED =
  /\b(?:several|many|two|three|four|five|six|a number of|various)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+s\b/iu;

/**
 * "Several factors explain why industrialisation began in Britain…", then "First, Britain had…", "Second, …",
 * "Finally, …": the sentence that announces a counted list is its section's point, and each reason one of its
 * members (readers chose it over "Coal was the fuel…", said under the first reason). Null when the section has no
 * such list of at least three (`sentences` are the note's).
 */
export function countedClaim(
  ranked: AnalysedSentence[],
  sentences: readonly AnalysedSentence[],
): AnalysedSentence | null {
  const steps = ranked.filter((s) => ORDINAL_OPENER.test(s.text.trim()));
  if (steps.length < 3) return null;
  const first = steps.reduce((a, b) => (a.index < b.index ? a : b));
  const lead = sentences[first.index - 1];
  return lead && ranked.includes(lead) && COUNTED.test(lead.text) ? lead : null;
}

/**
 * "In aquatic ecosystems, the main abiotic factors are depth, …, temperature, …" under "Aquatic Ecosystems", whose
 * other sentences define one zone each ("The neritic zone is…", "The oceanic zone is…", "The intertidal zone
 * is…"): in a section that defines at least three members of one kind (terms with the same last word), its first
 * claim about its heading's own subject is its point, and one member's definition is one of several (readers).
 * Null when the section is not such a list or has no such claim.
 */
export function membersClaim(
  heading: string | null,
  ranked: AnalysedSentence[],
  usable: (s: AnalysedSentence) => boolean,
): AnalysedSentence | null {
  const subject = wordsOf(headingText(heading ?? "")).filter((w) => w.length > 3);
  if (subject.length === 0) return null;
  const heads = new Map<string, Set<string>>();
  for (const term of ranked.map(definedTerm)) {
    const words = term ? wordsOf(term) : [];
    if (words.length < 2) continue;
    const head = words.at(-1)!;
    heads.set(head, (heads.get(head) ?? new Set()).add(words.join(" ")));
  }
  if (![...heads.values()].some((members) => members.size >= MEMBERS)) return null;
  const first = ranked
    .filter((s) => definedTerm(s) === null && usable(s))
    .sort((a, b) => a.index - b.index)[0];
  const said = first ? new Set(wordsOf(first.text)) : new Set<string>();
  return first && subject.every((w) => said.has(w)) ? first : null;
}
