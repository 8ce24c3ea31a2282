import { describe, expect, it } from "vitest";
import { type AnalysedSentence, analyseChunk } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import {
  depthScores,
  introducesNames,
  mergeSmallestNeighbours,
  type Section,
  sectionsFromHeadings,
  sectionsFromTopicShifts,
  sectionsOf,
  TOPIC_SECTIONS,
  turnsTopic,
} from "./sections.ts";

const reader = new TextReader();
const sentencesOf = (text: string) => analyseChunk(reader, text).sentences;
const firstWords = (sections: Section[]) =>
  sections.map((section) => section.sentences[0]?.text.split(" ").slice(0, 3).join(" "));

// A lecture of three topics with no headings, in spoken style: volcanoes, then the Roman army, then bread.
const VOLCANOES = [
  "so um a volcano is an opening in the crust where magma reaches the surface.",
  "the magma rises because it is hotter and lighter than the rock around the volcano.",
  "when the magma erupts from the volcano we call it lava, and lava cools into new rock.",
  "some volcanoes erupt gently with runny lava and others explode with ash and gas.",
  "the explosive volcanoes have sticky magma that traps the gas until the pressure is released.",
  "Mount St Helens was an explosive volcano that erupted in 1980 and blew off its summit.",
];
const ARMY = [
  "okay now the Roman army, which was organised into legions of about five thousand soldiers.",
  "each legion was divided into centuries of eighty soldiers led by a centurion.",
  "the soldiers of a legion trained every day and marched with heavy packs of equipment.",
  "a legion built a fortified camp every night, with a ditch and a wall of stakes.",
  "the centurion was a professional officer who kept discipline among the soldiers.",
  "soldiers of the legions served for twenty-five years and got land or money when they retired.",
];
const BREAD = [
  "and uh finally bread, which is made from flour, water, salt and yeast.",
  "the yeast ferments the sugars in the flour and releases carbon dioxide, which makes the dough rise.",
  "kneading the dough stretches the gluten, a protein in wheat flour, into long elastic strands.",
  "the gluten traps the gas from the yeast so the bread keeps its shape in the oven.",
  "baking the dough kills the yeast and turns the outside of the bread into a brown crust.",
  "bread without yeast, like flatbread, does not rise because nothing in the dough makes gas.",
];

describe("sections from headings", () => {
  it("makes one section per Markdown heading, in order, with its heading", () => {
    const sections = sectionsOf(
      sentencesOf(
        "# Cells\n\nCells are the units of life. Every organism is made of cells.\n\n## Nucleus\n\nThe nucleus holds the DNA of the cell. It controls the cell's activities.\n\n## Membrane\n\nThe membrane controls what enters and leaves the cell.",
      ),
    );
    expect(sections.map((s) => s.heading)).toEqual(["Cells", "Nucleus", "Membrane"]);
    expect(sections.map((s) => s.sentences.length)).toEqual([2, 2, 1]);
  });

  it("starts a section where the section index changes (title lines), but not where a next chunk resets it", () => {
    const sentences = sentencesOf(
      "Cells are the units of life. The nucleus holds the DNA. The membrane surrounds the cell. Ribosomes make proteins.",
    );
    const marked: AnalysedSentence[] = sentences.map((s, i) => ({
      ...s,
      // A title line opens section 1 at the second sentence; the fourth is the next chunk (index back to 0).
      sectionIndex: [0, 1, 1, 0][i] ?? 0,
      section: null,
    }));
    expect(sectionsFromHeadings(marked).map((s) => s.sentences.length)).toEqual([1, 3]);
  });
});

