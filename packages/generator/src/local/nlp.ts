// Reading text with wink-nlp (English lite web model): sentences and tokens with part of speech and lemma, at
// exact offsets into the original text so every passage the engine quotes is a verbatim part of the note.

import model from "wink-eng-lite-web-model";
import winkNLP, { type WinkMethods } from "wink-nlp";
import { markedBlocks } from "./blocks.ts";
import { type BlockTokens, continuesSentence, joinDotted } from "./dotted.ts";

export type PartOfSpeech = string;

export type Token = {
  /** The token as written. */
  value: string;
  lower: string;
  lemma: string;
  pos: PartOfSpeech;
  /** wink's token type: word, number, punctuation, symbol, … */
  type: string;
  stop: boolean;
  /** Offsets into the sentence's text. */
  start: number;
  end: number;
};

export type Sentence = {
  /** Verbatim text of the sentence as it stands in the note. */
  text: string;
  tokens: Token[];
  /** The markdown heading above the sentence, if any. */
  section: string | null;
  /** Order of the sentence in the analysed text. */
  index: number;
  /** First sentence of its paragraph. */
  opensParagraph: boolean;
  /** The list marker its line started with ("-", "*", "1.", "a)"), or null: slide bullets, objectives, exercises. */
  marker: string | null;
  /** Markdown headings above it in the text (0 before the first): sections for the classifier. */
  headingNumber: number;
  /** Its block is one line of its own (a title line, a term-list line, a table row, a list item, a caption). */
  ownLine: boolean;
};

/** A sentence as read from its block, before the block's place in the text is added. */
type BlockSentence = Omit<Sentence, "section" | "index" | "marker" | "headingNumber" | "ownLine">;

let wink: WinkMethods | null = null;

/**
 * wink-nlp with its English lite model (sentence boundaries and parts of speech only), loaded once per
 * JavaScript realm — the server process or a browser worker. Never load it twice: the model's CER loader
 * (wink-eng-lite-web-model 1.8) re-stringifies its data on every load, so each load is bigger than the last and
 * a process that loads it some twenty times dies with "Invalid string length" (found by the benchmark).
 */
export function loadWink(): WinkMethods {
  wink ??= winkNLP(model, ["sbd", "pos"]);
  return wink;
}

/** Reads text into sentences, remembering the paragraphs it has read (one per provider). */
export class TextReader {
  private readonly nlp: WinkMethods;
  private readonly cache = new Map<string, BlockSentence[]>();

  constructor() {
    this.nlp = loadWink();
  }

  /** The sentences of a whole text (a note or a chunk), in order, with their sections. */
  sentences(text: string): Sentence[] {
    const out: Sentence[] = [];
    for (const block of markedBlocks(text)) {
      for (const sentence of this.blockSentences(block.text)) {
        out.push({
          ...sentence,
          section: block.heading,
          index: out.length,
          marker: block.marker,
          headingNumber: block.headingNumber,
          ownLine: block.ownLine,
        });
      }
    }
    return out;
  }

  /** Lemma of a single word (for matching topics against the text). */
  lemma(word: string): string {
    const tokens = this.nlp.readDoc(word).tokens();
    return tokens.length() === 1
      ? String(tokens.itemAt(0).out(this.lemmaIts())).toLowerCase()
      : word.toLowerCase();
  }

  // wink's type declarations give its.lemma an addon signature that does not match `out`; it works at runtime.
  private lemmaIts() {
    return this.nlp.its.lemma as unknown as typeof this.nlp.its.normal;
  }

  private blockSentences(block: string): BlockSentence[] {
    const cached = this.cache.get(block);
    if (cached) return cached;
    const result = this.read(block);
    if (this.cache.size > 4000) this.cache.clear();
    this.cache.set(block, result);
    return result;
  }

  private read(block: string): BlockSentence[] {
    const { its } = this.nlp;
    const doc = this.nlp.readDoc(block);
    const tokens = doc.tokens();
    const values = tokens.out(its.value) as string[];
    const pos = tokens.out(its.pos) as string[];
    const types = tokens.out(its.type) as string[];
    const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
    const lemmas = tokens.out(this.lemmaIts()) as string[];
    // Exact offsets of every token in the block (wink keeps tokens as written, in order).
    const starts: number[] = [];
    let cursor = 0;
    for (const value of values) {
      const at = block.indexOf(value, cursor);
      starts.push(at);
      if (at >= 0) cursor = at + value.length;
    }
    const spans = joinSpans(
      block,
      { values, starts },
      types,
      doc.sentences().out(its.span) as unknown as [number, number][],
    );
    const sentences: BlockSentence[] = [];
    for (const [first, last] of spans) {
      const picked: number[] = [];
      for (let i = first; i <= last; i++) if (types[i] !== "tabCRLF" && pos[i] !== "SPACE") picked.push(i);
      const from = picked[0];
      const to = picked[picked.length - 1];
      if (from === undefined || to === undefined) continue;
      const begin = starts[from] ?? -1;
      const endAt = (starts[to] ?? -1) + (values[to]?.length ?? 0);
      if (
        begin < 0 ||
        starts[to] === undefined ||
        starts[to] < 0 ||
        picked.some((i) => (starts[i] ?? -1) < 0)
      )
        continue;
      const sentenceTokens = picked.map((i) => ({
        value: values[i] ?? "",
        lower: (values[i] ?? "").toLowerCase(),
        lemma: (lemmas[i] ?? "").toLowerCase(),
        pos: pos[i] ?? "X",
        type: types[i] ?? "word",
        stop: Boolean(stops[i]),
        start: (starts[i] ?? 0) - begin,
        end: (starts[i] ?? 0) - begin + (values[i]?.length ?? 0),
      }));
      for (const part of splitMissedBoundaries(
        block.slice(begin, endAt),
        joinDotted(joinHyphenated(sentenceTokens)),
      )) {
        sentences.push({ ...part, opensParagraph: sentences.length === 0 });
      }
    }
    return sentences;
  }
}

