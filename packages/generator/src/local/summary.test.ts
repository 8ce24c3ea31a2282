import { generatedSummarySchema } from "@lectern/core";
import { describe, expect, it } from "vitest";
import { type AnalysedSentence, analyseChunk, type SentenceKind } from "./analysis.ts";
import { corpusNote } from "./corpus.test-support.ts";
import { TextReader } from "./nlp.ts";
import { sectionsOf } from "./sections.ts";
import {
  chooseKeyPoints,
  chooseOverview,
  definedTerm,
  definesTopic,
  KEY_POINTS,
  OVERVIEW_SENTENCES,
  summarise,
} from "./summary.ts";
import { entryAsSentence, isPluralTerm, listTopic } from "./summary-entries.ts";
import { isSummarySource, leansOnPrevious, readableAfter, readableAlone } from "./summary-sources.ts";

const reader = new TextReader();
const analyse = (text: string) => analyseChunk(reader, text);
const sentencesOf = (text: string) => analyse(text).sentences;
const summaryOf = (content: string, title = "Notes") => summarise(analyse(content), { title, content });
const splitSentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/);

// Seven sections, each opening with a definition of its own topic and a detail after it.
const TOPICS = [
  ["Atoms", "An atom is the smallest unit of a chemical element that keeps its properties."],
  ["Ions", "An ion is an atom that has gained or lost electrons and so carries a charge."],
  ["Molecules", "A molecule is a group of atoms held together by covalent bonds."],
  ["Mixtures", "A mixture is a combination of substances that are not chemically joined."],
  ["Solutions", "A solution is a mixture in which a solute is evenly dissolved in a solvent."],
  ["Acids", "An acid is a substance that donates hydrogen ions in water."],
  ["Salts", "A salt is an ionic compound formed when an acid reacts with a base."],
] as const;
const sectionText = ([heading, definition]: readonly [string, string], detail: string) =>
  `## ${heading}\n\n${definition} ${detail}`;
const DETAILS = [
  "Chemists in the nineteenth century weighed atoms against hydrogen to compare their masses carefully.",
  "Table salt dissolved in water splits into sodium ions and chloride ions that move freely.",
  "Water molecules are bent, with both hydrogen atoms on the same side of the oxygen atom.",
  "Sand stirred into water stays a mixture because it can be filtered out again by hand.",
  "Seawater holds about 35 grams of dissolved salt in each litre of water at the surface.",
  "Lemon juice and vinegar taste sour because they contain weak acids such as citric acid.",
  "Sodium chloride, the salt on a dinner table, forms cubic crystals when seawater evaporates.",
];
const noteOf = (count: number) =>
  TOPICS.slice(0, count)
    .map((topic, i) => sectionText(topic, DETAILS[i] ?? ""))
    .join("\n\n");

