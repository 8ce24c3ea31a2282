// True/false statements (issue 16 §3): a true one restates one fact concisely; a false one is the same fact
// negated ("X is not Y", "X does not Z", only in a sentence with a single finite verb) or with one fact
// swapped for a same-kind one of the note (a year, number, person, place or defined term), checked to be
// false in the note. Never a general word swapped: "energy" for "ATP" may well be true too.

import type { AnalysedSentence, ChunkAnalysis, PoolEntry } from "./analysis.ts";
import { answerOf, type ClozeTarget, capitalise, clozeTargets, plain, replaceSpan, shown } from "./cloze.ts";
import { pickDistractors } from "./distractors.ts";
import type { Mention } from "./mentions.ts";
import type { Token } from "./nlp.ts";
import { approximateNumber, boundOrExample, farApart } from "./number-bounds.ts";
import { comparable, looksPlural } from "./option-text.ts";
import { escapeRegExp } from "./regexp.ts";
import { countedIn, entryAsSentence, entryParts, isEntry } from "./summary-entries.ts";

export type Statement = { text: string; explanation: string };

const BE = new Set(["is", "are", "was", "were"]);
const MODALS = new Set(["can", "will", "must", "should", "would"]);
const HAVE = new Set(["has", "have", "had"]);
// A sentence already negative, hedged or quantified does not turn false when negated ("Some acids are not
// strong" is true).
const UNSAFE_TO_NEGATE = new Set(
  "not n't never no none nor neither may might could some many most often usually sometimes few several only always also either rarely".split(
    " ",
  ),
);
// Subordinate and relative clauses bring a second finite verb in; a sentence with one is not negated.
const CLAUSE_WORDS = new Set(
  "that which who whom whose when while because although if unless whereas".split(" "),
);

const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === "VERB" || t.pos === "AUX");

/**
 * The sentence negated at its single finite verb, or null: "Glycolysis splits glucose." → "Glycolysis does
 * not split glucose."; "Buffers are solutions…" → "Buffers are not solutions…"; "Enzymes can speed…" →
 * "Enzymes cannot speed…". Only a sentence with one verb group (an auxiliary and its participle count as one)
 * and no clause, hedge or negation already.
 */
export function negate(s: Pick<AnalysedSentence, "text" | "tokens">): string | null {
  const tokens = s.tokens;
  if (tokens.some((t) => UNSAFE_TO_NEGATE.has(t.lower) || CLAUSE_WORDS.has(t.lower))) return null;
  if (/[;:?!]|,\s*and\b/.test(s.text)) return null;
  const verbs = tokens.map((t, i) => ({ t, i })).filter(({ t }) => isVerb(t));
  const first = verbs[0];
  if (!first || first.i === 0) return null;
  const group = verbs.filter(({ i }) => i <= first.i + 2);
  if (group.length !== verbs.length) return null;
  const { t, i } = first;
  // "are made", "has been", "can split": not goes after the first auxiliary.
  if (BE.has(t.lower) || HAVE.has(t.lower) || MODALS.has(t.lower)) {
    if (HAVE.has(t.lower) && verbs.length === 1) return null; // "has two parts" → "does not have"; too rare to word
    const negated = t.lower === "can" ? "cannot" : `${t.value} not`;
    return replaceSpan(s.text, t.start, t.end, negated);
  }
  if (verbs.length !== 1 || t.pos !== "VERB") return null;
  const lemma = t.lemma || t.lower;
  if (!/^[a-z]+$/.test(lemma) || i === 0) return null;
  let aux: string;
  if (t.lower === lemma) aux = "do";
  else if (/(?:ed|[^s]en)$/.test(t.lower)) aux = "did";
  else if (t.lower.endsWith("s")) aux = "does";
  else return null;
  return replaceSpan(s.text, t.start, t.end, `${aux} not ${lemma}`);
}

// A trailing clause adds a second fact; the statement keeps the first ("…, which…", "…; …", "… — …").
const TRAILING_CLAUSE =
  /(?:,\s+(?:which|and so|so|because|while|whereas|although|but|and (?:the|every|each|this|it|they|its|their))\b|;|\s[—–]\s)/i;
// A leading connective points back at the previous sentence ("However, …").
const LEADING_CONNECTIVE =
  /^(?:(?:however|moreover|in addition|furthermore|therefore|thus|hence|also|similarly|first|firstly|second|secondly|third|finally|next|then|so|basically|in fact|as a result|in other words)\s*,\s*|(?:therefore|thus|hence|however|so|basically)\s+)/i;

/**
 * One fact of a sentence, concisely: its leading connective and a trailing clause dropped, so a true
 * statement is not the whole note sentence copied. `keepUntil` is an offset that must stay inside (a swapped
 * part). A conditional ("If …, …") is kept whole: its main clause alone would be false.
 */
