// How a study item is asked in a quiz (issue 16 §3): worded differently from its card (the quiz never repeats a
// card front): "What is glycolysis?" on the card is a true/false statement in the quiz; "What is the term for
// …?" is "Which of the following is …?" or "What do we call …?".

import type { GeneratedQuestion } from "@lectern/core";
import { comparableText, questionLeaksAnswer, TRUE_FALSE_OPTIONS } from "../quality.ts";
import type { ChunkAnalysis } from "./analysis.ts";
import { BLANK, capitalise, plain } from "./cloze.ts";
import type { Definition } from "./definitions.ts";
import { chooseDistractors, shuffleOptions } from "./distractors.ts";
import { cardOf } from "./flashcards.ts";
import { rankHead } from "./forms/clause-end.ts";
import type { StudyItem } from "./items.ts";
import { boundOrExample } from "./number-bounds.ts";
import { isVariant } from "./option-text.ts";
import { type DefinitionChoice, definitionChoiceQuestion } from "./questions-definitions.ts";
import { negatedStatement, type Statement, swappedStatement, trueStatement } from "./true-false.ts";
import type { WordNet } from "./wordnet.ts";

export type Draft = Omit<GeneratedQuestion, "id">;
/** The kind of question to word: a true/false one with the key it must have. */
export type Wanted = "multiple-choice" | "short-answer" | "true" | "false";

export type WordingContext = {
  analysis: ChunkAnalysis;
  wordnet: WordNet | null;
  /** The note's definitions as quiz choices (definitionChoices): the options of a definition-choice question. */
  definitions?: DefinitionChoice[];
  /**
   * A multiple-choice-only quiz: a definition whose own sort has too few other definitions in the note takes the
   * nearest others (same sort still first). The student asked for multiple choice, and a quiz of none helps no
   * one; a mixed quiz asks that item another way instead (true/false, short answer), so it never needs this.
   */
  anySortDefinitions?: boolean;
};

const DISTRACTORS = 3;
const explain = (item: StudyItem) => plain(`The note says: "${plain(item.source)}"`);
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** Whether a question is a fill-in-the-blank one (counted against the blank share). */
export const isBlankQuestion = (q: Pick<Draft, "question">) => q.question.includes(BLANK);

/**
 * One study item worded as a quiz question of the wanted type, or null when the item cannot be asked that way
 * (no same-kind distractors, no checked false statement, a key too long to type). Never the item's card front.
 */
export function wordQuestion(ctx: WordingContext, item: StudyItem, wanted: Wanted): Draft | null {
  // A definition's key is a clause, not a noun phrase: keyIsAnswer is for names and terms.
  if ((wanted === "multiple-choice" || wanted === "short-answer") && item.form !== "definition") {
    if (blankInsideName(item.prompt) || !keyIsAnswer(item)) return null;
  }
  // "The efficiency of a/an _____": the article the card hides reads as a slip among four options, and a
  // WordNet option need not agree with it; the item is asked another way.
  if (wanted === "multiple-choice" && /\ba\/an\s+_{5}/i.test(item.prompt)) return null;
  const draft =
    wanted === "multiple-choice"
      ? multipleChoice(ctx, item)
      : wanted === "short-answer"
        ? shortAnswer(item)
        : trueFalse(ctx, item, wanted === "true");
  if (!draft || questionLeaksAnswer(draft)) return null;
  if (comparableText(draft.question) === comparableText(cardOf(item).front)) return null;
  return draft;
}

// A blank inside a fixed name ("Newton's second law of _____", "the theory of _____"): any option but the key
// makes nonsense of the name, so it is no question.
const NAMED_IDEA =
  /\b(?:laws?|theory|theorem|principle|rule|effect|equation|constant|paradox|hypothesis) of\s+_{5}/i;
const POSSESSIVE_BLANK = /\b[A-Z][\p{L}-]*'s\s+(?:[\p{L}-]+\s+){0,2}_{5}/u;

/** Whether an item's blank sits inside a named law, theory or proper name. */
export function blankInsideName(prompt: string): boolean {
  return NAMED_IDEA.test(prompt) || POSSESSIVE_BLANK.test(prompt);
}

