// The definition-choice question (issue 16 §3): "Which of the following describes glycolysis?" with the note's
// definition of the term as the key and three OTHER definitions from the same note as distractors. A term-only
// multiple-choice quiz needs same-sort terms, which most notes do not have (a transcript, a slide deck, a short
// glossary); every note with four definitions has four definitions.

import type { ChunkAnalysis } from "./analysis.ts";
import { capitalise, plain } from "./cloze.ts";
import { shuffleOptions } from "./distractors.ts";
import type { StudyItem } from "./items.ts";
import { comparable, isVariant, stem } from "./option-text.ts";
import { sameKindByMeaning } from "./questions-sorts.ts";
import type { WordNet } from "./wordnet.ts";

/** A definition item read for the quiz: the term it defines, its shape and its core clause. */
export type DefinitionChoice = {
  item: StudyItem;
  term: string;
  /** How the card asks: a noun-phrase body ("What is X?"), a verb body ("What does X do?"), a clause ("state"). */
  shape: "what" | "do" | "clause" | "when" | "who";
  /** The quiz question, never the card front. */
  question: string;
  /** The definition cut to its core clause (options of one question are trimmed alike). */
  core: string;
};

const CLAUSE_VERBS = "state|describe|mean|measure|refer to|ask|contain";

/** The term a definition card asks about and the quiz question for it, from the card front; null if unknown. */
export function readDefinitionFront(
  prompt: string,
): Pick<DefinitionChoice, "term" | "shape" | "question"> | null {
  let m = /^What (?:does|do) (.+) do\?$/.exec(prompt);
  if (m?.[1]) return { term: m[1], shape: "do", question: `Which of the following says what ${m[1]} does?` };
  m = new RegExp(`^What (?:does|do) (.+) (${CLAUSE_VERBS})\\?$`).exec(prompt);
  if (m?.[1] && m[2])
    return { term: m[1], shape: "clause", question: `Which of the following does ${m[1]} ${m[2]}?` };
  m = /^When (?:does|do) (.+) occur\?$/.exec(prompt);
  if (m?.[1])
    return { term: m[1], shape: "when", question: `Which of the following says when ${m[1]} occurs?` };
  m = /^Who (?:is|was|are|were) (.+)\?$/.exec(prompt);
  if (m?.[1]) return { term: m[1], shape: "who", question: `Which of the following describes ${m[1]}?` };
  m = /^What (?:is|are|was|were) (.+)\?$/.exec(prompt);
  if (m?.[1]) return { term: m[1], shape: "what", question: `Which of the following describes ${m[1]}?` };
  return null;
}

