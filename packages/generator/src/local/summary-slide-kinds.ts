// A slide of kinds (issue 16 §4, slides): "## Cold climates" over "- Continental – very cold winters…",
// "- Tundra – too cold for trees…", "- Polar – ice caps…". Its bullets describe each kind rather than define
// it, so none is quoted as a claim; the slide's point is which kinds there are. The overview says so after the
// deck's titles: "Cold climates include continental, tundra and polar."

import type { AnalysedSentence } from "./analysis.ts";
import { termInSentence } from "./display-case.ts";
import type { Section } from "./sections.ts";
import { entryParts, isEntry } from "./summary-entries.ts";
import { titleInSentence } from "./summary-slides.ts";

/** A slide of kinds has at least this many term bullets. */
const MIN_KINDS = 2;
/** A plural title: its last word ends in -s (not -ss, -is, -us: "Photosynthesis", "Stimulus"). */
const PLURAL_TITLE = /[^su]s$|(?<=[^s])es$/i;

/**
 * A slide title that asks what does something ("What controls climate", "What causes earthquakes"): the verb
 * without its -s (the labels are several) and its object.
 */
const QUESTION_TITLE = /^what\s+([a-z]+s)\s+([a-z][\w\s'’-]*)$/i;
/** The verb as several things do it: "controls" → "control", "causes" → "cause", "pushes" → "push". */
const plural = (verb: string) => verb.replace(/(ss|sh|ch|x|z)es$/i, "$1").replace(/s$/i, "");

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * One slide's kinds: "<title> include <terms>" when the slide's title is plural, "<terms> control climate" when
 * it asks "What controls climate", and it has MIN_KINDS term bullets none of which the summary may quote as a
 * point (`quotable`); null otherwise.
 */
export function slideKinds(
  section: Section,
  quotable: (s: AnalysedSentence) => boolean,
  capitalisedWords: Set<string>,
): string | null {
  if (section.heading === null) return null;
  const title = titleInSentence(section.heading, capitalisedWords);
  // "What controls climate" over "- Latitude: …", "- Altitude: …": its labels are what does it.
  const asked = QUESTION_TITLE.exec(title);
  if (!asked && !PLURAL_TITLE.test(title)) return null;
  const entries = section.sentences.filter((s) => s.marker !== null && isEntry(s));
  if (entries.length < MIN_KINDS || entries.some(quotable)) return null;
  const terms = entries
    .map((s) => entryParts(s)?.term)
    .filter((t): t is string => t !== undefined && t.split(/\s+/).length <= 4);
  if (terms.length < MIN_KINDS) return null;
  const named = listed(terms.map((t) => termInSentence(t, capitalisedWords)));
  return asked ? `${named} ${plural(asked[1] ?? "")} ${asked[2]}` : `${title} include ${named}`;
}

/**
 * The deck's kinds in one sentence ("Tropical climates include tropical rainforest and savanna, and cold
 * climates include continental, tundra and polar."), or "" when no slide lists kinds.
 */
export function slideKindsSentence(
  sections: Section[],
  quotable: (s: AnalysedSentence) => boolean,
  capitalisedWords: Set<string>,
): string {
  const parts = sections
    .map((section) => slideKinds(section, quotable, capitalisedWords))
    .filter((p): p is string => p !== null);
  if (parts.length === 0) return "";
  const sentence =
    parts.length <= 2 ? parts.join(", and ") : `${parts.slice(0, -1).join(", ")}, and ${parts.at(-1)}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** Where the deck's first slide of kinds begins (its first sentence's index), or null when none lists kinds. */
export function firstKindsSlide(
  sections: Section[],
  quotable: (s: AnalysedSentence) => boolean,
  capitalisedWords: Set<string>,
): number | null {
  const first = sections.find((section) => slideKinds(section, quotable, capitalisedWords) !== null);
  return first?.sentences[0]?.index ?? null;
}
