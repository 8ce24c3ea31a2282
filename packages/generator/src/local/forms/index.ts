// Every study item of a chunk (issue 16 §1): each source sentence read by each question form. Cards and quiz
// questions are worded from these items.

import type { ChunkAnalysis } from "../analysis.ts";
import type { StudyItem } from "../items.ts";
import { clozeItem } from "./cloze.ts";
import { definitionItems } from "./definition.ts";
import { isSourceSentence } from "./shared.ts";

/** Items of a chunk, best first (score, then note order). */
export function findItems(analysis: ChunkAnalysis): StudyItem[] {
  const items: StudyItem[] = [];
  for (const s of analysis.sentences) {
    if (!isSourceSentence(s)) continue;
    items.push(...definitionItems(analysis, s));
    const cloze = clozeItem(analysis, s);
    if (cloze) items.push(cloze);
  }
  return items.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}
