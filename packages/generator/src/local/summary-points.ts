// What a key point or an overview sentence must not be (issue 16 §4, labellers' class 2): a key point is one of
// the note's main ideas read on its own, so a detail (a date with a count, an anecdote, a claim the note itself
// corrects), an example, a dangling reference ("the other parts", "The law was…"), a spoken question opener or a
// vague claim ("… in many ways") is passed over; a lecturer's numbered step ("First, concentration, if you…") is
// quoted without its opener when the rest is a claim of its own (summary-sources stepClaim).

import type { AnalysedSentence } from "./analysis.ts";
import { escapeRegExp } from "./regexp.ts";
import { answerRestated } from "./summary-compared.ts";
import { headingText } from "./summary-outline.ts";
import { stepClaim } from "./summary-sources.ts";
import { definedTerm, definesTopic, wordsOf } from "./summary-thesis.ts";

/**
 * "Textbooks often state that…", "were once thought", "is often quoted", "the real figure": the note corrects it;
 * "…, people mix that up a lot": a lecturer's warning about a confusion, an aside to the claim before.
 */
const CORRECTED =
  /\b(?:people (?:often |always )?(?:mix|get) (?:that|this|these|those|them) (?:up|wrong|confused)|(?:textbooks|books|people|many|some) (?:often |usually |commonly )?(?:state|say|claim|believe)|(?:was|were) once (?:thought|believed)|once thought|(?:is|are) often quoted|the real figure|it was long believed)\b/i;
/** "Hydrochloric acid is a typical Arrhenius acid", "The classic example is factorial", "are all heat engines". */
const EXAMPLE_CLAIM =
  /\b(?:is a typical|are typical|(?:classic|good|famous|common|typical|simple) example|an example of|are (?:all )?examples|are all)\b|^(?:suppose|imagine|say you|like|one more)\b/i;
/** "If you learned French … you might find…": a scenario told to the listener, not a claim. */
const SCENARIO = /^if you\b.*\byou (?:might|may|would|could)\b/i;
/** "When you repeat a word in your head that's the phonological loop": an instance pointing at a term, not its definition. */
const POINTED_INSTANCE = /^(?:you know,? )?when you\b[^.]*\bthat'?s (?:the|a|an|what|called)\b/i;
/** "Godden and Baddeley showed this in 1975": "this" as a pronoun — what was shown is in an earlier sentence. */
const BACK_REFERENCE =
  /\b(?:showed|proved|found|tested|demonstrated|explained|called|studied|observed) this\b(?! \w+(?:ing|ion|ment)?\b (?:is|was|are|were)\b)(?=\s+(?:in|by|with|when|using|through|on|at)\b|\s*[.,]|$)/i;
/**
 * "Finally Hermann Ebbinghaus studied his own memory … in 1885", "In 2000 Baddeley added a fourth part…": a
 * researcher's dated study or addition, an anecdote.
 */
const DATED_STUDY =
  /^(?=.*\b(?:1[5-9]|20)[0-9]{2}\b)(?:(?:finally|first|then|later|also|um|uh|er|[Ii]n (?:1[5-9]|20)[0-9]{2}),?\s+)*(?:[A-Z][\w'’-]+ ){1,2}(?:and [A-Z][\w'’-]+ )?(?:studied|showed|found|proposed|added|tested|discovered|published|ran|conducted)\b/;
/** "in this way", "solved the problem", "For this reason": the way, the problem, the reason — in an earlier sentence. */
const BACK_PHRASE =
  /\b(?:in (?:this|that|the same) way|solved? the problem|solves the problem|for (?:this|that|these|those) reasons?)\b/i;
