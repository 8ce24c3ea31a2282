// Key points (issue 16 §4): the note's main claims beside its overview — the most central claim of each section
// that the overview does not quote, read on its own.

import type { AnalysedSentence } from "./analysis.ts";
import type { Section } from "./sections.ts";
import { bothSides, caseWords, isHalfOfParallel, isWorkedCase, parallelOf } from "./summary-cases.ts";
import { countedClaim, kindClaim, membersClaim } from "./summary-kinds.ts";
import {
  isDatedEventBullet,
  isDetailPoint,
  isHalfOfPair,
  isInstanceOfHeading,
  isInstanceOfPrevious,
  isMinorClaim,
  isThingDefinition,
  isVagueClaim,
  takesUpPrevious,
} from "./summary-points.ts";
import { hasUnresolvedPronoun } from "./summary-pronouns.ts";
import { rankedGroups, WRITTEN } from "./summary-rank.ts";
import { repeats } from "./summary-similar.ts";
import { leansOnPrevious, readableAlone } from "./summary-sources.ts";
import { isSpokenFigurePoint } from "./summary-speech.ts";
import { definedTerm } from "./summary-thesis.ts";

/**
 * "People change the water cycle in many ways." when the overview quotes the claim after it ("Cities replace
 * soil…"), its section's thesis: the section's key point is the general claim the quoted example stands for
 * (readers chose it over the next example, "Dams store water…"). Null when the section opens otherwise.
 * `sentences` are the note's.
 */
function openerOfQuotedExample(
  ranked: AnalysedSentence[],
  overview: AnalysedSentence[],
  sentences: readonly AnalysedSentence[],
): AnalysedSentence | null {
  for (const quoted of overview) {
    const opener = sentences[quoted.index - 1];
    // The heading's first sentence, vague, then an example of it ("Poets often say one thing in terms of
    // another." before a definition is no such opener: the definition says what it meant).
    const first = opener !== undefined && sentences[opener.index - 1]?.section !== opener.section;
    if (!first || !ranked.includes(quoted) || opener.section !== quoted.section) continue;
    if (isVagueClaim(opener) && opener.kind === "expository" && definedTerm(quoted) === null) return opener;
  }
  return null;
}

/** Key points: 3 to 7; one per section with a claim of its own, more only as a long note asks (one per 10 sentences). */
export const KEY_POINTS = { min: 3, max: 7, sentencesPerPoint: 10 } as const;

/**
 * Key points: the most central claim of each section not already in the overview (sections merged to at most
 * seven), then a second from the longest sections while the note's length asks for more (one per ten
 * sentences); each standalone (no dangling opener: a key point is read on its own), in note order. A section with
 * no claim of its own beyond the overview's gives none: padding the list to one per section took the next
 * thing another section said ("Mucous membranes trap microbes…", a lecturer's caveat), which readers marked as
 * no main idea.
 */
export function chooseKeyPoints(
  sections: Section[],
  overview: AnalysedSentence[],
  sentenceCount: number,
  reading = WRITTEN,
): AnalysedSentence[] {
  const groups = rankedGroups(sections, KEY_POINTS.max, reading);
  const wanted = Math.min(
    KEY_POINTS.max,
    Math.max(KEY_POINTS.min, Math.round(sentenceCount / KEY_POINTS.sentencesPerPoint)),
  );
  const points: AnalysedSentence[] = [];
  // The two sides of a contrast quoted as one key point (bothSides): neither is quoted again alone.
  const joined = new Set<AnalysedSentence>();
  const noteWords = caseWords(reading.sentences ?? [], [...reading.topic].join(" "));
  const claim = (s: AnalysedSentence) =>
    readableAlone(s, reading.speech) &&
    !isDetailPoint(s) &&
    // A lecture's claim that is a figure said in words ("for about four and a half billion years"): a detail.
    !(reading.speech && isSpokenFigurePoint(s, definedTerm(s) !== null)) &&
    !leansOnPrevious(s) &&
    !isMinorClaim(s) &&
    !isThingDefinition(s) &&
    !isInstanceOfPrevious(s, reading.sentences?.[s.index - 1]) &&
    !takesUpPrevious(s, reading.sentences?.[s.index - 1]) &&
    !isInstanceOfHeading(s) &&
    !isDatedEventBullet(s) &&
    !isWorkedCase(s, noteWords) &&
    !hasUnresolvedPronoun(s) &&
    !joined.has(s) &&
    !points.includes(s);
  // A key point does not restate an overview sentence of its own section; one of another section sharing its
  // words is another claim ("Slab pull is the force exerted by a … plate as it sinks into the mantle at a
  // subduction zone…" beside the boundaries' "Subduction is the process by which one plate sinks…").
  const usable = (s: AnalysedSentence) =>
    claim(s) &&
    !overview.includes(s) &&
    !repeats(s, [...overview.filter((o) => o.sectionIndex === s.sectionIndex), ...points]);
  // One half of a pair of definitions ("An Arrhenius base is…" beside "An Arrhenius acid is…") gives way to a
  // whole claim of its part when the part has one, as in the overview (summary-points isHalfOfPair).
  const near = (s: AnalysedSentence) => [reading.sentences?.[s.index - 1], reading.sentences?.[s.index + 1]];
  const whole = (s: AnalysedSentence) => !isHalfOfPair(s, near(s)) && !isHalfOfParallel(s, near(s));
  for (const { section, ranked } of groups) {
    const kind =
      kindClaim(section.heading, ranked) ??
      membersClaim(section.heading, ranked, usable) ??
      countedClaim(ranked, reading.sentences ?? []);
    const best =
      (kind && usable(kind) ? kind : undefined) ??
      openerOfQuotedExample(ranked, overview, reading.sentences ?? []) ??
      ranked.find((s) => usable(s) && whole(s)) ??
      ranked.find(usable);
    // A side of a contrast ranked first is quoted with its other side (summary-cases bothSides).
    const top = ranked.find(usable);
    const other = top ? parallelOf(top, near(top)) : null;
    if (top && other && claim(other) && !overview.includes(other) && best !== kind) {
      points.push({ ...top, text: bothSides(top, other), index: Math.min(top.index, other.index) });
      joined.add(top).add(other);
    } else if (best) points.push(best);
  }
  const bySize = [...groups].sort((a, b) => b.section.sentences.length - a.section.sentences.length);
  for (let round = 0; points.length < wanted && round < 3; round += 1) {
    for (const { ranked } of bySize) {
      if (points.length >= wanted) break;
      const next = ranked.find(usable);
      if (next) points.push(next);
    }
  }
  // A short lecture whose overview quotes most of its claims: its key points are still its main claims, the
  // overview's among them, rather than fewer than KEY_POINTS.min.
  for (const { ranked } of groups) {
    if (points.length >= KEY_POINTS.min) break;
    const next = ranked.find((s) => claim(s) && !repeats(s, points));
    if (next) points.push(next);
  }
  return points.slice(0, KEY_POINTS.max).sort((a, b) => a.index - b.index);
}
