// The overview's sentences (issue 16 §4): the most central readable claim of each section, then, while there is
// room, what readers missed when it was left out (a heading's own definition, a pair of terms defined against each
// other, a long section's other part, a stated law, a long topic's second claim); last, a term the objectives list
// takes the place of a weaker added sentence. summary.ts writes them out.

import type { AnalysedSentence } from "./analysis.ts";
import { partsOf, type Section } from "./sections.ts";
import { isOneOfTwoKinds } from "./summary-cases.ts";
import { definedAgainst, waysSideBySide } from "./summary-contrast.ts";
import { dangles } from "./summary-definite.ts";
import { namesTerm, objectiveTerms } from "./summary-objectives.ts";
import { headingText } from "./summary-outline.ts";
import {
  elaboratesPrevious,
  isDetailPoint,
  isHalfOfPair,
  isInstanceDefinition,
  isInstanceOfHeading,
  isInstanceOfPrevious,
  isMinorClaim,
  isSlightClaim,
} from "./summary-points.ts";
import { hasUnresolvedPronoun } from "./summary-pronouns.ts";
import { lawName, type Ranked, type Reading, rankedGroups, THESIS, WRITTEN } from "./summary-rank.ts";
import { definitionsRecapped, isRecapOfParts, recapNamesPart } from "./summary-recap.ts";
import { repeats } from "./summary-similar.ts";
import { isSideBullet } from "./summary-slides.ts";
import { isSummarySource, leansOnPrevious, readableAfter, readableAlone } from "./summary-sources.ts";
import { afterTurn, isSpokenDetail } from "./summary-speech.ts";
import { definedTerm, definesTopic, wordsOf } from "./summary-thesis.ts";

/** The overview is 3 to 5 sentences, one per section (issue 16 §4). */
export const OVERVIEW_SENTENCES = { min: 3, max: 5 } as const;
/** At most this many of an overview's sentences name a section's kinds (the sections with the most kinds). */
export const KINDS_SENTENCES = 1;
/** A written note's overview quotes one sentence per this many of its quotable sentences, within 3 to 5. */
export const OVERVIEW_SOURCES_PER_SENTENCE = 4;
/** "this social and political order", "these reactions": an added sentence that points back at one not quoted. */
const POINTS_BACK = /\b(?:this|these|those)\b/i;

/**
 * Only a sentence outside the top OWED_RANK of its section's ranking gives way to an owed term: a central claim
 * ("The firm maximizes its profit by producing the quantity at which marginal revenue equals marginal cost.",
 * "Metre is …") stays (readers preferred it to "market power", and a second part covered to alliteration).
 */
const OWED_RANK = 1 / 3;

/**
 * A term the note's objectives list that no chosen sentence names (summary-objectives.ts) is owed one: its
 * definition, else its first readable mention, replaces the least central chosen sentence that names no listed
 * term and whose section keeps another (readers: "condensation and precipitation are missing … a stated learning
 * objective"; "collisions … the reason collision resolution exists"). The sentence replaced is `displaced`.
 */
function owedToObjectives(
  groups: Ranked[],
  chosen: AnalysedSentence[],
  theses: Set<AnalysedSentence>,
  reading: Reading,
  quotable: (s: AnalysedSentence) => boolean,
  displaced: Set<AnalysedSentence>,
): void {
  const listed = objectiveTerms(reading.sentences ?? []);
  const framing = (reading.read ?? []).join(" ");
  const groupOf = (s: AnalysedSentence) => groups.find((g) => g.ranked.includes(s));
  const rank = (c: AnalysedSentence) => groupOf(c)?.ranked.indexOf(c) ?? 0;
  const candidates = groups.flatMap((g) => g.ranked).sort((a, b) => a.index - b.index);
  for (const term of listed) {
    if (namesTerm(framing, term) || chosen.some((c) => namesTerm(c.text, term))) continue;
    const naming = candidates.filter((s) => namesTerm(s.text, term) && quotable(s));
    const owed = naming.find((s) => namesTerm(definedTerm(s) ?? "", term)) ?? naming[0];
    if (!owed) continue;
    const spare = chosen.filter(
      (c) =>
        !theses.has(c) &&
        rank(c) >= (groupOf(c)?.ranked.length ?? 0) * OWED_RANK &&
        !listed.some((t) => namesTerm(c.text, t)) &&
        chosen.some((other) => other !== c && groupOf(other) === groupOf(c)),
    );
    // The least central of them in its section gives way.
    const target = spare.sort((a, b) => rank(b) - rank(a))[0];
    if (!target) continue;
    chosen.splice(chosen.indexOf(target), 1, owed);
    displaced.add(target);
  }
}

/** The note's sentence at `index` (the reading's sentences are the note's, in order). */
const sentenceAt = (reading: Reading, index: number) => reading.sentences?.[index];

/**
 * The overview: the most central readable sentence of each section, in order (more than five sections are
 * merged, smallest neighbours first); while there is room, a second from each section twice the median size;
 * a note of fewer sections gets the next most central sentences of its sections until it has three.
 */
