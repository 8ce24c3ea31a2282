// The summary of a slide deck (issue 16 §4, §5): short bullets under a title per slide. Its overview names each
// slide's topic in order (the slide titles) and quotes the best point of each part of the deck; its key points are
// each slide's best point — a full-sentence bullet, or a "Term – definition" bullet written as a sentence.

import { messages } from "@lectern/core";
import type { AnalysedSentence } from "./analysis.ts";
import { escapeRegExp } from "./regexp.ts";
import type { Section } from "./sections.ts";
import { entryAsSentence, entryParts, isClauseEntry, isEntry } from "./summary-entries.ts";
import { headingText, isGenericHeading } from "./summary-outline.ts";
import { EVENT_YEAR, termPattern } from "./summary-points.ts";
import { isSummarySource } from "./summary-sources.ts";

/** A deck has at least this many titled slides… */
const MIN_SLIDES = 3;
/** …and at least this share of its lines are list bullets. */
const BULLET_SHARE = 0.6;

/** Slides under titles, most lines bullets: a slide deck (or slide-like notes). */
export function isSlideDeck(sections: Section[]): boolean {
  const titled = sections.filter((section) => section.heading !== null);
  const sentences = sections.flatMap((section) => section.sentences);
  if (titled.length < MIN_SLIDES || sentences.length === 0) return false;
  const bullets = sentences.filter((s) => s.marker !== null).length;
  return bullets / sentences.length >= BULLET_SHARE;
}

/** A slide's bullet a summary may quote: a full sentence, or a term entry that can be written as one. */
export function isSlidePoint(s: AnalysedSentence, counted: (term: string) => boolean): boolean {
  if (!isEntry(s)) return isSummarySource(s);
  const sentence = entryAsSentence(s, counted);
  if (sentence === null) return false;
  // "Savanna is a wet season and a long dry season", "Polar is ice caps where…": a bullet read as what the term
  // is must be a noun phrase that defines it; a verb body says what the term does ("An ammeter measures current").
  const definition = entryParts(s)?.definition.replace(/[\s.;:,]+$/, "") ?? "";
  const saysIs = new RegExp(` (?:is|are) ${escapeRegExp(definition)}\\.$`).test(sentence);
  return !saysIs || isDefiningPhrase(definition);
}

/**
 * A bullet that defines: a noun phrase opening with a determiner or a number ("a harmless form of an antigen",
 * "two magistrates elected…") or with an abstract noun and its preposition ("protection of a population…", "government by elected
 * officials") — never two
 * indefinite phrases joined ("a wet season and a long dry season": the parts of it, not what it is) nor a bare
 * description ("cool summers, mild winters", "rain in every month", "too cold for trees").
 */