/** wink's sentence spans with the breaks at a full stop inside a word or after "Fig" before a number undone. */
function joinSpans(
  block: string,
  tokens: BlockTokens,
  types: string[],
  spans: [number, number][],
): [number, number][] {
  const out: [number, number][] = [];
  const real = (i: number) => types[i] !== "tabCRLF";
  for (const span of spans) {
    const prev = out[out.length - 1];
    if (prev) {
      let last = prev[1];
      while (last > prev[0] && !real(last)) last--;
      let next = span[0];
      while (next < span[1] && !real(next)) next++;
      if (continuesSentence(block, tokens, last, next)) {
        prev[1] = span[1];
        continue;
      }
    }
    out.push([span[0], span[1]]);
  }
  return out;
}

// Words that end with a full stop as abbreviations; any other "word." followed by a capital ends a sentence.
const ABBREVIATIONS = new Set([
  "e.g.",
  "i.e.",
  "etc.",
  "vs.",
  "cf.",
  "approx.",
  "dr.",
  "mr.",
  "mrs.",
  "ms.",
  "st.",
  "prof.",
  "no.",
  "fig.",
  "vol.",
  "p.",
  "pp.",
  "jr.",
  "sr.",
  "co.",
  "inc.",
  "ltd.",
  "mt.",
  "ca.",
  "c.",
  "al.",
  "ed.",
  "eds.",
]);

/**
 * wink sometimes reads "ore. Coal" as an abbreviation inside one sentence; split such sentences after a lower-case
 * word ending in a full stop when the next token starts with a capital, and make the full stop its own token.
 */
function splitMissedBoundaries(text: string, tokens: Token[]): { text: string; tokens: Token[] }[] {
  const parts: { text: string; tokens: Token[] }[] = [];
  let from = 0;
  const fixed: Token[] = [];
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    const missed =
      next !== undefined &&
      /^[a-z][a-z-]+\.$/.test(token.value) &&
      !ABBREVIATIONS.has(token.value) &&
      /^[A-Z]/.test(next.value);
    if (!missed) {
      fixed.push(token);
      continue;
    }
    const word = token.value.slice(0, -1);
    fixed.push(
      {
        ...token,
        value: word,
        lower: word.toLowerCase(),
        lemma: token.lemma.replace(/\.$/, ""),
        end: token.end - 1,
      },
      {
        ...token,
        value: ".",
        lower: ".",
        lemma: ".",
        pos: "PUNCT",
        type: "punctuation",
        stop: false,
        start: token.end - 1,
      },
    );
    parts.push(sliceSentence(text, fixed.splice(0), from));
    from = next.start;
  }
  if (fixed.length > 0) parts.push(sliceSentence(text, fixed, from));
  return parts;
}

/**
 * wink splits "short-term" into short, -, term; a compound written without spaces is one word here, an adjective
 * before a noun ("short-term memory") and a noun otherwise.
 */
function joinHyphenated(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) continue;
    const prev = out[out.length - 1];
    const next = tokens[i + 1];
    const joins =
      (token.value === "-" || token.value === "‐") &&
      prev !== undefined &&
      next !== undefined &&
      prev.end === token.start &&
      token.end === next.start &&
      prev.type === "word" &&
      next.type === "word";
    if (!joins) {
      out.push(token);
      continue;
    }
    const value = `${prev.value}-${next.value}`;
    const after = tokens[i + 2];
    out[out.length - 1] = {
      ...prev,
      value,
      lower: value.toLowerCase(),
      lemma: `${prev.lower}-${next.lemma || next.lower}`,
      pos: after?.pos === "NOUN" ? "ADJ" : next.pos,
      stop: false,
      end: next.end,
    };
    i += 1;
  }
  return out;
}

function sliceSentence(text: string, tokens: Token[], from: number): { text: string; tokens: Token[] } {
  const last = tokens[tokens.length - 1];
  const end = last ? last.end : from;
  return {
    text: text.slice(from, end),
    tokens: from === 0 ? tokens : tokens.map((t) => ({ ...t, start: t.start - from, end: t.end - from })),
  };
}
