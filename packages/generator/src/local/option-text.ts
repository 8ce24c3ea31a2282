// Option texts compared as words: a comparable form (lower case, letters and digits only), rough stems, and
// the tests built on them (a variant of another option, a plural). Shared by the distractor choice, the
// "also true" test and the question wordings.

// Pool displays are compared again and again while a quiz is built; remember their comparable form.
const comparableCache = new Map<string, string>();
export const comparableOf = (text: string) => {
  let c = comparableCache.get(text);
  if (c === undefined) {
    if (comparableCache.size > 20_000) comparableCache.clear();
    c = comparable(text);
    comparableCache.set(text, c);
  }
  return c;
};

export const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

// Endings stripped to compare two words by stem ("forces"/"force", "reaction"/"react", "ionic"/"ion").
const SUFFIXES =
  /(?:ations?|itions?|ions?|ates?|ated|ating|ments?|ances?|ences?|ities|ity|ives?|ical|ic|als?|ers?|ings?|ed|ies|es|s|y|e)$/;

/** A rough stem of a word: enough to tell a morphological variant of the key from a different word. */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w.replace(/s$/, "");
  const cut = w.replace(SUFFIXES, "");
  return cut.length >= 3 ? cut : w;
}

export const stems = (text: string) => comparable(text).split(" ").filter(Boolean).map(stem);

/**
 * Whether two options are variants of one another ("Force"/"Forces", "react"/"reaction", "ionic bond"/"ionic
 * bonds"): the same stems, or one's stems all within the other's. Never both options of one question.
 */
export function isVariant(a: string, b: string): boolean {
  const x = stems(a);
  const y = stems(b);
  if (x.length === 0 || y.length === 0) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.every((w) => long.includes(w));
}

/** "Substitutes", "forces" read as plural ("glass", "analysis", "virus" do not). */
export const looksPlural = (text: string) => /[^siu]s$/i.test(text.trim().split(/\s+/).pop() ?? "");