export function isDefiningPhrase(body: string): boolean {
  if (/^an?\s[^,;]+?\sand\san?\s/i.test(body)) return false;
  return (
    /^(?:an?|the|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s/i.test(body) ||
    /^[a-z]+(?:ion|ment|ance|ence|ity|ness) (?:of|by|for|to)\s/i.test(body)
  );
}

/**
 * A slide title as it reads inside a sentence: its first word in lower case unless it is a name ("Series circuits"
 * → "series circuits"; "Ohm's law" stays), no slide number, no end mark.
 */
export function titleInSentence(title: string, capitalisedWords: Set<string>): string {
  const text = title
    .replace(/[#*_]+/g, "")
    // "Slide 3: Innate immunity": the slide's number is no part of its topic.
    .replace(/^\s*slide\s*\d+\s*[:.–—-]?\s*/i, "")
    .trim()
    .replace(/[.:;]+$/, "");
  const first = /^[\p{L}'’-]+/u.exec(text)?.[0] ?? "";
  const lowered = first.toLowerCase();
  // A name keeps its capital: a possessive ("Ohm's law"), an acronym, or a word the note capitalises mid-sentence.
  const name =
    /['’]s$/.test(first) ||
    (first.length > 1 && first === first.toUpperCase()) ||
    capitalisedWords.has(lowered);
  return name ? text : lowered + text.slice(first.length);
}

/** The deck's opening sentence: its slide titles in order (messages.generation.slideDeckOverview). */
export function slideTitlesSentence(sections: Section[], capitalisedWords: Set<string>): string {
  const titles: string[] = [];
  for (const section of sections) {
    // "Summary", "Key terms": no topic of the deck (summary-outline.ts).
    if (section.heading === null || isGenericHeading(section.heading)) continue;
    const title = titleInSentence(section.heading, capitalisedWords);
    if (title.length > 0 && !titles.includes(title)) titles.push(title);
  }
  return titles.length > 0 ? messages.generation.slideDeckOverview(titles) : "";
}

/** A slide that sums the deck up ("Slide 7: Summary", "Key points", "Takeaways"). */
const SUMMARY_SLIDE =
  /^(?:summary|in summary|conclusions?|recap|key (?:ideas|points)|(?:key )?takeaways?|wrapping up)$/i;

/** A deck's own summary needs at least this many points to stand for the deck. */
export const MIN_SUMMARY_POINTS = 2;

/**
 * The points of the deck's own summary slide ("Barriers keep most pathogens out", "Innate immunity responds
 * quickly…", "Adaptive immunity targets specific antigens…"): the author's summary of the deck, which the overview
 * quotes first. Empty when the deck has no such slide, or its points are fewer than MIN_SUMMARY_POINTS.
 */
export function summarySlidePoints(
  sections: Section[],
  quotable: (s: AnalysedSentence) => boolean,
): AnalysedSentence[] {
  const slide = sections.find(
    (section) => section.heading && SUMMARY_SLIDE.test(headingText(section.heading)),
  );
  const points = slide?.sentences.filter(quotable) ?? [];
  return points.length >= MIN_SUMMARY_POINTS ? points : [];
}

/** A slide lists its terms when it defines at least this many ("Fuse – …", "Circuit breaker – …", "Earth wire – …"). */
const MIN_LISTED_TERMS = 3;

/**
 * A deck's slides that list terms, each with its definition (the safety devices, the common tests, the
 * institutions). The overview quotes none of them: one member stands for a list it hides (readers: "spends
 * sentences on the fuse and the ammeter", "gives a sentence to the z-test"), and the deck's slides of rules and
 * laws say what it teaches.
 */
export function termListSlides(sections: Section[]): Section[] {
  return sections.filter((slide) => slide.sentences.filter(isEntry).length >= MIN_LISTED_TERMS);
}

/**
 * Of those, the slides that are nothing but terms no other slide uses: a list of equal members ("Fuse",
 * "Circuit breaker", "Earth wire"; "z-test", "t-test", "Chi-square test"), not the deck's foundations ("Electric
 * current", "Voltage", "Resistance", which every later slide uses) nor a slide that ties its terms to the rest
 * ("The chance of a type I error equals the significance level"). A key point is no one member of such a list.
 */
export function leafTermSlides(sections: Section[]): Section[] {
  return termListSlides(sections).filter((slide) => {
    const elsewhere = sections
      .filter((other) => other !== slide)
      .flatMap((other) => other.sentences.map((s) => s.text.toLowerCase()))
      .join("\n");
    const terms = slide.sentences.filter(isEntry).map((s) => entryParts(s)?.term.toLowerCase() ?? "");
    const pure = slide.sentences.every((s) => s.kind === "heading" || isEntry(s));
    return pure && !terms.some((t) => t.length > 0 && elsewhere.includes(t.replace(/s$/, "")));
  });
}

/**
 * A bullet that is not its slide's point when the slide has a claim (readers: "the size of a legion and the date
 * of the Twelve Tables are trivia", "Caesar crossing the Rubicon is left dangling" beside "Armies became loyal to
 * their generals"): a term no other slide uses ("Legion – the main unit of the Roman army…"), or a dated event.
 */
export function isSideBullet(s: AnalysedSentence, sections: Section[]): boolean {
  if (EVENT_YEAR.test(s.text) && !isEntry(s)) return true;
  const term = isEntry(s)
    ? (entryParts(s)
        ?.term.toLowerCase()
        .replace(/^the\s+/, "") ?? "")
    : "";
  if (term.length === 0) return false;
  const named = new RegExp(`\\b${termPattern(term)}`, "i");
  return !sections.some(
    (other) =>
      !other.sentences.includes(s) && other.sentences.some((x) => x.kind !== "heading" && named.test(x.text)),
  );
}

/**
 * "Conflict of the Orders: plebeians won political rights over two centuries", "Autoimmune disease – the immune
 * system attacks the body's own cells": a slide's claim under a label, which key points may quote as written
 * (readers chose both over "Patricians – the old aristocratic families" and "HIV destroys helper T cells…"), unless
 * the overview's sentence of a slide's kinds (`kindsSentence`) names its label: then it is one of those kinds
 * ("Distance from the sea: oceans keep coastal climates mild" beside "Latitude, altitude, distance from the sea
 * and ocean currents control climate").
 */
export function isLabelledClaim(s: AnalysedSentence, kindsSentence: string): boolean {
  const label = entryParts(s)?.term.toLowerCase();
  return label !== undefined && isClauseEntry(s) && !kindsSentence.toLowerCase().includes(label);
}
