// A section of kinds (issue 16 §4, coverage): a textbook section that goes through the kinds of one thing
// ("A divergent boundary is…", "A convergent boundary is…", "A transform boundary is…"; "In a simple random
// sample, …", "In a stratified sample, …"). Quoting one member's definition tells a reader about one kind and
// hides that there are others; the section's point is which kinds there are. The overview says so where the
// section stands: "The note describes three kinds of plate boundary: divergent, convergent and transform."

import { messages } from "@lectern/core";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { termInSentence } from "./display-case.ts";
import { escapeRegExp } from "./regexp.ts";
import type { Section } from "./sections.ts";
import { isSummarySource } from "./summary-sources.ts";
import { spokenSteps } from "./summary-spoken-steps.ts";

/**
 * A section names its kinds when it introduces at least this many kinds of one thing. Two kinds ("A strong acid
 * is…", "A weak acid is…") are told apart better by quoting one's definition than by naming both.
 */
const MIN_KINDS = 3;
/** Kinds of at most this many words ("simple random"): a longer qualifier is a description, not a name. */
const MAX_KIND_WORDS = 3;

/** "In a stratified sample, …", "At a transform boundary, …": a sentence about one kind, named up front. */
const IN_A_KIND = /^(?:In|At|For) an? ((?:[\p{L}-]+ ){1,3}[\p{L}-]+),/u;
/**
 * "A transform boundary is a boundary where…": a definition the parser missed (it read "transform" as a verb),
 * its term and its definition.
 */
const A_KIND_IS = /^An? ((?:[\p{L}-]+ ){1,3}[\p{L}-]+) is (an? [^.;]+)/u;
/** "A convenience sample uses…": a kind as the subject of a present-tense claim about it. */
const A_KIND_DOES = /^An? ((?:[\p{L}-]+ ){1,3}[\p{L}-]+) (?!is\b|are\b|was\b|were\b)[a-z]+s\b/u;

export type ProseKinds = {
  /** The overview's sentence ("The note describes three kinds of plate boundary: …"). */
  sentence: string;
  /**
   * The sentences that introduce or speak of a kind ("At divergent boundaries magma rises…"): the overview names
   * the kinds rather than quoting one of them.
   */
  members: AnalysedSentence[];
  /** Where the section's kinds begin (the first member's index): the sentence stands there. */
  at: number;
};

const singular = (w: string) =>
  w
    .replace(/ies$/, "y")
    .replace(/(ss|sh|ch|x|z)es$/, "$1")
    .replace(/(?<![su])s$/, "");

/** A named kind: its qualifier and its head noun ("simple random" + "sample"); null for no kind. */
type Kind = { qualifier: string; head: string; sentence: AnalysedSentence };

/**
 * The kind a sentence introduces: a defined term of two or more words ("divergent boundary") whose definition
 * is more than a classification ("Ethanoic acid is a weak acid" is an instance of a kind, not a kind), or a kind
 * named up front ("In a cluster sample, …"). Not a proper name ("the Industrial Revolution") nor an "X of Y"
 * ("law of demand").
 */
export function kindIntroduced(s: AnalysedSentence): Kind | null {
  const found = s.definition;
  // A term named by a long description, or in an aside, is no kind the section goes through.
  const usable = found && !found.namedByComplement && !found.appositive ? found : null;
  const missed = found ? null : A_KIND_IS.exec(s.text);
  const named = usable?.term ?? missed?.[1] ?? IN_A_KIND.exec(s.text)?.[1] ?? null;
  const definition = usable?.definition ?? missed?.[2] ?? null;
  if (named === null) return null;
  const kind = kindOf(named, s);
  return kind && definition !== null && classifiesOnly(definition, kind.head) ? null : kind;
}

function kindOf(named: string, s: AnalysedSentence): Kind | null {
  const words = named.trim().split(/\s+/);
  const head = words.at(-1) ?? "";
  const qualifier = words.slice(0, -1);
  if (qualifier.length === 0 || qualifier.length > MAX_KIND_WORDS) return null;
  if (qualifier.some((w) => /^(?:of|the|a|an|and|or|this|that|these|those|other|each|every)$/i.test(w)))
    return null;
  // A proper name: its head is written with a capital ("Northern Renaissance", "Agricultural Revolution").
  if (/^\p{Lu}/u.test(head)) return null;
  return { qualifier: qualifier.join(" "), head: singular(head.toLowerCase()), sentence: s };
}

/**
 * "a weak acid", "a typical Arrhenius acid": a definition that only files the term under another kind of the
 * same thing (a few words ending on the term's own head noun).
 */
function classifiesOnly(definition: string, head: string): boolean {
  const words = definition
    .replace(/^(?:an?|the)\s+/i, "")
    .replace(/[.;:]+$/, "")
    .toLowerCase()
    .split(/\s+/);
  return words.length <= 4 && singular(words.at(-1) ?? "") === head;
}