describe("sections from topic shifts", () => {
  it("finds the topic shifts of a lecture transcript with no headings", () => {
    const sentences = sentencesOf([...VOLCANOES, ...ARMY, ...BREAD].join(" "));
    expect(sentences).toHaveLength(18);
    const sections = sectionsOf(sentences);
    expect(sections.map((s) => s.sentences.length)).toEqual([6, 6, 6]);
    expect(firstWords(sections)).toEqual(["so um a", "okay now the", "and uh finally"]);
  });

  it("gives a real lecture transcript 2 to 6 sections, each of whole sentences in order", () => {
    const sentences = sentencesOf(corpusNote("psychology-memory-transcript.md").content);
    const sections = sectionsFromTopicShifts(sentences);
    expect(sections.length).toBeGreaterThanOrEqual(TOPIC_SECTIONS.min);
    expect(sections.length).toBeLessThanOrEqual(TOPIC_SECTIONS.max);
    expect(sections.flatMap((s) => s.sentences)).toEqual(sentences);
  });

  it("takes a lecturer's turn ('okay so…', 'finally…') as a likely topic shift", () => {
    const [turn, last, plain] = sentencesOf(
      "okay so um that model was really influential. finally Ebbinghaus studied his own memory. the loop holds sounds.",
    ) as [AnalysedSentence, AnalysedSentence, AnalysedSentence];
    expect([turn, last, plain].map(turnsTopic)).toEqual([true, true, false]);
  });

  it("takes a turn by phrase ('let's move on', 'the second thing', 'the other explanation') as a topic shift", () => {
    const [move, second, other, plain] = sentencesOf(
      "right, let's move on to forgetting. the second thing is rehearsal. the other big explanation is retrieval failure. the loop holds sounds.",
    ) as AnalysedSentence[];
    expect([move, second, other, plain].map((s) => turnsTopic(s!))).toEqual([true, true, true, false]);
  });

  it("marks sentences that bring in a new person or defined term", () => {
    const flags = introducesNames(
      sentencesOf(
        "Memory has stores. Short-term memory is a store that holds items briefly. Memory fades. Alan Baddeley proposed another model.",
      ),
    );
    expect(flags).toEqual([false, true, false, true]);
  });

  it("splits the memory lecture between the multi-store model and the working memory model", () => {
    const sentences = sentencesOf(corpusNote("psychology-memory-transcript.md").content);
    const starts = sectionsOf(sentences).map((section) => section.sentences[0]?.text ?? "");
    expect(
      starts.some((start) => /that model was really influential|Baddeley and Graham Hitch/.test(start)),
    ).toBe(true);
  });

  it("gives a short lecture of long spoken sentences three topics, so its end has a section", () => {
    const sentences = sentencesOf(corpusNote("lecture-transcript-history-cold-war.md").content);
    expect(sectionsOf(sentences).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps a short text without headings as one section", () => {
    const sentences = sentencesOf(VOLCANOES.slice(0, 5).join(" "));
    expect(sectionsOf(sentences)).toHaveLength(1);
  });

  it("scores a gap by how deep its similarity lies below the peaks either side", () => {
    const depths = depthScores([0.5, 0.6, 0.1, 0.4, 0.5]);
    expect(depths[2]).toBeCloseTo(0.5 + 0.4);
    expect(Math.max(...depths)).toBe(depths[2]);
    expect(depths[1]).toBe(0);
  });

  it("scores every gap as climbing each side would, flat runs included, in one pass", () => {
    // The climb itself, gap by gap (quadratic on a long flat run), as the reference.
    const climbed = (similarity: number[]) =>
      similarity.map((value, g) => {
        let left = value;
        for (let i = g - 1; i >= 0 && (similarity[i] ?? 0) >= left; i -= 1) left = similarity[i] ?? left;
        let right = value;
        for (let i = g + 1; i < similarity.length && (similarity[i] ?? 0) >= right; i += 1)
          right = similarity[i] ?? right;
        return left - value + (right - value);
      });
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 200; round += 1) {
      // Values from a few levels, so flat runs and ties are common.
      const similarity = Array.from(
        { length: 1 + Math.floor(next() * 40) },
        () => Math.floor(next() * 4) / 4,
      );
      expect(depthScores(similarity)).toEqual(climbed(similarity));
    }
    expect(depthScores([])).toEqual([]);
    // A repetitive note's flat similarity: 100,000 gaps, all of depth 0.
    expect(depthScores(new Array(100_000).fill(0.5)).every((d) => d === 0)).toBe(true);
  });
});

describe("merging sections", () => {
  it("merges the smallest section into its smaller neighbour until at most the maximum remain, in order", () => {
    const sentences = sentencesOf(
      [
        "Alpha one is a long sentence with many words in it.",
        "Beta two is short here.",
        "Gamma three is also a long sentence with many words in it.",
        "Delta four is a medium sentence with words.",
      ].join(" "),
    );
    const sections = sentences.map((s) => ({ heading: s.text.split(" ")[0] ?? null, sentences: [s] }));
    const merged = mergeSmallestNeighbours(sections, 3);
    expect(merged.map((s) => s.heading)).toEqual(["Alpha", "Gamma", "Delta"]);
    expect(merged.map((s) => s.sentences.length)).toEqual([2, 1, 1]);
    expect(mergeSmallestNeighbours(sections, 1).flatMap((s) => s.sentences)).toEqual(sentences);
  });
});
