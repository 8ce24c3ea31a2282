// Where a definition's text ends (issue 16 §1, §5): a card's back is one idea, so the complement is cut before a
// second clause (";", ", while", a comma splice, ", and they …", "and takes …").

import type { Sentence, Token } from "../nlp.ts";

/**
 * The definition proper: from `first` to the end of the sentence, cut before a second clause (", and …",
 * "; …", "and" + verb) so a card's back stays one idea. Without the final full stop.
 */
export function definitionText(sentence: Sentence, tokens: Token[], first: number): string | null {
  let last = tokens.length - 1;
  while (last >= first && tokens[last]?.pos === "PUNCT" && !closesAnOpening(tokens, first, last)) last -= 1;
  // "if two bodies are each in equilibrium with a third body, then they …": the condition's comma leads to its
  // main clause, which belongs to the key.
  let condition = CONDITIONS.has(tokens[first]?.lower ?? "");
  // Inside a relative clause ("an interaction in which one organism, the predator, kills and eats another"), a
  // second verb or ", and each is harmed" continues that clause; only a pronoun subject starts a new idea.
  let relative = false;
  for (let j = first + 2; j <= last; j++) {
    const t = tokens[j];
    const next = tokens[j + 1];
    if (!t) continue;
    if (RELATIVES.has(t.lower) || (t.lower === "in" && next?.lower === "which")) relative = true;
    if (condition && t.value === ",") {
      condition = false;
      continue;
    }
    if (relative && continuesRelative(tokens, j)) continue;
    const clauseBreak =
      t.value === ";" ||
      (t.value === "," && next?.lower === "while") ||
      // "the clergy, the Second Estate was the nobility": a comma splice starts a new clause.
      (t.value === "," && auxiliarySoon(tokens, j + 1)) ||
      // "the basic economic problem, it means that …", "the day at the beach, you know, …": a comma splice.
      (t.value === "," && PRONOUN_SUBJECTS.has(next?.lower ?? "") && isVerbish(tokens[j + 2])) ||
      // "the day at the beach, not every possible thing …": a correction aside, not the key.
      (t.value === "," && next?.lower === "not") ||
      // "a simple case …, and a recursive case, where …": the next member of a list of described things.
      (t.value === "," && next?.lower === "and" && describedMember(tokens, j + 2)) ||
      // ", and they are not used up" ends the idea; ", and nitrogen" (a list's last member) does not.
      (t.value === "," && (next?.lower === "and" || next?.lower === "but") && startsClause(tokens, j + 2)) ||
      // "… and takes place in …", "… and is converted …" (not "spoken and written material").
      ((t.lower === "and" || t.lower === "but") &&
        (next?.pos === "AUX" || (next?.pos === "VERB" && /[^s]s$/.test(next.lower))) &&
        // "the first stage of respiration and takes place in …": a place in a sequence alone does not say
        // what the term is; the rest of the predicate stays.
        !tokens.slice(first, j).some(isRank));
    if (clauseBreak) {
      last = j - 1;
      break;
    }
  }
  while (last >= first && tokens[last]?.pos === "PUNCT" && !closesAnOpening(tokens, first, last)) last -= 1;
  // "states that, other things being equal, …": no punctuation in front.
  while (first <= last && tokens[first]?.pos === "PUNCT") first += 1;
  if (last - first < 1) return null;
  return slice(sentence, tokens, first, last);
}

const PAIRS: Record<string, string> = { ")": "(", "]": "[", "”": "“", '"': '"', "’": "‘" };

/** A closing bracket or quote whose opening is inside the definition stays ("accepts protons (hydrogen ions)"). */
function closesAnOpening(tokens: Token[], first: number, last: number): boolean {
  const open = PAIRS[tokens[last]?.value ?? ""];
  if (!open) return false;
  return tokens.slice(first, last).some((t) => t.value === open);
}