/** The heading's own thing for a head ("heat engine" under "Heat engines"), or "" when it names none. */
function headingThing(heading: string | null, head: string): string {
  const words = (heading ?? "").toLowerCase().split(/[^\p{L}-]+/u);
  const at = words.findIndex((w) => singular(w) === head);
  return at > 0 ? `${words[at - 1]} ${head}` : "";
}

/** "plate boundary" when the heading qualifies the head ("Plate boundaries"), else the head itself. */
function thingNamed(heading: string | null, head: string, qualifiers: Set<string>): string {
  const words = (heading ?? "").toLowerCase().split(/[^\p{L}-]+/u);
  const at = words.findIndex((w) => w !== head && singular(w) === head);
  const before = at > 0 ? (words[at - 1] ?? "") : "";
  const qualifies =
    before.length > 2 && !qualifiers.has(before) && !/^(?:and|or|of|the|their|its|kinds|types)$/.test(before);
  return qualifies ? `${before} ${head}` : head;
}

/**
 * The kinds a section goes through, as the overview's sentence: kinds that share a head noun, at least
 * MIN_KINDS of them (MIN_KINDS_UNDER_PLURAL_HEADING under a heading that names them in the plural); a section
 * also counts a kind that is the subject of a claim ("A convenience sample uses…") once its head is known.
 * Null for a section that does not.
 */
export function sectionKinds(section: Section, capitalisedWords: Set<string>): ProseKinds | null {
  const byHead = new Map<string, Kind[]>();
  const add = (kind: Kind) => {
    const kinds = byHead.get(kind.head) ?? [];
    if (kinds.some((k) => k.qualifier.toLowerCase() === kind.qualifier.toLowerCase())) return;
    byHead.set(kind.head, [...kinds, kind]);
  };
  for (const s of section.sentences) {
    const kind = kindIntroduced(s);
    if (kind) add(kind);
  }
  // The heading's own thing is no kind of itself ("A heat engine is…" under "Heat engines").
  for (const [head, kinds] of byHead) {
    const own = headingThing(section.heading, head);
    byHead.set(
      head,
      kinds.filter((k) => `${k.qualifier} ${head}`.toLowerCase() !== own),
    );
  }
  // A kind as a claim's subject joins a group the section's definitions already make (two kinds or more).
  for (const s of section.sentences) {
    const subject = A_KIND_DOES.exec(s.text)?.[1];
    const kind = subject ? kindOf(subject, s) : null;
    const known = kind ? (byHead.get(kind.head) ?? []) : [];
    if (kind && known.length >= 2 && !known.some((k) => k.sentence === s)) add(kind);
  }
  const groups = [...byHead].filter(([, kinds]) => kinds.length >= MIN_KINDS);
  // The section's largest group (its first in note order among equals).
  const [head, kinds] = groups.sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!head || !kinds) return null;
  const qualifiers = new Set(kinds.map((k) => k.qualifier.toLowerCase()));
  const thing = thingNamed(section.heading, head, qualifiers);
  // "divergent boundaries" too: the head without its last y, any ending.
  const stem = escapeRegExp(head.replace(/y$/, ""));
  const names = kinds.map((k) => new RegExp(`\\b${escapeRegExp(k.qualifier)}\\s+${stem}\\w*`, "i"));
  const members = section.sentences.filter(
    (s) => kinds.some((k) => k.sentence === s) || names.some((name) => name.test(s.text)),
  );
  return {
    sentence: messages.generation.kindsOverview(
      thing,
      kinds.map((k) => termInSentence(k.qualifier, capitalisedWords)),
    ),
    members,
    at: members[0]?.index ?? 0,
  };
}

/**
 * Each section's kinds, in note order, at most `max` (the sections with the most kinds), from sections that hold
 * at least `minShare` of the note's quotable sentences: in a long note one short part's kinds are a detail (the
 * ocean's zones in a course reader's eight parts), in a textbook section its methods of sampling are its point.
 */
export function proseKinds(
  sections: Section[],
  capitalisedWords: Set<string>,
  max: number,
  quotable: (s: AnalysedSentence) => boolean,
  minShare: number,
): ProseKinds[] {
  const count = (section: Section) => section.sentences.filter(quotable).length;
  const total = sections.reduce((n, section) => n + count(section), 0);
  return sections
    .filter((section) => total > 0 && count(section) / total >= minShare)
    .map((section) => sectionKinds(section, capitalisedWords))
    .filter((k): k is ProseKinds => k !== null)
    .sort((a, b) => b.members.length - a.members.length || a.at - b.at)
    .slice(0, max)
    .sort((a, b) => a.at - b.at);
}

/**
 * The overview's sentences of kinds: a lecture's counted steps (summary-spoken-steps.ts), else a written note's
 * sections of kinds (proseKinds, from sections that hold at least `minShare` of its quotable sentences).
 */
export function kindsSentences(
  sections: Section[],
  analysis: ChunkAnalysis,
  max: number,
  minShare: number,
): ProseKinds[] {
  if (!analysis.speech)
    return proseKinds(sections, analysis.capitalisedWords, max, isSummarySource, minShare);
  const steps = spokenSteps(analysis.sentences);
  return steps ? [steps] : [];
}