export function chooseOverview(
  sections: Section[],
  reading = WRITTEN,
  max: number = OVERVIEW_SENTENCES.max,
  /** Receives the sentences added for length (the last pass), which key points may quote as well. */
  filled: Set<AnalysedSentence> = new Set(),
  /** Receives the sentences a recapped term's definition replaced, which key points pass over as well. */
  displaced: Set<AnalysedSentence> = new Set(),
): AnalysedSentence[] {
  // A slide deck's headings are its slides, not sections with a topic sentence: its bullets rank as claims.
  const groups = rankedGroups(sections, max, reading, reading.candidate === undefined);
  const chosen: AnalysedSentence[] = [];
  const instanceOfPrevious = (s: AnalysedSentence) =>
    isInstanceOfPrevious(s, sentenceAt(reading, s.index - 1)) || isInstanceOfHeading(s);
  for (const { ranked } of groups) {
    const previous = chosen[chosen.length - 1] ?? null;
    const fits = (s: AnalysedSentence) =>
      readableAfter(s, previous, reading.speech, true) &&
      !dangles(s, chosen, reading) &&
      !isMinorClaim(s) &&
      !isSlightClaim(s) &&
      !isInstanceDefinition(s) &&
      !instanceOfPrevious(s) &&
      !hasUnresolvedPronoun(s) &&
      !repeats(s, chosen);
    // A lecture's section is summed up by a claim, not by a figure or an aside, when it has one; any section
    // by a sentence that is not one half of a pair of definitions (summary-points isHalfOfPair), when it has one.
    const claim = (s: AnalysedSentence) =>
      fits(s) && !(reading.speech && isSpokenDetail(s, definedTerm(s) !== null));
    const whole = (s: AnalysedSentence) =>
      !isHalfOfPair(s, [sentenceAt(reading, s.index - 1), sentenceAt(reading, s.index + 1)]);
    // The note's own recap of several of its parts stands for the stretch it closes (summary-recap.ts).
    const recap = ranked.find((s) => isRecapOfParts(s, sections, reading.topic) && fits(s));
    // A deck's slide says its point in a claim, not in a term no other slide uses or a dated event, when it has one.
    const point = (s: AnalysedSentence) => !reading.slidePoints || !isSideBullet(s, sections);
    const first = ranked.find((s) => claim(s) && whole(s));
    const best =
      recap ??
      ranked.find((s) => claim(s) && whole(s) && point(s)) ??
      first ??
      ranked.find(claim) ??
      ranked.find(fits);
    // The side bullet passed over is no key point either ("Legion – …, about 5,000 soldiers").
    if (first && best !== first && !recap) displaced.add(first);
    if (best) chosen.push(best);
  }
  // Each section's own sentence, which a term owed to the objectives never replaces (owedToObjectives).
  const theses = new Set(chosen);
  // Room left: a long section's part that its chosen sentence does not cover (the republic after the
  // Estates-General, the two stages after the leaf's structures), longest sections first (sections.ts partsOf).
  const quotable = reading.candidate ?? isSummarySource;
  // A sentence added while there is room reads alone and is a claim, not a figure's detail ("hold less than one
  // percent"), an example, an instance or a dangling reference.
  const addable = (s: AnalysedSentence) =>
    !chosen.includes(s) &&
    readableAlone(s, reading.speech, true) &&
    !leansOnPrevious(s) &&
    !dangles(s, chosen, reading) &&
    !isMinorClaim(s) &&
    !isSlightClaim(s) &&
    !isInstanceDefinition(s) &&
    !instanceOfPrevious(s) &&
    !isDetailPoint(s) &&
    !hasUnresolvedPronoun(s) &&
    // One of two kinds named together ("Data can be qualitative or quantitative."), defined one by one.
    !isOneOfTwoKinds(
      s,
      [1, 2, 3].map((back) => sentenceAt(reading, s.index - back)),
    );
  // The note's recap names a term it defines ("we measure algorithms with Big O notation"): the definition stands
  // in for the sentence of a part the recap does not name ("Linear search checks every element…").
  const recap = chosen.find((s) => isRecapOfParts(s, sections, reading.topic));
  for (const definition of recap ? definitionsRecapped(recap, reading.sentences ?? []) : []) {
    const unnamed = chosen.find((c) => c !== recap && !recapNamesPart(recap!, c, reading.topic));
    if (!unnamed || !addable(definition) || repeats(definition, chosen)) continue;
    chosen.splice(chosen.indexOf(unnamed), 1, definition);
    displaced.add(unnamed);
  }
  // Nor, in the passes below, a claim about a term the sentence before defines ("Many cities draw … from
  // aquifers"); two laws share most of their words (Boyle's, Charles's): a law is told apart by what it is named.
  const extra = (s: AnalysedSentence, law = false) =>
    addable(s) &&
    !POINTS_BACK.test(s.text) &&
    !(reading.speech && isSpokenDetail(s, definedTerm(s) !== null)) &&
    !elaboratesPrevious(s, sentenceAt(reading, s.index - 1)) &&
    (law ? !chosen.some((c) => lawName(c) === lawName(s)) : !repeats(s, chosen));
  // Room left: a section's definition of its heading's own term ("Figurative language is language that…"
  // under "Figurative Language"), when the sentence chosen for it is another claim.
  for (const { section, ranked } of groups) {
    if (chosen.length >= max) break;
    const heading = wordsOf(headingText(section.heading ?? ""));
    const own = (s: AnalysedSentence) => {
      const term = definedTerm(s);
      return heading.size > 0 && term !== null && definesTopic(term, heading);
    };
    const definition = ranked.find((s) => own(s) && extra(s));
    if (definition) chosen.push(definition);
  }
  // Room left: two terms the note defines against each other, quoted together (summary-contrast.ts).
  for (const { ranked } of groups) {
    if (chosen.length >= max) break;
    for (const s of ranked.filter((x) => extra(x))) {
      const text = definedAgainst(s, sentenceAt(reading, s.index + 1));
      if (text === null) continue;
      chosen.push({ ...s, text });
      break;
    }
  }
  const bySources = (g: Ranked) => g.section.sentences.filter(quotable).length;
  for (const { section, ranked } of [...groups].sort((a, b) => bySources(b) - bySources(a))) {
    for (const part of partsOf(section, quotable)) {
      if (chosen.length >= max) break;
      if (part.some((s) => chosen.includes(s))) continue;
      const next = ranked.find((s) => part.includes(s) && extra(s));
      if (next) chosen.push(next);
    }
  }
  // Room left: a law, principle or theory stated that no chosen sentence states ("the law of segregation
  // says…" beside independent assortment, "collision theory, which says…" before the factors), in note order.
  const ranks = new Set(groups.flatMap((g) => g.ranked));
  for (const s of [...ranks].sort((a, b) => a.index - b.index)) {
    if (chosen.length >= max) break;
    if (THESIS.test(s.text) && extra(s, true)) chosen.push(s);
  }
  // Room left: a second sentence from each section at least twice the median size (a long lecture topic).
  const sizes = groups.map((g) => g.section.sentences.length).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  for (const { section, ranked } of groups) {
    if (chosen.length >= max || groups.length < 2) break;
    if (section.sentences.length < 2 * median) continue;
    const next = ranked.find((s) => extra(s));
    if (next) chosen.push(next);
  }
  // Too few sections: the next best, each still readable on its own, from the section with the most quotable
  // sentences per sentence it already has (a long section gets more: the French Revolution's road to the
  // republic beside its Old Regime). A lecture's few topic sections each hold many points (its sentences run
  // long and its topics are found, not headed): its overview is filled, so its later points are covered too. A
  // written note of few sections is filled as far as its length asks (one sentence per
  // OVERVIEW_SOURCES_PER_SENTENCE quotable sentences): a textbook section's second stage, its hash function.
  const sourcesOf = (g: Ranked) => g.section.sentences.filter(quotable).length;
  const sources = groups.reduce((n, g) => n + sourcesOf(g), 0);
  const wanted = reading.speech
    ? max
    : Math.min(max, Math.max(OVERVIEW_SENTENCES.min, Math.round(sources / OVERVIEW_SOURCES_PER_SENTENCE)));
  const fill = (s: AnalysedSentence) => addable(s) && !repeats(s, chosen);
  const open = new Set(groups);
  while (chosen.length < wanted && open.size > 0) {
    const share = (g: Ranked) => sourcesOf(g) / (1 + g.ranked.filter((s) => chosen.includes(s)).length);
    const group = [...open].sort((a, b) => share(b) - share(a))[0]!;
    const next = group.ranked.find(fill);
    if (next) {
      chosen.push(next);
      filled.add(next);
    } else open.delete(group);
  }
  // A term the objectives list and no sentence names ("precipitation", "collision") takes the place of a weaker
  // added one; its sentence may point back inside itself ("…; this is called a collision"), not to another.
  const owedQuotable = (s: AnalysedSentence) => fill(s) && !POINTS_BACK.test(s.text.split(";")[0]!);
  owedToObjectives(groups, chosen, theses, reading, owedQuotable, displaced);
  // A way set beside another in its paragraph ("In open addressing, …" after "In separate chaining, …") is quoted
  // with it (summary-contrast.ts), unless the other is quoted already.
  const both = chosen.map((s) => {
    const ways = waysSideBySide(s, reading.sentences ?? []);
    // A lecture's claim after the lecturer's turn to its subject is quoted with the turn (summary-speech.ts).
    const turned = reading.speech ? afterTurn(s, reading.sentences ?? []) : null;
    if (turned !== null) return { ...s, text: turned };
    return ways === null || chosen.includes(ways.other) ? s : { ...s, text: ways.text };
  });
  return both.sort((a, b) => a.index - b.index);
}