const SUBORDINATORS = new Set(
  "how that which who whom whose when where while because although though if since unless until whereas".split(
    " ",
  ),
);
const isVerb = (pos: string) => pos === "VERB" || pos === "AUX";

/**
 * Whether an item's key can be an answer to choose or type: a noun phrase, number, year or name, never a
 * subject with its verb ("Geologists sort rocks", "electronegativity share electrons"). A key of several words
 * is none when it holds a verb, or when the sentence's main clause (up to its first subordinating word) has
 * no verb outside the key: wink's lite model tags "sort" and "share" there as nouns, so the verb is in the key.
 */
export function keyIsAnswer(item: StudyItem): boolean {
  const words = item.answer.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length < 2) return true;
  const start = item.sentence.text.toLowerCase().indexOf(item.answer.toLowerCase());
  if (start < 0) return true;
  const end = start + item.answer.length;
  const inKey = (t: { start: number; end: number }) => t.start >= start && t.end <= end;
  const tokens = item.sentence.tokens;
  if (tokens.some((t) => inKey(t) && isVerb(t.pos))) return false;
  const cut = tokens.findIndex((t) => SUBORDINATORS.has(t.lower));
  const main = cut < 0 ? tokens : tokens.slice(0, cut);
  const keyInMain = main.some(inKey);
  return !keyInMain || main.some((t) => !inKey(t) && isVerb(t.pos));
}

/** "Which of the following is an enzyme that …?" — the definition asks, the term answers. */
function definitionAsks(d: Definition): string {
  const body = askedBody(d);
  if (d.reversed) return `What ${d.plural ? "are" : "is"} ${lowerFirst(body)} called?`;
  // "Z-test – compares a mean…": a glossary line's verb phrase is what the term does.
  if (BE.has(d.verb) && opensWithVerb(body)) return `Which of the following ${body}?`;
  const verb = d.verb === "states" || d.verb === "means" ? `${d.verb} that` : d.verb;
  return `Which of the following ${verb} ${body}?`;
}

const BE = new Set(["is", "are", "was", "were"]);
// A definition's body that is a clause ("a polar molecule because oxygen is…"): a reason, not what the term is.
const CLAUSE_IN_BODY = /\b(?:because|since|although|though|so that|whereas)\b/i;

/** A definition's body as asked: an example or aside after it left out ("…, for example when oil prices jump"). */
function askedBody(d: Definition): string {
  // "the first stage of respiration and takes place in …" asks by its rank alone ("the first stage of …").
  return plain(rankHead(d.definition))
    .replace(/,?\s+(?:for example|for instance|e\.g\.|such as)\b.*$/i, "")
    .replace(/[.;:,]+$/, "");
}

/** The body opens with the term's verb ("compares means…", "measures current", "checks whether…"). */
function opensWithVerb(body: string): boolean {
  const [first = "", second = ""] = body.split(/\s+/);
  if (!/^[a-z]+[^s]s$/.test(first) || /(?:ss|us|is|ics|ous)$/.test(first)) return false;
  // "means" after "compares" is a noun; "measures current": the second word is no verb of the clause.
  return !/^(?:of|and|or|is|are|was|were)$/.test(second);
}

/**
 * A term item asked the other way round, as the card's reverse question: "What is it called when …?",
 * "What compares means …?", "What do we call a <noun phrase>?", "What is the name of the idea that …?"; null
 * when the definition is a clause that no question reads well around.
 */
export function termAsks(d: Definition): string | null {
  const body = askedBody(d);
  if (body.length === 0 || CLAUSE_IN_BODY.test(body)) return null;
  if (d.reversed) return `What ${d.plural ? "are" : "is"} ${lowerFirst(body)} called?`;
  // "Cost-push inflation occurs when the costs of production rise" says when it happens, not what it is: rising
  // costs are not themselves called cost-push inflation, so no "What is it called when …?".
  if (d.verb === "occurs when") return null;
  if (d.verb === "states" || d.verb === "means") return `What is the name of the idea that ${body}?`;
  if (d.verb === "refers to") return `Which term refers to ${body}?`;
  if (BE.has(d.verb)) {
    if (opensWithVerb(body)) return `What ${body.replace(/,\s+(?:\w+ed|\w+en)\b.*$/, "")}?`;
    if (SHARED_DESCRIPTION.test(body)) return null;
    return `What do we call ${lowerFirst(body)}?`;
  }
  // "measures", "describes", "contains", "asks": what the term does.
  return `What ${d.verb} ${body}?`;
}