// Where a definition's core clause ends: an aside ("which …", "for example …", a dash or bracket) adds detail
// the other options lack, and its length alone would give the key away.
const CORE_END =
  /\s*(?:;|\s[–—-]\s|\s\(|,\s+(?:which|where|for example|e\.g\.|such as|including|like|especially|usually|often|and it|but|so|while|whereas)\b)/i;
const MAX_CORE_WORDS = 25;
const MIN_CORE_WORDS = 3;

/** A definition cut to its core clause: up to its first aside; null when even that is too long to be an option. */
export function coreClause(definition: string): string | null {
  // "The opposite: the ability to tell apart …": a lead-in before a colon points at another definition.
  const text = plain(definition)
    .replace(/[.;:,]+$/, "")
    .replace(/^(?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+:\s+(?=(?:\S+\s+){2}\S)/u, "");
  const cut = CORE_END.exec(text);
  const core = (cut && cut.index >= 12 ? text.slice(0, cut.index) : text).trim().replace(/[.;:,]+$/, "");
  const n = core.split(/\s+/).length;
  // "An exception", "Important": too short to say what a thing is, and no option beside real definitions.
  return n > MAX_CORE_WORDS || n < MIN_CORE_WORDS ? null : capitalise(core);
}

const RELATIVE = new Set([
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "where",
  "when",
  "while",
  "because",
  "if",
]);

/**
 * Whether a definition reads as a noun phrase ("A molecule that the immune system recognises as foreign",
 * "Heating a solution to remove the solvent"), not a clause ("The immune system attacks the body's own cells")
 * nor a verb body ("Trap microbes in sticky mucus"): among noun-phrase options a clause stands out, and "Which
 * of the following describes X?" asks for what X is. Read by the source sentence's tags; a definition not found
 * in it as written (a transcript's without its fillers) counts as a noun phrase.
 */
export function readsAsNounPhrase(item: StudyItem, core: string): boolean {
  const at = item.sentence.text.toLowerCase().indexOf(core.toLowerCase());
  if (at < 0) return true;
  const tokens = item.sentence.tokens.filter((t) => t.start >= at && t.end <= at + core.length);
  const first = tokens[0];
  if (first && first.pos === "VERB" && !/ing$/.test(first.lower)) return false;
  // "Plebeians won political rights …": a bare subject and its past-tense verb (a participle, "Numbers
  // obtained by counting", stays a noun phrase).
  const second = tokens[1];
  if (first && second && !/^(?:a|an|the)$/i.test(first.value) && second.pos === "VERB") {
    if (!/(?:ing|ed|en)$/.test(second.lower)) return false;
  }
  for (const t of tokens.slice(1)) {
    if (RELATIVE.has(t.lower) || t.value === "," || t.value === "(") return true;
    // A finite verb before any relative word: "The immune system attacks …", "… is …".
    if (t.pos === "AUX" || (t.pos === "VERB" && /[^s]s$/.test(t.lower))) return false;
  }
  return true;
}

/** The note's definition items as quiz choices, one per term (the first, best-scored). */
export function definitionChoices(items: StudyItem[]): DefinitionChoice[] {
  const out: DefinitionChoice[] = [];
  for (const item of items) {
    if (item.form !== "definition") continue;
    const front = readDefinitionFront(item.prompt);
    const core = coreClause(item.answer);
    if (!front || !core) continue;
    if ((front.shape === "what" || front.shape === "who") && !readsAsNounPhrase(item, core)) continue;
    if (out.some((c) => comparable(c.term) === comparable(front.term))) continue;
    out.push({ item, ...front, core });
  }
  return out;
}

const STOP = new Set(
  "a an the of to in on at by for from with and or that which who is are was were be it its as this".split(
    " ",
  ),
);
const contentStems = (text: string) =>
  comparable(text)
    .split(" ")
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(stem);
const withoutArticle = (term: string) => term.replace(/^(?:the|a|an)\s+/i, "");

/** Whether a text names the term (its full name, or a one-word term by stem: "bonds" for "bond"). */
export function namesTerm(text: string, term: string): boolean {
  const name = comparable(withoutArticle(term));
  if (` ${comparable(text)} `.includes(` ${name} `)) return true;
  const words = name.split(" ");
  return words.length === 1 && contentStems(text).includes(stem(name));
}

/**
 * Whether another definition may be a wrong option for a term: a different term (not an alias, a variant or a
 * kind of it: "polar covalent bond" for "covalent bond"), a definition of the same shape that does not name the
 * term (then it would describe it), and not nearly the same words as the key (two definitions of one thing).
 */
export function fitsAsWrongDefinition(
  analysis: ChunkAnalysis,
  key: DefinitionChoice,
  other: DefinitionChoice,
): boolean {
  const term = comparable(withoutArticle(key.term));
  const otherTerm = comparable(withoutArticle(other.term));
  if (term === otherTerm || isVariant(term, otherTerm)) return false;
  if (` ${otherTerm} `.includes(` ${term} `) || ` ${term} `.includes(` ${otherTerm} `)) return false;
  const aliases = analysis.aliases.get(term) ?? new Set<string>();
  if (aliases.has(otherTerm) || analysis.aliases.get(otherTerm)?.has(term)) return false;
  if (other.shape !== key.shape && !(key.shape === "who" && other.shape === "what")) return false;
  if ((key.shape === "who") !== (other.shape === "who")) return false;
  if (namesTerm(other.core, key.term) || comparable(other.core) === comparable(key.core)) return false;
  // A definition of the key's own kind or of a term its definition names describes the key too: "An alkali is
  // a base that dissolves in water", so the note's Arrhenius base ("a substance that increases the concentration
  // of hydroxide ions") is also an alkali; "a divergent boundary" is also "a boundary where plates move apart".
  const otherHead = otherTerm.split(" ").pop() ?? "";
  if (namesTerm(key.core, other.term) || singular(otherHead) === definitionSort(key.core)) return false;
  // One definition's content words all within the other's: one thing defined twice, or a contrast carried by
  // a small word ("an organism whose cells have no nucleus" beside "… have a nucleus and membrane-bound
  // organelles") that reads as a variant of the key.
  const a = new Set(contentStems(key.core));
  const b = new Set(contentStems(other.core));
  return ![...b].every((w) => a.has(w)) && ![...a].every((w) => b.has(w));
}

// Words that end a definition's head noun phrase ("A road | on which …", "The space | enclosed by …").
const HEAD_END = new Set(
  "of that which who whom whose where when while in on at for to with by from between into inside outside over under within through as than without about against across during after before if because".split(
    " ",
  ),
);
// A head that only says "a kind of": the sort is the noun after "of" ("A kind of learning …").
const KIND_WORDS = new Set("kind type form sort variety".split(" "));
const singular = (word: string) =>
  /(?:ss|us|is)$/.test(word)
    ? word
    : word.replace(/(?:es|s)$/, (m) => (m === "es" && !/(?:ch|sh|x|ss)es$/.test(word) ? "e" : ""));

/**
 * The sort a definition names: the head noun of its core ("A road on which travellers paid a toll" → "road",
 * "The first stage of respiration" → "stage", "A kind of learning …" → "learning"); an action worded as a
 * gerund ("Separating a liquid …", "Heating a solution …") is the sort "-ing"; null when no head is found.
 */
export function definitionSort(core: string): string | null {
  const words = core
    .toLowerCase()
    .replace(/[(),;:"“”]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] && /^[a-z]{3,}ing$/.test(words[0])) return "-ing";
  let i = /^(?:a|an|the|one|any)$/.test(words[0] ?? "") ? 1 : 0;
  let head: string | null = null;
  for (; i < words.length; i++) {
    const w = words[i] ?? "";
    if (HEAD_END.has(w)) {
      if (w === "of" && head && KIND_WORDS.has(head)) {
        head = null;
        continue;
      }
      break;
    }
    // A participle after the head ("The space enclosed by …", "A solid formed when …").
    if (head && /^[a-z]{3,}(?:ed|en)$/.test(w) && !/(?:een|ren)$/.test(w)) break;
    // A present participle after the head ("A vesicle containing digestive enzymes …" is a vesicle).
    if (head && /^[a-z]{3,}ing$/.test(w)) break;
    if (/^[a-z][a-z-]*$/.test(w) && w !== "and" && w !== "or") head = w;
  }
  return head ? singular(head) : null;
}

/**
 * Whether two definitions' sorts are one: the same head noun, WordNet synonyms, co-hyponyms (one group), or
 * one a kind of the other ("switch" under "device"), by each word's commonest sense. Without WordNet only the
 * same head counts.
 */
export function sameDefinitionSort(a: string | null, b: string | null, wordnet: WordNet | null): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  // One broad kind or a shared hypernym within two levels (questions-sorts.ts): "value" and "measure".
  const byMeaning = sameKindByMeaning(a, b, wordnet);
  if (byMeaning !== null) return byMeaning;
  if (!wordnet || a === "-ing" || b === "-ing") return false;
  if (wordnet.synonymsOf(a).has(b)) return true;
  // The commonest sense only: "base", "part" and "point" have a dozen senses, one of which meets anything.
  const groupsA = wordnet.groupsOf(a).slice(0, 1);
  const groupsB = wordnet.groupsOf(b).slice(0, 1);
  return (
    groupsA.some((g) => groupsB.includes(g) || g.hypernym === b) || groupsB.some((g) => g.hypernym === a)
  );
}

/**
 * Whether the question gives the key away: a content word of the term (or its stem) is in the key but not in
 * every wrong option ("adenosine triphosphate" → "… three phosphate groups", "real GDP" → "GDP adjusted …").
 */
export function givesKeyAway(term: string, key: string, wrong: string[]): boolean {
  const keyStems = contentStems(key);
  const wrongStems = wrong.map(contentStems);
  return contentStems(withoutArticle(term)).some((t) => {
    const inText = (stems: string[]) =>
      stems.some((k) => k === t || (t.length >= 5 && k.length >= 5 && (k.includes(t) || t.includes(k))));
    return inText(keyStems) && !wrongStems.every(inText);
  });
}

const words = (text: string) => text.split(/\s+/).length;
const pluralBody = (text: string) => !/^(?:a|an|one|the)\s/i.test(text);

/**
 * The three wrong definitions for a key, best first: same number of words as near as may be (a much longer or
 * shorter option stands out), a body opening like the key's ("a/an …" or not), varied by a fixed hash.
 */
export function wrongDefinitions(
  analysis: ChunkAnalysis,
  key: DefinitionChoice,
  all: DefinitionChoice[],
  count = 3,
  wordnet: WordNet | null = null,
  anySort = false,
): string[] {
  const n = words(key.core);
  const sort = definitionSort(key.core);
  // Same sort only (issue 16 §3): a stage, an electron acceptor and an idea as options for "the space enclosed
  // by the inner membrane" give the key away by its kind alone.
  const candidates = all
    .filter((c) => c !== key && fitsAsWrongDefinition(analysis, key, c))
    .filter((c) => anySort || sameDefinitionSort(sort, definitionSort(c.core), wordnet))
    .filter((c) => {
      const m = words(c.core);
      return m <= Math.max(n * 2, n + 6) && m >= Math.min(n / 2, n - 4);
    })
    .map((c) => ({
      c,
      // Same sort first ("an organism whose cells have no nucleus" for a eukaryote): the student cannot rule
      // an option out by its kind alone.
      rank:
        Math.abs(Math.log(words(c.core) / n)) +
        (pluralBody(c.core) === pluralBody(key.core) ? 0 : 0.5) -
        (definitionSort(c.core) === sort ? 1 : 0) -
        // Only an any-sort fallback sees other sorts: they come after every option of the key's own sort.
        (anySort && sameDefinitionSort(sort, definitionSort(c.core), wordnet) ? 10 : 0),
    }))
    .sort((x, y) => x.rank - y.rank || x.c.item.sentence.index - y.c.item.sentence.index);
  const picked: string[] = [];
  for (const { c } of candidates) {
    if (picked.some((p) => comparable(p) === comparable(c.core))) continue;
    picked.push(c.core);
    if (picked.length === count) break;
  }
  return picked;
}

/** The definition-choice question for a definition item, or null when the note has too few other definitions. */
export function definitionChoiceQuestion(
  analysis: ChunkAnalysis,
  item: StudyItem,
  all: DefinitionChoice[],
  wordnet: WordNet | null = null,
  anySort = false,
): { question: string; options: string[]; correctAnswer: string } | null {
  const key = all.find((c) => c.item === item);
  if (!key || namesTerm(key.core, key.term)) return null;
  const wrong = wrongDefinitions(analysis, key, all, 3, wordnet, anySort);
  if (wrong.length < 3 || givesKeyAway(key.term, key.core, wrong)) return null;
  return {
    question: key.question,
    options: shuffleOptions([key.core, ...wrong], item.source),
    correctAnswer: key.core,
  };
}
