// A sentence placed against the one before it (issue 16 §4, readers: "'At one end' and 'the range' are never
// introduced", "'Stimulus discrimination is the opposite' points to something the sentence doesn't give"): a
// place on a scale or a comparison whose other side an earlier sentence holds, a consequence drawn from it, or
// an action whose object it names ("When the king refused, …"). A summary quotes sentences
// apart, so such a sentence is left out, unless it names and defines its thing ("At one end is perfect
// competition, a market in which…"), which is then quoted as the definition ("Perfect competition is a market
// in which…").

import { capitalise } from "./speech.ts";

/** "At one end is…", "In contrast,…", "Likewise,…", "X is the opposite:" (not "the opposite of Y"). */
const COMPARED_TO_PREVIOUS =
  /^(?:at (?:one|the other|either) end\b|in contrast\b|by contrast\b|on the other hand\b|conversely\b|similarly\b|likewise\b|in the same way\b)|^[^,:;]{1,60}\b(?:is|are) the (?:opposite|reverse)\b(?! of\b)/i;

/**
 * "Most implementations therefore resize the table", "Thus, …", "As a result, …": a consequence drawn from the
 * sentence before (not ", therefore …" inside the sentence's own reasoning: "I think, therefore I am").
 */
const DRAWN_FROM_PREVIOUS =
  /^(?:therefore|thus|hence|consequently|as a result|for this reason)\b|^[^,;:]{1,60}\s(?:therefore|thus|hence|consequently)\s/i;

/**
 * "When the king refused, …", "After the council agreed, …": an action whose object (refused what?) is in the
 * sentence before.
 */
const ELIDED_ACTION =
  /^(?:when|after|because|once|since|until|before) (?:(?:the|a|an|his|her|their|its) )?[\w'’-]+(?: [\w'’-]+)? (?:refused|agreed|declined|accepted|failed|did so|did|objected|complied|resisted|hesitated|insisted|responded|answered|replied)\s*,/i;

/** "At (the other) end (of the range) is X, a/an Y…": the thing placed on the scale and its definition. */
const SCALE_END_DEFINITION =
  /^at (?:one|the other|either) end(?: of [^,]{1,40}?)? (is|are|lies|lie|sits|sit|stands|stand) ([^,]{2,50}), ((?:an?) .{8,})$/i;

/** The sentence as its own definition ("Perfect competition is a market in which…"), or null. */
export function scaleEndRestated(text: string): string | null {
  const m = SCALE_END_DEFINITION.exec(text.trim());
  if (!m) return null;
  const [, verb = "", thing = "", definition = ""] = m;
  const plural = /^(?:are|lie|sit|stand)$/i.test(verb);
  return `${thing.charAt(0).toUpperCase()}${thing.slice(1)} ${plural ? "are" : "is"} ${definition}`;
}

/** The sentence stands against, or follows from, an earlier one and cannot be restated on its own. */
export function comparedToPrevious(text: string): boolean {
  const trimmed = text.trim();
  if (DRAWN_FROM_PREVIOUS.test(trimmed) || ELIDED_ACTION.test(trimmed)) return true;
  return COMPARED_TO_PREVIOUS.test(trimmed) && scaleEndRestated(trimmed) === null;
}

/**
 * "The fix is memoization, which means storing the result of each call…": a term named as the answer to the
 * sentence before (the fix for what?), with its definition. Quoted as the definition alone.
 */
const ANSWER_DEFINITION =
  /^the (?:fix|answer|solution|remedy|cure|trick|way round this) (?:is|was) ([a-z][\w-]*(?: [\w-]+){0,2}), which (means|is|refers to) (.{8,})$/i;

/** The sentence as its term's definition ("Memoization means storing the result…"), or null. */
export function answerRestated(text: string): string | null {
  const m = ANSWER_DEFINITION.exec(text.trim());
  if (!m) return null;
  const [, term = "", verb = "", definition = ""] = m;
  return `${capitalise(term)} ${verb.toLowerCase()} ${definition}`;
}

/** The sentence restated as its own definition (a scale's end, an answer's term), or null. */
export const restatedDefinition = (text: string): string | null =>
  scaleEndRestated(text) ?? answerRestated(text);
