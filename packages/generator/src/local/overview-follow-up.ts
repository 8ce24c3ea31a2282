// The sentence after the framing, said of the framed thing by "it" (issue 16 §4): "Classical conditioning is a
// kind of learning… It was first described by the Russian physiologist Ivan Pavlov, who was studying digestion
// in dogs…". Readers asked for Pavlov's experiment and got an example of its terms instead; the sentence could
// not be quoted, since its "it" points back. Quoted with the framed term for its "it", it can.

import type { AnalysedSentence } from "./analysis.ts";
import type { Framing } from "./overview-framing.ts";
import { isMinorClaim } from "./summary-points.ts";
import { isSummarySource } from "./summary-sources.ts";

/** "It <verb> …": the framed thing as the subject. */
const SAID_OF_IT = /^It\s+(\S.*)$/s;
/** "It is important to…", "It was clear that…": the expletive "it", no subject meant. */
const EXPLETIVE = /^(?:is|was|seems|seemed)\s+[\p{L}-]+\s+(?:to|that|whether)\b/u;

/**
 * The framing's next sentence as its overview quotes it ("Classical conditioning was first described by…"),
 * when it opens on "It" for the framed thing, in the same section, and is a claim a summary may quote; else null.
 */
export function framingFollowUp(
  framing: Framing,
  sentences: readonly AnalysedSentence[],
): { sentence: AnalysedSentence; text: string } | null {
  const defined = framing.sentence.definition;
  const next = sentences[framing.sentence.index + 1];
  if (!defined || !next || next.sectionIndex !== framing.sentence.sectionIndex) return null;
  if (!isSummarySource(next) || isMinorClaim(next)) return null;
  const rest = SAID_OF_IT.exec(next.text.trim())?.[1];
  if (!rest || EXPLETIVE.test(rest)) return null;
  const subject = `${defined.article ? `${defined.article} ` : ""}${defined.term}`;
  return { sentence: next, text: `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${rest}` };
}