/** "Radcliffe herself argued that…", "Pavlov noticed that…", "People noticed long ago that…": an anecdote. */
const ANECDOTE =
  /^(?:[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?(?: (?:himself|herself|themselves))?|people) (?:\w+ )?(?:noticed|argued|believed|claimed|observed|wrote|realised|realized|thought)\b/;
/** "The law was formulated by…", "The term was popularised…", "The result is…", "The fix is…", "The date is still celebrated…": which law, which term, the result of what — in an earlier sentence. */
const BARE_REFERENCE =
  /^the (?:term|word|name|law|idea|theory|concept|method|process|figure|book|machine|model|test|study|experiment|result|outcome|reason|answer|solution|problem|fix|date|day|event|decision|discovery|invention) (?:was|were|is|has|had|\w+s|\w+ed)\b/i;
/** "and one more term, tail recursion, …": a lecturer's add-on after the lecture's ideas, an aside. */
const ADD_ON = /^(?:and\s+)?one (?:more|last) (?:term|thing|word)\b/i;
/** "the part that…", "the other parts": parts of what — said in an earlier sentence. */
const DANGLING_PART = /\bthe (?:other )?parts?\b(?! of\b)/i;
/** "Binary search is a much faster method…" with no "than": faster than what — said before. */
const OPEN_COMPARISON = /\bmuch (?:\w+er|more \w+|less \w+)\b/i;
/** "more massive stars live shorter lives, because they burn their fuel much faster": compared within the sentence. */
const COMPARED_WITHIN = /\b(?:more|less|fewer)\s+[a-z]+\b.*\bmuch\b/i;
/**
 * "People change the water cycle in many ways.", "Massive stars … end very differently.", "Poets often say one
 * thing in terms of another.": a claim that ends where its content should begin.
 */
const VAGUE_ENDING =
  /\b(?:in (?:many|several|various|different|a number of|lots of) (?:ways|respects)|for (?:many|several|various) reasons|(?:many|several|various) things|(?:very |quite |rather |completely )?differently|(?:one thing|something)\b[^.;]{0,30}\b(?:another|something else))\s*[.!]?$/i;
/**
 * "What changes the rate, there are…", "What shifts the whole PPF outwards, economic growth does": a spoken
 * question. Not "when"/"where": "When a star runs out of hydrogen, the core contracts" is a claim's condition.
 */
const SPOKEN_WH_OPENER = /^(?:what|why|how|which|who)\b[^,?]{2,80},/i;
/**
 * "A population has several properties that a single organism does not have.": a claim about a set it never
 * names (which properties?), unless it goes on to list them ("such as", "including", a colon).
 */
const UNNAMED_SET =
  /\b(?:has|have|had|shows?|showed|includes?|included) (?:several|many|various|a number of|certain) (?:properties|features|characteristics|traits|parts|functions|uses|advantages|disadvantages)\b(?![^.]*(?::|\bsuch as\b|\bincluding\b|\bnamely\b))/i;
/** "this week", "next week": about the course, not its subject. */
const COURSE_TIME = /\b(?:this|next|last) week\b/i;
/** A speaker's opening words, "right so" too, before the claim. */
const SPOKEN_START = /^(?:(?:right|so|and|now|then|okay|ok|alright|well|anyway|um|uh|er|erm)\b[,\s]*)+/i;
/** A year (1000–2099, or "BC"/"AD" after a number). */
const YEAR = /\b(?:1[0-9]{3}|20[0-9]{2})\b|\b\d+\s?(?:BC|AD|BCE|CE)\b/;
/** A count beside a date: "killed more than 50,000 people", "five ships", "at least fifteen people". */
const COUNT =
  /\b(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?(?! ?(?:BC|AD|BCE|CE)\b)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred|thousand|million)\s+(?!of\b)[a-z]+/gi;
const MONTHS = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/** "divided into three orders", "split into four zones": a count of the parts a whole is made of. */
const PARTS_OF_A_WHOLE = /\b(?:divided|split|organi[sz]ed|grouped|separated|sorted)\s+into\s+$/i;

/**
 * A date that carries a count of something ("In 1519 … with five ships"): an event's detail, not a main idea.
 * A count of the parts a whole is divided into ("Before 1789 … its society was divided into three orders") is
 * the structure the section goes on to describe, not a detail.
 */
export function isDatedDetail(text: string): boolean {
  if (!YEAR.test(text)) return false;
  for (const m of text.matchAll(COUNT)) {
    const [number = "", noun = ""] = m[0].split(/\s+/);
    if (/^(?:1[0-9]{3}|20[0-9]{2})$/.test(number) || MONTHS.test(noun) || /^(?:bc|ad|bce|ce)$/i.test(noun))
      continue;
    if (PARTS_OF_A_WHOLE.test(text.slice(0, m.index))) continue;
    return true;
  }
  return false;
}

/** "in 49 BC", "by about 264 BC", "in 1712": a year of an event. */
export const EVENT_YEAR = /\b(?:\d{1,4}\s*(?:BC|AD|BCE|CE)|1[0-9]{3}|20[0-9]{2})\b/;
/** "…and started a civil war", "…, so …", "because …": what the event led to or why, beyond the event. */
const CONSEQUENCE = /\b(?:and|so|because|which|leading|causing|after which)\b/i;

/**
 * A slide's bullet that tells one dated event and no more ("Caesar was murdered on the Ides of March, 44 BC",
 * "Marius opened the army to landless volunteers in 107 BC"): a date to know, not a main idea (readers: "a
 * single dated event"); "Julius Caesar crossed the Rubicon in 49 BC and started a civil war" says what it began.
 */
export function isDatedEventBullet(s: AnalysedSentence): boolean {
  return s.marker !== null && s.definition === null && EVENT_YEAR.test(s.text) && !CONSEQUENCE.test(s.text);
}

/** An overview sentence says at least this much (content words: nouns, verbs, adjectives, numbers), unless it defines. */
export const MIN_OVERVIEW_CONTENT_WORDS = 4;
const CONTENT = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"]);

/**
 * "The Earth is made of layers." (Earth, made, layers): a claim too slight to stand for its section in an
 * overview, which has room for five sentences; the section's next claim says what the layers are. A short
 * definition still teaches; "Adding branches lowers the total resistance." says enough.
 */
export function isSlightClaim(s: AnalysedSentence): boolean {
  return (
    s.definition === null && s.tokens.filter((t) => CONTENT.has(t.pos)).length < MIN_OVERVIEW_CONTENT_WORDS
  );
}

/**
 * "Salivating at food is an unconditioned response, a natural reaction to…": the running example named as the
 * term and the term defined in an aside. Quoted in an overview it reads as an example out of its context (readers:
 * "uses 'salivating at food' with no context"); the term's own definition, or the section's claim, says it.
 */
export function isInstanceDefinition(s: AnalysedSentence): boolean {
  const d = s.definition;
  if (!d?.appositive || d.reversed || d.termStart === 0) return false;
  // "X is an unconditioned response, …" (an instance classed); not "At the other end is monopoly, a market…".
  return /\b(?:is|are|was|were)\s+an?\s+$/i.test(s.text.slice(0, d.termStart));
}

/**
 * "enzymes are biological catalysts, they're proteins that…" right after "a catalyst is a substance that…": an
 * instance filed under the kind the sentence before defines. The overview quotes the kind's definition; the
 * instance alone reads as an example in place of it (readers: "spends a sentence on enzyme examples without
 * defining a catalyst").
 */
export function isInstanceOfPrevious(s: AnalysedSentence, previous: AnalysedSentence | undefined): boolean {
  const kind = previous ? definedTerm(previous) : null;
  return kind !== null && !kind.includes(" ") && filedUnder(s, kind);
}

/** A term as a pattern, singular or plural ("catalyst" for "catalysts", "aquifers"). */
export const termPattern = (term: string) => escapeRegExp(term.toLowerCase().replace(/s$/, ""));

/**
 * The sentence, as said, opens by filing its subject under `kind` ("enzymes are biological catalysts", "Household
 * wiring is parallel"), then goes on as `after` allows.
 */
function filedUnder(s: AnalysedSentence, kind: string, after = ""): boolean {
  const said = s.text.trim().replace(SPOKEN_START, "");
  const head = termPattern(kind);
  return new RegExp(`^[\\w-]+(?: [\\w-]+)? (?:is|are) (?:an? )?(?:[\\w-]+ )?${head}s?\\b${after}`, "i").test(
    said,
  );
}

/**
 * "Many cities draw their drinking water from aquifers." right after "An aquifer is a layer of permeable rock…":
 * a claim about the term the sentence before defines, which a reader of the overview has not been told
 * (readers: "a sentence to cities drinking from aquifers before aquifers are introduced").
 */
export function elaboratesPrevious(s: AnalysedSentence, previous: AnalysedSentence | undefined): boolean {
  const term = previous && previous.sectionIndex === s.sectionIndex ? definedTerm(previous) : null;
  if (!term || definedTerm(s) !== null) return false;
  return new RegExp(`\\b${termPattern(term)}(?:s|es)?\\b`, "i").test(s.text);
}

/**
 * "Household wiring is parallel, so each appliance works on its own." under "Parallel circuits": a thing filed
 * under the section's own subject, an application of it (readers), not what the section says of it.
 */
export function isInstanceOfHeading(s: AnalysedSentence): boolean {
  const heading = (s.section ?? "").replace(/^slide \d+:\s*/i, "").toLowerCase();
  // Filed and nothing more: a comma, "so …" or the end, not a definition ("a current that changes direction").
  return heading
    .split(/[^\p{L}-]+/u)
    .filter((w) => w.length > 3)
    .some((word) => filedUnder(s, word, "(?:,|\\s+so\\b|\\.?$)"));
}

/** "In Japan, …", "In West Africa, …": one place's instance of the note's theme. */
const PLACED_INSTANCE = /^[Ii]n (?:[A-Z][a-z]+)(?: [A-Z][a-z]+)?,/;

/**
 * A sentence a summary does not quote as a main idea: a detail, an example, an anecdote, a dangling reference, a
 * spoken question opener or a vague claim (see the patterns above). The sentence is read as quoted (a
 * transcript's opening "so"/"and" off).
 */
export function isMinorClaim(s: AnalysedSentence): boolean {
  const said = s.text.trim().replace(SPOKEN_START, "");
  // Judged as quoted: a lecturer's lead ("what actually happens when…, ", "one more term, X, ") is not.
  const text = stepClaim(said) ?? said;
  return (
    COURSE_TIME.test(text) ||
    CORRECTED.test(text) ||
    EXAMPLE_CLAIM.test(text) ||
    SCENARIO.test(text) ||
    POINTED_INSTANCE.test(text) ||
    BACK_REFERENCE.test(text) ||
    BACK_PHRASE.test(text) ||
    DATED_STUDY.test(text) ||
    ANECDOTE.test(text) ||
    // "The fix is memoization, which means…" is quoted as the definition (summary-compared answerRestated).
    (BARE_REFERENCE.test(text) && answerRestated(text) === null) ||
    ADD_ON.test(said) ||
    DANGLING_PART.test(text) ||
    (OPEN_COMPARISON.test(text) && !/\bthan\b/i.test(text) && !COMPARED_WITHIN.test(text)) ||
    VAGUE_ENDING.test(text) ||
    UNNAMED_SET.test(text) ||
    SPOKEN_WH_OPENER.test(text) ||
    PLACED_INSTANCE.test(text) ||
    (!s.definition && isDatedDetail(text))
  );
}

/**
 * "The Arrhenius theory only works in water.", "independent assortment is only true for genes on different
 * chromosomes": a limit of a claim stated elsewhere, not a main idea of its own.
 */
const LIMITATION = /\bonly (?:works|applies|holds|true|valid|correct)\b|\b(?:works|applies|holds) only\b/i;

/**
 * "The first modern theory came from … Arrhenius in 1884", "The pH scale was introduced by … in 1909": who
 * brought an idea in and when — its history, not the idea.
 */
const DATED_ATTRIBUTION =
  /^(?=.*\b(?:1[5-9]|20)[0-9]{2}\b).*\b(?:came from|(?:was|were) (?:proposed|introduced|developed|invented|coined|formulated|popularised|popularized|first described) by)\b/i;

/** "one of the most studied problems", "one of the best known": a ranking of the subject, not a claim about it. */
const RANKED_AMONG = /\bone of the (?:most|best|largest|biggest|greatest|oldest|main)\b/i;

/**
 * A measured figure that is not a year ("a 40-character code", "about 40 percent more words", "near 30° north",
 * "less than one percent of the fresh water"): the detail of a claim, not the claim.
 */
const MEASURED_FIGURE =
  /\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\w+)? (?:percent|per cent))\b|\b\d+(?:[.,]\d+)?(?:\s?(?:%|°|percent|per cent)|-[a-z]+|\s(?:times|characters?|words|metres|meters|kilometres|km|kg|miles|degrees|seconds|minutes|hours|days|years|kelvin|volts?|watts?|amps?))\b|\d°/i;

