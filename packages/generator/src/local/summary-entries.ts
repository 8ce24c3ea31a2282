// The summary of a term list (issue 16 §5): a glossary has no claim to quote, so its overview says what the list
// covers (how many terms, of what, from which to which) and its entries are written out as sentences
// ("A gene is a section of DNA…") for the overview and the key points.

import { messages } from "@lectern/core";
import type { AnalysedSentence } from "./analysis.ts";
import type { Token } from "./nlp.ts";
import { escapeRegExp } from "./regexp.ts";
import { mergeSmallestNeighbours, type Section } from "./sections.ts";
import { looksLikeTermEntry } from "./summary-sources.ts";

/** A "term: definition" or "term - definition" line of a term list (never one carrying markup or a link). */
export function isEntry(s: AnalysedSentence): boolean {
  return (
    (s.kind === "term-entry" || (s.kind === "expository" && looksLikeTermEntry(s))) &&
    !/<[a-z/]|https?:/i.test(s.text)
  );
}

/** An entry split into its term and what the term is, as written ("Gene", "a section of DNA…"). */
export function entryParts(
  s: AnalysedSentence,
): { term: string; definition: string; plural: boolean } | null {
  if (s.definition && s.definition.definition.trim().length > 0) {
    const { term, definition, plural } = s.definition;
    return { term: term.trim(), definition: definition.trim(), plural };
  }
  const match = /^\s*(?:[-*•]\s+)?([^:–—]{1,60}?)\s*(?::|\s[-–—]\s)\s*(.+)$/.exec(s.text);
  if (!match?.[1] || !match[2]) return null;
  return { term: match[1].trim(), definition: match[2].trim(), plural: false };
}

/**
 * An entry as a sentence: "gene: a section of DNA" → "A gene is a section of DNA." A common noun gets its
 * article when the definition is countable ("a …", "an …") or the note itself writes "a cell" elsewhere
 * (`countedInNote`); a plural term takes "are"; otherwise the term stands as named ("Filtration is
 * separating…", "GDP is the total…"). Returns null when the entry cannot be read as term and definition.
 */
export function entryAsSentence(
  s: AnalysedSentence,
  countedInNote: (term: string) => boolean = () => false,
  lowerCaseWords: Set<string> = new Set(),
  /** Read a one-word abstract term as a mass noun ("Inflation is a sustained rise…", not "An inflation…"). */
  massNouns = false,
): string | null {
  const parts = entryParts(s);
  if (!parts) return null;
  // "Earth wire – …" at a line's start: its capital is the line's, unless the note writes the word so elsewhere.
  const term = asWrittenInNote(parts.term, lowerCaseWords);
  // "The Twelve Tables – …": the article the note puts before the term.
  const the = s.definition?.article === "the";
  const definition = parts.definition.replace(/[\s.;:,]+$/, "");
  if (definition.length === 0) return null;
  const body = bodyTokens(s, parts.definition);
  // "Conflict of the Orders: plebeians won political rights…": a clause of its own, not what the term is.
  if (opensWithClause(body)) return null;
  const plural = isPluralTerm(term, definition);
  const subject = the ? `The ${term}` : asSubject(term, !plural);
  // "Ammeter – measures current", "Mucous membranes – trap microbes": what the term does.
  if (opensWithVerb(body, plural)) return `${subject} ${definition}.`;
  // "Continental – very cold winters, warm summers": a description, not what a singular term is.
  if (!plural && describesPlural(body)) return null;
  const mass = massNouns && MASS_NOUN.test(term);
  const countable = !plural && !mass && (/^an?\s/i.test(definition) || countedInNote(term));
  return `${the ? subject : asSubject(term, countable)} ${plural ? "are" : "is"} ${definition}.`;
}

/** "inflation", "productivity", "capitalism", "osmosis": one abstract word, used without an article. */
const MASS_NOUN = /^[a-z]+(?:flation|ity|ness|ism|sis|ics)$/i;

/** The term with its first word in lower case when the note writes that word so elsewhere ("Earth" stays). */
function asWrittenInNote(term: string, lowerCaseWords: Set<string>): string {
  const first = /^[A-Z][a-z-]+/.exec(term)?.[0];
  return first && lowerCaseWords.has(first.toLowerCase())
    ? first.toLowerCase() + term.slice(first.length)
    : term;
}

/** The definition opens with no determiner and its first noun is plural ("very cold winters"). */
function describesPlural(body: Token[]): boolean {
  // Only a bare noun phrase ("very cold winters"), not a gerund ("separating the substances…").
  if (!body[0] || !["ADJ", "ADV", "NOUN"].includes(body[0].pos)) return false;
  const noun = body.find((t) => t.pos === "NOUN" || t.pos === "ADP");
  return noun?.pos === "NOUN" && /[^s]s$/.test(noun.lower) && !/(?:is|us)$/.test(noun.lower);
}

