// A term list's groups (issue 16 §4, term lists): a glossary's overview names what kinds of term it holds, not
// only a few of its definitions. Entries whose definitions share a head ("burette - a long graduated tube…",
// "pipette - a glass tube…", "condenser - a tube cooled by…"; "filtration - separating…", "distillation -
// separating…") form a group, named by that head: "They include tubes (burette, pipette and condenser) and
// ways of separating (filtration, distillation and chromatography)."

import type { AnalysedSentence } from "./analysis.ts";
import { entryParts } from "./summary-entries.ts";

/**
 * The largest group has at least MIN_MEMBERS entries, the others at least MIN_MORE_MEMBERS; the sentence needs
 * at least MIN_GROUPS groups (a list's parts). Readers failed glossaries whose overview never showed "what kinds
 * of terms the list covers (devices, addresses, protocols, network types)": a list's second and third kinds are
 * often pairs ("two devices (router and switch)").
 */
const MIN_MEMBERS = 3;
const MIN_MORE_MEMBERS = 2;
const MIN_GROUPS = 2;
/**
 * Heads that say how a definition measures or relates, not what sort of thing a term is ("the total amount…",
 * "the use of…", "a fall in…"): no group ("two amounts", "two uses" name no kind of term).
 */
const NO_KIND = new Set(
  (
    "amount number part kind type form way use fall rise price value measure record ratio combination time " +
    "percentage section region unit family arrangement set level rate change state process result"
  ).split(" "),
);
/** At most this many groups are named, largest first (in list order among equals). */
const MAX_GROUPS = 3;

/** Words that end a definition's head noun phrase: what follows qualifies the head. */
const HEAD_END = new Set(
  (
    "that which who whom whose where when with without for of in on at by to from into than as and or but used made " +
    "left formed found produced cooled driven filled carrying containing holding measured called read"
  ).split(" "),
);

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

/**
 * A group's name: "tubes" for a noun head, "ways of separating" for a gerund, "kinds of division" for a process. No count: "three organelles" read as
 * all the list's organelles when it defines more under other heads ("a small structure", "a sac").
 */
const pairRank = ([head, members]: [string, AnalysedSentence[]]) =>
  members.length < MIN_MEMBERS && isProcess(head) ? 0 : 1;

/** A head that names a process ("division", "movement", "separating"), not a thing. */
const isProcess = (head: string) => /(?:ment|tion|sion|sis|ing)$/.test(head);

function groupName(head: string): string {
  if (head.endsWith("ing")) return `ways of ${head}`;
  // "kinds of division (mitosis and meiosis)": a process's members are its kinds, not "divisions".
  if (isProcess(head)) return `kinds of ${head}`;
  return /(?:s|sh|ch|x|z)$/.test(head)
    ? `${head}es`
    : /[^aeiou]y$/.test(head)
      ? `${head.slice(0, -1)}ies`
      : `${head}s`;
}

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * The sentence naming a term list's groups and the entries it names, or "" and none when its definitions do not
 * fall into at least MIN_GROUPS groups (the largest of MIN_MEMBERS entries, the others of MIN_MORE_MEMBERS).
 */
export function termGroups(entries: AnalysedSentence[]): { sentence: string; members: AnalysedSentence[] } {
  const byDefinition = groupsBy(entries, (_term, definition) => {
    const head = definitionHead(definition);
    return head && !NO_KIND.has(head) ? head : null;
  });
  const found = namedGroups(byDefinition, (_head, term) => term);
  if (found.sentence) return found;
  // Definitions that share no head ("the use of…", "a rise in…"): terms of one kind by their own last word
  // ("fiscal policy", "monetary policy"), named without it: "policies (fiscal and monetary)".
  const byTerm = groupsBy(entries, (term) => {
    const words = term.toLowerCase().split(/\s+/);
    return words.length >= 2 ? (words.at(-1) ?? null) : null;
  });
  return namedGroups(byTerm, (head, term) => term.slice(0, term.toLowerCase().lastIndexOf(head)).trim());
}

type Groups = Map<string, AnalysedSentence[]>;

/** Entries by the key `keyOf` gives their term and definition (entries with none left out). */
function groupsBy(
  entries: AnalysedSentence[],
  keyOf: (term: string, definition: string) => string | null,
): Groups {
  const groups: Groups = new Map();
  for (const entry of entries) {
    const parts = entryParts(entry);
    const key = parts ? keyOf(parts.term, parts.definition) : null;
    if (!parts || !key) continue;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
}

/** The sentence naming the largest groups, each member as `memberName` writes its term. */
function namedGroups(
  groups: Groups,
  memberName: (head: string, term: string) => string,
): { sentence: string; members: AnalysedSentence[] } {
  const bySize = [...groups.entries()]
    .filter(([, members]) => members.length >= MIN_MORE_MEMBERS)
    // Among the pairs, processes first ("cell division", "movement"): they show the list's range beyond its
    // things (readers: "never shows the range covered: organelles, membrane transport, cell division").
    .sort((a, b) => b[1].length - a[1].length || pairRank(a) - pairRank(b));
  const largest = bySize.slice(0, MAX_GROUPS);
  if (largest.length < MIN_GROUPS || (largest[0]?.[1].length ?? 0) < MIN_MEMBERS)
    return { sentence: "", members: [] };
  const named = largest.map(([head, members]) => {
    const terms = members.map((m) => memberName(head, entryParts(m)?.term ?? ""));
    return `${groupName(head)} (${listed(terms)})`;
  });
  return { sentence: `They include ${listed(named)}.`, members: largest.flatMap(([, members]) => members) };
}
