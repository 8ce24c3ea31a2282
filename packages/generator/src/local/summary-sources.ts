// Which sentences a summary may quote (issue 16 §4): expository ones only, each readable on its own — the junk
// classes are checked again by their surface, and a transcript's long spoken sentences are judged as speech.

import { type AnalysedSentence, MAX_WORDS } from "./analysis.ts";
import type { Token } from "./nlp.ts";
import { hasVerb } from "./sources.ts";
import { firstClaim } from "./summary-clause.ts";
import { comparedToPrevious } from "./summary-compared.ts";
import { definedTerm } from "./summary-thesis.ts";
import { CHATTER, CONTEXT_OPENERS } from "./words.ts";

/**
 * A sentence a summary may quote: an expository sentence (never a caption, heading, table row, link,
 * instruction, objective, worked example, exercise or question; the source classifier sets kind), checked again
 * by its surface and its section for the junk classes (see looksLikeJunk).
 */
export function isSummarySource(s: AnalysedSentence): boolean {
  if (s.kind !== "expository") return false;
  if (s.section !== null && JUNK_SECTION.test(s.section.trim())) return false;
  return !looksLikeJunk(s);
}

/** Sections whose sentences are objectives, exercises or worked examples, not the text's claims. */
const JUNK_SECTION =
  /^(?:learning (?:objectives?|outcomes|goals)|objectives?|review(?: questions)?|(?:practice |end-of-chapter )?(?:questions|exercises|problems)|check your understanding|(?:worked )?examples?\b|further reading|references|key terms|glossary|self-test)/i;