export function conciseStatement(
  text: string,
  keepUntil = 0,
  verbBefore: (offset: number) => boolean = () => true,
): string {
  const trimmed = text.trim();
  if (/^(?:if|unless|when|whenever|only)\b/i.test(trimmed)) return asStatement(trimmed);
  const lead = LEADING_CONNECTIVE.exec(trimmed);
  let body = trimmed;
  let offset = 0;
  // Dropped unless a swapped part sits inside it (keepUntil past 0 but before its end).
  if (lead && (keepUntil === 0 || keepUntil >= lead[0].length)) {
    body = trimmed.slice(lead[0].length);
    offset = lead[0].length;
  }
  const cut = TRAILING_CLAUSE.exec(body);
  // Only a cut that leaves a clause of its own ("In the second stage, the Calvin cycle, which…" would not),
  // and a whole one: not "either a neutron star" without its "or …", nor "two parts, a base case" without the
  // second part.
  if (
    cut &&
    cut.index + offset >= keepUntil &&
    cut.index > 20 &&
    verbBefore(cut.index + offset) &&
    !leavesHalf(body.slice(0, cut.index))
  ) {
    body = body.slice(0, cut.index);
  }
  return asStatement(capitalise(body));
}

const COUNTED_THEN_FIRST = /\b(?:two|three|four|five|six|both|several)\b[^,]*,\s+(?:a|an|the|one)\s[^,]*$/i;

/** Whether a cut leaves half a construction: "either X" with no "or", "two parts, a base case" (one of two). */
export function leavesHalf(kept: string): boolean {
  if (/\beither\b/i.test(kept) && !/\beither\b.*\bor\b/i.test(kept)) return true;
  return COUNTED_THEN_FIRST.test(kept);
}

/**
 * "Supernatural events, or events that seem supernatural until …": a noun phrase glossed after ", or", with no
 * verb outside the gloss's relative clause — a list item, no statement to judge true or false.
 */
export function isGloss(s: Pick<AnalysedSentence, "tokens">): boolean {
  const comma = s.tokens.findIndex((t) => t.value === ",");
  if (comma < 1 || s.tokens[comma + 1]?.lower !== "or") return false;
  // The only verbs are in the gloss's relative clause ("Gothic novels, or romances, are set …" has its own).
  const relative = s.tokens.findIndex((t, i) => i > comma && ["that", "which", "who"].includes(t.lower));
  const main = s.tokens.slice(0, relative < 0 ? s.tokens.length : relative);
  return !main.some((t) => t.pos === "VERB" || t.pos === "AUX");
}

/** Whether the sentence has a verb before an offset (its own text's offsets). */
const verbBefore = (s: Pick<AnalysedSentence, "tokens">) => (offset: number) =>
  s.tokens.some((t) => (t.pos === "VERB" || t.pos === "AUX") && t.end <= offset);

const asStatement = (text: string) => `${text.replace(/[\s.,;:]+$/, "")}.`;

/** A concise true statement of a sentence's fact, as shown (speech fillers out). */
export function trueStatement(analysis: ChunkAnalysis, s: AnalysedSentence): Statement | null {
  // A glossary's or a slide's "Term – definition" line is no sentence: it is stated as one ("A fuse is a thin
  // wire that melts…", the summary's wording) or not at all.
  if (isEntry(s)) {
    const sentence = entrySentence(analysis, s);
    return sentence
      ? { text: plain(sentence), explanation: plain(`True. The note says: "${plain(s.text)}"`) }
      : null;
  }
  if (isGloss(s)) return null;
  const text = plain(shown(conciseStatement(s.text, 0, verbBefore(s)), analysis.speech));
  return { text, explanation: plain(`True. The note says: "${plain(s.text)}"`) };
}

/** The sentence negated (see negate), as a false statement. */
export function negatedStatement(analysis: ChunkAnalysis, s: AnalysedSentence): Statement | null {
  // "Voltmeter – measures voltage, did not connect…": an entry line is not negated.
  if (isEntry(s)) return null;
  const negated = negate(s);
  if (!negated) return null;
  const text = plain(shown(conciseStatement(negated), analysis.speech));
  return { text, explanation: plain(`False. The note says: "${plain(s.text)}"`) };
}

// Facts a false statement may swap, most reliably false first.
const SWAP_ORDER = ["year", "person", "number", "percent", "place", "term"];

/**
 * The sentence with one fact swapped for a same-kind one of the note, checked false (swapIsChecked), or null.
 * A defined term only: a common word swapped for another may still be true.
 */
