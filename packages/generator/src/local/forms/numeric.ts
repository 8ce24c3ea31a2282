// Numeric facts with units (issue 16 §1): "The speed of light is 3.0 × 10^8 m/s." → "What is the speed of
// light?" → "3.0 × 10^8 m/s"; "Water has a specific heat capacity of about 4,200 joules per kilogram per kelvin."
// → "What is the specific heat capacity of water?".

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { displayTerm } from "../analysis.ts";
import type { StudyItem } from "../items.ts";
import { CONTEXT_OPENERS } from "../words.ts";
import { itemFrom } from "./shared.ts";

const HEDGE = String.raw`(?:about|approximately|around|roughly|nearly|almost|over|under|some|just over|just under|less than|more than)\s+`;
const NUMBER = String.raw`[-−]?\d[\d,]*(?:\.\d+)?(?:\s*(?:×|x)\s*10\s*\^?\s*[-−]?\d+)?`;
const UNIT_WORD = String.raw`(?:[\p{L}°µΩ%][\p{L}°µΩ/^²³0-9·.-]*)`;
const UNIT = String.raw`(?:\s*%|\s+${UNIT_WORD}(?:\s+(?:per|a|an)\s+${UNIT_WORD})*)?`;
/** The value phrase that must end the clause: an optional hedge, the number, its unit. */
const VALUE = new RegExp(String.raw`^(${HEDGE})?(${NUMBER})(${UNIT})\s*(?:[.;]|,|$)`, "u");
/** Words after a number that are not its unit. */
const NOT_UNITS = new Set([
  "and",
  "or",
  "of",
  "in",
  "at",
  "to",
  "the",
  "a",
  "an",
  "for",
  "is",
  "times",
  "when",
]);

/** The value of "is …" or "of …" at `at` in the text, if a number (with a unit) is all the clause says. */
function valueAt(text: string, at: number): string | null {
  const match = VALUE.exec(text.slice(at));
  if (!match) return null;
  const unit = (match[3] ?? "").trim();
  if (unit && NOT_UNITS.has(unit.split(/\s+/)[0]?.toLowerCase() ?? "")) return null;
  const value = `${match[1] ?? ""}${match[2] ?? ""}${match[3] ?? ""}`.trim().replace(/\.$/, "");
  return value;
}

/** "The speed of light is …", "X has a Y of …": the quantity's name as the question asks it. */
export function numericItem(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem | null {
  if (CONTEXT_OPENERS.has(s.tokens[0]?.lower ?? "")) return null;
  const text = s.text;
  const be = /^((?:The|the|A|An)\s+[^,;:]{2,60}?)\s+(is|are|was|were|equals)\s+/u.exec(text);
  if (be?.[1]) {
    const head = be[1];
    const value = valueAt(text, be[0].length);
    if (value && s.tokens.some((t) => t.pos === "NOUN" && t.end <= head.length)) {
      const name = displayTerm(head, s, 0, analysis.capitalisedWords);
      const verb = be[2] === "equals" ? "is" : be[2];
      return numeric(s, `What ${verb} ${name}?`, value);
    }
  }
  const has =
    /^((?:[A-Z][\p{L}-]*)(?:\s+[\p{Ll}][\p{L}-]*){0,3})\s+(?:has|have|had)\s+(?:a|an)\s+([^,;:]{3,50}?)\s+of\s+/u.exec(
      text,
    );
  if (has?.[1] && has[2]) {
    const value = valueAt(text, has[0].length);
    if (!value) return null;
    const owner = displayTerm(has[1], s, 0, analysis.capitalisedWords);
    return numeric(
      s,
      `What is the ${has[2].replace(/^(?:unusually|very|relatively)\s+\w+\s+/, "")} of ${owner}?`,
      value,
    );
  }
  return null;
}

function numeric(s: AnalysedSentence, prompt: string, value: string): StudyItem {
  return itemFrom(s, { form: "numeric", prompt, answer: value, level: "recall", score: s.score + 1 });
}
