// A thing described, then named in a sentence of its own (issue 16 §4, readers: "collisions … are never named or
// explained"): "Because there are … far more possible keys than array positions, two different keys will sometimes
// be given the same index. This is called a collision." The name leans on the sentence before it and the
// description does not say what it describes, so a summary quotes the two as one sentence.

import type { AnalysedSentence } from "./analysis.ts";

/** "This is called a collision.", "This process is known as alcoholic fermentation.": a name for the sentence before. */
const NAMED_BACK =
  /^(?:this|that)(?: [a-z]+)? (?:is|was|are|were) (?:called|known as|termed) [^.;:,]{2,60}\.?$/i;

/**
 * The note's sentences with each description that the next sentence names written with its name ("…, two different
 * keys will sometimes be given the same index; this is called a collision."), reading alone; the rest as they are.
 */
export function withNamesJoined(sentences: AnalysedSentence[]): AnalysedSentence[] {
  return sentences.map((s, i) => {
    const next = sentences[i + 1];
    const naming = next && next.sectionIndex === s.sectionIndex ? next.text.trim() : "";
    if (!NAMED_BACK.test(naming) || s.kind !== "expository" || s.definition !== null) return s;
    const name = naming.replace(/\.?$/, ".");
    const text = `${s.text.trim().replace(/[.\s]+$/, "")}; ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    return { ...s, text, standalone: true };
  });
}
