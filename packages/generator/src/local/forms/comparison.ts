// Comparison of two named things (issue 16 §1): "Unlike A, B …", "A …, whereas B …", "A differs from B in …"
// → "How does B differ from A?"; the key is what the sentence says sets them apart.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { capitalise, plain } from "../cloze.ts";
import type { StudyItem } from "../items.ts";
import { lowerArticle, subjectEnd } from "./clause.ts";
import { itemFrom, keyPhrase } from "./shared.ts";

const NOT_NAMES =
  /^(?:it|they|this|that|these|those|he|she|we|you|there|some|many|most|other|such|if|when)\b/i;
const mid = (text: string) => lowerArticle(text);

/** The noun phrase of tokens [from, its verb), with the verb's index, or null. */
function namedAt(s: AnalysedSentence, from: number): { name: string; verb: number } | null {
  const verb = subjectEnd(s.tokens, from);
  if (verb === null || verb - from > 5) return null;
  const name = s.text.slice(s.tokens[from]?.start ?? 0, s.tokens[verb - 1]?.end ?? 0);
  return NOT_NAMES.test(name) ? null : { name, verb };
}

/** From token `from` to the end of its clause (the key phrase of one side). */
const clauseFrom = (s: AnalysedSentence, from: number, to = s.tokens.length - 1) =>
  keyPhrase(
    s.text.slice(s.tokens[from]?.start ?? 0, s.tokens[to]?.end ?? s.text.length).replace(CLAUSE_END, ""),
  );
const CLAUSE_END = /\s*(?:[;:]|,\s*(?:and|but|so|which|because)\b).*$/u;

function comparison(s: AnalysedSentence, a: string, b: string, answer: string): StudyItem | null {
  if (a.toLowerCase() === b.toLowerCase()) return null;
  return itemFrom(s, {
    form: "comparison",
    prompt: plain(`How does ${mid(b)} differ from ${mid(a)}?`),
    answer: capitalise(plain(keyPhrase(answer))),
    level: "relation",
    score: s.score + 1.5,
  });
}

/** The comparison a sentence draws between two named things, if it draws one. */
export function comparisonItem(_analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem | null {
  if (!s.standalone) return null;
  const t = s.tokens;
  // "Unlike mitosis, meiosis produces four cells."
  if (t[0]?.lower === "unlike") {
    const comma = t.findIndex((x) => x.value === ",");
    const b = comma > 1 ? namedAt(s, comma + 1) : null;
    const a = s.text.slice(t[1]?.start ?? 0, t[comma - 1]?.end ?? 0);
    if (!b || NOT_NAMES.test(a) || t.slice(1, comma).some((x) => x.pos === "VERB" || x.pos === "AUX"))
      return null;
    // "Unlike a price taker, a monopolist is a price maker: because it faces …": the difference goes on past the
    // colon, so a key cut there is half of it.
    if (t.slice(comma + 1).some((x) => x.value === ":" || x.value === ";")) return null;
    return comparison(s, a, b.name, clauseFrom(s, comma + 1));
  }
  const a = namedAt(s, 0);
  if (!a) return null;
  // "Mass differs from weight in …"
  if (/^differs?$/.test(t[a.verb]?.lower ?? "") && t[a.verb + 1]?.lower === "from") {
    const inAt = t.findIndex((x, i) => i > a.verb + 2 && x.lower === "in");
    if (inAt < 0) return null;
    const b = s.text.slice(t[a.verb + 2]?.start ?? 0, t[inAt - 1]?.end ?? 0);
    return comparison(s, b, a.name, clauseFrom(s, inAt));
  }
  // "Mitosis gives two identical cells, whereas meiosis gives four different ones."
  const w = t.findIndex((x, i) => x.lower === "whereas" || (x.lower === "while" && t[i - 1]?.value === ","));
  if (w < 0) return null;
  const b = namedAt(s, w + 1);
  if (!b || t.slice(0, w).some((x) => x.value === ";" || x.value === ":")) return null;
  const first = clauseFrom(s, 0, w - 1).replace(/,$/, "");
  return comparison(s, a.name, b.name, `${mid(clauseFrom(s, w + 1))}; ${mid(first)}`);
}