/** A law, theory or principle stated: the claim a figure in it belongs to. */
const STATED_LAW = /\b(?:law|principle|theory|rule|theorem)\b[^.;]{0,40}\b(?:states|says|holds)\b/i;

/**
 * What a key point, read on its own as one of the note's main ideas, must not be beyond a minor claim: a ranking
 * ("one of the most studied problems"), a limit of a claim ("only works in water"), a dated attribution ("came from Arrhenius in 1884") or a claim carried by a measured figure (not in a definition or a stated
 * law, where the figure is part of what is defined or stated).
 */
export function isDetailPoint(s: AnalysedSentence): boolean {
  const text = s.text.trim();
  if (RANKED_AMONG.test(text) || LIMITATION.test(text) || DATED_ATTRIBUTION.test(text)) return true;
  return s.definition === null && !STATED_LAW.test(text) && MEASURED_FIGURE.test(text);
}

/** A vague claim alone ("People change the water cycle in many ways."): never an overview's sentence either. */
export function isVagueClaim(s: AnalysedSentence): boolean {
  return VAGUE_ENDING.test(s.text.trim());
}

/**
 * "An Arrhenius base is a substance that increases…" beside "An Arrhenius acid is a substance that…": one half of
 * a pair of definitions (one qualifier, two heads) the note gives in two sentences. Quoted alone, the overview
 * teaches the base and not the acid; a sentence that defines both ("A Lewis acid is …, and a Lewis base is …")
 * is whole. Both halves define the same sort of thing (their definitions' category). `near` are the sentences
 * next to it in the note.
 */