/** The definition opens with the term's verb: "measures current", "checks whether…", "trap microbes". */
function opensWithVerb(body: Token[], plural: boolean): boolean {
  const [first, second] = body;
  if (!first) return false;
  const agrees = plural ? !/s$/.test(first.lower) : /[^s]s$/.test(first.lower);
  const verbish =
    first.pos === "VERB" ||
    (first.pos === "NOUN" &&
      second !== undefined &&
      (["NOUN", "DET", "ADJ"].includes(second.pos) || /^(?:whether|that|if|how)$/.test(second.lower)));
  return agrees && verbish && !/(?:ed|ing)$/.test(first.lower);
}

/** The word tokens of an entry's definition part. */
function bodyTokens(s: AnalysedSentence, definition: string): Token[] {
  const start = s.text.lastIndexOf(definition);
  return start < 0 ? [] : s.tokens.filter((t) => t.start >= start && t.type === "word");
}

/**
 * "Conflict of the Orders: plebeians won political rights…", "Autoimmune disease – the immune system attacks the
 * body's own cells": an entry whose body is a clause of its own, a claim under its label rather than a definition.
 */
export function isClauseEntry(s: AnalysedSentence): boolean {
  const parts = entryParts(s);
  return parts !== null && opensWithClause(bodyTokens(s, parts.definition));
}

/** The definition opens with a subject and its verb ("plebeians won…"), not with what the term is. */
export function opensWithClause(body: Token[]): boolean {
  let i = body[0]?.pos === "DET" ? 1 : 0;
  const start = i;
  // A pronoun only as the subject itself: "a number that identifies…" is a relative clause, not a clause.
  if (body[i]?.pos === "PRON" && !/^(?:that|which|who)$/.test(body[i]!.lower)) i += 1;
  while (body[i] && ["NOUN", "PROPN", "ADJ", "PART"].includes(body[i]!.pos)) {
    // "the immune system attacks the body's own cells": wink reads the verb as a noun after its subject.
    const next = body[i + 1];
    const verbAsNoun =
      i > start && /[^s]s$/.test(body[i]!.lower) && next !== undefined && ["DET", "PRON"].includes(next.pos);
    if (verbAsNoun) return true;
    i += 1;
  }
  const verb = body[i];
  if (i === start || !verb) return false;
  // "the energy transferred per unit charge": a participle describes the noun; "plebeians won" is a clause.
  return verb.pos === "AUX" || (verb.pos === "VERB" && !/(?:ed|en|ing)$/.test(verb.lower));
}

/**
 * A plural term ("Stomata", "Enzymes"): its head (the word before "of", else the last) ends in a plural -s
 * and the definition does not open with "a"/"an" — "Mitosis", "Balance of payments" and "Physics" are
 * singular.
 */
export function isPluralTerm(term: string, definition: string): boolean {
  if (/^an?\s/i.test(definition)) return false;
  const head = (term.split(/\s+of\s+/i)[0] ?? term).trim().split(/\s+/).pop() ?? "";
  return /[^s]s$/i.test(head) && !/(?:is|us|ics|ness|ss)$/i.test(head) && head !== head.toUpperCase();
}

/** Whether a note writes a term with an indefinite article ("leaves a cell"): a countable noun. */
export function countedIn(text: string): (term: string) => boolean {
  return (term) => {
    const escaped = escapeRegExp(term);
    return new RegExp(`\\b(?:a|an|one|each|every)\\s+${escaped}\\b`, "i").test(text);
  };
}

/** The term as the subject of its sentence: an article before a common noun when it is countable. */
function asSubject(term: string, article: boolean): string {
  // "cell membrane", "IP address", "Bunsen burner": a common noun ends in a lower-case word ("Real GDP" does not).
  const commonNoun = /(?:^|\s)[a-z][a-z-]*$/.test(term);
  if (article && commonNoun) return `${/^[aeiou]/i.test(term) ? "An" : "A"} ${term}`;
  return term.charAt(0).toUpperCase() + term.slice(1);
}

/** Words naming a list rather than its subject ("Cell Biology Glossary" is a list of cell biology). */
const LIST_WORDS =
  /\b(?:glossary|vocabulary|key terms|terms|terminology|definitions|word list|list|revision|notes?)\b/gi;

