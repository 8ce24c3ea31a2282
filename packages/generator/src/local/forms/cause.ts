// Cause and effect (issue 16 §1): "X causes / leads to / results in Y" → "What does X lead to?" → Y; "Y because
// X" and "Because X, Y" → "Why …?" → X; "Y is due to X" → "What is Y due to?" → X.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { capitalise, plain } from "../cloze.ts";
import type { StudyItem } from "../items.ts";
import { askOfClause, lowerArticle, subjectEnd } from "./clause.ts";
import { itemFrom, keyPhrase } from "./shared.ts";

const CAUSE_VERBS =
  /^(.{3,70}?)\s+(causes|cause|caused|leads to|lead to|led to|results in|result in|resulted in|gives rise to|give rise to)\s+(.+)$/u;
const DUE_TO =
  /^(.{3,70}?)\s+(is|are|was|were)\s+(?:(?:mainly|largely|partly|mostly|often|usually)\s+)?due to\s+(.+)$/u;
/** Where a cause's or an effect's phrase ends: the next clause. */
const CLAUSE_END =
  /\s*(?:[;:]|,\s*(?:and|but|while|whereas|which|so|because|although)\b|\s+because\b|\s+while\b).*$/u;
const PRONOUN_START = /^(?:it|they|this|that|these|those|he|she|we|you|there)\b/i;

const phrase = (text: string) => keyPhrase(text.replace(CLAUSE_END, ""));
const subjectOk = (text: string) =>
  !PRONOUN_START.test(text) && !/[,;:]/.test(text) && text.split(/\s+/).length <= 9;
const lowerStart = (text: string) =>
  /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]*\s+[A-Z]/.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;

function relation(s: AnalysedSentence, prompt: string, answer: string, bonus = 1): StudyItem {
  return itemFrom(s, {
    form: "cause-effect",
    prompt: plain(prompt),
    answer: capitalise(plain(answer)),
    level: "relation",
    score: s.score + bonus,
  });
}

/** "A change in price causes a movement along the curve" → "What does a change in price cause?" */
function causeVerbItem(s: AnalysedSentence): StudyItem | null {
  const m = CAUSE_VERBS.exec(s.text.trim());
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const subject = lowerArticle(m[1]);
  if (!subjectOk(subject) || /^(?:If|When|Because|Although)\b/.test(subject)) return null;
  // The subject is a plain noun phrase: no verb, pronoun or clause before the cause verb ("Economists
  // distinguish two main causes of …" has its verb earlier; wink may tag the verb "causes" as a noun, so the
  // check is on what comes before it).
  const subjectLength = m[1].length;
  const before = s.tokens.filter((t) => t.end <= subjectLength + (s.text.length - s.text.trimStart().length));
  if (before.some((t) => ["VERB", "AUX", "PRON", "SCONJ"].includes(t.pos) || t.value === ",")) return null;
  if (/^(?:of|by)\b/.test(m[3]) || /\b(?:this|these|those|it|they)\b/i.test(subject)) return null;
  // "The short-term cause came on 28 June …": a verb right after makes "cause" the noun, not the verb.
  const after = s.tokens.find((t) => t.start >= s.text.indexOf(m[3] ?? "", subjectLength));
  if (after && ["VERB", "AUX"].includes(after.pos) && !/(?:ed|ing)$/.test(after.lower)) return null;
  const effect = phrase(m[3]);
  if (effect.split(/\s+/).length < 2) return null;
  // "Three mistakes led to his downfall": whose downfall is in the sentence before, so the key names no one.
  if (/\b(?:his|her|their|its|this|these|those|it|they|them|him)\b/i.test(effect)) return null;
  const verb = m[2];
  const base = verb
    .replace(/^(caused|causes)$/, "cause")
    .replace(/^(led|leads)/, "lead")
    .replace(/^(resulted|results)/, "result")
    .replace(/^gives/, "give");
  const helper = /ed\b|^led/.test(verb) ? "did" : /^(cause|lead|result|give)\b/.test(verb) ? "do" : "does";
  return relation(s, `What ${helper} ${lowerStart(subject)} ${base}?`, effect);
}

/** "Y is largely due to X" → "What is Y due to?" */
function dueToItem(s: AnalysedSentence): StudyItem | null {
  const m = DUE_TO.exec(s.text.trim());
  if (!m?.[1] || !m[2] || !m[3] || !subjectOk(m[1])) return null;
  const cause = phrase(m[3]);
  if (cause.split(/\s+/).length < 2) return null;
  if (subjectEnd(s.tokens, 0) === null) return null;
  return relation(s, `What ${m[2]} ${lowerStart(lowerArticle(m[1]))} due to?`, cause);
}

/** "Water is polar because oxygen is more electronegative" → "Why is water polar?"; "Because X, Y" too. */
function becauseItem(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem | null {
  const at = s.tokens.findIndex(
    (t) => t.lower === "because" && s.tokens[s.tokens.indexOf(t) + 1]?.lower !== "of",
  );
  if (at < 0) return null;
  if (at === 0) {
    const comma = s.tokens.findIndex((t) => t.value === ",");
    if (comma < 3) return null;
    const prompt = askOfClause("Why", s, comma + 1, s.tokens.length - 1, [], analysis.capitalisedWords);
    const reason = s.text.slice(s.tokens[1]?.start ?? 0, s.tokens[comma]?.start ?? 0);
    return prompt ? relation(s, prompt, phrase(reason)) : null;
  }
  let last = at - 1;
  if (s.tokens[last]?.value === ",") last -= 1;
  // The clause asked about is the one "because" follows, from the sentence's start, with no relative clause
  // ("The Luddites were workers who smashed machinery because …" gives the reason of the relative clause).
  if (s.tokens.slice(0, last + 1).some((t) => [",", ";", ":", "who", "which", "that"].includes(t.lower)))
    return null;
  const prompt = askOfClause("Why", s, 0, last, [], analysis.capitalisedWords);
  const reason = phrase(s.text.slice(s.tokens[at + 1]?.start ?? s.text.length));
  if (!prompt || reason.split(/\s+/).length < 3) return null;
  return relation(s, prompt, reason);
}

/** The cause-and-effect items of a sentence. */
export function causeItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  if (!s.standalone) return [];
  return [causeVerbItem(s), dueToItem(s), becauseItem(analysis, s)].filter((x): x is StudyItem => x !== null);
}
