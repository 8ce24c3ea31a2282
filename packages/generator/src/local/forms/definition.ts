// The definition form in both directions (issue 16 §1): "What is X?" → the definition, and
// "What is the term for <definition>?" → X.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { capitalise, plain, withoutFillers } from "../cloze.ts";
import type { Definition } from "../definitions.ts";
import type { Answer } from "../distractors.ts";
import type { StudyItem } from "../items.ts";
import { escapeRegExp } from "../regexp.ts";
import { rankHead } from "./clause-end.ts";
import { clauseDefinitions } from "./clauses.ts";
import {
  bodyIsClause,
  bodyNamesTerm,
  definesPerson,
  keepsGlossaryCapital,
  personName,
  personTense,
  termAsWritten,
} from "./fronts.ts";
import { itemFrom, keyPhrase } from "./shared.ts";

/** Word endings of nouns that name a process, quality or substance (uncountable as a rule): no "a" before them. */
const MASS_ENDINGS = /(?:tion|sion|ism|ity|ness|sis|ics|ing|cy|th|ance|ence|ment|ogy|age)$/;

/** Head nouns of a quantity, a policy area or a substance, used without an article ("What is aggregate demand/skin?"). */
const MASS_HEADS = new Set(
  "demand supply current voltage power energy income output trade weather climate skin blood air water heat".split(
    " ",
  ),
);

/** Countable nouns with a mass ending: "the alternative hypothesis". */
const COUNTABLE_HEADS = new Set(["hypothesis", "thesis", "diagnosis"]);

/** Singular endings that look plural: "nucleus", "Golgi apparatus", "analysis", "gas", "glass", "HTTPS". */
const SINGULAR_S = /(?:us|is|ss|as|ics)$/i;

/** An acronym ("DNS", "HTTPS", "LAN"): a name, singular unless the note says "are". */
const isAcronym = (term: string) => /^[A-Z0-9]{2,}$/.test(term.trim());

/**
 * Whether a term is plural. A sentence's verb decides ("X are …"); a term-list entry has none, so its last word
 * does: "-s" but not "-us/-is/-ss" ("nucleus", "meniscus") and never an acronym ("DNS").
 */
export function termIsPlural(d: Definition, fromVerb: boolean): boolean {
  if (isAcronym(d.term)) return fromVerb && d.plural;
  if (fromVerb) return d.plural;
  // "balance of payments": the head is the word before "of".
  const last =
    d.term
      .trim()
      .split(/\s+of\s+/i)[0]
      ?.split(/\s+/)
      .pop() ?? "";
  return /[^s]s$/i.test(last) && !SINGULAR_S.test(last);
}

/**
 * The article a question puts before a term (issue 16: "What is a fuse?", "What is photosynthesis?"). The note's
 * own article stays. A term-list entry has none: an acronym, a name (capitalised where the note capitalises it)
 * and a mass noun ("photosynthesis", "latency") get none; a countable singular noun gets "a/an" when the note
 * writes "a/an X" or its definition starts "a/an …" (a fuse is "a device …"), and "the" when its definition
 * starts "the …" (the nucleus is "the organelle …").
 */
export function frontArticle(d: Definition, plural: boolean, noteText: string, shown = d.term): string {
  if (d.article) return d.article;
  const term = d.term.trim();
  // A name ("Boyle's law" aside, "Ohm", "TCP") takes no article; "Bunsen burner", "IP address" are common nouns.
  // Judged on the term as the question shows it: a slide line's own capital ("Pathogen – …") is no name.
  const lastWord = shown.trim().split(/\s+/).pop() ?? "";
  if (plural || isAcronym(term) || /^[A-Z]/.test(lastWord)) return "";
  const escaped = escapeRegExp(term.toLowerCase());
  // Within one line: a glossary's "… looking for one" ends the line before "fiscal policy: …".
  const countedInNote = new RegExp(`\\b(?:a|an|one|each|every)[ \\t]+${escaped}\\b`, "i").test(noteText);
  const last = term.split(/\s+/).pop()?.toLowerCase() ?? "";
  if (MASS_HEADS.has(last) || (!countedInNote && MASS_ENDINGS.test(last) && !COUNTABLE_HEADS.has(last)))
    return "";
  const body = d.definition.trim().toLowerCase();
  // A body that says what the thing does ("measures current") names a device or agent: countable.
  if (countedInNote || /^(?:a|an|one)\s/.test(body) || bodyVerb(d.definition)) return indefiniteArticle(term);
  if (/^the\s/.test(body)) return "the";
  return "";
}

