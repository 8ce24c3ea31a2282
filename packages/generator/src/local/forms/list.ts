// Members of a list and the order of a process's stages (issue 16 §1): "Respiration happens in four stages:
// glycolysis, the link reaction, the Krebs cycle and oxidative phosphorylation." gives "Name the four stages of
// respiration." → the four, and "In respiration, what is the stage after the link reaction?" → the Krebs cycle.

import type { AnalysedSentence, ChunkAnalysis } from "../analysis.ts";
import { displayTerm } from "../analysis.ts";
import type { StudyItem } from "../items.ts";
import { CONTEXT_OPENERS } from "../words.ts";
import { itemFrom, keyPhrase } from "./shared.ts";

const COUNTS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const COUNT = String.raw`(two|three|four|five|six|seven|eight|nine|ten|\d)`;
const KIND = String.raw`(?:(main|basic|major|key|different|distinct)\s+)?(\p{L}+)`;
/** Nouns whose list is a sequence, so the order is worth asking too. */
const SEQUENCE_NOUNS = new Set(["stage", "stages", "step", "steps", "phase", "phases"]);
const MAX_ITEM_WORDS = 6;

type ListFact = { whole: string; count: number | null; kind: string; members: string[] };

/** "A, B and C" / "A, B, or C": the members, or null when it is not a short plain list. */
export function splitMembers(text: string): string[] | null {
  const body = keyPhrase(text);
  const parts = body.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/);
  if (parts.length < 2 || parts.some((p) => p.length === 0)) return null;
  if (parts.some((p) => p.split(/\s+/).length > MAX_ITEM_WORDS || /[;:()]/.test(p))) return null;
  return parts;
}

/** The whole, the kind of its members and the members, from the sentence patterns that state a list. */
function readList(text: string): ListFact | null {
  const patterns: [RegExp, (m: RegExpExecArray) => ListFact | null][] = [
    // "X has three types: A, B and C", "X happens in four stages: …"
    [
      new RegExp(
        String.raw`^(.{3,60}?)\s+(?:has|have|had|happens in|takes place in|occurs in|is divided into|comes in)\s+${COUNT}\s+${KIND}\s*:\s*(.+)$`,
        "u",
      ),
      (m) => fact(m[1], m[2], m[4], m[5]),
    ],
    // "There are three types of X: A, B and C"
    [
      new RegExp(String.raw`^There (?:are|were)\s+${COUNT}\s+${KIND}\s+of\s+(.{3,60}?)\s*:\s*(.+)$`, "u"),
      (m) => fact(m[4], m[1], m[3], m[5]),
    ],
    // "The three stages of X are A, B and C"
    [
      new RegExp(String.raw`^The\s+(?:${COUNT}\s+)?${KIND}\s+of\s+(.{3,60}?)\s+(?:are|were)\s+(.+)$`, "u"),
      (m) => fact(m[4], m[1], m[3], m[5]),
    ],
  ];
  for (const [pattern, read] of patterns) {
    const m = pattern.exec(text.trim());
    if (m) return read(m);
  }
  return null;
}

function fact(whole?: string, count?: string, kind?: string, list?: string): ListFact | null {
  if (!whole || !kind || !list) return null;
  const members = splitMembers(list);
  if (!members) return null;
  const n = count ? (COUNTS[count] ?? Number(count)) : null;
  if (n !== null && n !== members.length) return null;
  return { whole: whole.replace(/^(?:The|A|An)\s+/, (a) => a.toLowerCase()), count: n, kind, members };
}

const joinMembers = (members: string[]) =>
  `${members.slice(0, -1).join(", ")} and ${members[members.length - 1] ?? ""}`;

/** "Name the three types of X." and, for stages and steps, "In X, what is the stage after A?" for each pair. */
export function listItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  const opener = s.tokens[0]?.lower ?? "";
  if (opener !== "there" && CONTEXT_OPENERS.has(opener)) return [];
  const found = readList(s.text);
  if (!found) return includedItems(analysis, s);
  const whole = displayTerm(found.whole, s, 0, analysis.capitalisedWords);
  const count = found.count ? `${Object.keys(COUNTS)[found.count - 2] ?? found.count} ` : "";
  const items: StudyItem[] = [
    itemFrom(s, {
      form: "list",
      prompt: `Name the ${count}${found.kind} of ${whole}.`,
      answer: joinMembers(found.members),
      level: "relation",
      score: s.score + 1.5,
    }),
  ];
  if (!SEQUENCE_NOUNS.has(found.kind.toLowerCase())) return items;
  const singular = found.kind.replace(/s$/, "");
  for (let i = 0; i + 1 < found.members.length; i++) {
    items.push(
      itemFrom(s, {
        form: "process",
        prompt: `In ${whole}, what is the ${singular} after ${found.members[i]}?`,
        answer: found.members[i + 1] ?? "",
        level: "relation",
        score: s.score + 1 - i * 0.1,
      }),
    );
  }
  return items;
}

const COUNT_WORDS = ["two", "three", "four", "five", "six"];
/** "Important barriers to entry include A, B, and C": a subject of a few words, then "include". */
const INCLUDES = /^((?:[\p{L}-]+\s+){0,5}[\p{L}-]+)\s+include\s+(.+?)[.!]?$/u;
/** What a member says beyond its name: "economies of scale so large that …", "a resource which …". */
const MEMBER_TAIL = /\s+(?:so \w+ that|that|which|who|where)\b.*$/;
const MAX_INCLUDED_WORDS = 8;

/**
 * The members a sentence says a plural subject includes, with a serial comma (", and"), so a member may hold
 * "and" itself ("legal protection such as patents and licences"): "Name three important barriers to entry."
 * An end-of-section exercise asks for some members of a kind; the note's own members are the key.
 */
function includedItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  const m = INCLUDES.exec(s.text.trim());
  if (!m?.[1] || !m[2]) return [];
  const subject = m[1];
  if (/^(?:these|those|they|such|other|some|its|their|this)\b/i.test(subject)) return [];
  // The subject names a kind in the plural ("barriers to entry", "greenhouse gases").
  if (!/[^s]s\b/.test(subject)) return [];
  if (!/,\s+and\s+/.test(m[2]) || /[;:()]/.test(m[2])) return [];
  const members = m[2].split(/\s*,\s*/).map((p) =>
    p
      .replace(/^(?:and|or)\s+/, "")
      .replace(MEMBER_TAIL, "")
      .trim(),
  );
  const count = COUNT_WORDS[members.length - 2];
  if (!count || members.some((p) => p.length === 0 || p.split(/\s+/).length > MAX_INCLUDED_WORDS)) return [];
  const whole = displayTerm(subject.replace(/^(?:The|A|An)\s+/, ""), s, 0, analysis.capitalisedWords);
  return [
    itemFrom(s, {
      form: "list",
      prompt: `Name ${count} ${whole}.`,
      answer: joinMembers(members),
      level: "relation",
      score: s.score + 1.5,
    }),
  ];
}
