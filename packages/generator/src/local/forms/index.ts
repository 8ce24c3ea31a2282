// Every study item of a chunk (issue 16 §1): each source sentence read by each question form. Cards and quiz
// questions are worded from these items.

import type { ChunkAnalysis } from "../analysis.ts";
import type { StudyItem } from "../items.ts";
import { causeItems } from "./cause.ts";
import { clozeItem } from "./cloze.ts";
import { comparisonItem } from "./comparison.ts";
import { comparesWithBefore, definitionItems } from "./definition.ts";
import { listItems } from "./list.ts";
import { namedItems } from "./named.ts";
import { numericItem } from "./numeric.ts";
import { isSourceSentence } from "./shared.ts";
import { whoWhenWhereItems } from "./who-when-where.ts";

/** Items of a chunk, best first (score, then note order). A sentence gives an item in every form it supports. */
export function findItems(analysis: ChunkAnalysis): StudyItem[] {
  const items: StudyItem[] = [];
  for (const s of analysis.sentences) {
    if (!isSourceSentence(s)) continue;
    // "Binary search is a much faster method …" is true only beside the sentence before: no item at all.
    if (s.definition && comparesWithBefore(s.definition)) continue;
    items.push(...definitionItems(analysis, s));
    items.push(...namedItems(analysis, s));
    items.push(...listItems(analysis, s));
    items.push(...causeItems(analysis, s));
    const comparison = comparisonItem(analysis, s);
    if (comparison) items.push(comparison);
    const numeric = numericItem(analysis, s);
    if (numeric) items.push(numeric);
    items.push(...whoWhenWhereItems(analysis, s));
    const cloze = clozeItem(analysis, s);
    if (cloze) items.push(cloze);
  }
  return items.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}
