// A lecture's sentence cut to its main claim (issue 16 §4, transcripts): a lecturer says a point and runs on
// ("…in its core, and the outward pressure from fusion balances…, so the star doesn't collapse…"). A summary
// quotes the point: the sentence up to where a new clause joins it with ", and/so/but <subject>", or where an
// aside begins (", which has nothing to do with planets by the way"). Short sentences are left whole.

/** A spoken sentence longer than this many words is cut to its first claim. */
export const LONG_SPOKEN_CLAIM = 38;
/** The kept part has at least this many words (a claim, not a fragment). */
const MIN_CLAIM_WORDS = 10;

/** The subject a joined clause opens with: a new clause, not a list's last item. */
const SUBJECT =
  "(?:the|a|an|it|it's|its|they|they're|their|we|you|there|this|that's|these|if|when|whether|what's|every|each|more|some|most)\\b";
/**
 * ", and the outward pressure…": a second claim joined to the first. Not ", but it…": a contrast completes the
 * claim it follows ("…has an absolute advantage if…, but it has a comparative advantage if…").
 */
const JOINED_CLAUSE = new RegExp(`,\\s+(?:and|and then)\\s+(?=${SUBJECT})`, "gi");
/** ", so the star doesn't collapse", ", so whether a seed is round…": a consequence or an example of the claim. */
const CONSEQUENCE = new RegExp(`,\\s+(?:so|and so)\\s+(?=${SUBJECT})`, "gi");
/** A spoken sentence longer than this many words loses its consequence or aside (shorter ones stay whole). */
export const LONG_SPOKEN_TAIL = 24;
/** ", which has nothing to do with…", ", which is why…": an aside or tangent after the claim. */
const ASIDE_CLAUSE =
  /,\s+(?=which is why\b|(?:which|it's|that's)\b[^,]*\b(?:by the way|nothing to do with|honestly|funnily enough|fun fact|story)\b)/gi;
/** A tail shorter than this is the end of the claim ("…, and the star becomes a red giant"), not a run-on. */
const MIN_TAIL_WORDS = 8;
/** Words that open a choice or pair the rest of the sentence completes ("either a neutron star, …, or…"). */
const OPEN_PAIR = /\b(?:either|both|between|neither)\b/i;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /\w/.test(w)).length;

/**
 * The sentence's first claim: a long spoken sentence cut before its first joined clause or aside after at least
 * MIN_CLAIM_WORDS words, with a full stop; the sentence as given when it is short or has no such point, or when
 * the cut would leave a pair open ("either a neutron star" without its "or").
 */
export function firstClaim(text: string): string {
  const trimmed = text.trim();
  const words = wordCount(trimmed);
  if (words <= LONG_SPOKEN_TAIL) return trimmed;
  // A consequence or an aside goes from a sentence of more than LONG_SPOKEN_TAIL words; a second claim joined
  // with "and"/"but" only from one of more than LONG_SPOKEN_CLAIM ("…fell in 1989, and the Soviet Union…").
  const joined = words > LONG_SPOKEN_CLAIM ? [...trimmed.matchAll(JOINED_CLAUSE)] : [];
  const cuts = [...joined, ...trimmed.matchAll(CONSEQUENCE), ...trimmed.matchAll(ASIDE_CLAUSE)]
    .map((m) => m.index ?? -1)
    .filter((i) => i > 0)
    .sort((a, b) => a - b);
  for (const at of cuts) {
    const head = trimmed.slice(0, at).trim();
    if (wordCount(head) < MIN_CLAIM_WORDS || wordCount(trimmed.slice(at)) < MIN_TAIL_WORDS) continue;
    if (OPEN_PAIR.test(head)) return trimmed;
    return `${head.replace(/[,;:\s]+$/, "")}.`;
  }
  return trimmed;
}

/**
 * A spoken sentence without its aside: cut before an aside clause (", which is why flour dust in a mill can
 * explode…") after at least MIN_CLAIM_WORDS words, and an inline "by the way" dropped — the whole claim kept
 * otherwise (a key point, read alone, keeps the rest of its claim).
 */
export function withoutAside(text: string): string {
  const trimmed = text.trim().replace(/,?\s+by the way\b,?(?=\s|$)/gi, "");
  for (const m of trimmed.matchAll(ASIDE_CLAUSE)) {
    const head = trimmed.slice(0, m.index ?? 0).trim();
    if (wordCount(head) >= MIN_CLAIM_WORDS) return `${head.replace(/[,;:\s]+$/, "")}.`;
  }
  return trimmed;
}
