// Who, when and where (issue 16 §1): "James Watt patented the separate condenser in 1769." gives "Who patented
// the separate condenser in 1769?" → James Watt, "When did James Watt patent the separate condenser?" → 1769,
// and "at Cromford" gives "Where did … ?" → Cromford.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { answerOf } from "../cloze.ts";
import type { StudyItem } from "../items.ts";
import type { Mention } from "../mentions.ts";
import { askOfClause } from "./clause.ts";
import { itemFrom } from "./shared.ts";

/** Prepositions that put a year or a place in a phrase the question can ask "when" or "where" of. */
const WHEN = new Set(["in", "during", "by", "around", "from"]);
const WHERE = new Set(["in", "at", "near", "from"]);

const MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** Who: a person who is the sentence's subject, doing what the rest of the sentence says. */
function whoItem(analysis: ChunkAnalysis, s: AnalysedSentence, m: Mention): StudyItem | null {
  if (m.kind !== "person" || m.first !== 0) return null;
  const verb = s.tokens[m.last + 1];
  if (!verb || (verb.pos !== "VERB" && verb.pos !== "AUX")) return null;
  let end = s.tokens.length - 1;
  while (end > m.last && s.tokens[end]?.pos === "PUNCT") end -= 1;
  const rest = s.text.slice(verb.start, s.tokens[end]?.end ?? s.text.length);
  if (/[,;:]/.test(rest) || rest.split(/\s+/).length > 18 || rest.split(/\s+/).length < 4) return null;
  // "Pangaea began to break apart": a lone capitalised word is not surely a person.
  if (!m.text.includes(" ")) return null;
  if (/\b(?:this|these|those|his|her|their|its|it|they)\b/i.test(rest)) return null;
  return itemFrom(s, {
    form: "person",
    prompt: `Who ${rest}?`,
    answer: m.text,
    answerEntry: answerOf(analysis, m),
    level: "recall",
    score: s.score + 0.5,
  });
}

/** When / where: the phrase "in 1769" / "at Cromford" left out of the question, its year or place the key. */
function phraseItem(analysis: ChunkAnalysis, s: AnalysedSentence, m: Mention): StudyItem | null {
  const asWhen = m.kind === "year";
  if (!asWhen && m.kind !== "place") return null;
  const prep = s.tokens[m.first - 1];
  if (!prep || !(asWhen ? WHEN : WHERE).has(prep.lower)) return null;
  if (!asWhen && MONTHS.test(m.text)) return null;
  // "in 1814 and 1815", "from 1793 to 1794": one year of a span is half the answer.
  const joined = s.tokens[m.last + 1]?.lower ?? "";
  const other = s.tokens[m.last + 2];
  if (asWhen && /^(?:and|or|to|–|-)$/.test(joined) && other?.type === "number") return null;
  // "around 1400", "by 1400": an approximate date or a bound; "When …? → 1400" would state it as exact.
  if (asWhen && (prep.lower === "around" || prep.lower === "by")) return null;
  // "in Derbyshire" after "at Cromford" goes with it.
  let end = m.end;
  const after = s.tokens[m.last + 1];
  const next = s.mentions.find((x) => x.kind === "place" && x.first === m.last + 2);
  if (!asWhen && after?.lower === "in" && next) end = next.end;
  const prompt = askOfClause(
    asWhen ? "When" : "Where",
    s,
    prep.lower === "in" && m.first === 1 ? 2 : 0,
    s.tokens.length - 1,
    [{ start: prep.start, end }],
    analysis.capitalisedWords,
  );
  if (!prompt) return null;
  return itemFrom(s, {
    form: asWhen ? "date" : "place",
    prompt,
    answer: m.text,
    answerEntry: answerOf(analysis, m),
    level: "recall",
    score: s.score + 0.5,
  });
}

/** The who, when and where items of a sentence. */
export function whoWhenWhereItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  if (!s.standalone) return [];
  const items: StudyItem[] = [];
  for (const m of s.mentions) {
    const item = whoItem(analysis, s, m) ?? phraseItem(analysis, s, m);
    if (item) items.push(item);
  }
  return items;
}
