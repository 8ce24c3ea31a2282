// Quiz questions from one chunk: multiple-choice (a definition or a blank, with three same-kind distractors),
// true/false (the note's sentence, or the sentence with one part swapped for a same-kind alternative) and
// short-answer, each with its sentence as source and explanation.

import { type GeneratedQuestion, normaliseWhitespace } from "@lectern/core";
import { answerAppearsIn, questionLeaksAnswer, TRUE_FALSE_OPTIONS } from "../quality.ts";
import type { QuestionsChunkInput } from "../types.ts";
import type { AnalysedSentence, ChunkAnalysis } from "./analysis.ts";
import { blankOut, capitalise, clozeTargets, plain, replaceSpan, shown } from "./cloze.ts";
import type { Definition } from "./definitions.ts";
import { type Answer, hash, pickDistractors, shuffleOptions } from "./distractors.ts";

type QuestionType = GeneratedQuestion["type"];
type Draft = Omit<GeneratedQuestion, "id">;

const DISTRACTORS = 3;
// Mixed quizzes: half multiple-choice, a quarter true/false, a quarter short-answer.
const MIXED_ROTATION: QuestionType[] = ["multiple-choice", "true-false", "multiple-choice", "short-answer"];

const quote = (text: string) => `"${plain(text)}"`;
const explain = (s: AnalysedSentence) => `The note says: ${quote(s.text)}`;

/** "Which of the following is a nucleotide that…?" / "What is the idea that … called?" */
function definitionPrompt(d: Definition, lead: string): string {
  if (d.reversed) {
    const subject = d.definition.charAt(0).toLowerCase() + d.definition.slice(1);
    return plain(`What ${d.plural ? "are" : "is"} ${subject} called?`);
  }
  const verb = d.verb === "states" || d.verb === "means" ? `${d.verb} that` : d.verb;
  return plain(`${lead} ${verb} ${d.definition}?`);
}

function definitionAnswer(analysis: ChunkAnalysis, s: AnalysedSentence): Answer | null {
  const d = s.definition;
  if (!d) return null;
  const mention = s.mentions.find((m) => m.kind === "term" && m.start === d.termStart && m.end === d.termEnd);
  const key = mention?.key ?? d.term.toLowerCase();
  const entry = analysis.pools.get("term")?.get(key);
  return {
    kind: "term",
    key,
    display: capitalise(plain(d.term)),
    head: entry?.head ?? mention?.head ?? key,
    modifiers: entry?.modifiers ?? mention?.modifiers ?? [],
    plural: d.plural,
    value: null,
    defined: true,
  };
}

function multipleChoice(analysis: ChunkAnalysis, s: AnalysedSentence): Draft | null {
  const d = s.definition;
  const answer = definitionAnswer(analysis, s);
  if (d && answer) {
    const question = definitionPrompt(d, "Which of the following");
    const distractors = pickDistractors(analysis, answer, DISTRACTORS, [question]).map((x) =>
      capitalise(plain(x.display)),
    );
    if (distractors.length === DISTRACTORS && !answerAppearsIn(question, answer.display)) {
      const options = shuffleOptions([answer.display, ...distractors], s.text);
      return {
        type: "multiple-choice",
        question,
        options,
        correctAnswer: answer.display,
        explanation: explain(s),
        source: s.text,
      };
    }
  }
  if (!s.standalone) return null;
  for (const target of clozeTargets(analysis, s)) {
    const atStart = target.mention.start === 0;
    const style = (x: string) => plain(atStart ? capitalise(x) : x);
    const distractors = pickDistractors(analysis, target.answer, DISTRACTORS, [s.text], {
      samePlurality: true,
    }).map((x) => style(x.display));
    if (distractors.length < DISTRACTORS) continue;
    const correct = style(target.text);
    const question = plain(
      `Fill in the blank: ${capitalise(shown(blankOut(s.text, target.mention.start, target.mention.end), analysis.speech))}`,
    );
    if (answerAppearsIn(question, correct)) continue;
    const options = shuffleOptions([correct, ...distractors], s.text);
    return {
      type: "multiple-choice",
      question,
      options,
      correctAnswer: correct,
      explanation: explain(s),
      source: s.text,
    };
  }
  return null;
}

function trueFalse(
  analysis: ChunkAnalysis,
  s: AnalysedSentence,
  wantFalse: boolean,
  chunk: string,
): Draft | null {
  if (!s.standalone && !s.definition) return null;
  const statement = (text: string) => `True or false: ${capitalise(shown(text, analysis.speech))}`;
  if (wantFalse) {
    for (const target of swapTargets(analysis, s)) {
      const [entry] = pickDistractors(analysis, target.answer, 1, [s.text], { samePlurality: true });
      if (!entry) continue;
      const swap = entry.display;
      const atStart = target.mention.start === 0;
      const replacement = atStart ? capitalise(entry.article ? `${entry.article} ${swap}` : swap) : swap;
      const changed = replaceSpan(s.text, target.mention.start, target.mention.end, replacement);
      // A swap that happens to match another sentence of the note would be true after all.
      if (chunk.includes(normaliseWhitespace(changed))) continue;
      return {
        type: "true-false",
        question: statement(changed),
        options: [...TRUE_FALSE_OPTIONS],
        correctAnswer: "False",
        explanation: plain(`False. ${explain(s)} (${target.text}, not ${swap})`),
        source: s.text,
      };
    }
  }
  return {
    type: "true-false",
    question: statement(s.text),
    options: [...TRUE_FALSE_OPTIONS],
    correctAnswer: "True",
    explanation: plain(`True. ${explain(s)}`),
    source: s.text,
  };
}

