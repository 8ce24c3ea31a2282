// The measures of issue 16's table over the corpus run (generator-run.ts): judged ones from the labels kept in
// bench/corpus/labels (computed over the labelled items, with the unlabelled counted), automatic ones from
// generator-checks.ts. Each row: the measure, 'now' for the current engine, the target and met / not met.
import { splitIntoChunksWithRest } from "../../packages/core/src/index.ts";
import {
  blockKindAt,
  type CheckedItem,
  exerciseCoverage,
  isFillInTheBlank,
  itemId,
  junkKindAt,
  junkSourceKind,
  keyWordsOutsideSource,
  locate,
  textId,
  variantDistractors,
} from "./generator-checks.ts";
import { isForeign, isLong } from "./generator-corpus.ts";
import { type ItemLabel, readLabels, type TextLabels } from "./generator-labels-store.ts";
import type { TextRun } from "./generator-run.ts";

/** status: met / not met; a judged row says 'unlabelled', or '(partly labelled)' when items are still unlabelled. */
export type Row = { measure: string; now: string; target: string; status: string };

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (n: number, of: number) => (of === 0 ? "–" : `${round1((100 * n) / of)}%`);
const status = (ok: boolean) => (ok ? "met" : "not met");

/** A judged measure over the labelled items: 'x of n labelled (p%); u unlabelled'. */
function judged(
  measure: string,
  target: string,
  labels: (boolean | null | undefined)[],
  want: boolean,
  ok: (hits: number, labelled: number) => boolean,
): Row {
  const labelled = labels.filter((l): l is boolean => typeof l === "boolean");
  const hits = labelled.filter((l) => l === want).length;
  const unlabelled = labels.length - labelled.length;
  const now = `${hits} of ${labelled.length} labelled (${pct(hits, labelled.length)}); ${unlabelled} unlabelled`;
  if (labelled.length === 0) return { measure, now, target, status: "unlabelled" };
  const verdict = status(ok(hits, labelled.length));
  return { measure, now, target, status: unlabelled > 0 ? `${verdict} (partly labelled)` : verdict };
}

/** The share of True among a quiz's true/false items, when it has at least 4 of them. */
function trueShare(quiz: CheckedItem[]): number | null {
  const tf = quiz.filter((q) => q.kind === "true-false");
  if (tf.length < 4) return null;
  return tf.filter((q) => /^true$/i.test(q.key.trim())).length / tf.length;
}

