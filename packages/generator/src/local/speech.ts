// Speech into writing: filler words out, a capital and an end mark on each sentence. Used by the enhance pass
// and wherever a transcript's sentence is shown as a card, question or key point.

import { listNameCase } from "./display-case.ts";
import { FILLER_SOUNDS } from "./words.ts";

/** Upper-cases the first letter — unless the first word mixes cases on purpose ("pH", "mRNA", "iPhone"). */
export const capitalise = (text: string) =>
  /^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);

const SOUNDS = [...FILLER_SOUNDS].join("|");
const FILLER_BETWEEN_COMMAS = new RegExp(`,\\s*\\b(?:${SOUNDS})\\b\\s*,\\s*`, "gi");
const FILLER_SOUND = new RegExp(`(^|[\\s,;])(?:${SOUNDS})(?:[,.]?)(?=\\s|$)`, "gi");
// "you know", "I mean" and "like" are fillers where they start a clause or are set off by commas.
const CLAUSE_START = String.raw`(^|[.!?;,]\s*|\b(?:and|but|so|because|or)\s+)`;
const YOU_KNOW = new RegExp(`${CLAUSE_START}you know,?\\s+`, "gi");
const YOU_KNOW_TAIL = /,?\s+you know(?=\s*[,.!?]|$)/gi;
// "…works you know because…": before a conjunction or a new clause it is a filler, unless it asks or means
// something ("if you know", "do you know", "what you know").
const YOU_KNOW_BEFORE_CLAUSE =
  /(?<!\b(?:if|when|do|did|don't|what|as|will|would|could|can|to|now|that|whatever)\s+)\byou know,?\s+(?=(?:because|and|but|so|like|when|then|I|we|it's|that's|there's)\b)/gi;
const I_MEAN = new RegExp(`${CLAUSE_START}I mean,?\\s+`, "gi");
// "like" after a comma mostly brings examples ("two forms, like purple or white flowers"; "like in korea"): a filler
// only set off by commas ("…, like, the…") or opening a sentence or a clause after "and"/"so"/"but".
const LIKE =
  /(^|[.!?]\s+|\b(?:and|but|so|or)\s+)like,?\s+(?!to\b|that\b|this\b|it\b|a\b|an\b|in\b|when\b|if\b)/gi;
const LIKE_SET_OFF = /(^|[.!?;,]\s*)like,\s+/gi;
const LIKE_COMMA = /,\s+like,\s+/gi;
const OPENING_OKAY = /(^|[.!?]\s+)(?:okay|ok|alright|all right),?\s+(?=\S)/gi;
const STUTTER = /\b(\w+)(?:\s+\1\b)+/gi;
const KEEP_DOUBLED = new Set(["that", "had", "is", "do"]);

/**
 * Whether a text reads as transcribed speech rather than written notes: it has "um"/"uh", or a third or more of
 * its sentences start in lower case. Only speech loses "like", "you know" and "I mean" — in writing they mean
 * something ("…, like reading one element").
 */
export function looksLikeSpeech(text: string): boolean {
  if (new RegExp(`\\b(?:${SOUNDS})\\b`, "i").test(text)) return true;
  const starts = text.match(/(?:^|[.!?]\s+)(\p{L})/gu) ?? [];
  const lower = starts.filter((s) => /\p{Ll}$/u.test(s)).length;
  return starts.length > 0 && lower / starts.length >= 1 / 3;
}

/**
 * Takes out speech fillers and stutters: "um", "uh" always; in speech also "you know", "I mean", filler "like"
 * and a leading "okay".
 */
export function removeFillers(text: string, speech = true): string {
  let t = text.replace(FILLER_BETWEEN_COMMAS, " ").replace(FILLER_SOUND, "$1");
  if (speech) {
    t = t
      .replace(YOU_KNOW, "$1")
      .replace(YOU_KNOW_TAIL, "")
      .replace(YOU_KNOW_BEFORE_CLAUSE, "")
      .replace(I_MEAN, "$1")
      .replace(LIKE_COMMA, ", ")
      .replace(LIKE_SET_OFF, "$1")
      .replace(LIKE, "$1")
      .replace(OPENING_OKAY, "$1");
  }
  return t
    .replace(STUTTER, (all, word: string) => (KEEP_DOUBLED.has(word.toLowerCase()) ? all : word))
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/,\s*([.!?])/g, "$1")
    .replace(/([.!?])\s*,/g, "$1")
    .replace(/^[\s,;]+/, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/**
 * One sentence as written text: capital first letter, "i" as "I", names capitalised as the text capitalises
 * them elsewhere (or, in a transcript, as display-case.ts finds them: `properNames` may hold phrases), the
 * list's place and national names and acronyms (listNameCase), and a full stop when it has no end mark.
 */
export function tidySentence(text: string, properNames: Map<string, string>): string {
  let t = text.trim().replace(/,\s*$/, "");
  t = t.replace(/\bi\b(?=$|[\s',.!?’])/g, "I");
  for (const [phrase, written] of properNames)
    if (phrase.includes(" ")) t = t.replace(new RegExp(`\\b${phrase}\\b`, "g"), written);
  t = listNameCase(t).replace(/\b[a-z][\p{L}-]*/gu, (word) => properNames.get(word) ?? word);
  t = capitalise(t);
  if (QUESTION_START.test(t)) return t.replace(/[.!]?$/, "?");
  return /[.!?]["'”’)]*$/.test(t) ? t : `${t}.`;
}

// "why do we forget" / "do you see" open a question; the transcript's full stop becomes a question mark.
const QUESTION_START =
  /^(?:(?:so|and|but|now)\s+)?(?:(?:why|what|how|when|where|who|which)\s+(?:do|does|did|is|are|was|were|can|could|should|would|will)|(?:do|does|did|can|could|should|would|will|is|are)\s+(?:you|we|they|I|it|he|she|there))\b/i;