describe("the overview", () => {
  it("takes one sentence from each section, in the note's order, from the section's central claim", () => {
    const summary = summaryOf(noteOf(4));
    // Four parts each get a claim of their own: no outline repeats their names (summary-outline.ts).
    const claims = splitSentences(summary.overview);
    expect(summary.overview).not.toMatch(/The note covers /);
    expect(claims).toEqual(TOPICS.slice(0, 4).map(([, d]) => d));
  });

  it("merges the smallest neighbouring sections when there are more than five, and keeps the order", () => {
    // Its first section's definition frames it ("Atoms" opens the note), then the outline of the other parts.
    const [framing, outline, ...rest] = splitSentences(summaryOf(noteOf(7)).overview);
    expect(outline).toMatch(/^The note covers /);
    const sentences = [framing ?? "", ...rest];
    expect(sentences).toHaveLength(OVERVIEW_SENTENCES.max - 1);
    const at = sentences.map((s) => noteOf(7).indexOf(s));
    expect(at.every((x) => x >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Each sentence comes from a different part of the note: the first and the last section are covered.
    expect(sentences[0]).toBe(TOPICS[0][1]);
    expect(sentences.at(-1)).toMatch(/^(?:An acid|A salt|Sodium chloride|Lemon)/);
  });

  it("gives a note of one section at least three sentences", () => {
    const text = TOPICS.map(([, d]) => d).join(" ");
    expect(splitSentences(summaryOf(text).overview).length).toBeGreaterThanOrEqual(OVERVIEW_SENTENCES.min);
  });

  it("fills a written note of few long sections to five sentences, taking turns between them", () => {
    // Two sections of 7-8 quotable sentences each: the definitions past each section's first claim are quoted
    // too (the population beside statistics, sampling bias after the methods; one sentence per
    // OVERVIEW_SOURCES_PER_SENTENCE sources), not one of two kinds of data alone, and the methods of sampling
    // are named as kinds (summary-prose-kinds.ts).
    const summary = summaryOf(corpusNote("textbook-statistics-sampling.md").content, "Sampling and Data");
    expect(splitSentences(summary.overview)).toHaveLength(OVERVIEW_SENTENCES.max);
    expect(summary.overview).toContain("the population is the whole group of individuals or objects");
    expect(summary.overview).not.toMatch(/Quantitative data are|Qualitative data/);
    expect(summary.overview).toContain("Sampling bias occurs when");
    expect(summary.overview).toContain(
      "A sample is only useful if it represents the population. The note describes five kinds of sample: " +
        "simple random, stratified, cluster, systematic and convenience.",
    );
    expect(summary.overview).not.toMatch(/The note covers /);
  });

  it("lets key points quote a sentence the overview added only for its length, not a section's own", () => {
    const summary = summaryOf(corpusNote("textbook-biology-photosynthesis.md").content, "Photosynthesis");
    const calvin = /^In the second stage, the Calvin cycle/;
    // The Calvin cycle fills the overview beside the first stage, and is still one of the note's main claims.
    expect(splitSentences(summary.overview).some((s) => calvin.test(s))).toBe(true);
    expect(summary.keyPoints.some((p) => calvin.test(p))).toBe(true);
    // The note's framing definition (its own overview sentence) is not repeated as a key point.
    expect(summary.keyPoints.some((p) => /^Photosynthesis is the process/.test(p))).toBe(false);
  });

  it("lets a key point share words with another section's overview sentence, not restate its own section's", () => {
    const summary = summaryOf(corpusNote("geography-plate-tectonics.md").content, "Plate Tectonics");
    // The boundaries' "Subduction is the process by which one plate sinks…" is in the overview; slab pull, the
    // force that moves the plates (another section), sinks at a subduction zone too and is still a key point.
    expect(summary.overview).toContain("Subduction is the process by which one plate sinks");
    expect(summary.keyPoints.some((p) => p.startsWith("Slab pull is the force"))).toBe(true);
    expect(summary.keyPoints.some((p) => p.startsWith("Subduction is the process"))).toBe(false);
  });

  it("states a law under a heading that names it ('The first law' → the first law of thermodynamics)", () => {
    const summary = summaryOf(
      corpusNote("physics-thermodynamics.md").content,
      "Heat, Work and the Laws of Thermodynamics",
    );
    expect(summary.overview).toContain(
      "The first law of thermodynamics is the law of conservation of energy",
    );
    expect(summary.overview).toContain("The second law of thermodynamics states that heat cannot flow");
  });

  it("covers each topic of a transcript in order, with the fillers taken out", () => {
    const summary = summaryOf(corpusNote("psychology-memory-transcript.md").content);
    const sentences = splitSentences(summary.overview);
    expect(sentences.length).toBeGreaterThanOrEqual(OVERVIEW_SENTENCES.min);
    expect(sentences.length).toBeLessThanOrEqual(OVERVIEW_SENTENCES.max);
    expect(summary.overview).not.toMatch(/\b(?:um|uh|you know|I mean)\b/i);
    // Both the memory models (first half) and forgetting (second half) are in it.
    expect(summary.overview).toMatch(/memory/i);
    expect(summary.overview).toMatch(/interference|retrieval failure|forget/i);
  });
});

// A textbook section with every junk class of issue 16 around two claims per section.
const TEXTBOOK = `# 4.3 Newton's Second Law

## Learning Objectives

By the end of this section, you will be able to:

- Define net force, external force, and system.
- Explain Newton's second law of motion.

## Force and Acceleration

Newton's second law states that the acceleration of a system is proportional to the net external force on it. The net force is the vector sum of all the external forces acting on the system.

Figure 4.5: A student pushes a loaded cart across a level floor.

| Quantity | Symbol | SI unit |
|---|---|---|
| Force | F | newton |

Read the full text of Newton's Principia for the original statement of the laws.

See https://example.org/forces for an animation of forces acting on a system.

## Example 4.1 Pushing a Lawn Mower

Suppose the net external force on a lawn mower is 51 newtons and its mass is 24 kilograms. What is its acceleration?

Strategy: The net force and the mass are given, so we can use Newton's second law.

## Weight

Weight is the gravitational force acting on an object. Mass is the amount of matter in an object and is measured in kilograms.

For example, an astronaut on the Moon has the same mass as on Earth but a smaller weight.

## Review Questions

1. What is the difference between an external force and an internal force?
2. State Newton's second law of motion in words and as an equation.`;

const JUNK = [
  /^By the end/,
  /^Define/,
  /^Explain/,
  /^Figure/,
  /\|/,
  /^Read the full/,
  /https?:/,
  /^Suppose/,
  /\?$/,
  /^Strategy/,
  /^For example/,
  /^State /,
];

describe("no junk in a summary", () => {
  it("quotes no caption, table row, link, instruction, objective, worked example or question", () => {
    const summary = summaryOf(TEXTBOOK, "Newton's Second Law");
    const quoted = [...splitSentences(summary.overview), ...summary.keyPoints];
    expect(quoted.length).toBeGreaterThanOrEqual(OVERVIEW_SENTENCES.min);
    for (const sentence of quoted) for (const junk of JUNK) expect(sentence).not.toMatch(junk);
    expect(summary.overview).toContain("Newton's second law states");
    expect(summary.overview).toContain("Weight is the gravitational force");
  });

  it("quotes only sentences the source classifier calls expository", () => {
    const analysis = analyse(noteOf(4));
    const marked = (kind: SentenceKind) => (s: AnalysedSentence) =>
      s.text.startsWith("An atom") || s.text.startsWith("An ion") ? { ...s, kind } : s;
    for (const kind of ["caption", "objective", "example", "term-entry"] as const) {
      const sentences = analysis.sentences.map(marked(kind));
      const sections = sectionsOf(sentences);
      const overview = chooseOverview(sections);
      const points = chooseKeyPoints(sections, overview, sentences.length);
      for (const s of [...overview, ...points]) expect(s.kind).toBe("expository");
    }
  });

  it("takes labelled parts, term entries and bare headings for junk, and a slide's sentence bullet for a source", () => {
    const verdicts = sentencesOf(
      "- Solution: Dividing 51 N by 24 kg gives 2.1 metres per second squared.\n- Antigen – a molecule that the immune system recognises\n- Electric Circuits and Ohm's Law\n- Adding branches lowers the total resistance\n- Holds for ohmic conductors at constant temperature\n- </p> <h2>Sedimentary rocks</h2> <p>Sedimentary rocks form from sediment.",
    ).map(isSummarySource);
    expect(verdicts).toEqual([false, false, false, true, false, false]);
  });
});

describe("readable on its own", () => {
  const [first, second, third] = sentencesOf(
    "Entropy is a measure of the disorder of a system. This is why ink spreads through a glass of water. Heat flows from hot bodies to cold ones.",
  ) as [AnalysedSentence, AnalysedSentence, AnalysedSentence];

  it("takes a sentence opening with 'This' only right after its antecedent", () => {
    expect(readableAfter(second, first)).toBe(true);
    expect(readableAfter(second, null)).toBe(false);
    expect(readableAfter(second, third)).toBe(false);
    expect(readableAfter(third, null)).toBe(true);
  });

  it("never opens an overview sentence or a key point with a dangling pronoun", () => {
    for (const file of ["physics-thermodynamics.md", "psychology-memory-transcript.md"]) {
      const summary = summaryOf(corpusNote(file).content);
      for (const sentence of [...splitSentences(summary.overview), ...summary.keyPoints])
        expect(sentence).not.toMatch(/^(?:This|These|Those|It|They|He|She|Such)\b/);
    }
  });
});

describe("transcripts", () => {
  it("takes a lecturer's long claim, but not an anecdote, lecture talk or a question without its mark", () => {
    const verdicts = sentencesOf(
      [
        "so the law of segregation says the two alleles for a gene separate when gametes are formed, so each egg or sperm carries only one allele for each gene and you get half from each parent.",
        "I once spent a whole evening as a student debugging a stack overflow that turned out to be a missing minus one.",
        "anyway for thursday please do the punnett square worksheet, the one with the guinea pigs.",
        "right so good morning everyone, let's pick up where we left off on the supply curve.",
        "so how did it start, after the second world war the wartime alliance fell apart pretty quickly.",
      ].join(" "),
    ).map((s) => readableAlone(s, true));
    expect(verdicts).toEqual([true, false, false, false, false]);
  });

  it("quotes a transcript's sentence without its fillers and its opening 'so', 'and', 'okay'", () => {
    const summary = summaryOf(corpusNote("psychology-memory-transcript.md").content);
    for (const sentence of [...splitSentences(summary.overview), ...summary.keyPoints])
      expect(sentence).not.toMatch(/^(?:So|And|Okay|Now|Um|Uh)\b/);
  });

  it("takes 'The other…' and 'Another…' as leaning on the sentence before", () => {
    const [other, another, plain] = sentencesOf(
      "The other big explanation is retrieval failure. Another version is due to Kelvin. Retrieval failure is forgetting without cues.",
    ) as [AnalysedSentence, AnalysedSentence, AnalysedSentence];
    expect([other, another, plain].map(leansOnPrevious)).toEqual([true, true, false]);
  });

  it("leans on the sentence before for its time ('In the same year …', 'A year later …'), not 'A day is …'", () => {
    const sentences = sentencesOf(
      "In the same year the American chemist Gilbert Lewis proposed an even more general definition. A year later the war ended. A day is the time the Earth takes to turn once.",
    );
    expect(sentences.map(leansOnPrevious)).toEqual([true, true, false]);
  });
});

describe("a term list", () => {
  it("has no claim to quote, so the overview and key points give its entries, not the raw list", () => {
    const content =
      "# Lab vocabulary\n\n- beaker - a wide glass container for mixing liquids\n- burette - a long graduated tube with a tap\n- pipette - a glass tube that transfers a measured volume";
    const summary = summaryOf(content);
    expect(summary.overview).not.toContain("#");
    // It says what the list covers, then gives entries as sentences (messages.generation.termListOverview).
    expect(summary.overview).toBe(
      "This list defines 3 terms of the lab, from beaker to pipette. A beaker is a wide glass container for mixing liquids.",
    );
    for (const point of summary.keyPoints) expect(point).toMatch(/^(?:An?|The) [a-z]+ is /);
    // Its key points are the entries the overview did not quote.
    expect(summary.keyPoints.length).toBeGreaterThan(0);
    for (const point of summary.keyPoints) expect(summary.overview).not.toContain(point);
  });
});

describe("key points", () => {
  it("gives one central claim per section, in order, not repeating the overview, each a sentence", () => {
    const summary = summaryOf(noteOf(4));
    expect(summary.keyPoints).toEqual(DETAILS.slice(0, 4));
  });

  it("keeps within 3 to 7 points and the summary schema", () => {
    for (const file of ["biology-cellular-respiration.md", "psychology-memory-transcript.md"]) {
      const content = corpusNote(file).content;
      const summary = summaryOf(content);
      expect(generatedSummarySchema.parse(summary)).toEqual(summary);
      expect(summary.keyPoints.length).toBeGreaterThanOrEqual(KEY_POINTS.min);
      expect(summary.keyPoints.length).toBeLessThanOrEqual(KEY_POINTS.max);
      for (const point of summary.keyPoints) expect(point).toMatch(/^[A-Z0-9].*[.!]$/);
    }
  });
});

describe("term list entries as sentences", () => {
  const entry = (line: string) => sentencesOf(`# Terms\n\n${line}`).find((s) => s.kind !== "heading")!;

  it("gives a countable definition's term its article and a mass noun none", () => {
    expect(entryAsSentence(entry("gene: a section of DNA that codes for a protein"))).toBe(
      "A gene is a section of DNA that codes for a protein.",
    );
    expect(entryAsSentence(entry("filtration - separating a solid from a liquid with filter paper"))).toBe(
      "Filtration is separating a solid from a liquid with filter paper.",
    );
    // The note writes "a cell" elsewhere: a countable noun, though its definition opens with "the".
    expect(entryAsSentence(entry("cell: the smallest unit of life"), () => true)).toBe(
      "A cell is the smallest unit of life.",
    );
  });

  it("takes 'are' only for a plural head, not for -sis, -ics or 'Balance of payments'", () => {
    expect(isPluralTerm("stomata pores", "the openings in a leaf")).toBe(true);
    expect(isPluralTerm("mitosis", "cell division that produces two cells")).toBe(false);
    expect(isPluralTerm("balance of payments", "the record of all transactions")).toBe(false);
    expect(isPluralTerm("enzymes", "a kind of protein")).toBe(false);
  });

  it("names the list's subject from its heading or title, without list words", () => {
    expect(listTopic("Cell Biology Glossary", "x")).toBe("cell biology");
    expect(listTopic(null, "Chemistry lab vocabulary (quiz on Friday)")).toBe("the chemistry lab");
    expect(listTopic("Macroeconomics terms for the test", "x")).toBe("macroeconomics");
  });
});

describe("the note's main claim", () => {
  it("reads a spoken definition and knows one of the note's own subject", () => {
    const [recursion, gene] = sentencesOf(
      "so recursion is when a function calls itself on a smaller input. and um some vocabulary, the genotype is the set of alleles you have.",
    ) as [AnalysedSentence, AnalysedSentence];
    expect(definedTerm(recursion)).toBe("recursion");
    expect(definedTerm(gene)).toBe("genotype");
    expect(definesTopic("water cycle", new Set(["textbook", "water", "cycle"]))).toBe(true);
    expect(definesTopic("rate of a reaction", new Set(["reaction", "rates"]))).toBe(true);
    expect(definesTopic("water table", new Set(["water", "cycle"]))).toBe(false);
  });

  it("opens the overview on the definition of the note's subject, not a detail (water cycle)", () => {
    const summary = summaryOf(corpusNote("textbook-geography-water-cycle.md").content, "The Water Cycle");
    // Its three parts each get a claim of their own, so no outline sentence comes first (summary-outline.ts).
    expect(summary.overview).toMatch(/^The water cycle, also called the hydrological cycle, is/);
  });

  it("puts a lecture's defining claim in the overview and covers its end (recursion, cold war)", () => {
    const recursion = summaryOf(
      corpusNote("lecture-transcript-computer-science-recursion.md").content,
      "Recursion",
    );
    expect(recursion.overview).toMatch(/^Recursion is when a function calls itself/);
    const coldWar = summaryOf(corpusNote("lecture-transcript-history-cold-war.md").content, "The Cold War");
    expect(coldWar.overview).toContain("the end of the cold war");
  });
});
