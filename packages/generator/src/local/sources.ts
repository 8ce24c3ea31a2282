// Source selection (issue 16 §2): which sentences of a note are worth asking about or summarising. A rule per
// junk class over the sentence's words, its parts of speech (wink) and its line (list marker, own line), plus the
// block it sits in: everything under "Learning Objectives", "Exercises", "Worked example"… takes that block's kind.

import type { AnalysedSentence, SentenceKind } from "./analysis.ts";
import type { Definition } from "./definitions.ts";
import type { Sentence, Token } from "./nlp.ts";

/** A sentence cards, questions and summaries may be made from: expository prose or a term-list entry. */
export function isSource(s: Pick<AnalysedSentence, "kind">): boolean {
  return s.kind === "expository" || s.kind === "term-entry";
}

/** What a heading says about the block under it ("Key Terms" → term list, "Exercises" → exercises…). */
export type BlockKind = "objective" | "exercise" | "example" | "term-entry" | "link" | null;

// In order: "Lab vocabulary (quiz on Friday)" is a term list before it is a quiz.
const NUMBERING = String.raw`^\s*(?:(?:chapter|section|unit|part)\s+)?(?:[\dIVX]+(?:\.\d+)*\.?\s+)?`;
const whole = (words: string) => new RegExp(`${NUMBERING}(?:${words})s*(?:[d.]+s*)?:?s*$`, "i");
const BLOCK_HEADINGS: [RegExp, BlockKind][] = [
  [/\b(?:key\s+(?:terms|words|concepts|vocabulary)|glossary|vocabulary|terminology)\b/i, "term-entry"],
  [
    /\blearning\s+(?:objectives|outcomes|goals)\b|^\s*objectives\s*:?\s*$|\bby the end of this\b/i,
    "objective",
  ],
  [
    whole(
      String.raw`(?:end[- ]of[- ]chapter\s+)?(?:exercises?|problems|(?:review|conceptual|practice|discussion|study|end[- ]of[- ]chapter)\s+(?:questions|problems|exercises)|questions|self[- ]check|check your understanding|test yourself|homework|practice)`,
    ),
    "exercise",
  ],
  [
    new RegExp(
      `${NUMBERING}(?:worked\\s+)?example\\b|${NUMBERING}(?:solution|strategy|discussion|answer)\\s*:?\\s*$`,
      "i",
    ),
    "example",
  ],
  [
    whole("references|further reading|bibliography|sources|links|(?:additional |more )?resources|see also"),
    "link",
  ],
];

