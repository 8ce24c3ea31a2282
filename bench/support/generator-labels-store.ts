// The labels of the generator quality gate (issue 16 §8), kept in bench/corpus/labels/<text>.json: a strict
// teacher's judgement of each card, question and summary the engine made from a corpus text, keyed by a
// stable id (generator-checks.ts itemId/textId), so a changed item is unlabelled again rather than silently
// re-used; and, for textbook sections, the end-of-section exercises with the key phrases an item must test.
import fs from "node:fs";
import path from "node:path";
import type { CheckedItem, Exercise } from "./generator-checks.ts";
import { labelsDir } from "./generator-corpus.ts";

/** A judgement not made yet is null. */
export type Judgement = boolean | null;

export type ItemLabel = {
  kind: CheckedItem["kind"];
  prompt: string;
  key: string;
  options?: string[];
  /** The key is right and complete for the question, per the source. */
  keyCorrect: Judgement;
  worthStudying: Judgement;
  /** A strict teacher keeps it as it is. */
  keepUnchanged: Judgement;
  /** Multiple-choice only: every distractor is plausible and wrong. */
  distractorsPlausibleAndWrong?: Judgement;
  /** Multiple-choice only: a distractor is also a right answer (Force / Forces). */
  distractorAlsoCorrect?: Judgement;
  note?: string;
};

export type OverviewLabel = { overview: string; overviewReadsAsSummary: Judgement; note?: string };
export type KeyPointLabel = { text: string; important: Judgement; note?: string };

export type TextLabels = {
  text: string;
  exercises?: Exercise[];
  items: Record<string, ItemLabel>;
  overviews: Record<string, OverviewLabel>;
  keyPoints: Record<string, KeyPointLabel>;
};

export const labelsPath = (file: string) => path.join(labelsDir, file.replace(/\.md$/, ".json"));

export function readLabels(file: string): TextLabels {
  const at = labelsPath(file);
  if (!fs.existsSync(at)) return { text: file, items: {}, overviews: {}, keyPoints: {} };
  const read = JSON.parse(fs.readFileSync(at, "utf8")) as Partial<TextLabels>;
  return { text: file, items: {}, overviews: {}, keyPoints: {}, ...read };
}

export function writeLabels(labels: TextLabels): void {
  fs.mkdirSync(labelsDir, { recursive: true });
  fs.writeFileSync(labelsPath(labels.text), `${JSON.stringify(labels, null, 2)}\n`);
}

/** The judgements an item needs: three for every item, two more for multiple-choice. */
export function itemJudgementsDone(label: ItemLabel): boolean {
  const base = [label.keyCorrect, label.worthStudying, label.keepUnchanged];
  const mc =
    label.kind === "multiple-choice" ? [label.distractorsPlausibleAndWrong, label.distractorAlsoCorrect] : [];
  return [...base, ...mc].every((j) => typeof j === "boolean");
}
