// Checks over generated study items that need no judgement (issue 16 §8): where an item's source sits in the
// note and what kind of line that is, a key outside its source, a distractor that is a variant of the key,
// 'Fill in the blank' items, and the stable id a label is kept under. Pure TypeScript with no Node APIs: the
// generator's property tests (packages/generator/src/corpus.property.test.ts) and the bench share it.
// The line classes are this file's own regexes over the note's text, independent of the engine's classifier,
// so the engine cannot pass the gate by agreeing with itself.

/** A card or quiz question reduced to what the checks and the labels read. */
export type CheckedItem = {
  kind: "card" | "multiple-choice" | "true-false" | "short-answer";
  prompt: string;
  key: string;
  options: string[];
  source: string;
};

export type JunkKind = "caption" | "table" | "heading" | "link" | "instruction" | "objective";
export type BlockKind = "example" | "exercise";

// ---------- the stable id of an item ----------

/** cyrb53: a fast 53-bit string hash; enough to tell items apart, pure JS so it runs anywhere. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** An item's label id: kind + prompt + key + options, so an item whose wording changes is unlabelled again. */
export function itemId(item: Pick<CheckedItem, "kind" | "prompt" | "key" | "options">): string {
  const options = [...item.options].sort().join("\u0001");
  return cyrb53([item.kind, item.prompt, item.key, options].join("\u0000")).toString(36).padStart(11, "0");
}

/** A summary's (or one key point's) label id. */
export function textId(kind: "overview" | "key-point", text: string): string {
  return cyrb53(`${kind}\u0000${text}`).toString(36).padStart(11, "0");
}

// ---------- words ----------

const STOPWORDS = new Set(
  (
    "a an the of to in on at by for from with and or but nor as is are was were be been being it its this that " +
    "these those which who whom whose what when where why how than then so such not no do does did has have had " +
    "can could may might must shall should will would one into onto about over under between each every all any"
  ).split(" "),
);

/**
 * A crude stem: enough to take 'force', 'forces' and 'forced' as one word, not a linguistic lemma. Plural and
 * verb endings go ('-es' only after a sibilant, as in 'boxes'), then a final 'e'.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:s|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** Lower-case words; a possessive 's is dropped (Watt's → watt) and decimals stay whole (9.80). */
export const words = (text: string): string[] =>
  (text.toLowerCase().match(/\p{N}+(?:[.,]\p{N}+)*|\p{L}+/gu) ?? []).filter((w) => w !== "s");
const contentStems = (text: string) =>
  words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);

// ---------- key outside its source ----------

/**
 * The key's content words that are not in the item's source (stem against stem). Empty for a true/false key
 * (True/False is not a phrase of the note). A key of several words all found in the source is inside it.
 */
export function keyWordsOutsideSource(item: CheckedItem): string[] {
  if (item.kind === "true-false") return [];
  const source = new Set(contentStems(item.source));
  return contentStems(item.key).filter((w) => !source.has(w));
}

// ---------- distractor a variant of the key ----------

/**
 * Whether a multiple-choice option is a variant of the key: the same stems (Force / Forces), or one's content
 * words contained in the other's ('friction' beside 'kinetic friction'), or the same text once articles go.
 */
export function isVariantOfKey(option: string, key: string): boolean {
  const a = contentStems(option);
  const b = contentStems(key);
  if (a.length === 0 || b.length === 0) return words(option).join(" ") === words(key).join(" ");
  const setA = new Set(a);
  const setB = new Set(b);
  const aInB = a.every((w) => setB.has(w));
  const bInA = b.every((w) => setA.has(w));
  return aInB || bInA;
}

/** The distractors of a multiple-choice item that are variants of its key. */
export function variantDistractors(item: CheckedItem): string[] {
  if (item.kind !== "multiple-choice") return [];
  return item.options.filter((o) => o !== item.key && isVariantOfKey(o, item.key));
}

// ---------- fill in the blank ----------

/** A cloze item: the engine's blank ('_____') or its 'Fill in the blank' wording. */
export const isFillInTheBlank = (item: Pick<CheckedItem, "prompt">) =>
  /_{3,}/.test(item.prompt) || /^\s*fill in the blank/i.test(item.prompt);

// ---------- where the source sits in the note ----------

/** The note with markup blanked out (same length, so offsets hold): HTML tags and Markdown link targets. */
function visibleText(note: string): string {
  return note
    .replace(/<[^>]*>/g, (m) => " ".repeat(m.length))
    .replace(/\]\([^)]*\)/g, (m) => `]${" ".repeat(m.length - 1)}`)
    .replace(/&[a-z]+;|&#\d+;/gi, (m) => " ".repeat(m.length));
}