/** An auxiliary ("was", "is") within three words from `i`, with no relative word before it: a new clause. */
function auxiliarySoon(tokens: Token[], i: number): boolean {
  if (tokens[i]?.lower === "and" && WH_OBJECTS.has(tokens[i + 1]?.lower ?? "")) return false;
  for (let j = i; j < tokens.length && j < i + 4; j++) {
    const t = tokens[j];
    if (!t || t.value === "," || ["that", "which", "who", "where", "when"].includes(t.lower)) return false;
    if (t.pos === "AUX") return true;
  }
  return false;
}

/** Whether a clause starts at `i`: a verb within the next few words (", and they are …", ", and it takes …"). */
function startsClause(tokens: Token[], i: number): boolean {
  // "studies heat, work, temperature and energy, and how they are related": a wh-clause is the list's last object.
  if (WH_OBJECTS.has(tokens[i]?.lower ?? "")) return false;
  // ", and the different versions of a gene are called …": a noun phrase of up to six words, then its verb.
  for (let j = i; j < tokens.length && j < i + 7; j++) {
    const t = tokens[j];
    if (!t || t.value === ",") return false;
    // ", and when part of a nebula collapses …" starts a clause; ", and that each nation …" continues a "that".
    if (j === i && SUBORDINATORS.has(t.lower)) return true;
    if (RELATIVES.has(t.lower)) return false;
    if (t.pos === "AUX" || (t.pos === "VERB" && !/ing$/.test(t.lower)) || t.pos === "PRON") return true;
  }
  return false;
}

const WH_OBJECTS = new Set(["how", "why", "what", "whether"]);

/** A rank in a sequence or a layer: "the first stage", "the final stage", "the innermost layer". */
const RANKS = /^(?:first|second|third|fourth|fifth|final|last|innermost|outermost|uppermost|lowermost)$/;
const isRank = (t: Pick<Token, "lower">) => RANKS.test(t.lower);

/** Subjects that open a comma-spliced clause ("…, it means that …"). */
const PRONOUN_SUBJECTS = new Set(["it", "they", "we", "you", "he", "she", "this", "there"]);

const isVerbish = (t: Token | undefined) => t !== undefined && (t.pos === "VERB" || t.pos === "AUX");

/**
 * Whether a list member starts at `i` that carries its own description: an article, at most four words, then
 * ", where/which/that/who" ("and a recursive case, where the function calls itself"): a second thing, not part
 * of the first one's definition.
 */
function describedMember(tokens: Token[], i: number): boolean {
  if (!["a", "an", "the"].includes(tokens[i]?.lower ?? "")) return false;
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    const t = tokens[j];
    if (!t) return false;
    if (t.value === ",") return RELATIVES.has(tokens[j + 1]?.lower ?? "");
    if (t.pos !== "NOUN" && t.pos !== "ADJ" && t.pos !== "PROPN") return false;
  }
  return false;
}

const CONDITIONS = new Set(["if", "when", "whenever", "once", "unless"]);

/** ", and each is harmed …" or "and eats …" inside a relative clause: the same clause goes on. */
function continuesRelative(tokens: Token[], j: number): boolean {
  const t = tokens[j];
  const next = tokens[j + 1];
  if (t?.lower === "and" && isVerbish(next)) return true;
  if (t?.value !== "," || next?.lower !== "and") return false;
  // ", and each is harmed", ", and releases …" go on; ", and ecologists use …" has a subject of its own.
  const after = tokens[j + 2];
  return (
    ["each", "both", "neither"].includes(after?.lower ?? "") || (isVerbish(after) && after?.pos !== "AUX")
  );
}

const SUBORDINATORS = new Set(["when", "while", "if", "because", "since", "although", "so", "then"]);
const RELATIVES = new Set(["that", "which", "who", "whose", "where", "when"]);

function slice(sentence: Sentence, tokens: Token[], first: number, last: number): string {
  return sentence.text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);
}

/**
 * A definition kept whole past a rank ("the first stage of respiration and takes place in …") without its
 * second part, for a question that asks by the definition ("What is the term for the first stage …?").
 */
export function rankHead(definition: string): string {
  const m = /^(.*?)\s+and\s+\S+\s/.exec(definition);
  const words = m?.[1]?.split(/\s+/) ?? [];
  if (!m?.[1] || !words.some((w) => RANKS.test(w.toLowerCase()))) return definition;
  return m[1];
}