const CAPTION =
  /^(?:fig(?:ure)?|table|image|photo|diagram|chart|graph|map|source|credit)\.?\s*(?:\d|[:(–-])/i;
const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i;
const LINK = /https?:\/\/|www\.|\]\(/i;
const EXAMPLE = /^(?:for (?:example|instance)|e\.g\.|example\b|worked example)/i;
const OBJECTIVE =
  /^(?:by the end of|after (?:reading|studying) this|in this (?:section|chapter|lecture),? (?:you|we) will|learning (?:objectives|outcomes))/i;
/** "Strategy: …", "Solution: …", "Note: …": a labelled part of a worked example or a box, not a claim. */
const LABEL = /^[A-Z][a-z]+(?: [a-z]+)?:\s/;

/**
 * The junk classes a summary must never quote, by their surface, for sentences the source classifier has not
 * marked: captions, links, table rows, examples, objectives, labelled parts, instructions (an imperative verb
 * first: "Define…", "Read…", "Suppose…"), questions, and heading lines and fragments (no end mark and not
 * read as a sentence).
 */
function looksLikeJunk(s: AnalysedSentence): boolean {
  const text = s.text.trim();
  return (
    CAPTION.test(text) ||
    LINK.test(text) ||
    HTML_TAG.test(text) ||
    (text.match(/\|/g)?.length ?? 0) >= 2 ||
    EXAMPLE.test(text) ||
    OBJECTIVE.test(text) ||
    LABEL.test(text) ||
    looksLikeTermEntry(s) ||
    // "let's put this into a picture, the PPF is…": a lead-in to a claim is no instruction (stepClaim).
    (opensWithImperative(s) && stepClaim(text) === null) ||
    text.endsWith("?") ||
    (!/[.!]["'”’)\]]*$/.test(text) && !readsAsSentence(s))
  );
}

/**
 * A line without an end mark (a slide's bullet) is a sentence when it has a verb and does not open with one
 * ("Holds for…" lacks its subject), a gerund subject aside ("Adding branches lowers…").
 */
function readsAsSentence(s: AnalysedSentence): boolean {
  const first = s.tokens.find((t) => t.type === "word");
  const opensWithVerb = first?.pos === "VERB" && !first.lower.endsWith("ing");
  return !opensWithVerb && hasVerb(s.tokens) && !onlyParticiple(s.tokens);
}

/**
 * A bullet whose only verb is a participle with no object after it ("Components connected one after another
 * in a single loop", "Ions dissolved in water") is a noun phrase, not a sentence: no auxiliary, and each verb
 * ends in -ed/-en with no determiner, pronoun or noun straight after it ("Rome expelled its last king" has one).
 */
export function onlyParticiple(tokens: Token[]): boolean {
  if (tokens.some((t) => t.pos === "AUX")) return false;
  const verbs = tokens.map((t, i) => ({ t, i })).filter(({ t }) => t.pos === "VERB");
  if (verbs.length === 0) return false;
  return verbs.every(({ t, i }) => {
    const next = tokens[i + 1];
    const object = next !== undefined && ["DET", "PRON", "NOUN", "PROPN", "ADJ"].includes(next.pos);
    return /(?:ed|en)$/.test(t.lower) && !object;
  });
}

/**
 * "Antigen – a molecule that…", "Distance from the sea: oceans…": a term or label, then a dash or colon within
 * the first six words with no verb before it — a list entry, not a sentence.
 */
export function looksLikeTermEntry(s: AnalysedSentence): boolean {
  const words = s.tokens.filter((t) => t.type !== "punctuation");
  // A dash between two words with no space ("Brønsted–Lowry") joins a name; an entry's dash stands apart.
  const joins = (i: number) =>
    s.tokens[i - 1]?.end === s.tokens[i]?.start && s.tokens[i]?.end === s.tokens[i + 1]?.start;
  const cut = s.tokens.findIndex((t, i) => /^(?::|–|—|-)$/.test(t.value) && !joins(i));
  if (cut <= 0) return false;
  const before = s.tokens.slice(0, cut);
  if (before.filter((t) => t.type !== "punctuation").length > 6 || words.length <= before.length)
    return false;
  return !before.some((t) => t.pos === "VERB" || t.pos === "AUX");
}

/** The first word is a verb in its base form ("Define", "Apply", "Suppose"), not a gerund ("Sorting is…"). */
export function opensWithImperative(s: AnalysedSentence): boolean {
  const first = s.tokens.find((t) => t.type === "word" && !SPOKEN_MARKERS.has(t.lower));
  return first !== undefined && first.pos === "VERB" && (first.lemma || first.lower) === first.lower;
}

/** Openers that point back to the sentence before: out of that context the sentence dangles. */
const DANGLING_OPENERS = new Set([
  "this",
  "these",
  "those",
  "that",
  "it",
  "its",
  "they",
  "their",
  "them",
  "he",
  "she",
  "his",
  "her",
  "such",
  "both",
]);

/** The sentence opens with a word whose antecedent is in an earlier sentence ("This", "These", "It"…). */
export function leansOnPrevious(s: AnalysedSentence): boolean {
  const words = s.tokens.filter((t) => t.type === "word" && !SPOKEN_MARKERS.has(t.lower));
  const [first = "", second = ""] = words.map((t) => t.lower);
  // "The other big explanation…", "Another version…": the one before is in an earlier sentence.
  return (
    DANGLING_OPENERS.has(first) ||
    first === "another" ||
    (first === "the" && second === "other") ||
    // "At the other end of the range…", "Stimulus discrimination is the opposite:" (summary-compared.ts).
    comparedToPrevious(s.text) ||
    // "In the same year the American chemist Gilbert Lewis proposed…": which year — the sentence before says.
    TIME_OF_PREVIOUS.test(s.text.trim())
  );
}

/** "In the same year …", "That year …", "A year later …", "The following decade …": a time the sentence before set (not "A day is…"). */
const TIME_OF_PREVIOUS =
  /^(?:in )?(?:the same|that|the following|the next) (?:year|decade|century|month|day)\b|^(?:a|one) (?:year|decade|century|month|day) later\b/i;

/** Words a speaker opens a sentence with ("so", "and", "now", "okay"): not part of the claim. */
const SPOKEN_MARKERS = new Set([
  "so",
  "and",
  "now",
  "then",
  "anyway",
  "okay",
  "ok",
  "alright",
  "well",
  "um",
  "uh",
]);
export const SPOKEN_OPENING = /^(?:(?:so|and|now|then|anyway|okay|ok|alright|well|um|uh)\b[,\s]*)+(?=\S)/i;
/**
 * A speaker's signpost ("Third, surface area, …", "The first idea, a gene is…", "Also a quick aside, …"): the
 * sentence is one step of a list the summary does not quote, so out of it the summary reads as opening mid-speech.
 */
const SIGNPOST =
  /^(?:also\b|first(?:ly)?,|second(?:ly)?,|third(?:ly)?,|fourth(?:ly)?,|next,|lastly,|(?:the|my|a) (?:first|second|third|fourth|next|last|other) (?:\w+ )?(?:idea|thing|point|one|factor|part|step)\b|(?:a )?quick aside\b)/i;
/** "how did it start, …": a lecturer's question, written without its question mark. */
const SPOKEN_QUESTION =
  /^(?:why|what|how|when|where|who|which)\s+(?:do|does|did|is|are|was|were|can|could|would|will)\b/i;
/** A transcript's sentences run long: up to this many words still read as one claim. */
const MAX_SPOKEN_WORDS = 60;
/** Lecture talk ("today", "homework", "let's"): about the lecture, not its subject. */
const LECTURE_TALK = new Set([
  "today",
  "tomorrow",
  "yesterday",
  "lecture",
  "homework",
  "worksheet",
  "exam",
  "please",
  "let's",
  "lets",
]);

/** Lecture talk by phrase: greetings, the class's days, "let's", "next time". */
const LECTURE_TALK_PHRASE =
  /\b(?:let'?s|good (?:morning|afternoon)|everyone|everybody|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next time|last time|left off)\b/i;

/**
 * Stands on its own as a claim. Written text: the analysis's standalone rule. A transcript: a sensible length
 * (its sentences run long), no lecture talk, no anecdote ("I", "my") and no question — "you" and "we" are
 * how a lecturer speaks, and its opening "so", "and", "okay" are dropped when it is quoted.
 */
export function readableAlone(s: AnalysedSentence, speech: boolean, cut = false): boolean {
  if (!speech)
    return (
      s.standalone ||
      isGenericYouDefinition(s) ||
      isGenericWeDefinition(s) ||
      isLongDefinition(s) ||
      isSummingUpInOwnWords(s)
    );
  const text = s.text.trim();
  // A lecturer's lead-in ("let's put this into a picture, …") is not quoted: the claim after it is judged.
  const said = stepClaim(text) ?? text;
  // Its length as quoted: in an overview a long spoken sentence is cut to its first claim (summary-clause.ts).
  const quoted = cut ? firstClaim(text).split(/\s+/).length : s.words;
  return (
    s.words >= 6 &&
    quoted <= MAX_SPOKEN_WORDS &&
    !text.endsWith("?") &&
    !text.endsWith(":") &&
    !SPOKEN_QUESTION.test(text.replace(SPOKEN_OPENING, "")) &&
    (!SIGNPOST.test(text.replace(SPOKEN_OPENING, "")) || stepClaim(text) !== null) &&
    !LECTURE_TALK_PHRASE.test(said) &&
    !said
      .split(/[^\p{L}]+/u)
      .some((w) => LECTURE_TALK.has(w.toLowerCase()) || w === "i" || w === "I" || w.toLowerCase() === "my")
  );
}

/** "To sum up, …", "In conclusion, …", "So, to recap: …": the note's own summing-up. */
const SUMMING_UP =
  /^(?:so,?\s+)?(?:to (?:sum up|summari[sz]e|conclude|recap)|in (?:summary|conclusion|short)|overall)\b/i;

export const isSummingUp = (s: AnalysedSentence) => SUMMING_UP.test(s.text.trim());

/** The talk words of a sentence ("we", "you", "today"…), by the analysis's list. */
const talkOf = (s: AnalysedSentence) => s.tokens.filter((t) => CHATTER.has(t.lower));

/** The first person plural a written recap speaks in ("to recap: we measure algorithms with Big O notation…"). */
const AUTHORIAL_WE = new Set(["we", "our", "us"]);

/**
 * A written note's summing-up in the author's "we" ("So, to recap: we measure algorithms with Big O notation,
 * we choose data structures…"): the analysis reads "we" as lecture talk, but a recap's "we" is the field's, and
 * the sentence is the note's own summary of itself.
 */
function isSummingUpInOwnWords(s: AnalysedSentence): boolean {
  if (s.kind !== "expository" || !isSummingUp(s)) return false;
  return s.words <= MAX_SPOKEN_WORDS && talkOf(s).every((t) => AUTHORIAL_WE.has(t.lower));
}

/**
 * A written sentence shaped to be quoted alone, whatever its words: expository, a sensible length (a transcript's
 * longest, MAX_SPOKEN_WORDS), no leaning opener, no question or lead-in. The analysis's standalone rule adds a
 * card's length and no talk words; the definitions below are the talk and lengths a summary still quotes.
 */
function quotableShape(s: AnalysedSentence): boolean {
  const text = s.text.trim();
  return (
    s.kind === "expository" &&
    s.words >= 6 &&
    s.words <= MAX_SPOKEN_WORDS &&
    !/[?:]$/.test(text) &&
    !CONTEXT_OPENERS.has(s.tokens[0]?.lower ?? "")
  );
}

/** The second person of a written definition: the generic "you" ("a branch … lets you develop a feature"). */
const GENERIC_YOU = new Set(["you", "your"]);

/**
 * A written definition whose only talk word is the generic "you" ("A branch is a movable pointer to a commit,
 * which lets you develop a feature…"): the analysis reads "you" as lecture talk, but in a written definition it
 * is anyone — the definition reads alone.
 */
function isGenericYouDefinition(s: AnalysedSentence): boolean {
  const talk = talkOf(s);
  return (
    s.definition !== null &&
    quotableShape(s) &&
    talk.length > 0 &&
    talk.every((t) => GENERIC_YOU.has(t.lower))
  );
}

/** "the whole group … objects we want to learn about", "whose motion we choose to study": a relative clause. */
const WE_IN_CLAUSE = /\b(?:[a-z]+s|whose \w+)\s+we\b/i;

/**
 * A written definition whose only talk word is the field's "we" inside its defining clause ("In a statistical
 * study, the population is the whole group of individuals or objects we want to learn about"): the analysis
 * reads "we" as talk, but here it is anyone who studies the subject. Not a "we" after a semicolon, which starts
 * another claim ("…; when Shakespeare writes …, he asks us to see…").
 */
function isGenericWeDefinition(s: AnalysedSentence): boolean {
  const talk = talkOf(s);
  return (
    definedTerm(s) !== null &&
    quotableShape(s) &&
    talk.length > 0 &&
    talk.every((t) => t.lower === "we") &&
    WE_IN_CLAUSE.test(s.text.split(";")[0] ?? "")
  );
}

/**
 * A written definition a little past the analysis's length for a card ("The Industrial Revolution was the shift
 * from hand production to machine production, powered by …, that began in Britain … and spread to …", 47 words):
 * too long to ask, but whole, and the note's own account of its term — a summary quotes it. One claim: a second
 * after a semicolon ("…; he dreamed of a united Spanish America, but …") is no definition.
 */
function isLongDefinition(s: AnalysedSentence): boolean {
  const d = s.definition;
  return (
    d !== null &&
    !d.reversed &&
    !d.appositive &&
    s.words > MAX_WORDS &&
    quotableShape(s) &&
    !s.text.includes(";") &&
    talkOf(s).length === 0
  );
}

/**
 * Readable on its own in a summary: no dangling opener unless the sentence just before it in the text is the
 * previous chosen one (its antecedent), and otherwise standalone (a sensible length, no lecture talk).
 */
export function readableAfter(
  s: AnalysedSentence,
  previousChosen: AnalysedSentence | null,
  speech = false,
  cut = false,
): boolean {
  if (leansOnPrevious(s)) return previousChosen !== null && previousChosen.index === s.index - 1;
  return readableAlone(s, speech, cut);
}

/** "first, concentration, if you increase …": an ordinal, the step's label, then its claim. */
const NUMBERED_STEP =
  /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|next|lastly|finally),\s+[\w'’ -]{1,30}?,\s+(.+)$/is;
/**
 * "the first idea, a gene is a unit of heredity…", "the last idea for today, reversible reactions, some
 * reactions can go both forwards…": a signpost (and the topic it names), then the claim.
 */
const SIGNPOST_LEAD =
  /^(?:the|my|a) (?:first|second|third|fourth|next|last|other|big|main|key) (?:\w+ )?(?:idea|thing|point|one|factor|part|step)\b(?: for (?:today|this lecture|this week))?,?\s+(?:[a-z'’-]+(?: [a-z'’-]+)?,\s+(?=\w+ (?:\w+ )?(?:can|is|are|was|were|has|have|do|does)\b))?(.+)$/is;
/**
 * "Some vocabulary, the genotype is…", "Mendel's two laws, the law of segregation says…": a spoken label (a noun
 * phrase of up to four words, no preposition or adverb first), then a definition or a law stated.
 */
const LABEL_LEAD =
  /^(?!(?:in|on|at|by|for|over|after|before|during|when|if|as|since|because|although|while|from|with|without|under|today|then|now|however|thus|therefore|instead|also|finally|first|second|third|next|here|there|this|these|that|it|they|we|you|i)\b)[\w'’]+(?: [\w'’]+){0,3},\s+((?:the|a|an)\s[^,]{1,50}?\s(?:is|are|says|states|means)\s.+)$/is;
/**
 * "what actually happens when a function calls itself, every call gets its own stack frame…": a lecturer's
 * question, then its answer.
 */
const QUESTION_LEAD = /^(?:what|why|how)\b[^,?]{2,80},\s+(.+)$/is;
/** "it's mass, and this is the counterintuitive bit, …": a question's answer in a word or two, then an aside. */
const SHORT_ANSWER =
  /^it'?s (?:[\w'’-]+ ){0,2}?[\w'’-]+,\s+(?:and\s+)?this is the (?:[\w'’-]+ )?(?:bit|part|thing|point),\s+(.+)$/is;
