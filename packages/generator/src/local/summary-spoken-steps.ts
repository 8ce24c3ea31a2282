// A lecture that counts its points (issue 16 §4): "there are basically four or five factors…", then "first,
// concentration, …", "second, temperature, …", "third, surface area, …", "fourth, catalysts, …". Quoting one step
// tells a reader about one factor and hides the rest (readers: "picks one factor, surface area, … its sentence
// lacks the framing of rate factors"); the overview names the steps in one sentence where they begin, as it names
// a written section's kinds (summary-prose-kinds.ts).

import { messages } from "@lectern/core";
import type { AnalysedSentence } from "./analysis.ts";
import type { ProseKinds } from "./summary-prose-kinds.ts";

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"] as const;
/** "[okay so] first, concentration, if you…": the ordinal and the step's name (a few words). */
const STEP =
  /^(?:(?:so|and|okay|ok|um|uh|now|then|right)\b[,\s]*)*(first|second|third|fourth|fifth|sixth)(?:ly)?,\s+([a-z][\w'’-]*(?: [\w'’-]+){0,2}),\s+\S/i;
/** "there are basically four or five factors": what the steps are, said before them. */
const COUNTED_NOUN =
  /\b(?:two|three|four|five|six|several|a few)\b(?: or (?:two|three|four|five|six|seven))?(?: (?:main|key|basic|big|important))? ([a-z]+s)\b/i;
/** Fewer steps are told apart better by quoting them. */
const MIN_STEPS = 3;
/** The noun is looked for this many sentences before the first step. */
const NOUN_REACH = 2;

/** A lecture's counted steps as the overview's sentence, or null when it counts fewer than MIN_STEPS. */
export function spokenSteps(sentences: AnalysedSentence[]): ProseKinds | null {
  const members: AnalysedSentence[] = [];
  const names: string[] = [];
  for (const s of sentences) {
    const step = STEP.exec(s.text.trim());
    if (!step) continue;
    // Steps in order: "first" starts a count, the next ordinal continues it.
    const ordinal = ORDINALS.indexOf(step[1]!.toLowerCase() as (typeof ORDINALS)[number]);
    if (ordinal === 0) {
      if (members.length >= MIN_STEPS) break;
      members.length = 0;
      names.length = 0;
    } else if (ordinal !== members.length) continue;
    members.push(s);
    names.push(step[2]!.toLowerCase());
  }
  const first = members[0];
  if (members.length < MIN_STEPS || !first) return null;
  const before = sentences.slice(Math.max(0, first.index - NOUN_REACH), first.index);
  const noun = before.map((s) => COUNTED_NOUN.exec(s.text)?.[1]?.toLowerCase()).find(Boolean) ?? null;
  return {
    sentence: messages.generation.lectureStepsOverview(noun, names),
    members,
    at: first.index,
  };
}