/** "a" or "an" by the sound of the word: "an ammeter", "a eukaryote", "an IP address", "a unit". */
export function indefiniteArticle(word: string): string {
  // An acronym read as a word ("MAC", "LAN", "WAN": consonant, vowel) goes by its sound as a word: "a MAC address".
  if (/^[B-DF-HJ-NP-TV-Z][AEIOU][A-Z]/.test(word)) return "a";
  if (/^[AEFHILMNORSX][A-Z0-9]*\b/.test(word) && /^[A-Z]{2}/.test(word)) return "an";
  if (/^(?:eu|uni|use|usu|one|ur[aeiou])/i.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The term as a question names it: the note's own capitals, not a line's or a heading's (fronts.ts). */
function frontTerm(d: Definition, analysis: ChunkAnalysis, s: AnalysedSentence): string {
  return termAsWritten(d.term, analysis, keepsGlossaryCapital(d.term, s, analysis));
}

/** The question a definition asks: "What is glycolysis?", "What does the law of demand state?" */
export function definitionFront(d: Definition, analysis: ChunkAnalysis, s: AnalysedSentence): string {
  const fromVerb = s.kind !== "term-entry";
  const plural = termIsPlural(d, fromVerb);
  if (definesPerson(d, s, analysis))
    return `Who ${personTense(d, s)} ${personName(d.term, analysis.speech)}?`;
  const term = speechNames(frontTerm(d, analysis, s), analysis.speech);
  // A sentence names its term with the note's own article ("The cold war was …"); a term-list line has none.
  const article = fromVerb ? d.article : frontArticle(d, plural, noteText(analysis), term);
  const withArticle = article ? `${article} ${term}` : term;
  const does = plural ? "do" : "does";
  // "Ammeter: measures current, connected in series" says what the thing does, not what it is.
  const verbBody = d.verb === "is" || d.verb === "are" ? bodyVerb(d.definition, plural) : null;
  if (verbBody) return plain(`What ${does} ${withArticle} do?`);
  switch (d.verb) {
    case "is":
    case "are":
    case "was":
    case "were":
    case "called": {
      const be = d.verb === "was" || d.verb === "were" ? (plural ? "were" : "was") : plural ? "are" : "is";
      return plain(`What ${be} ${withArticle}?`);
    }
    case "refers to":
      return plain(`What ${does} ${withArticle} refer to?`);
    case "occurs when":
      return plain(`When ${does} ${withArticle} occur?`);
    default:
      // states, describes, measures, means, asks, contains → "What does X state?"
      return plain(`What ${does} ${withArticle} ${d.verb.replace(/s$/, "")}?`);
  }
}

/** The note's text as the analysis read it (for "a/an X" evidence), cached per analysis. */
const noteTexts = new WeakMap<ChunkAnalysis, string>();
function noteText(analysis: ChunkAnalysis): string {
  let text = noteTexts.get(analysis);
  if (text === undefined) {
    text = analysis.sentences.map((s) => s.text).join("\n");
    noteTexts.set(analysis, text);
  }
  return text;
}

/** A definition body that opens with a present-tense verb ("Measures current, …"): what the thing does. */
export function bodyVerb(definition: string, plural = false): string | null {
  const first = definition.trim().split(/\s+/)[0] ?? "";
  // A plural term's line opens on the verb's plain form ("Mucous membranes – trap microbes …").
  if (plural && /^[a-z]+$/.test(first) && !/s$/.test(first))
    return VERB_OPENERS.has(`${first}s`) || VERB_OPENERS.has(`${first}es`) ? first : null;
  if (!/^[A-Za-z]+s$/.test(first) || SINGULAR_S.test(first)) return null;
  return VERB_OPENERS.has(first.toLowerCase()) ? first : null;
}

/** Verbs a term-list body opens with when it says what the thing does ("measures", "stores", "controls"). */
const VERB_OPENERS = new Set(
  "measures stores controls converts carries transports produces makes breaks allows prevents protects connects sends receives forwards translates blocks removes holds keeps changes turns increases decreases reduces limits regulates supplies provides gives releases absorbs reflects detects records transfers transmits moves pumps filters digests builds creates encrypts resolves assigns identifies compares checks tests estimates predicts calculates traps kills destroys engulfs attacks binds".split(
    " ",
  ),
);

/**
 * A transcript is lower case: "the us" is the country (no one says "the us" for the pronoun), and a few
 * acronyms of names are said as words ("nato", "ussr"). Other words stay as the note writes them.
 */
export function speechNames(text: string, speech: boolean): string {
  if (!speech) return text;
  return text
    .replace(/\bthe us\b/g, "the US")
    .replace(/\b(?:nato|ussr|usa|uk|eu|un|dna|rna|atp|gdp|cpu)\b/g, (w) => w.toUpperCase());
}

/** The defined term as a same-kind answer (for distractors of the reverse direction). */
export function termAnswer(analysis: ChunkAnalysis, s: AnalysedSentence, d: Definition): Answer {
  const mention = s.mentions.find((m) => m.kind === "term" && m.start === d.termStart && m.end === d.termEnd);
  const key = mention?.key ?? d.term.toLowerCase();
  const entry = analysis.pools.get("term")?.get(key);
  return {
    kind: "term",
    key,
    display: plain(frontTerm(d, analysis, s)),
    head: entry?.head ?? mention?.head ?? key,
    modifiers: entry?.modifiers ?? mention?.modifiers ?? [],
    plural: d.plural,
    value: null,
    defined: true,
  };
}

/**
 * "What is the term for the first stage of respiration?" — the definition as the question. A definition that
 * starts with an article reads as a noun phrase; "states that …" and "… is called" read as a description; a law,
 * theory or class is asked by its kind ("Which law states that …?", "Which class contains …?"), a term that does
 * something by what it does ("What measures how strongly …?"), a person as a person ("Who was a descendant of …?").
 */
export function termPrompt(d: Definition, who: "was" | "is" | null = null, sentence = ""): string {
  const body = plain(keyPhrase(d.definition));
  if (who) return `Who ${who} ${body}?`;
  if (d.reversed) {
    const subject = body.charAt(0).toLowerCase() + body.slice(1);
    return `What ${d.plural ? "are" : "is"} ${subject} called?`;
  }
  const kind = termKind(d.term);
  switch (d.verb) {
    case "states":
      return `Which ${kind ?? "term"}${d.plural ? "s state" : " states"} that ${body}?`;
    case "means":
      // "Constant time means that the running time …" names a situation; "X means the movement …" a thing.
      return /\bmeans that\b/i.test(sentence)
        ? `What is it called when ${body}?`
        : `Which term means ${body}?`;
    case "occurs when":
      return `What is it called when ${body}?`;
    case "refers to":
      return `Which term refers to ${body}?`;
    case "is":
    case "are":
    case "was":
    case "were":
      return `What is the term for ${body}?`;
    default:
      if (d.plural) return `Which ${kind ?? "term"}s ${d.verb.replace(/s$/, "")} ${body}?`;
      return kind ? `Which ${kind} ${d.verb} ${body}?` : `What ${d.verb} ${body}?`;
  }
}

/** Kinds a term may be asked by without giving it away: the "law" of "law of supply", the "class" of "Class P". */
const KIND_HEADS = new Set(
  "law theory principle effect model curve class problem rule notation equation hypothesis cycle test method theorem paradox fallacy bias index ratio".split(
    " ",
  ),
);

/** The kind a term's head names ("law of demand" → law, "Phillips curve" → curve, "Class NP" → class), or null. */
export function termKind(term: string): string | null {
  const words = term.trim().split(/\s+/);
  if (words.length < 2) return null;
  const lower = words.map((w) => w.toLowerCase());
  const of = lower.indexOf("of");
  const head = of > 0 ? lower[of - 1] : lower[lower.length - 1];
  if (head && KIND_HEADS.has(head)) return head;
  // "Class P", "Theorem A": a kind named by a label after it.
  const first = lower[0] ?? "";
  return KIND_HEADS.has(first) && words.slice(1).every((w) => /^[A-Z0-9]/.test(w)) ? first : null;
}

/** The definition and the reverse-direction term item of a definition sentence. */
export function definitionItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  const own = s.definition ? [s.definition] : [];
  // A transcript's (or any long) sentence runs several clauses: each may define something of its own.
  const more = analysis.speech || s.words >= LONG_SENTENCE_WORDS ? clauseDefinitions(s, s.tokens) : [];
  const all = [
    ...own,
    ...more.filter((d) => !own.some((o) => o.term.toLowerCase() === d.term.toLowerCase())),
  ];
  return all.flatMap((d) => oneDefinitionItems(analysis, s, d));
}

/** Words past which a sentence is read clause by clause for definitions. */
const LONG_SENTENCE_WORDS = 35;

/**
 * A complement that names the term as an instance of its kind, not what it is: "Hydrochloric acid is a typical
 * Arrhenius acid", "… is a classic example of …" (labellers' finding 4: an example, not a definition).
 */
export function namesAnInstance(d: Definition): boolean {
  return /^(?:an?|the)\s+(?:typical|classic|common|familiar|good|simple|famous|well-known|everyday)\s|^(?:an?|one)\s+(?:\w+\s+)?example\b/i.test(
    d.definition.trim(),
  );
}

/** "Gavrilo Princip, a young Bosnian Serb nationalist": a full name with a role noun for its kind. */
function namesSomeone(d: Definition): boolean {
  return /^\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)+$/u.test(d.term) && /(?:ist|ian|er|or)$/.test(d.category ?? "");
}