export function swappedStatement(
  analysis: ChunkAnalysis,
  s: AnalysedSentence,
  isVariant: (a: string, b: string) => boolean,
): Statement | null {
  const targets = [
    ...clozeTargets(analysis, s).filter(
      (t) => SWAP_ORDER.includes(t.answer.kind) && t.answer.kind !== "term",
    ),
    ...definedTermTarget(analysis, s),
  ].sort((a, b) => SWAP_ORDER.indexOf(a.answer.kind) - SWAP_ORDER.indexOf(b.answer.kind));
  for (const target of targets) {
    const approximate = approximateNumber(s.text, target.mention.start, target.answer.kind);
    if (!approximate && boundOrExample(s.text, target.mention.start, target.answer.kind)) continue;
    const candidates = pickDistractors(analysis, target.answer, 6, [s.text], { samePlurality: true });
    const category = analysis.pools.get("term")?.get(target.answer.key)?.category ?? null;
    for (const entry of candidates) {
      if (isVariant(entry.display, target.text)) continue;
      if (target.answer.kind === "term" && !sameSortOfTerm(target.answer.head, category, entry)) continue;
      if (target.answer.kind === "term" && !setApart(analysis, entry.display, category)) continue;
      if (looksPlural(entry.display) !== looksPlural(target.text)) continue;
      if (approximate && !farApart(target.answer.value, entry.value)) continue;
      if (!keepsOrder(s, target.mention.start, target.answer.value, entry.value)) continue;
      if (!swapIsChecked(analysis, s, entry.display, target.text)) continue;
      // The swapped-in term comes with the article its own definition gives it ("the asthenosphere").
      const before = s.text.slice(0, target.mention.start);
      const article = /\b(?:a|an|the)\s+$/i.exec(before);
      const start = article && entry.defined ? article.index : target.mention.start;
      const withArticle =
        start !== target.mention.start || (start === 0 && entry.article)
          ? `${entry.article} ${entry.display}`.trim()
          : entry.display;
      const replacement = start === 0 ? capitalise(withArticle) : withArticle;
      const changed = replaceSpan(s.text, start, target.mention.end, replacement);
      if (isEntry(s)) {
        // An entry line's false statement is its sentence with the defined term swapped, or none.
        const swappedEntry = target.answer.kind === "term" ? entryWithTerm(analysis, s, entry.display) : null;
        if (!swappedEntry) continue;
        return {
          text: plain(swappedEntry),
          explanation: plain(
            `False. The note says: "${plain(s.text)}" (${target.text}, not ${entry.display})`,
          ),
        };
      }
      const text = plain(
        shown(
          conciseStatement(changed, start + replacement.length, () => true),
          analysis.speech,
        ),
      );
      return {
        text,
        explanation: plain(`False. The note says: "${plain(s.text)}" (${target.text}, not ${entry.display})`),
      };
    }
  }
  return null;
}

/**
 * A defined term is swapped only for another defined term of the same sort: the same category (what its
 * definition says it is: "enzyme", "stage") or the same head noun. "A turnpike is a fuel made by…" is false
 * but no student would hesitate.
 */
function sameSortOfTerm(head: string, category: string | null, entry: PoolEntry): boolean {
  if (!entry.defined) return false;
  if (category && entry.category) return category === entry.category;
  return head === entry.head;
}

/**
 * A swapped year or number keeps its order with the sentence's other numbers ("between 1811 and 1816" never
 * becomes "between 1820 and 1816").
 */
function keepsOrder(s: AnalysedSentence, at: number, from: number | null, to: number | null): boolean {
  if (from === null || to === null) return true;
  return s.mentions.every(
    (m) =>
      m.start === at ||
      m.value === null ||
      (m.kind !== "year" && m.kind !== "number") ||
      Math.sign(from - m.value) === Math.sign(to - m.value),
  );
}

/**
 * Whether the note sets a swapped-in term apart from the rest of its kind, so the statement it is swapped into is
 * false by the note: its own definition names the kind with a word before it ("the second stage") or a clause
 * that restricts it ("energy that is transferred by a force"). "Ammonia is a base in this theory, even though …"
 * only says ammonia is one of the kind: "Ammonia is a base that dissolves in water" may be true.
 */
function setApart(analysis: ChunkAnalysis, term: string, category: string | null): boolean {
  if (!category) return true;
  const wanted = comparable(term);
  const own = analysis.sentences.find((x) => x.definition && comparable(x.definition.term) === wanted);
  if (!own?.definition) return true;
  const words = own.definition.definition
    .trim()
    .replace(/^(?:a|an|the)\s+/i, "")
    .split(/\s+/);
  const kind = category.toLowerCase();
  const first = words[0]?.toLowerCase() ?? "";
  if (first !== kind && first.replace(/e?s$/, "") !== kind) return true;
  // The kind alone, or qualified only by a frame or a reason ("in this theory", "because …"): not set apart.
  const next = (words[1] ?? "").replace(/,$/, "");
  return next !== "" && !/^(?:in|under|according|because|even|although|though|as|if|since)$/i.test(next);
}