/**
 * A kind told apart only by what encloses, covers or makes it up, or where it is found ("an organelle enclosed by
 * a double membrane"): other things of the kind share that (mitochondria, the nucleus), so the reverse question
 * "What do we call …?" has more than one right answer.
 */
const SHARED_DESCRIPTION =
  /^(?:(?:a|an|the)\s+)?(?:\S+\s+){1,3}(?:enclosed|surrounded|covered|bounded|lined|filled|made|composed|found|located)\s+(?:by|with|of|in|on|at)\b/i;

const POINTS_ELSEWHERE =
  /\b(?:other|another|later|earlier|this|these|those|it|its|they|them|their|such|same|former|latter)\b/i;

/** The blanked line of a cloze item turned into a wh-question when the blank is the subject, else null. */
/**
 * Whether the words after the key open the sentence's predicate: a finite verb (after at most one adverb), not a
 * noun ("_____ numbers obtained by …") nor a participle whose clause has its own verb later ("_____ made of
 * small molecules generally have …": the key was only the head of the subject).
 */
function opensPredicate(item: StudyItem): boolean {
  const at = item.sentence.text.toLowerCase().indexOf(item.answer.toLowerCase());
  if (at < 0) return true;
  const after = item.sentence.tokens.filter((t) => t.start >= at + item.answer.length);
  let i = after[0]?.pos === "ADV" ? 1 : 0;
  const first = after[i];
  if (!first || !isVerb(first.pos)) return false;
  if (!/(?:ed|en|made|known|found|held)$/.test(first.lower)) return true;
  // "showed in 1857 that fermentation is …": a verb inside a clause of its own is no sign.
  for (i += 1; i < after.length && after[i]?.value !== ","; i++) {
    if (SUBORDINATORS.has(after[i]?.lower ?? "")) return true;
    if (isVerb(after[i]?.pos ?? "")) return false;
  }
  return true;
}

/** "What is a polar molecule because …?" (a reason clause) or a key that is not the whole subject: no question. */
function subjectAsksWell(item: StudyItem, rest: string): boolean {
  return !/[^,]\s(?:because|since|although|whereas)\b/.test(rest) && opensPredicate(item);
}

/** A blank opening the sentence whose subject question reads badly: the item is no short answer at all. */
function badSubjectBlank(item: StudyItem): boolean {
  if (item.form !== "cloze" || !item.prompt.startsWith(BLANK)) return false;
  const rest = item.prompt.slice(BLANK.length).trim();
  return /^[a-z]/.test(rest) && !subjectAsksWell(item, rest);
}

function subjectQuestion(item: StudyItem, wh: string): string | null {
  if (item.form !== "cloze" || !item.prompt.startsWith(BLANK)) return null;
  const rest = item.prompt
    .slice(BLANK.length)
    .trim()
    .replace(/[.!]+$/, "");
  // "_____, sulfuric acid and nitric acid are…": the blank is one of several subjects.
  if (!/^[a-z]/.test(rest) || /^(?:and|or|of)\b/.test(rest) || /,\s*(?:and|but)\s|;/.test(rest)) return null;
  // "Which of the following ended later in other countries?": a wh-question must name what it asks about; a
  // predicate that points elsewhere (other, later, it, these) does not.
  if (POINTS_ELSEWHERE.test(rest)) return null;
  if (!subjectAsksWell(item, rest)) return null;
  return `${wh} ${rest}?`;
}