type Token = { word: string; start: number; end: number };
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    out.push({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Where a passage sits in the note: [start, end) of the first place its words run in order, markup skipped.
 * Null when the note does not hold it (an ungrounded item: not this check's business).
 */
export function locate(note: string, passage: string): { start: number; end: number } | null {
  const want = tokens(passage).map((t) => t.word);
  if (want.length === 0) return null;
  const have = tokens(visibleText(note));
  for (let i = 0; i + want.length <= have.length; i++) {
    let j = 0;
    while (j < want.length && have[i + j]?.word === want[j]) j++;
    if (j === want.length) return { start: have[i]?.start ?? 0, end: have[i + j - 1]?.end ?? 0 };
  }
  return null;
}

// ---------- what kind of line ----------

const CAPTION =
  /^\s*(?:[-*]\s*)?(?:<[^>]+>\s*)*(?:figure|fig\.|table|image|diagram|photo|chart)\s*\d+(?:[.-]\d+)*\s*[:.–-]/i;
const TABLE = /^\s*\|.*\|\s*$|^\s*\|?\s*:?-{3,}|<\/?(?:table|tr|td|th|thead|tbody)\b/i;
const HEADING = /^\s*(?:#{1,6}\s|<h[1-6]\b)/i;
const IMAGE = /<img\b|!\[[^\]]*\]\(/i;
const LINK = /<a\s[^>]*href|\[[^\]]+\]\([^)]+\)|https?:\/\/\S+/i;
const INSTRUCTION =
  /^\s*(?:[-*]\s*)?(?:<[^>]+>\s*)*(?:please\s+)?(?:read|watch|see|listen to|visit|go to|click|view|take|open|look at|try|complete|do|mark)\b[^.!?]*\b(?:full text|video|clip|animation|chapter|handout|page|site|website|folder|course|worksheet|problem set|reading|quiz|lab|section|book|anthology|below|above)\b/i;
const OBJECTIVES_START =
  /learning objectives|by the end of this (?:section|chapter|lesson)|you will be able to/i;
const EXAMPLE_START = /^\s*(?:#{1,6}\s*)?(?:worked\s+)?example\s+\d+(?:\.\d+)*/i;
const EXERCISES_START =
  /^\s*(?:#{1,6}\s*)?(?:exercises|review questions|questions|practice problems|problems|check your understanding)\b/i;

/** The line of the note around an offset. */
function lineAt(note: string, offset: number): { text: string; start: number } {
  const start = note.lastIndexOf("\n", offset - 1) + 1;
  const end = note.indexOf("\n", offset);
  return { text: note.slice(start, end === -1 ? note.length : end), start };
}

/** The sentence of a line around an offset (split at . ! ? followed by a space), for inline links and instructions. */
function sentenceAt(line: string, offset: number): string {
  const before = line.slice(0, offset);
  const cut = Math.max(before.lastIndexOf(". "), before.lastIndexOf("? "), before.lastIndexOf("! "));
  const from = cut === -1 ? 0 : cut + 2;
  const rest = line.slice(offset);
  const m = rest.match(/[.!?](?:\s|$)/);
  return line.slice(from, m?.index === undefined ? line.length : offset + m.index + 1);
}

/** The block a line index is in: objectives, a worked example or the exercises, from the last block heading. */
function blockOf(lines: string[], index: number): "objective" | BlockKind | null {
  for (let i = index; i >= 0; i--) {
    const line = lines[i] ?? "";
    if (OBJECTIVES_START.test(line)) return "objective";
    if (EXAMPLE_START.test(line)) return "example";
    if (EXERCISES_START.test(line)) return "exercise";
    // Any other heading ends the block above it.
    if (i < index && HEADING.test(line)) return null;
  }
  return null;
}

/** The first line of a note with no sentence end: a title even without a '#'. */
const isTitleLine = (line: { text: string; start: number }) =>
  line.start === 0 && line.text.trim().length < 80 && !/[.!?:]\s*$/.test(line.text.trim());

/**
 * The junk class of the note passage [start, end): the line's class (caption, table, heading, objective block),
 * or the class of the sentence around it (a link, an instruction). Null for an expository line.
 */
export function junkKindAt(note: string, start: number): JunkKind | null {
  const line = lineAt(note, start);
  if (CAPTION.test(line.text)) return "caption";
  if (TABLE.test(line.text)) return "table";
  if (HEADING.test(line.text) || isTitleLine(line)) return "heading";
  if (IMAGE.test(line.text) && line.text.replace(/<[^>]*>/g, "").trim() === "") return "caption";
  const lines = note.slice(0, line.start).split("\n");
  if (blockOf([...lines.slice(0, -1), line.text], lines.length - 1) === "objective") return "objective";
  const sentence = sentenceAt(line.text, start - line.start);
  if (LINK.test(sentence)) return "link";
  if (INSTRUCTION.test(sentence)) return "instruction";
  return null;
}

/** Whether the passage at `start` lies in a worked example or the end-of-section exercises. */
export function blockKindAt(note: string, start: number): BlockKind | null {
  const line = lineAt(note, start);
  const lines = note.slice(0, line.start).split("\n");
  const block = blockOf([...lines.slice(0, -1), line.text], lines.length - 1);
  return block === "example" || block === "exercise" ? block : null;
}

/** The junk class of an item's source in the note, or null (expository, or not found in the note). */
export function junkSourceKind(note: string, source: string): JunkKind | null {
  const at = locate(note, source);
  return at ? junkKindAt(note, at.start) : null;
}

// ---------- exercise coverage ----------

/**
 * An end-of-section exercise and the phrases an item's prompt + key must contain to cover it; a phrase may
 * list alternatives with '|' ('terminal velocity|constant speed').
 */
export type Exercise = { question: string; keyPhrases: string[] };

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * Whether a text holds a key phrase (one of its '|' alternatives): from a word start, so a stem phrase
 * ('condens') holds for 'condensation' and 'condenses'.
 */
export const holdsPhrase = (text: string, phrase: string) =>
  phrase.split("|").some((alt) => normalise(text).includes(normalise(alt).trimEnd()));

export type Coverage = "covered" | "partly" | "not covered";

/**
 * How well the items cover one exercise: covered when one item's prompt + key holds all its key phrases,
 * partly when the best item holds some of them.
 */
export function exerciseCoverage(exercise: Exercise, items: Pick<CheckedItem, "prompt" | "key">[]): Coverage {
  let best = 0;
  for (const item of items) {
    const text = `${item.prompt} ${item.key}`;
    const held = exercise.keyPhrases.filter((p) => holdsPhrase(text, p)).length;
    best = Math.max(best, held);
  }
  if (exercise.keyPhrases.length > 0 && best === exercise.keyPhrases.length) return "covered";
  return best > 0 ? "partly" : "not covered";
}
