// The fallback form: a key term, person, year or number blanked in its sentence.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { BLANK, blankOut, capitalise, clozeTargets, plain, shown } from "../cloze.ts";
import type { StudyItem } from "../items.ts";
import type { Mention } from "../mentions.ts";
import { LEANING_SUBJECTS } from "./generic-words.ts";
import { itemFrom } from "./shared.ts";

/**
 * A sentence that leans on an earlier one is no blank source (issue 16 §1): its subject is a pronoun ("Historians
 * usually date it from …", "They …") or it opens with "The other" / "Another" ("The other big explanation is …").
 * The subject is read as the words before the first verb.
 */
export function leansOnEarlierSentence(s: AnalysedSentence): boolean {
  const words = s.tokens.filter((t) => t.type === "word");
  const first = words[0]?.lower ?? "";
  // "Godden and Baddeley showed this in 1975": "this" standing alone points back to the sentence before.
  if (words.some((t) => (t.lower === "this" || t.lower === "these") && t.pos === "PRON")) return true;
  if (first === "another" || (first === "the" && words[1]?.lower === "other")) return true;
  for (const t of s.tokens) {
    if (t.pos === "VERB" || t.pos === "AUX") {
      // the object right after the first verb: "date it from", "call them"
      const next = s.tokens[s.tokens.indexOf(t) + 1];
      return next !== undefined && (next.lower === "it" || next.lower === "them") && next.pos === "PRON";
    }
    if (t.pos === "PRON" && LEANING_SUBJECTS.has(t.lower)) return true;
    if (t.pos === "DET" && LEANING_SUBJECTS.has(t.lower) && t === s.tokens[0]) return true;
  }
  return false;
}

/**
 * A blank that cuts its phrase is no blank (issue 16 §1, labellers' findings 5 and 7): right after "a"/"an"
 * ("a/an _____" reads as a slip and was never kept), right after a modifier that belongs to the key ("the lowest
 * _____", "a perfectly _____", "a cold, _____", "purple or _____"; "the first/same _____" is fine), or over a subject and its verb ("most
 * operations work", "whose keys hash", "Geologists sort rocks": a plural noun before a bare verb form).
 */
export function cutsItsPhrase(s: AnalysedSentence, m: Mention): boolean {
  const before = s.tokens[m.first - 1];
  const previous = s.tokens[m.first - 2];
  if (!before) return false;
  if (before.lower === "a" || before.lower === "an") return true;
  // "Conflict of the _____": the end of a name, not a key.
  const named = s.tokens[before.lower === "the" ? m.first - 3 : m.first - 2];
  if ((before.lower === "of" || previous?.lower === "of") && named && /^[A-Z]/.test(named.value)) return true;
  // A superlative or an "-ly" adverb modifies the key: "the lowest possible temperature", "perfectly competitive".
  if (
    (before.pos === "ADJ" && /est$/.test(before.lower)) ||
    (before.pos === "ADV" && /ly$/.test(before.lower))
  )
    return true;
  if ((before.lower === "," || before.lower === "or" || before.lower === "and") && previous?.pos === "ADJ")
    return true;
  for (let i = m.first + 1; i <= m.last; i++) {
    const t = s.tokens[i];
    const left = s.tokens[i - 1];
    if (!t || !left) continue;
    const pluralLeft = /[^s]s$/.test(left.lower) && left.lemma !== left.lower && left.pos === "NOUN";
    const bare =
      t.lemma === t.lower &&
      /^[a-z]+$/.test(t.lower) &&
      !/(?:s|tion|sion|ment|ness|ity|nce|ing|ism)$/.test(t.lower);
    if (pluralLeft && bare) return true;
  }
  return false;
}

/** Whether a target sits in an example ("such as the mean height of 100 students"): a detail, not the point. */
export function inExample(text: string, start: number): boolean {
  const before = text.slice(0, start);
  const cue = /\b(?:such as|for example|for instance|e\.g\.|like)\s+(?:the\s+|a\s+|an\s+)?([^,;:.]*)$/i.exec(
    before,
  );
  return cue !== null;
}

const OPENING_DISCOURSE =
  /^(?:first|firstly|second|secondly|third|thirdly|finally|lastly|however|also|so|then|basically|next|now),?\s+(?=\S)/i;

/**
 * A blank line without the discourse words that lean on the text around it (labellers' finding 5): an opening
 * "First," / "Finally" / "However,", a closing ", however" and a spoken "basically". The source keeps them.
 */
export function withoutDiscourseWords(line: string): string {
  const opened = line.replace(OPENING_DISCOURSE, "");
  const trimmed = opened.replace(/,\s*however(?=[.!?]?$)/i, "").replace(/\s+basically\b/gi, "");
  return capitalise(trimmed);
}

/** The best blank of a standalone sentence, as a "Fill in the blank" line. */
export function clozeItem(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem | null {
  if (!s.standalone || leansOnEarlierSentence(s)) return null;
  for (const target of clozeTargets(analysis, s)) {
    if (cutsItsPhrase(s, target.mention) || inExample(s.text, target.mention.start)) continue;
    // "every k-th member": a lone letter is a symbol's part, not a key.
    if (/^\p{L}$/u.test(target.text.trim())) continue;
    const line = capitalise(
      shown(blankOut(s.text, target.mention.start, target.mention.end), analysis.speech),
    );
    const prompt = plain(withoutDiscourseWords(line));
    if (!prompt.includes(BLANK)) continue;
    return itemFrom(s, {
      form: "cloze",
      prompt,
      answer: plain(target.text),
      answerEntry: target.answer,
      level: "recall",
      score: s.score,
    });
  }
  return null;
}