/** A topic that is a place where the work is done, not a subject ("chemistry lab", "art studio"). */
const PLACE_WORDS =
  /\b(?:lab|laboratory|classroom|kitchen|workshop|studio|clinic|ward|office|garage|greenhouse)$/i;

/**
 * What a term list is about, from its heading or its title: "Cell Biology Glossary" → "cell biology",
 * "Chemistry lab vocabulary (quiz on Friday)" → "the chemistry lab"; null when nothing is left.
 */
export function listTopic(heading: string | null, title: string): string | null {
  for (const source of [heading, title]) {
    if (!source) continue;
    const words = source
      .replace(/\([^)]*\)/g, " ")
      .replace(/\bfor (?:the |my |our |a )?(?:test|exam|quiz|class|revision)\b.*$/i, " ")
      .replace(LIST_WORDS, " ")
      .replace(/[#*_:|–—-]+/g, " ")
      .split(/\s+/)
      .filter((w) => w.length > 0)
      // Title Case words are common nouns of the topic; an acronym or a name written in capitals stays.
      .map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w));
    if (words.length === 0 || words.length > 5) continue;
    const topic = words.join(" ");
    // "terms of chemistry lab" names a place as a subject: "terms of the chemistry lab".
    return PLACE_WORDS.test(topic) ? `the ${topic}` : topic;
  }
  return null;
}

/**
 * The overview of a term list: what it covers (messages.generation.termListOverview) and the chosen entries as
 * sentences.
 */
export function termListOverview(
  entries: AnalysedSentence[],
  chosen: AnalysedSentence[],
  topic: string | null,
  asSentence: (s: AnalysedSentence) => string,
  groups = "",
): string {
  const first = entries[0] ? entryParts(entries[0])?.term : undefined;
  const last = entries[entries.length - 1] ? entryParts(entries[entries.length - 1]!)?.term : undefined;
  const opening =
    first && last && entries.length >= 2
      ? messages.generation.termListOverview(entries.length, topic, first, last)
      : "";
  const sentences = chosen.map(asSentence);
  // What kinds of term the list holds (summary-term-groups.ts) comes before a few of its definitions.
  return [opening, groups, ...sentences].filter((x) => x.length > 0).join(" ");
}

/**
 * For a note with no claim to quote (a glossary, a term list): the first entry ("term: definition") of each of
 * its parts (sections merged to `max`, entries in `skip` passed over): the definitions the overview quotes
 * after naming what the list covers (its key points are keyEntries).
 */
export function chooseEntries(
  sections: Section[],
  max: number,
  skip: AnalysedSentence[] = [],
): AnalysedSentence[] {
  const usable = (s: AnalysedSentence) => isEntry(s) && !skip.includes(s);
  const withEntries = sections.filter((section) => section.sentences.some(usable));
  return mergeSmallestNeighbours(withEntries, max)
    .map((section) => section.sentences.find(usable))
    .filter((s): s is AnalysedSentence => s !== undefined);
}

/** A key entry's term is used by at least this many other definitions (one use is a cross-reference). */
const MIN_USES = 2;

/**
 * A term list's key points: its entries whose terms the other entries' definitions use most ("cell", "protocol",
 * "GDP", "titration": what the rest of the list is built on), most used first, at most `max`, then back in list
 * order; entries in `skip` (the overview's) passed over. Readers judge a glossary's other entries "one member of
 * a list of equal terms"; fewer than `min` used terms are topped up with the next most used, then the first.
 */
export function keyEntries(
  entries: AnalysedSentence[],
  skip: AnalysedSentence[],
  min: number,
  max: number,
): AnalysedSentence[] {
  const parts = new Map(entries.map((e) => [e, entryParts(e)]));
  const uses = (entry: AnalysedSentence) => {
    const term = parts.get(entry)?.term.toLowerCase().replace(/s$/, "") ?? "";
    if (term.length === 0) return 0;
    const named = new RegExp(`\\b${escapeRegExp(term)}`, "i");
    return entries.filter((other) => other !== entry && named.test(parts.get(other)?.definition ?? ""))
      .length;
  };
  const ranked = entries
    .filter((e) => !skip.includes(e))
    .map((entry, at) => ({ entry, at, n: uses(entry) }))
    .sort((a, b) => b.n - a.n || a.at - b.at);
  const used = ranked.filter((x) => x.n >= MIN_USES).slice(0, max);
  // Topped up with the next most used (a term one other definition names), then the list's first entries.
  const chosen = ranked.slice(0, Math.max(used.length, Math.min(min, ranked.length)));
  return chosen.map((x) => x.entry).sort((a, b) => entries.indexOf(a) - entries.indexOf(b));
}
