// Whether the note makes an option another right answer: it names the candidate with the kind the question
// asks for, or calls it a kind of the key. Such an option is never a distractor.

import type { ChunkAnalysis } from "./analysis.ts";
import { comparable, comparableOf, stems } from "./option-text.ts";

const CONTENT_STOP = new Set(
  "which follow what who whom of the a an is are was were be to in on for and or by with that this as it its from at complet statement note accord".split(
    " ",
  ),
);

/**
 * The kind a question asks for: the words after "is a/an/the" up to a linking word ("a greenhouse gas that…"),
 * and the content words of a prepositional qualifier right after it ("the amount of matter", "the organelle in
 * plant cells"), which narrow the kind to one thing.
 */
function askedKind(question: string): { kind: string[]; qualifier: string[] } {
  const m =
    /\b(?:is|are|was|were)\s+(?:an?|the)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)(?=\s+(?:that|which|who|whose|where|of|in|on|for|with|by|from|used|made|called)\b|\s*[,?.])/i.exec(
      question,
    );
  if (!m?.[1]) return { kind: [], qualifier: [] };
  const after = question.slice(m.index + m[0].length);
  const q = /^\s+(?:of|in|on|for|with|by|from)\s+((?:the\s+|an?\s+)?[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)/i.exec(
    after,
  );
  const qualifier = q?.[1] ? stems(q[1]).filter((w) => !CONTENT_STOP.has(w) && w.length > 2) : [];
  return { kind: stems(m[1]), qualifier };
}

/**
 * Whether the note says a candidate fits the question as well as the key: another sentence names the
 * candidate with the kind the question asks for ("Which … is a greenhouse gas that…?" and "Methane is another
 * greenhouse gas") or, when the question names no kind, with most of its content words. Such a candidate is another true answer,
 * never a distractor. ("The second stage" does not make the Krebs cycle fit "the first stage".)
 */
export function alsoTrue(analysis: ChunkAnalysis, question: string, key: string, candidate: string): boolean {
  const keyStems = new Set(stems(key));
  const asked = askedKind(question);
  const kind = asked.kind.filter((w) => !keyStems.has(w));
  const wanted = [...new Set(stems(question))].filter(
    (w) => !CONTENT_STOP.has(w) && !keyStems.has(w) && w.length > 2,
  );
  const needed = wanted.length <= 2 ? wanted.length : Math.ceil(wanted.length * 0.6);
  const cand = ` ${comparable(candidate)} `;
  return analysis.sentences.some((s) => {
    const text = ` ${comparable(s.text)} `;
    if (!text.includes(cand)) return false;
    const have = stems(s.text);
    // "Weight is the amount of force" does not fit "the amount of matter": a qualified kind needs its qualifier.
    if (kind.length > 0)
      return (
        ` ${have.join(" ")} `.includes(` ${kind.join(" ")} `) &&
        asked.qualifier.every((w) => have.includes(w))
      );
    return wanted.length > 0 && wanted.filter((w) => have.includes(w)).length >= needed;
  });
}

/**
 * Whether the note calls the candidate a kind of the key ("Marble: a metamorphic rock formed from limestone"):
 * then it is also an answer ("changed by heat and pressure into marble" is true).
 */
export function noteCallsAKind(analysis: ChunkAnalysis, candidate: string, key: string): boolean {
  const cand = ` ${comparable(candidate)} `;
  const kinds = [` a ${comparable(key)} `, ` an ${comparable(key)} `];
  return analysis.sentences.some((s) => {
    const text = ` ${comparableOf(s.text)} `;
    return text.includes(cand) && kinds.some((k) => text.includes(k));
  });
}
