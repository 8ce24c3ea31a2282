// Character error rate for the documents benchmark (issue 19 Acceptance "Benchmark"): how far an OCR engine's text
// is from the reference text the test image was drawn from.

/** Whitespace runs become one space and the ends are trimmed: line breaks and blank lines are layout, not text. */
export function normaliseForCer(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Levenshtein distance (insertions, deletions, substitutions, each 1) over UTF-16 code units, in O(min) memory. */
export function levenshtein(a: string, b: string): number {
  if (a.length < b.length) [a, b] = [b, a];
  let previous = new Uint32Array(b.length + 1).map((_, j) => j);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

/**
 * CER = Levenshtein(normalised hypothesis, normalised reference) / length of the normalised reference. It can pass
 * 1 (a hypothesis much longer than the reference); an empty reference gives 0 for an empty hypothesis, else 1.
 */
export function characterErrorRate(hypothesis: string, reference: string): number {
  const hyp = normaliseForCer(hypothesis);
  const ref = normaliseForCer(reference);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  return levenshtein(hyp, ref) / ref.length;
}

/**
 * The CER target "≤ 1.1× tesseract's" with a tolerance: when the CLI reads an image perfectly (CER 0), 1.1 × 0
 * would fail tesseract.js for a single character, so half a percent is allowed on top.
 */
export const CER_TOLERANCE = 0.005;
export const CER_FACTOR = 1.1;
export const CER_RULE = `CER(tesseract.js) ≤ ${CER_FACTOR} × CER(tesseract) + ${CER_TOLERANCE}`;

export function cerTargetMet(browserCer: number, nativeCer: number): boolean {
  return browserCer <= CER_FACTOR * nativeCer + CER_TOLERANCE;
}

/**
 * Share of the reference's words (as a multiset, case kept) that the other text also has: a cheap check that an
 * extraction read the same text as pdftotext without an O(n²) edit distance over 600,000 characters.
 */
export function wordRecall(text: string, reference: string): number {
  const counts = new Map<string, number>();
  for (const word of normaliseForCer(text).split(" ")) counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = normaliseForCer(reference).split(" ").filter(Boolean);
  if (words.length === 0) return 1;
  let found = 0;
  for (const word of words) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      found++;
      counts.set(word, left - 1);
    }
  }
  return found / words.length;
}