function multipleChoice(ctx: WordingContext, item: StudyItem): Draft | null {
  const d = item.sentence.definition;
  // A definition's key is a phrase: its options are the note's other definitions ("Which of the following
  // describes glycolysis?"); the term item asks the other way round, with terms of the same kind as options.
  if (item.form === "definition") return definitionChoice(ctx, item);
  const entry = item.answerEntry;
  if (!entry) return null;
  // "Baddeley" beside "Richard Atkinson" and "George Miller" gives itself away: a person is asked by choice
  // only in the form the note names the others.
  const named = ctx.analysis.pools.get(entry.kind)?.get(entry.key)?.display;
  if (entry.kind === "person" && named && comparableText(named) !== comparableText(item.answer)) return null;
  let question: string | null = null;
  let samePlurality = false;
  let sameSortOnly = false;
  if (item.form === "term" && d) {
    question = definitionAsks(d);
    // "Which of the following is …?" agrees with one thing: "Substitutes" is no option beside "Supply".
    samePlurality = true;
  } else if (item.form === "cloze") {
    // "Before _____, France was …" with 1789: the option 1788 is also right. No year or number is offered in
    // place of one after a bound or an example marker.
    if (boundOrExample(item.prompt, item.prompt.indexOf(BLANK), entry.kind)) return null;
    question = subjectQuestion(item, entry.kind === "person" ? "Who" : "Which of the following");
    if (!question) {
      question = `Which of the following completes the statement? ${item.prompt}`;
      samePlurality = true;
    }
    sameSortOnly = true;
  } else question = `According to the note, ${lowerFirst(item.prompt)}`;
  const distractors = chooseDistractors(ctx.analysis, entry, DISTRACTORS, {
    question,
    source: item.source,
    samePlurality,
    sameSortOnly,
    wordnet: ctx.wordnet,
  });
  if (distractors.length < DISTRACTORS) return null;
  const atStart = item.form !== "cloze" || item.prompt.startsWith(BLANK);
  const style = (x: string) => plain(atStart ? capitalise(x) : x);
  const correct = style(item.answer);
  return {
    type: "multiple-choice",
    question: plain(question),
    options: shuffleOptions([correct, ...distractors.map(style)], item.source),
    correctAnswer: correct,
    explanation: explain(item),
    source: item.source,
  };
}

function definitionChoice(ctx: WordingContext, item: StudyItem): Draft | null {
  const asked = definitionChoiceQuestion(
    ctx.analysis,
    item,
    ctx.definitions ?? [],
    ctx.wordnet,
    ctx.anySortDefinitions === true,
  );
  if (!asked) return null;
  return { type: "multiple-choice", ...asked, explanation: explain(item), source: item.source };
}

// A short answer the student types: the key phrase only, a few words (spec: containment either way).
const MAX_SHORT_ANSWER_WORDS = 5;

function shortAnswer(item: StudyItem): Draft | null {
  if (item.answer.split(/\s+/).length > MAX_SHORT_ANSWER_WORDS) return null;
  const d = item.sentence.definition;
  let question: string | null = null;
  if (item.form === "term" && d) {
    question = termAsks(d);
    if (!question) return null;
  } else if (item.form === "cloze") {
    // A blank subject whose question reads badly ("What made of small molecules have …?") is asked otherwise.
    if (badSubjectBlank(item)) return null;
    question =
      subjectQuestion(item, item.answerEntry?.kind === "person" ? "Who" : "What") ??
      `Complete the statement: ${item.prompt}`;
  }
  // "According to the note, …" reads as a card front with a preamble: no short answer.
  if (!question) return null;
  return {
    type: "short-answer",
    question: plain(question),
    options: [],
    correctAnswer: plain(item.answer),
    explanation: explain(item),
    source: item.source,
  };
}

function trueFalse(ctx: WordingContext, item: StudyItem, wantTrue: boolean): Draft | null {
  const s = item.sentence;
  if (!s.standalone && !s.definition) return null;
  let statement: Statement | null;
  if (wantTrue) statement = trueStatement(ctx.analysis, s);
  else {
    const negated = negatedStatement(ctx.analysis, s);
    const swapped = swappedStatement(ctx.analysis, s, isVariant);
    // Both kinds of false statement, chosen by the sentence so a quiz has some of each.
    statement = s.index % 2 === 0 ? (negated ?? swapped) : (swapped ?? negated);
  }
  if (!statement) return null;
  return {
    type: "true-false",
    question: `True or false: ${statement.text}`,
    options: [...TRUE_FALSE_OPTIONS],
    correctAnswer: wantTrue ? "True" : "False",
    explanation: statement.explanation,
    source: item.source,
  };
}