export function isHalfOfPair(s: AnalysedSentence, near: (AnalysedSentence | undefined)[]): boolean {
  const split = (term: string | null) => {
    const words = term?.toLowerCase().split(/\s+/) ?? [];
    return words.length >= 2 ? { qualifier: words.slice(0, -1).join(" "), head: words.at(-1) ?? "" } : null;
  };
  const own = split(definedTerm(s));
  if (!own || new RegExp(`,\\s+and\\s+an?\\s+${escapeRegExp(own.qualifier)}\\b`, "i").test(s.text))
    return false;
  // Counterparts are the same sort of thing ("a substance that…" both): a hash table and a hash function are not.
  const sort = s.definition?.category ?? null;
  return near.some((n) => {
    const other = n ? split(definedTerm(n)) : null;
    return (
      other !== null &&
      other.qualifier === own.qualifier &&
      other.head !== own.head &&
      sort !== null &&
      n?.definition?.category === sort
    );
  });
}

/** This many things the sentence before named, taken up again with "the", make a sentence its follow-on. */
const TAKEN_UP = 3;

/**
 * "The carbon dioxide enters the leaf through small pores called stomata, the water is drawn up…, and the oxygen
 * leaves…" after the overall equation: a sentence that follows up, one by one, the things the sentence before
 * named tells how that sentence's claim works, a detail of it (readers chose the equation).
 */