/** The kind a block heading gives the sentences under it, or null (a topic heading: nothing implied). */
export function blockKindOf(heading: string | null): BlockKind {
  if (!heading) return null;
  for (const [pattern, kind] of BLOCK_HEADINGS) if (pattern.test(heading)) return kind;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// One rule per junk class; each looks at the sentence alone.

const CAPTION =
  /^\s*(?:(?:Figure|Fig\.|Table|Diagram|Chart|Graph|Map|Plate|Exhibit|Illustration)\s*[A-Z]?\d+(?:[.-]\d+)*[a-z]?\b|(?:Image|Photo|Picture|Source|Credit|Photo credit|Image credit|Caption)\s*:)|\((?:credit|source|image|photo)\s*:/i;

/** "Figure 3.2: …", "Fig. 4 …", "Table 1 …", "Image: …", "Source: …", "Photo credit", "(credit: …)". */
export function isCaption(text: string): boolean {
  return CAPTION.test(text) || /^\s*(?:photo credit\b|fig\.$)/i.test(text);
}

/** A table row: cells between pipes, tab-separated cells, or a row that is mostly numbers. */
export function isTableRow(text: string, tokens: Token[]): boolean {
  if ((text.match(/\|/g)?.length ?? 0) >= 2 || (text.match(/\t/g)?.length ?? 0) >= 2) return true;
  const numbers = tokens.filter((t) => t.type === "number" || /^[\d.,%$€£-]+$/.test(t.value)).length;
  const words = tokens.filter((t) => t.type === "word").length;
  return numbers >= 3 && numbers >= words && !tokens.some((t) => t.pos === "VERB" || t.pos === "AUX");
}

const LINK =
  /^\s*(?:see\s+(?:also\b|the\b|chapter|section|figure|table|appendix|page|https?:|www\.)|available (?:at|from|online)|retrieved from|read more|learn more|more info|further reading|link:|doi:|https?:\/\/|www\.)/i;

// A web clip's own furniture: where it was clipped from, and the page's navigation and sharing lines.
const PROVENANCE =
  /^\s*(?:clipped|saved|copied|captured|excerpted|downloaded|bookmarked|archived)\s+(?:from|on|via)\b/i;
const NAVIGATION =
  /^\s*(?:(?:more|related|related (?:articles|posts|links|topics|reading|content)|you (?:may|might) also like|read next|up next|next|previous|prev|share|share this(?: page| article)?|tags|categories|filed under|posted (?:in|on|by)|menu|navigation|breadcrumbs?|contents|table of contents|on this page|in this article)\s*(?::|$|[|»›>·•])|(?:back to|return to|skip to|jump to|continue reading|read more|learn more|click here|sign (?:up|in)|log in|subscribe|print this|email this)\b)/i;
const NAV_SEPARATOR = /\s[|»›>·•/]\s|\s[»›]\s?|\s?[»›]\s/g;

/**
 * A web clip's furniture: "Clipped from …", "Saved from …", a navigation or sharing line ("More: …", "Share
 * this", "Related articles", "Back to unit 3") or a breadcrumb ("Home › Science › Rocks"): short segments
 * between separators, none a sentence.
 */
export function isWebFurniture(text: string): boolean {
  if (PROVENANCE.test(text) || NAVIGATION.test(text)) return true;
  const separators = text.match(NAV_SEPARATOR)?.length ?? 0;
  if (separators < 2 || /[.!?]["'”’)]*\s*$/.test(text)) return false;
  const segments = text.split(/[|»›>·•/]/).map((x) => x.trim().split(/\s+/).length);
  return segments.every((n) => n <= 5);
}

/** Bare URLs, "See …" pointers, link text ("Read more", "Available at …"), a web clip's furniture. */
export function isLink(text: string, tokens: Token[]): boolean {
  if (LINK.test(text) || isWebFurniture(text)) return true;
  // Mostly an address: what is left after the URLs is a few words.
  const urls = text.match(/\b(?:https?:\/\/|www\.)\S+/gi) ?? [];
  if (urls.length === 0) return false;
  const rest = text.replace(/\b(?:https?:\/\/|www\.)\S+/gi, "").trim();
  return rest.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length <= 4 || tokens.length <= 6;
}

const INSTRUCTION =
  /^\s*(?:read\s+(?:the|this|chapter|section|pages?|more|about)|watch\b|click\b|tap\b|refer\s+to\b|note\s*:|try\b|check your understanding|visit\b|go to\b|download\b|listen to\b|open the\b|look at\b|use the (?:simulation|applet|link|interactive)|complete the\b|answer the\b|work through\b|explore\b|test yourself\b|practice\b|review the\b|remember to\b|don'?t forget\b|make sure\b)/i;

/** "Read the full text of …", "Watch …", "Click …", "Refer to …", "Note: …", "Try …", "Check your understanding". */
export function isInstruction(text: string): boolean {
  return INSTRUCTION.test(text);
}

/** Bloom's verbs: an objective or an exercise starts with one as an imperative ("Define net force, …"). */
const BLOOM_VERBS = new Set(
  `define describe explain calculate identify list compare contrast discuss outline summarize summarise apply
  analyze analyse evaluate distinguish recognize recognise understand state determine derive relate classify
  interpret predict use name give show demonstrate solve estimate sketch draw label construct illustrate
  differentiate justify assess examine investigate recall recount express convert find write prove verify
  discover`.split(/\s+/),
);

/** An imperative with a Bloom verb: the first word is one, in its base form, and no subject comes before it. */
export function isBloomImperative(tokens: Token[]): boolean {
  const first = tokens.find((t) => t.type === "word");
  if (!first || !BLOOM_VERBS.has(first.lower)) return false;
  const next = tokens[tokens.indexOf(first) + 1];
  // "Explain why …", "Define net force" — not "List comprehensions are …" (a noun followed by its verb).
  return !(
    next &&
    (next.pos === "AUX" || (next.pos === "VERB" && /s$/.test(next.lower) && first.pos !== "VERB"))
  );
}

const OBJECTIVE_INTRO =
  /\b(?:by the end of (?:this|the) (?:section|chapter|lesson|unit|module|lecture)|(?:after|upon) (?:completing|studying|reading) this|you (?:will|should) be able to|learning (?:objectives|outcomes)|in this (?:section|chapter|lesson|unit), you will)\b/i;

/** "By the end of this section, you will be able to:", "Learning objectives". */
export function isObjectiveIntro(text: string): boolean {
  return OBJECTIVE_INTRO.test(text);
}

const EXAMPLE_OPENER =
  /^\s*(?:(?:worked\s+)?example\b\s*\d*(?:[.-]\d+)*\s*[:.–—]?|solution\b\s*[:.]?|strategy\b\s*[:.]?|suppose\b|imagine\b|consider\s+(?:a|an|the|two|three)\b|assume\b|let(?:'s| us)\s+(?:say|assume|suppose|consider|take)\b|say (?:we|you)\b|for example,?\s+(?:if|suppose|a|an)\s+\d)/i;

/** "Example 2.1", "Solution", "Strategy", "Suppose a 5 kg box …", "Consider a …", "Let's say …". */
export function opensExample(text: string): boolean {
  return EXAMPLE_OPENER.test(text);
}

/** "If we push a 5 kg box …": a hypothetical bound to an example's numbers. */
export function isBoundToNumbers(text: string, tokens: Token[]): boolean {
  return /^\s*(?:if|when)\s+(?:we|you)\b/i.test(text) && tokens.some((t) => t.type === "number");
}

/** "Exercise 3", "Problem 2.4", "Q1.", "Question 5:" — a numbered task. */
export function isNumberedTask(text: string): boolean {
  return /^\s*(?:exercise|problem|question|q)\s*\d+(?:[.-]\d+)*\b/i.test(text);
}

const HEADING_WORDS =
  /^\s*(?:chapter|section|unit|lecture|lesson|module|part|week|topic|appendix)\s+[\dIVXLC]+\b/i;

/** A title line: "Chapter 3 Forces", or a short line with no verb and no sentence end ("Newton's Third Law"). */
export function isTitle(s: Pick<Sentence, "text" | "ownLine" | "marker">, tokens: Token[]): boolean {
  const text = s.text.trim();
  if (HEADING_WORDS.test(text) && !/[.!?]$/.test(text)) return true;
  if (!s.ownLine || s.marker !== null || /[.!?;,]["'”’)]*$/.test(text)) return false;
  const words = tokens.filter((t) => t.type === "word" || t.type === "number");
  return words.length > 0 && words.length <= 10 && !hasVerb(tokens) && /^[\p{Lu}\p{N}]/u.test(text);
}

/**
 * A clause has a finite verb; wink tags finite verbs VERB or AUX (participles after a noun count too). wink's
 * lite model often tags a verb after a noun as a noun ("A vaccine causes …", "gases trap heat", "Roman law
 * shaped …"): a word whose lemma is a common verb, right after a noun and before the rest of a clause, counts.
 */
export function hasVerb(tokens: Token[]): boolean {
  return tokens.some(
    (t, i) =>
      ((t.pos === "VERB" || t.pos === "AUX") && !(i === 0 && t.pos === "VERB")) || isMistaggedVerb(tokens, i),
  );
}

/** A noun-tagged common verb ("causes", "trap", "shaped") right after its subject noun, with more after it. */
export function isMistaggedVerb(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (!t || !before || !after || i < 1 || t.type !== "word") return false;
  // After an adjective only an inflected form ("The same current flows …": wink reads "current" as ADJ).
  const subject =
    before.pos === "NOUN" || before.pos === "PROPN" || (before.pos === "ADJ" && /(?:s|ed)$/.test(t.lower));
  if (!subject || !["NOUN", "ADJ", "PROPN"].includes(t.pos)) return false;
  if (!["DET", "NOUN", "ADJ", "ADP", "NUM", "ADV", "PRON", "PROPN", "PART"].includes(after.pos)) return false;
  const lemma = t.lemma || t.lower;
  const stem = t.lower.replace(/(?:ed|d|es|s)$/, "");
  const form = t.lower === lemma || /(?:s|ed)$/.test(t.lower);
  return form && (COMMON_VERBS.has(lemma) || COMMON_VERBS.has(stem) || COMMON_VERBS.has(`${stem}e`));
}

/** Verbs of textbook and slide prose that wink's lite model may tag as nouns after a noun (lemmas). */
const COMMON_VERBS = new Set(
  `cause causes trap shape flow change alternate hold form produce release absorb carry control contain reduce
  increase decrease raise lower store transfer transport convert break build move drive lead mean need use make
  take give keep protect attack kill destroy block limit measure depend rely show mark allow prevent spread act
  affect help support supply demand cost pay rise fall grow drop reach cross divide join link connect point set
  turn remain stay start end stop open close run power heat cool melt freeze boil flow pump fight rule vote
  trade exchange import export replace require produce code encode signal trigger bind match fit follow
  determine balance equal exceed double halve result respond react bond share form`.split(/\s+/),
);

// ---------------------------------------------------------------------------------------------------------
// Term-list entries: "term: definition", "term - definition", "term – definition".

const TERM_SEPARATOR = /^\s*([\p{L}\p{N}][\p{L}\p{N}'’()/ .,-]{0,60}?)\s*(:|\s[-–—]\s)\s*(\S[\s\S]*)$/u;
const NOT_TERMS =
  /^(?:note|example|solution|strategy|answer|question|warning|tip|hint|remember|summary|source)$/i;

/**
 * The term-list definition a line gives ("Osmosis: the movement of water across a membrane"), as a Definition
 * for definition cards, or null. The term is at most six words and not a sentence (no verb).
 */
export function termEntry(s: Pick<Sentence, "text">, tokens: Token[]): Definition | null {
  const m = TERM_SEPARATOR.exec(s.text);
  if (!m) return null;
  const term = (m[1] ?? "").trim().replace(/^(?:the|a|an)\s+/i, "");
  const body = (m[3] ?? "").trim().replace(/[.;,]+$/, "");
  const termWords = term.split(/\s+/);
  // "Ask: would data like these be surprising?" is a prompt, not an entry.
  if (
    termWords.length > 6 ||
    NOT_TERMS.test(term) ||
    !/\p{L}/u.test(term) ||
    body.split(/\s+/).length < 2 ||
    /\?["'”’)]*$/.test(body)
  )
    return null;
  const termStart = s.text.indexOf(term);
  const termEnd = termStart + term.length;
  // The term must not read as a clause: no verb among its tokens ("Energy is conserved - always" is prose).
  const termTokens = tokens.filter((t) => t.start >= termStart && t.end <= termEnd);
  // (wink tags nouns like "address" as verbs in a verbless line, so a verb only counts in a longer term.)
  const verbs = termTokens.filter((t) => t.pos === "VERB").length;
  if (termTokens.some((t) => t.pos === "AUX") || (verbs > 0 && termWords.length > 3)) return null;
  const article =
    /^(?:the|a|an)\s/i
      .exec(m[1] ?? "")?.[0]
      .trim()
      .toLowerCase() ?? "";
  const plural = /[^s]s$/i.test(termWords[termWords.length - 1] ?? "") && !/[A-Z]{2}s$/.test(term);
  const bodyTokens = tokens.filter((t) => t.start >= s.text.indexOf(body));
  const noun = bodyTokens.find((t) => t.pos === "NOUN" && !["one", "kind", "type", "part"].includes(t.lemma));
  return {
    term,
    article,
    termStart,
    termEnd,
    alias: null,
    verb: plural ? "are" : "is",
    definition: body,
    reversed: false,
    plural,
    category: noun ? noun.lemma || noun.lower : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The whole text in order: block context, then the rules.

/** What the classifier reads of a sentence: its line and parse (before mentions and definitions). */
export type ClassifiedInput = Pick<
  Sentence,
  "text" | "section" | "marker" | "headingNumber" | "ownLine" | "opensParagraph"
> & { tokens: Token[] };

export type Classification = { kind: SentenceKind; sectionIndex: number; termDefinition: Definition | null };

/**
 * The kind and section of every sentence, in order. A heading (Markdown, or a title line the rules find) opens a
 * section and sets its block's kind; an objectives intro makes the bullets after it objectives; an example opener
 * makes the rest of its paragraph an example — in a transcript (speech) only its own sentence, since a transcript's
 * paragraph runs on for minutes and a spoken example is said in one sentence.
 */
export function classifySentences(sentences: ClassifiedInput[], speech = false): Classification[] {
  const out: Classification[] = [];
  let sectionKey = "";
  let sectionIndex = 0;
  let sectionHasBody = false;
  let block: BlockKind = null;
  let objectiveList = false;
  let exampleParagraph = false;
  let titles = 0;
  for (const s of sentences) {
    const termLine = s.ownLine ? termEntry(s, s.tokens) : null;
    // wink ends a sentence after "Fig.": the rest of a caption's line is the caption too.
    const previous = out[out.length - 1];
    const captionTail = previous?.kind === "caption" && s.ownLine && !s.opensParagraph;
    // "Share this", "Related articles": a page's furniture, however title-like, opens no section.
    const title =
      termLine === null &&
      !captionTail &&
      !isTableRow(s.text, s.tokens) &&
      !isWebFurniture(s.text) &&
      isTitle(s, s.tokens);
    if (title) titles += 1;
    const key = `${s.headingNumber}:${titles}`;
    if (key !== sectionKey) {
      if (sectionHasBody) sectionIndex += 1;
      sectionKey = key;
      sectionHasBody = false;
      block = title ? (blockKindOf(s.text) ?? inheritedBlock(block, s.text)) : blockKindOf(s.section);
      objectiveList = block === "objective";
      exampleParagraph = false;
    }
    if (s.opensParagraph) exampleParagraph = false;
    // An objectives box ends at the first paragraph of prose after it, heading or not (textbooks go straight on).
    if (block === "objective" && sectionHasBody && s.marker === null && !isObjectiveIntro(s.text)) {
      block = null;
      objectiveList = false;
    }
    let termDefinition: Definition | null = null;
    let kind: SentenceKind;
    if (title) kind = "heading";
    else if (captionTail) {
      kind = "caption";
      sectionHasBody = true;
    } else {
      termDefinition = termLine;
      kind = kindOf(s, block, objectiveList, exampleParagraph, termDefinition !== null);
      if (kind !== "term-entry") termDefinition = null;
      sectionHasBody = true;
    }
    if (kind === "objective" && isObjectiveIntro(s.text)) objectiveList = true;
    else if (s.marker === null && kind !== "objective") objectiveList = false;
    if (kind === "example" && opensExample(s.text) && !speech) exampleParagraph = true;
    out.push({ kind, sectionIndex, termDefinition });
  }
  return out;
}

/** A sub-heading inside an example ("Solution", "Discussion") keeps the example; any other title ends it. */
function inheritedBlock(previous: BlockKind, title: string): BlockKind {
  return previous === "example" &&
    /^\s*(?:solution|strategy|discussion|answer|significance|check)/i.test(title)
    ? "example"
    : null;
}

/**
 * A process step: a list item that opens with a verb in its base form and no subject ("Collect a sample",
 * "State H0 and H1"). It is a step of a procedure, not a fact and not a learning objective (an objective needs
 * an objectives block or the "you will be able to" frame).
 */
export function isStepBullet(s: Pick<ClassifiedInput, "marker" | "tokens">): boolean {
  if (s.marker === null) return false;
  const words = s.tokens.filter((t) => t.type === "word");
  const first = words[0];
  const next = words[1];
  if (!first) return false;
  const baseVerb = first.pos === "VERB" && first.lower === (first.lemma || first.lower);
  if (!baseVerb && !isBloomImperative(s.tokens)) return false;
  // "Plant cells have walls": a noun the tagger read as a verb, followed by its own verb. "Explain why …" is a
  // task set to the reader (an exercise), not a step.
  return !(
    next &&
    (next.pos === "AUX" ||
      (next.pos === "VERB" && /s$/.test(next.lower)) ||
      /^(?:why|how|what|when|where|which|who|whether)$/.test(next.lower))
  );
}

/** The kind of one body sentence (not a title) given its block. */
function kindOf(
  s: ClassifiedInput,
  block: BlockKind,
  objectiveList: boolean,
  exampleParagraph: boolean,
  termLine: boolean,
): SentenceKind {
  const text = s.text.trim();
  if (isTableRow(text, s.tokens)) return "table";
  if (isCaption(text)) return "caption";
  if (block === "link" || isLink(text, s.tokens)) return "link";
  if (block === "objective" || isObjectiveIntro(text) || (objectiveList && s.marker !== null))
    return "objective";
  if (block === "exercise" || isNumberedTask(text)) return "exercise";
  if (isInstruction(text)) return "instruction";
  if (isStepBullet(s)) return "step";
  if (isBloomImperative(s.tokens)) return "exercise";
  if (block === "example" || exampleParagraph || opensExample(text) || isBoundToNumbers(text, s.tokens))
    return "example";
  if (termLine && (block === "term-entry" || s.ownLine)) return "term-entry";
  if (/\?["'”’)]*$/.test(text)) return "question";
  if (s.marker !== null && !hasVerb(s.tokens)) return "fragment";
  return "expository";
}
