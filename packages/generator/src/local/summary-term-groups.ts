// A term list's groups (issue 16 §4, term lists): a glossary's overview names what kinds of term it holds, not
// only a few of its definitions. Entries whose definitions share a head ("burette - a long graduated tube…",
// "pipette - a glass tube…", "condenser - a tube cooled by…"; "filtration - separating…", "distillation -
// separating…") form a group, named by that head: "They include three tubes (burette, pipette and condenser) and
// three ways of separating (filtration, distillation and chromatography)."

import type { AnalysedSentence } from "./analysis.ts";
import { entryParts } from "./summary-entries.ts";

/** A group has at least this many entries; the sentence needs at least MIN_GROUPS groups (a list's parts). */
const MIN_MEMBERS = 3;
const MIN_GROUPS = 2;
/** At most this many groups are named, largest first (in list order among equals). */
const MAX_GROUPS = 3;

/** Words that end a definition's head noun phrase: what follows qualifies the head. */
const HEAD_END = new Set(
  (
    "that which who whom whose where when with without for of in on at by to from into than as and or but used made " +
    "left formed found produced cooled driven filled carrying containing holding measured called read"
  ).split(" "),
);

const NUMBERS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/**
 * The head of a definition: its opening gerund ("separating an insoluble solid…" → "separating"), or the last
 * noun of its opening noun phrase ("a long graduated tube with a tap" → "tube"); null when it has none.
 */
export function definitionHead(definition: string): string | null {
  const words = definition
    .toLowerCase()
    .replace(/[,;:(].*$/, "")
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return null;
  if (/^[a-z]+ing$/.test(words[0] ?? "")) return words[0] ?? null;
  const phrase: string[] = [];
  for (const word of words.slice(/^(?:a|an|the)$/.test(words[0] ?? "") ? 1 : 0)) {
    if (HEAD_END.has(word)) break;
    phrase.push(word);
  }
  const head = phrase.at(-1);
  return head && /^[a-z][a-z-]*$/.test(head) ? head : null;
}

/** A group's name: "tubes" for a noun head, "ways of separating" for a gerund. */
function groupName(head: string, count: number): string {
  const number = NUMBERS[count] ?? String(count);
  if (head.endsWith("ing")) return `${number} ways of ${head}`;
  const plural = /(?:s|sh|ch|x|z)$/.test(head)
    ? `${head}es`
    : /[^aeiou]y$/.test(head)
      ? `${head.slice(0, -1)}ies`
      : `${head}s`;
  return `${number} ${plural}`;
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * The sentence naming a term list's groups and the entries it names, or "" and none when its definitions do not
 * fall into at least MIN_GROUPS groups of MIN_MEMBERS entries.
 */
export function termGroups(entries: AnalysedSentence[]): { sentence: string; members: AnalysedSentence[] } {
  const groups = new Map<string, AnalysedSentence[]>();
  for (const entry of entries) {
    const parts = entryParts(entry);
    const head = parts ? definitionHead(parts.definition) : null;
    if (!parts || !head) continue;
    groups.set(head, [...(groups.get(head) ?? []), entry]);
  }
  const largest = [...groups.entries()]
    .filter(([, members]) => members.length >= MIN_MEMBERS)
    .sort((a, b) => b[1].length - a[1].length)
    .slice(0, MAX_GROUPS);
  if (largest.length < MIN_GROUPS) return { sentence: "", members: [] };
  const named = largest.map(([head, members]) => {
    const terms = members.map((m) => entryParts(m)?.term ?? "");
    return `${groupName(head, members.length)} (${listed(terms)})`;
  });
  return { sentence: `They include ${listed(named)}.`, members: largest.flatMap(([, members]) => members) };
}
