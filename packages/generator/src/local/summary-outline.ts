// The framing sentence of a sectioned note's overview (issue 16 §4): a summary of the WHOLE note names its main
// parts in order, from its headings — not its title, and not the parts every textbook section has (objectives,
// examples, exercises, a summary).

import { messages } from "@lectern/core";
import type { Section } from "./sections.ts";

/** A note with at least this many headings opens its overview with its outline… */
export const MIN_OUTLINE_HEADINGS = 3;
/** …when at least this many of them are main parts (not generic); past this many (a table of contents, not a
 * sentence: a course reader of 25 units) it says how many parts there are and their span. */
const OUTLINE_PARTS = { min: 2, max: 10 } as const;

/** Headings every note may have, which name no part of its subject. */
const GENERIC_HEADING =
  /^(?:introduction|intro|overview|summary|in summary|conclusions?|wrapping up|recap|key (?:terms|words|ideas|points)|glossary|vocabulary|review(?: questions)?|questions|exercises|practice(?: questions)?|learning objectives|objectives|learning outcomes|references|further reading|sources|bibliography|notes|(?:worked )?examples?\b.*|check your understanding|self[- ]test|quiz)$/i;

/** A heading with its numbering off ("8.1 ", "Part 2. ", "Unit 3: ", "Slide 4 –"). */
export function headingText(heading: string): string {
  return heading
    .replace(/<[^>]+>|[#*_]+/g, "")
    .replace(/^\s*(?:(?:part|unit|chapter|section|slide|lesson|week)\s+)?\d+(?:\.\d+)*\s*[:.–—-]?\s*/i, "")
    .trim()
    .replace(/[.:;]+$/, "");
}

/** A heading that names no part of the subject ("Summary", "Learning Objectives", "Example 8.1 …"). */
export function isGenericHeading(heading: string): boolean {
  return GENERIC_HEADING.test(headingText(heading));
}

/**
 * A heading as it reads inside a sentence: a question turned into a clause ("What is an algorithm?" → "what an
 * algorithm is", "How much ATP?" → "how much ATP"), "From X to Y" as "the road from X to Y", each capital lowered
 * unless the note capitalises the word mid-sentence and never writes it in lower case (a name: "The Importance of Photosynthesis" → "the
 * importance of photosynthesis"; "Pavlov's Dogs" → "Pavlov's dogs"; "the Old Regime" stays).
 */
export function headingInSentence(
  heading: string,
  lowerCaseWords: Set<string>,
  capitalisedWords: Set<string>,
): string {
  // "Main Structures and Summary of Photosynthesis": the summary is no part of the subject.
  let text = headingText(heading)
    .replace(/\s+and\s+summary\b/i, "")
    .replace(/^summary of\s+/i, "");
  const question = /^(what|who|why|how|where|when)\s+(is|are|was|were)\s+(.+?)\?$/i.exec(text);
  if (question) text = `${question[1]} ${question[3]} ${question[2]}`;
  text = text.replace(/\?$/, "");
  if (/^from\s/i.test(text)) text = `the road ${text}`;
  return text
    .split(" ")
    .map((w) => {
      const lower = w.toLowerCase();
      const bare = lower.replace(/[^\p{L}'’-]/gu, "");
      const name =
        /['’]s$/.test(w) ||
        // An acronym or a mixed-case symbol ("ATP", "pH").
        /\p{Lu}/u.test(w.slice(1)) ||
        (capitalisedWords.has(bare) && !lowerCaseWords.has(bare) && !FUNCTION_WORDS.has(bare));
      return name ? w : lower;
    })
    .join(" ");
}

/** Words a Title Case heading capitalises that are never names. */
const FUNCTION_WORDS = new Set([
  "the",
  "a",
  "an",
  "and",
  "or",
  "of",
  "in",
  "on",
  "to",
  "from",
  "for",
  "with",
  "why",
  "what",
  "how",
  "when",
  "where",
  "who",
]);

/** The note's title: its first line when that is its first section's heading (the note opens on it). */
function titleHeading(sections: Section[], content: string): string | null {
  const first = sections[0]?.heading;
  if (!first) return null;
  const firstLine = content.trimStart().split("\n")[0] ?? "";
  return headingText(firstLine) === headingText(first) ? first : null;
}

/**
 * The overview's opening sentence (messages.generation.noteOverview): the note's main headings in order, when it
 * has at least MIN_OUTLINE_HEADINGS headings and MIN_OUTLINE_PARTS of them are main parts ("25 parts, from the
 * world around 1400 to …" past OUTLINE_PARTS.max); "" otherwise. `quotedParts`: how many parts the overview
 * can give a sentence of their own besides the outline — a note of no more main parts than that is summed up
 * by its quotes, part by part, and an outline would only repeat their names in a slot a claim could have
 * (readers: 'names the sections but never says what they teach').
 */
export function outlineSentence(
  sections: Section[],
  content: string,
  lowerCaseWords: Set<string>,
  capitalisedWords: Set<string>,
  quotedParts = 0,
): string {
  const headings = sections.map((s) => s.heading).filter((h): h is string => h !== null);
  if (headings.length < MIN_OUTLINE_HEADINGS) return "";
  const title = titleHeading(sections, content);
  const parts: string[] = [];
  for (const heading of headings) {
    if (heading === title || isGenericHeading(heading)) continue;
    const part = headingInSentence(heading, lowerCaseWords, capitalisedWords);
    if (part.length > 0 && !parts.includes(part)) parts.push(part);
  }
  if (parts.length < OUTLINE_PARTS.min || parts.length <= quotedParts) return "";
  if (parts.length <= OUTLINE_PARTS.max) return messages.generation.noteOverview(parts);
  // A table of contents is no sentence: a long reader's outline is its number of parts and their span.
  return messages.generation.noteOverview([`${parts.length} parts, from ${parts[0]} to ${parts.at(-1)}`]);
}