/** Per chunk of a long text, its share of the items beside its share of the text read. */
export function chunkSpread(run: TextRun): { itemShare: number; textShare: number }[] {
  const { chunks } = splitIntoChunksWithRest(run.note.content);
  const starts: number[] = [];
  let at = 0;
  for (const chunk of chunks) {
    const found = run.note.content.indexOf(chunk.slice(0, 60), at);
    starts.push(found === -1 ? at : found);
    at = (found === -1 ? at : found) + chunk.length;
  }
  const counts = chunks.map(() => 0);
  let located = 0;
  for (const item of run.items) {
    const place = locate(run.note.content, item.source);
    if (!place) continue;
    located += 1;
    let index = 0;
    for (let i = 0; i < starts.length; i++) if ((starts[i] ?? 0) <= place.start) index = i;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const read = chunks.reduce((n, c) => n + c.length, 0);
  return chunks.map((c, i) => ({
    itemShare: located ? (counts[i] ?? 0) / located : 0,
    textShare: c.length / read,
  }));
}

type Labelled = { run: TextRun; labels: TextLabels; itemLabels: (ItemLabel | undefined)[] };

export function measure(runs: TextRun[]): { rows: Row[]; unlabelledItems: number } {
  const english = runs.filter((r) => !isForeign(r.file));
  const all: Labelled[] = english.map((run) => {
    const labels = readLabels(run.file);
    return { run, labels, itemLabels: run.items.map((i) => labels.items[itemId(i)]) };
  });
  const itemLabels = all.flatMap((l) => l.itemLabels);
  const mcLabels = all.flatMap((l) =>
    l.run.items
      .map((item, i) => (item.kind === "multiple-choice" ? l.itemLabels[i] : null))
      .filter((x) => x !== null),
  );
  const rows: Row[] = [];

  rows.push(
    judged(
      "answer key wrong or truncated",
      "0",
      itemLabels.map((l) => l?.keyCorrect),
      false,
      (h) => h === 0,
    ),
    judged(
      "items worth studying at all",
      "≥ 95%",
      itemLabels.map((l) => l?.worthStudying),
      true,
      (h, n) => h >= 0.95 * n,
    ),
    judged(
      "items a teacher would keep unchanged",
      "≥ 70%",
      itemLabels.map((l) => l?.keepUnchanged),
      true,
      (h, n) => h >= 0.7 * n,
    ),
  );

  const cards = english.flatMap((r) => r.items.filter((i) => i.kind === "card"));
  const questions = english.flatMap((r) => r.mixedQuiz);
  const fibCards = cards.filter(isFillInTheBlank).length;
  const fibQuestions = questions.filter(isFillInTheBlank).length;
  rows.push({
    measure: "'Fill in the blank' share of cards / questions (mixed quizzes)",
    now: `${pct(fibCards, cards.length)} / ${pct(fibQuestions, questions.length)} (${fibCards} of ${cards.length} / ${fibQuestions} of ${questions.length})`,
    target: "≤ 35% each",
    status: status(
      fibCards <= 0.35 * cards.length && fibQuestions <= 0.35 * questions.length && cards.length > 0,
    ),
  });

  const quizzes = english.flatMap((r) => [r.mixedQuiz, ...r.extraQuizzes.map((q) => q.items)]);
  const shares = quizzes.map(trueShare).filter((s): s is number => s !== null);
  const lo = Math.min(...shares);
  const hi = Math.max(...shares);
  rows.push({
    measure: "true/false items whose key is True (per quiz with ≥ 4 true/false)",
    now: shares.length
      ? `${round1(100 * lo)}-${round1(100 * hi)}% over ${shares.length} quizzes`
      : "no such quiz",
    target: "40-60% each",
    status: status(shares.length > 0 && lo >= 0.4 && hi <= 0.6),
  });

  rows.push(
    judged(
      "multiple-choice with all distractors plausible and wrong",
      "≥ 70%",
      mcLabels.map((l) => l?.distractorsPlausibleAndWrong),
      true,
      (h, n) => h >= 0.7 * n,
    ),
    judged(
      "a distractor that is also correct (judged)",
      "0",
      mcLabels.map((l) => l?.distractorAlsoCorrect),
      true,
      (h) => h === 0,
    ),
  );
  const mcAll = english
    .flatMap((r) => [...r.mixedQuiz, ...r.extraQuizzes.flatMap((q) => q.items)])
    .filter((q) => q.kind === "multiple-choice");
  const variants = mcAll.filter((q) => variantDistractors(q).length > 0).length;
  rows.push({
    measure: "a distractor that is a variant of the key (auto, all multiple-choice)",
    now: `${variants} of ${mcAll.length}`,
    target: "0",
    status: status(variants === 0),
  });

  // Textbook sections and the long course readers list their review questions in their labels.
  const exercises = all.flatMap((l) =>
    (l.labels.exercises ?? []).map((e) => exerciseCoverage(e, l.run.items)),
  );
  const covered = exercises.filter((c) => c === "covered").length;
  const partly = exercises.filter((c) => c === "partly").length;
  rows.push({
    measure: "end-of-section exercises covered (key phrases; textbook sections and course readers)",
    now: `${covered} of ${exercises.length} (${partly} partly)`,
    target: "≥ half (issue: ≥ 10 of 20)",
    status: status(exercises.length > 0 && covered >= exercises.length / 2),
  });

  const overviews = all.map((l) =>
    l.run.summary ? l.labels.overviews[textId("overview", l.run.summary.overview)] : undefined,
  );
  rows.push(
    judged(
      "overviews that read as a summary",
      "all",
      overviews.map((o) => o?.overviewReadsAsSummary),
      true,
      (h, n) => h === n,
    ),
  );
  const points = all.flatMap((l) =>
    (l.run.summary?.keyPoints ?? []).map((p) => l.labels.keyPoints[textId("key-point", p)]?.important),
  );
  rows.push(
    judged("key points that are the text's important ideas", "≥ 90%", points, true, (h, n) => h >= 0.9 * n),
  );

  rows.push(...automaticRows(runs, english));
  return { rows, unlabelledItems: itemLabels.filter((l) => l === undefined).length };
}

/** The rows no judgement is needed for: grounding of keys, junk sources, refusals, term lists, long texts. */
function automaticRows(runs: TextRun[], english: TextRun[]): Row[] {
  const rows: Row[] = [];
  const everything = english.flatMap((r) =>
    [...r.items, ...r.extraQuizzes.flatMap((q) => q.items)].map((item) => ({ run: r, item })),
  );
  const outside = everything.filter(({ item }) => keyWordsOutsideSource(item).length > 0).length;
  rows.push({
    measure: "key outside its source (auto, all items)",
    now: `${outside} of ${everything.length}`,
    target: "0",
    status: status(outside === 0),
  });

  const junk = new Map<string, number>();
  for (const { run, item } of everything) {
    const place = locate(run.note.content, item.source);
    if (!place) continue;
    const kind = junkKindAt(run.note.content, place.start) ?? blockKindAt(run.note.content, place.start);
    if (kind) junk.set(kind, (junk.get(kind) ?? 0) + 1);
  }
  const junkTotal = [...junk.values()].reduce((a, b) => a + b, 0);
  rows.push({
    measure:
      "items from a junk source (caption, table, heading, link, instruction, objective, example, exercise)",
    now: `${junkTotal} of ${everything.length}${junkTotal ? ` (${[...junk].map(([k, n]) => `${k} ${n}`).join(", ")})` : ""}`,
    target: "0",
    status: status(junkTotal === 0),
  });

  // The overview's sentences and the key points, each located in the note and its line classified.
  const summaryLines = english.flatMap((r) =>
    [...(r.summary?.overview.match(/[^.!?]+[.!?]+/g) ?? []), ...(r.summary?.keyPoints ?? [])].map((p) => ({
      run: r,
      p,
    })),
  );
  const junkLines = summaryLines.filter(({ run, p }) => junkSourceKind(run.note.content, p) !== null).length;
  rows.push({
    measure: "summary sentences (overview and key points) from a junk line (auto)",
    now: `${junkLines} of ${summaryLines.length}`,
    target: "0",
    status: status(junkLines === 0),
  });

  const foreign = runs.filter((r) => isForeign(r.file));
  const refused = foreign.filter((r) => r.refused !== null).length;
  rows.push({
    measure: "notes not in English refused with the spec's message",
    now: `${refused} of ${foreign.length}`,
    target: "all",
    status: status(foreign.length > 0 && refused === foreign.length),
  });

  const termLists = english.filter((r) => r.file.startsWith("terms-"));
  const withCards = termLists.filter((r) => r.items.filter((i) => i.kind === "card").length >= 10).length;
  rows.push({
    measure: "term lists giving ≥ 10 cards",
    now: `${withCards} of ${termLists.length}`,
    target: "all",
    status: status(termLists.length > 0 && withCards === termLists.length),
  });

  for (const run of english.filter((r) => isLong(r.file))) {
    const spread = chunkSpread(run);
    const worst = Math.max(...spread.map((s) => (s.textShare ? s.itemShare / s.textShare : 0)));
    const empty = spread.filter((s) => s.itemShare === 0).length;
    rows.push({
      measure: `${run.file}: items per chunk (share of items / share of text)`,
      now: `first chunk ${pct(spread[0]?.itemShare ?? 0, 1)} of items for ${pct(spread[0]?.textShare ?? 0, 1)} of text; worst ratio ${round1(worst)}; ${empty} of ${spread.length} chunks without an item`,
      target: "every chunk ≤ 2× its share, none empty",
      status: status(worst <= 2 && empty === 0),
    });
    if (run.note.content.length > 80_000) {
      rows.push({
        measure: `${run.file}: a note past the 10-chunk cap says which part was used`,
        now: run.coverage
          ? `${run.coverage.usedChars} of ${run.coverage.totalChars} characters`
          : "no coverage reported",
        target: "reported",
        status: status(run.coverage !== null),
      });
    }
  }
  return rows;
}
