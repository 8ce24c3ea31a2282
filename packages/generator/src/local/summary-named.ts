// A thing described, then named in a sentence of its own (issue 16 §4, readers: "collisions … are never named or
// explained"): "Because there are … far more possible keys than array positions, two different keys will sometimes
// be given the same index. This is called a collision." The name leans on the sentence before it and the
// description does not say what it describes, so a summary quotes the two as one sentence.

import type { AnalysedSentence } from "./analysis.ts";

/** "This is called a collision.", "That is known as the greenhouse effect.": a name for the sentence before. */
const NAMED_BACK = /^(?:this|that) (?:is|was|are|were) (?:called|known as|termed) ([^.;:,]{2,60})\.?$/i;

/**
 * The note's sentences with each description that the next sentence names written with its name ("…, two different
 * keys will sometimes be given the same index; this is called a collision."), reading alone; the rest as they are.
 */
export function withNamesJoined(sentences: AnalysedSentence[]): AnalysedSentence[] {
  return sentences.map((s, i) => {
    const next = sentences[i + 1];
    const name =
      next && next.sectionIndex === s.sectionIndex ? NAMED_BACK.exec(next.text.trim())?.[1] : undefined;
    if (!name || s.kind !== "expository" || s.definition !== null) return s;
    return {
      ...s,
      text: `${s.text.trim().replace(/[.\s]+$/, "")}; this is called ${name}.`,
      standalone: true,
    };
  });
}