/**
 * The term a definition sentence defines, as a swap target ("Coke is a fuel…"). A term is swapped only there:
 * inside a definition's body or a list, a swapped term makes nonsense rather than a false fact.
 */
function definedTermTarget(analysis: ChunkAnalysis, s: AnalysedSentence): ClozeTarget[] {
  const d = s.definition;
  if (!d || d.reversed) return [];
  const wanted = comparable(d.term);
  const entry = [...(analysis.pools.get("term")?.values() ?? [])].find(
    (e) => e.defined && comparable(e.display) === wanted,
  );
  if (!entry) return [];
  const mention: Mention = {
    kind: "term",
    text: d.term,
    key: entry.key,
    start: d.termStart,
    end: d.termEnd,
    first: 0,
    last: 0,
    head: entry.head,
    modifiers: entry.modifiers,
    plural: d.plural,
    value: null,
    counted: false,
  };
  return [{ mention, answer: answerOf(analysis, mention, d.term), text: d.term }];
}

/**
 * Whether putting `replacement` (for `original`) into sentence `s` makes a statement the note does not also
 * make: no other sentence names the replacement with the same verb and everything else the statement says of
 * it (its other nouns) — that sentence would state the swapped statement too — and none names the replacement
 * together with the original ("alkalis such as ammonia": one may be a kind of the other).
 */
export function swapIsChecked(
  analysis: ChunkAnalysis,
  s: AnalysedSentence,
  replacement: string,
  original: string,
): boolean {
  const wanted = ` ${comparable(replacement)} `;
  const was = ` ${comparable(original)} `;
  const verbs = new Set(s.tokens.filter((t) => t.pos === "VERB" || t.pos === "AUX").map((t) => t.lemma));
  const originalWords = new Set(comparable(original).split(" "));
  // What the swapped-in part is said to be or do: the statement's nouns besides the part swapped out.
  const content = new Set(
    s.tokens
      .filter((t) => !t.stop && (t.pos === "NOUN" || t.pos === "PROPN") && !originalWords.has(t.lower))
      .map((t) => t.lemma),
  );
  return !analysis.sentences.some((other) => {
    const text = ` ${comparable(other.text)} `;
    if (other.index === s.index || !text.includes(wanted)) return false;
    // The note names the two together elsewhere ("alkalis such as ammonia"): they may be one kind of the other.
    if (text.includes(was)) return true;
    const sameVerb = other.tokens.some((t) => (t.pos === "VERB" || t.pos === "AUX") && verbs.has(t.lemma));
    const theirs = new Set(other.tokens.map((t) => t.lemma));
    return sameVerb && [...content].every((lemma) => theirs.has(lemma));
  });
}

/** An entry line as the summary words it ("Fuse – a thin wire…" → "A fuse is a thin wire…"), or null. */
function entrySentence(analysis: ChunkAnalysis, s: AnalysedSentence): string | null {
  const note = analysis.sentences.map((x) => x.text).join("\n");
  const sentence = entryAsSentence(s, countedIn(note), analysis.lowerCaseWords);
  return sentence && !/^(?:therefore|however|first|finally|so)\b/i.test(sentence) ? sentence : null;
}

/** The entry's sentence with another term as its subject, its article agreeing ("A burette is" → "A condenser is"). */
function entryWithTerm(analysis: ChunkAnalysis, s: AnalysedSentence, term: string): string | null {
  const sentence = entrySentence(analysis, s);
  const parts = entryParts(s);
  if (!sentence || !parts) return null;
  const escaped = escapeRegExp(parts.term.trim());
  const match = new RegExp(`^((?:an?|the)\\s+)?${escaped}\\b`, "i").exec(sentence);
  if (!match) return null;
  const article = match[1]?.trim().toLowerCase();
  // "Condenser" at a line's start: its capital is the line's unless the note writes the word so elsewhere.
  const first = /^[A-Z][a-z-]+/.exec(term)?.[0];
  const lowered =
    first && analysis.lowerCaseWords.has(first.toLowerCase())
      ? first.toLowerCase() + term.slice(first.length)
      : term;
  const subject =
    article === "a" || article === "an"
      ? `${/^[aeiou]/i.test(lowered) ? "An" : "A"} ${lowered}`
      : article === "the"
        ? `The ${lowered}`
        : capitalise(lowered);
  return subject + sentence.slice(match[0].length);
}
