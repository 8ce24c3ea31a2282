// A slide bullet's heading can scope what it says: under "Series circuits", "- Total resistance is the sum of the
// resistances" is true only of series circuits (under "Parallel circuits" the note says the opposite). Such a
// bullet does not stand alone, so no card or true/false states it as a general fact without its heading.

const nounKey = (word: string) => word.toLowerCase().replace(/(?:es|s)$/, "");

/** The heading's words after a slide number or label ("Slide 3: Series circuits" → "Series circuits"). */
function headingWords(heading: string): string[] {
  return heading
    .replace(/^\s*(?:slide|part|section)?\s*[\dIVX]*\.?\s*:\s*/i, "")
    .split(/\s+/)
    .filter((w) => /\w/.test(w));
}

/**
 * Whether a heading limits the bullets under it to one case: it opens on "In/For/During …" ("In plants"), or it
 * is "<modifier> <noun>" and another heading of the text names another kind of the same noun ("Series circuits"
 * beside "Parallel circuits"). A bullet that itself names the modifier ("series resistance") carries its scope.
 */
export function scopedByHeading(text: string, heading: string | null, headings: Iterable<string>): boolean {
  if (!heading) return false;
  const words = headingWords(heading);
  if (words.length < 2 || words.length > 4) return false;
  const modifier = words[0] ?? "";
  if (/^(?:in|for|during|under|within)$/i.test(modifier)) return !mentions(text, words.slice(1));
  const noun = nounKey(words[words.length - 1] ?? "");
  const siblings = [...headings].filter((other) => {
    const w = headingWords(other);
    return (
      other !== heading &&
      w.length === words.length &&
      nounKey(w[w.length - 1] ?? "") === noun &&
      w[0]?.toLowerCase() !== modifier.toLowerCase()
    );
  });
  return siblings.length > 0 && !mentions(text, words.slice(0, -1));
}

function mentions(text: string, words: string[]): boolean {
  const lower = text.toLowerCase();
  return words.every((w) => lower.includes(nounKey(w)));
}
