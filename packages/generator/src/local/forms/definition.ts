// The definition form in both directions (issue 16 §1): "What is X?" → the definition, and
// "What is the term for <definition>?" → X.

import { type AnalysedSentence, type ChunkAnalysis, displayTerm } from "../analysis.ts";
import { capitalise, plain } from "../cloze.ts";
import type { Definition } from "../definitions.ts";
import type { Answer } from "../distractors.ts";
import type { StudyItem } from "../items.ts";
import type { Sentence } from "../nlp.ts";
import { itemFrom, keyPhrase } from "./shared.ts";

/** The question a definition asks: "What is glycolysis?", "What does the law of demand state?" */
export function definitionFront(d: Definition, capitalisedWords: Set<string>): string {
  const term = displayTerm(d.term, { text: d.term } as Sentence, 0, capitalisedWords);
  const withArticle = d.article ? `${d.article} ${term}` : term;
  const does = d.plural ? "do" : "does";
  switch (d.verb) {
    case "is":
    case "are":
    case "was":
    case "were":
    case "called":
      return plain(`What ${d.verb === "called" ? (d.plural ? "are" : "is") : d.verb} ${withArticle}?`);
    case "refers to":
      return plain(`What ${does} ${withArticle} refer to?`);
    default:
      // states, describes, measures, means, asks, contains → "What does X state?"
      return plain(`What ${does} ${withArticle} ${d.verb.replace(/s$/, "")}?`);
  }
}

/** The defined term as a same-kind answer (for distractors of the reverse direction). */
export function termAnswer(analysis: ChunkAnalysis, s: AnalysedSentence, d: Definition): Answer {
  const mention = s.mentions.find((m) => m.kind === "term" && m.start === d.termStart && m.end === d.termEnd);
  const key = mention?.key ?? d.term.toLowerCase();
  const entry = analysis.pools.get("term")?.get(key);
  return {
    kind: "term",
    key,
    display: plain(displayTerm(d.term, { text: d.term } as Sentence, 0, analysis.capitalisedWords)),
    head: entry?.head ?? mention?.head ?? key,
    modifiers: entry?.modifiers ?? mention?.modifiers ?? [],
    plural: d.plural,
    value: null,
    defined: true,
  };
}

/**
 * "What is the term for the first stage of respiration?" — the definition as the question. A definition that
 * starts with an article reads as a noun phrase; "states that …" and "… is called" read as a description.
 */
export function termPrompt(d: Definition): string {
  const body = plain(keyPhrase(d.definition));
  if (d.reversed) {
    const subject = body.charAt(0).toLowerCase() + body.slice(1);
    return `What ${d.plural ? "are" : "is"} ${subject} called?`;
  }
  switch (d.verb) {
    case "states":
    case "means":
      return `Which ${d.plural ? "terms state" : "term states"} that ${body}?`;
    case "refers to":
      return `Which term refers to ${body}?`;
    case "is":
    case "are":
    case "was":
    case "were":
      return `What is the term for ${body}?`;
    default:
      return `Which term ${d.verb} ${body}?`;
  }
}

/** The definition and the reverse-direction term item of a definition sentence. */
export function definitionItems(analysis: ChunkAnalysis, s: AnalysedSentence): StudyItem[] {
  const d = s.definition;
  if (!d) return [];
  const definition = keyPhrase(plain(d.definition));
  const answer = d.verb === "states" || d.verb === "means" ? capitalise(definition) : definition;
  const term = termAnswer(analysis, s, d);
  const score = s.score + 1;
  return [
    itemFrom(s, {
      form: "definition",
      prompt: definitionFront(d, analysis.capitalisedWords),
      answer: capitalise(answer),
      level: "recall",
      score,
    }),
    itemFrom(s, {
      form: "term",
      prompt: termPrompt(d),
      answer: capitalise(term.display),
      answerEntry: term,
      level: "recall",
      score: score - 0.5,
    }),
  ];
}