/**
 * "Binary search is a much faster method for sorted arrays": a comparative with no "than" compares with
 * something the sentence before names, so the body alone says nothing true of the term.
 */
export function comparesWithBefore(d: Definition): boolean {
  const body = d.definition.trim();
  return (
    /^(?:an?|the)\s+(?:(?:much|far|even|still)\s+[a-z]+er|(?:much\s+|far\s+)?(?:more|less)\s+[a-z]+)\s/i.test(
      body,
    ) && !/\bthan\b/i.test(body)
  );
}

function oneDefinitionItems(analysis: ChunkAnalysis, s: AnalysedSentence, d: Definition): StudyItem[] {
  if (namesAnInstance(d)) return [];
  // A spoken key loses its fillers ("the day at the beach, you know, …").
  const definition = keyPhrase(
    plain(analysis.speech ? withoutFillers(d.definition) || d.definition : d.definition),
  );
  const answer =
    d.verb === "states" || d.verb === "means"
      ? capitalise(definition)
      : d.verb === "occurs when"
        ? `When ${definition}`
        : definition;
  const term = termAnswer(analysis, s, d);
  const score = s.score + 1;
  const person = definesPerson(d, s, analysis) ? personTense(d, s) : null;
  // "In Mexico, …, Miguel Hidalgo, a Creole priest in the town of Dolores, called on …": the sentence is about
  // what the person did; "Who was Miguel Hidalgo?" answered by the aside misses its point.
  if (d.appositive && (person || namesSomeone(d))) return [];
  const clause = bodyIsClause(d, s);
  // "The hot dense core … is a white dwarf" names the core; it does not say what a white dwarf is. "Distance
  // from the sea: oceans keep coastal climates mild" says what it does, not what it is; a name's clause
  // ("Conflict of the Orders: plebeians won political rights …") is an event's outcome, not what it was.
  const definitionItem =
    d.namedByComplement || clause
      ? []
      : [
          itemFrom(s, {
            form: "definition",
            prompt: definitionFront(d, analysis, s),
            answer: capitalise(speechNames(answer, analysis.speech)),
            level: "recall",
            score,
          }),
        ];
  // The reverse asks by the body: a clause or a bare kind ("a divergent boundary") does not single the term out.
  if (clause || !bodyNamesTerm(d)) return definitionItem;
  const display = person ? personName(term.display, analysis.speech) : term.display;
  return [
    ...definitionItem,
    itemFrom(s, {
      form: "term",
      prompt: speechNames(
        termPrompt({ ...d, definition: rankHead(d.definition) }, person, s.text),
        analysis.speech,
      ),
      answer: capitalise(speechNames(display, analysis.speech)),
      answerEntry: person ? { ...term, display } : term,
      level: "recall",
      score: score - 0.5,
    }),
  ];
}