export function takesUpPrevious(s: AnalysedSentence, previous: AnalysedSentence | undefined): boolean {
  if (!previous || previous.sectionIndex !== s.sectionIndex) return false;
  const named = new Set(previous.tokens.filter((t) => t.pos === "NOUN").map((t) => t.lemma || t.lower));
  let taken = 0;
  s.tokens.forEach((t, i) => {
    const next = s.tokens[i + 1];
    if (t.lower === "the" && next && next.pos === "NOUN" && named.has(next.lemma || next.lower)) taken += 1;
  });
  return taken >= TAKEN_UP;
}

/** A concrete thing defined by what it is: a machine, a fuel, a piece of apparatus. */
const THING_DEFINED =
  /\b(?:is|was|are|were) (?:an?|the) (?:[\w-]+ ){0,3}(?:machines?|fuels?|tools?|devices?|instruments?|burners?|containers?|apparatus|vessels?|flasks?|tubes?|dish(?:es)?)\b/i;

/** "An age structure diagram, a pair of horizontal bar charts …, shows whether…": a way of drawing the data. */
const DIAGRAM = /^(?:an?|the) ((?:[\w-]+ ){0,3}(?:diagram|chart)s?)\b/i;

/**
 * "The spinning jenny was a hand-powered machine that spun several threads at once.", "Coke is a fuel made by
 * heating coal without air.", "An age structure diagram, … shows whether a population is likely to grow": a
 * machine's, a material's, an instrument's or a diagram's definition is a minor term beside what the part says
 * happened or follows (readers), unless its heading names it ("A heat engine is a device…" under "Heat engines").
 */
export function isThingDefinition(s: AnalysedSentence): boolean {
  const text = s.text.trim();
  const diagram = DIAGRAM.exec(text)?.[1] ?? null;
  const term = diagram ?? definedTerm(s);
  if (term === null || (diagram === null && !THING_DEFINED.test(text))) return false;
  return !definesTopic(term, wordsOf(headingText(s.section ?? "")));
}