/** "economic growth does, …", "there are four factors…": an answer that leans on its question. */
const ELLIPTIC_ANSWER =
  /^(?:there (?:is|are|were|was)\b|[^,]{1,40}\b(?:does|do|did|is|are|was|were|can|will)\s*(?:,|$))/i;
/** "one more term, tail recursion, a call is a tail call if…": a label and the term, then its definition. */
const TERM_LEAD = /^(?:one more|another|a new|the next) (?:term|word|idea|concept),\s+[^,]{1,40},\s+(.+)$/is;
/**
 * "let's put this into a picture, the production possibility frontier, or ppf, is a curve showing…": the
 * lecturer's lead-in, then a definition or a law stated.
 */
const TALK_LEAD = /^let'?s\s[^,]{3,60},\s+((?:the|a|an)\s.{1,80}?\s(?:is|are|says|states|means)\s.+)$/is;
/** A rest that leans on what came before or is no claim of its own ("and this is the big one, …"). */
const LEANING_REST = /^(?:and|but|or|so|this|that|these|those|it|they|which|like)\b/i;

/**
 * A lecturer's numbered step as its claim: "first, concentration, if you increase the concentration … the rate
 * goes up" → "if you increase the concentration … the rate goes up" (a signpost, a label, "one more term, X,",
 * or a question answered in the same sentence likewise); null when the sentence is no such step or the rest does
 * not stand alone (six words at least, no leaning opener).
 */
export function stepClaim(text: string): string | null {
  const spoken = text.trim().replace(SPOKEN_OPENING, "");
  const lead =
    NUMBERED_STEP.exec(spoken) ??
    SIGNPOST_LEAD.exec(spoken) ??
    LABEL_LEAD.exec(spoken) ??
    TERM_LEAD.exec(spoken) ??
    TALK_LEAD.exec(spoken);
  const question = lead ? null : QUESTION_LEAD.exec(spoken);
  const match = lead ?? question;
  // "what decides how long a star lives, it's mass, and this is the counterintuitive bit, more massive stars…":
  // a short answer and an aside, then the claim.
  const rest = (question ? (SHORT_ANSWER.exec(match![1]!)?.[1] ?? match![1]) : match?.[1])?.trim();
  if (!rest || LEANING_REST.test(rest)) return null;
  // A question's answer must be a claim of its own, not an elliptic one ("economic growth does, so…") or an
  // announcement of one to come ("there are basically four or five factors…").
  if (question && ELLIPTIC_ANSWER.test(rest)) return null;
  return rest.split(/\s+/).length >= 6 ? rest : null;
}
