// The fallback form: a key term, person, year or number blanked in its sentence.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { BLANK, blankOut, capitalise, clozeTargets, plain, shown } from "../cloze.ts";
import type { StudyItem } from "../items.ts";
import { itemFrom } from "./shared.ts";

/** The best blank of a standalone sentence, as a "Fill in the blank" line. */
export function clozeItem(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem | null {
  if (!s.standalone) return null;
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
