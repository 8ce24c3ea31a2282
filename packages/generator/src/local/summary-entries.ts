// The summary of a term list (issue 16 §5): a glossary has no claim to quote, so its overview says what the list
// covers (how many terms, of what, from which to which) and its entries are written out as sentences
// ("A gene is a section of DNA…") for the overview and the key points.

import { messages } from "@lectern/core";
import type { AnalysedSentence } from "./analysis.ts";
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
): string | null {
  const parts = entryParts(s);
  if (!parts) return null;
  const definition = parts.definition.replace(/[\s.;:,]+$/, "");
  if (definition.length === 0) return null;
  const plural = isPluralTerm(parts.term, definition);
  const countable = !plural && (/^an?\s/i.test(definition) || countedInNote(parts.term));
  return `${asSubject(parts.term, countable)} ${plural ? "are" : "is"} ${definition}.`;
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
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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

/**
 * What a term list is about, from its heading or its title: "Cell Biology Glossary" → "cell biology",
 * "Chemistry lab vocabulary (quiz on Friday)" → "chemistry lab"; null when nothing is left.
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
    if (words.length > 0 && words.length <= 5) return words.join(" ");
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
): string {
  const first = entries[0] ? entryParts(entries[0])?.term : undefined;
  const last = entries[entries.length - 1] ? entryParts(entries[entries.length - 1]!)?.term : undefined;
  const opening =
    first && last && entries.length >= 2
      ? messages.generation.termListOverview(entries.length, topic, first, last)
      : "";
  const sentences = chosen.map(asSentence);
  return [opening, ...sentences].filter((x) => x.length > 0).join(" ");
}