// A false statement swaps a fact, never a general word ("energy" for "ATP" may still be true).
// Other names (events, institutions) are too mixed a bag to swap safely ("The Britain was…").
const SWAP_ORDER = ["year", "person", "number", "percent", "place", "term"];

function swapTargets(analysis: ChunkAnalysis, s: AnalysedSentence) {
  return clozeTargets(analysis, s)
    .filter((t) => SWAP_ORDER.includes(t.answer.kind) && (t.answer.kind !== "term" || t.answer.defined))
    .sort((a, b) => SWAP_ORDER.indexOf(a.answer.kind) - SWAP_ORDER.indexOf(b.answer.kind));
}

function shortAnswer(analysis: ChunkAnalysis, s: AnalysedSentence): Draft | null {
  if (s.standalone && !s.definition) {
    for (const target of clozeTargets(analysis, s)) {
      const question = plain(
        `Fill in the blank: ${capitalise(shown(blankOut(s.text, target.mention.start, target.mention.end), analysis.speech))}`,
      );
      const correctAnswer = plain(target.text);
      if (answerAppearsIn(question, correctAnswer)) continue;
      return {
        type: "short-answer",
        question,
        options: [],
        correctAnswer,
        explanation: explain(s),
        source: s.text,
      };
    }
  }
  const d = s.definition;
  const answer = definitionAnswer(analysis, s);
  if (!d || !answer) return null;
  const question = definitionPrompt(d, "Which term");
  if (answerAppearsIn(question, answer.display)) return null;
  return {
    type: "short-answer",
    question,
    options: [],
    correctAnswer: answer.display,
    explanation: explain(s),
    source: s.text,
  };
}

/** Whether a sentence mentions one of the selected topics (by word, lemma or phrase). */
export type TopicMatcher = (s: AnalysedSentence) => boolean;

/**
 * Up to `numQuestions` questions of the requested type ("mixed": half multiple-choice, a quarter each
 * true/false and short-answer), from the best-scored sentences — those mentioning a selected topic first —
 * one question per sentence, in note order.
 */
export function makeQuestions(
  analysis: ChunkAnalysis,
  input: QuestionsChunkInput,
  mentionsTopic: TopicMatcher,
): GeneratedQuestion[] {
  const wanted = input.numQuestions;
  if (wanted <= 0) return [];
  const ranked = [...analysis.sentences].sort(
    (a, b) => Number(mentionsTopic(b)) - Number(mentionsTopic(a)) || b.score - a.score || a.index - b.index,
  );
  const used = new Set<number>();
  const seen = new Set<string>();
  const out: { draft: Draft; index: number }[] = [];
  let falseNext = hash(input.chunkContent.slice(0, 200)) % 2 === 1;
  const normalisedChunk = normaliseWhitespace(input.chunkContent);
  const build = (type: QuestionType, s: AnalysedSentence): Draft | null => {
    if (type === "multiple-choice") return multipleChoice(analysis, s);
    if (type === "short-answer") return shortAnswer(analysis, s);
    return trueFalse(analysis, s, falseNext, normalisedChunk);
  };
  for (let slot = 0; out.length < wanted && slot < wanted * 3; slot++) {
    const preferred: QuestionType =
      input.quizType === "mixed"
        ? (MIXED_ROTATION[slot % MIXED_ROTATION.length] ?? "multiple-choice")
        : input.quizType;
    // A mixed quiz falls back to another type when no sentence is left for the preferred one.
    const types: QuestionType[] =
      input.quizType === "mixed"
        ? [preferred, ...MIXED_ROTATION.filter((t) => t !== preferred)]
        : [preferred];
    let made = false;
    for (const type of types) {
      for (const s of ranked) {
        if (used.has(s.index)) continue;
        const draft = build(type, s);
        if (!draft || questionLeaksAnswer(draft) || seen.has(draft.question.toLowerCase())) continue;
        used.add(s.index);
        seen.add(draft.question.toLowerCase());
        out.push({ draft, index: s.index });
        if (type === "true-false") falseNext = !falseNext;
        made = true;
        break;
      }
      if (made) break;
    }
    if (!made) break;
  }
  return out.sort((a, b) => a.index - b.index).map(({ draft }, i) => ({ id: `q${i + 1}`, ...draft }));
}
