// The fallback form: a key term, person, year or number blanked in its sentence.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { BLANK, blankOut, capitalise, clozeTargets, plain, shown } from "../cloze.ts";
import type { StudyItem } from "../items.ts";
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

/** The best blank of a standalone sentence, as a "Fill in the blank" line. */
export function clozeItem(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem | null {
  if (!s.standalone || leansOnEarlierSentence(s)) return null;
  for (const target of clozeTargets(analysis, s)) {
    const line = capitalise(
      shown(blankOut(s.text, target.mention.start, target.mention.end), analysis.speech),
    );
    const prompt = plain(line);
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
